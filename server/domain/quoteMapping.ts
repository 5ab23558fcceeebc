/**
 * The declared mapping from a quote draft to the quote request the insurer receives
 * (journeys/common/quote-request.json, format in journeys/quote-request.schema.json): a tree that
 * mirrors the request, whose leaves name where each value comes from (an answer, a stored value,
 * a literal, a limit or a value the server derives) and how it is converted. The server builds the
 * request from it (mappedValue.ts) and the journey linter checks that every answer a journey asks
 * is either mapped or listed under `notSent`.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ValidateFunction } from "ajv";
import { cachedValidator } from "../journeys/cache/cachedValidator.ts";
import { SERVER_CACHE_DIR } from "../journeys/cache/diskCache.ts";
import { JOURNEYS_DIR } from "../journeys/readJourneys.ts";
import type { ConversionName } from "./draftValues.ts";

export const QUOTE_MAPPING_FILE = "common/quote-request.json";
export const QUOTE_MAPPING_SCHEMA = join(JOURNEYS_DIR, "quote-request.schema.json");

export type Literal = string | number | boolean | null;

/** Holds when the value at the path is exactly `is`. */
export interface Condition {
  answer?: string;
  stored?: string;
  is: Literal;
}

export type Derived =
  | "quoteRef"
  | "today"
  | "expiryDate"
  | "salesChannel"
  | "sourceOfBusiness"
  | "yourReference"
  | "yourReferenceId"
  | "affiliate"
  | "driverNumber";

export interface Source {
  answer?: string;
  stored?: string;
  fixed?: Literal;
  limit?: string;
  derived?: Derived;
  byDriver?: true;
  as?: ConversionName;
  when?: Condition;
  unless?: Condition;
  onlyFor?: string[];
  notFor?: string[];
  note?: string;
}

export interface ObjectNode {
  [field: string]: MappingNode;
}

export interface ItemsNode {
  items: { when?: Condition; leaveOutWithout?: string; fields: ObjectNode }[];
}

export interface RepeatNode {
  repeat: { upTo: number; while: Condition };
  fields: ObjectNode;
}

export interface DriversNode {
  eachDriver: {
    policyholder: ObjectNode;
    namedDrivers: { at: string; addedWhen: Condition } & ObjectNode;
  };
  fields: ObjectNode;
}

export type MappingNode = Source | Source[] | ItemsNode | RepeatNode | DriversNode | ObjectNode;

export interface NotSent {
  answers: string[];
  why: string;
}

export interface QuoteMapping {
  productSections?: Record<string, Record<string, string>>;
  request: ObjectNode;
  notSent: NotSent[];
}

const sourceKeys = ["answer", "stored", "fixed", "limit", "derived", "byDriver"];

/** What a node is, told apart by its keys as the schema does. */
export function nodeKind(node: MappingNode): "source" | "alternatives" | "items" | "repeat" | "drivers" | "object" {
  if (Array.isArray(node)) return "alternatives";
  if ("eachDriver" in node) return "drivers";
  if ("repeat" in node) return "repeat";
  if ("items" in node) return "items";
  return sourceKeys.some((key) => key in node) ? "source" : "object";
}

let validator: ValidateFunction | undefined;

/** journeys/quote-request.schema.json compiled once, and kept compiled between starts (all errors, verbose: the linter words them). */
export function mappingSchema(): ValidateFunction {
  validator ??= cachedValidator(QUOTE_MAPPING_SCHEMA, { allErrors: true, verbose: true, strict: false }, SERVER_CACHE_DIR);
  return validator;
}

let loaded: QuoteMapping | undefined;

/** The app's mapping, read and checked once; a broken file stops the server at its first quote, loudly. */
export function quoteMapping(): QuoteMapping {
  if (!loaded) {
    const content = JSON.parse(readFileSync(join(JOURNEYS_DIR, QUOTE_MAPPING_FILE), "utf8")) as unknown;
    const validate = mappingSchema();
    if (!validate(content)) {
      const where = (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message}`).join("; ");
      throw new Error(`journeys/${QUOTE_MAPPING_FILE} is not valid (npm run lint:journeys says why): ${where}`);
    }
    loaded = content as QuoteMapping;
  }
  return loaded;
}
