/**
 * Every message a user can see is written in the journey: a required field needs
 * `messages.required`, each constraining schema keyword needs its own message or
 * `messages.invalid`, and a number box its own `messages.type` (its `{placeholders}` are checked
 * with the other references). Without these the engine falls back to "Label: keyword", or to a
 * message about something else, which must never reach a customer.
 */
import type { ResolvedField } from "../../src/engine/index.ts";
import { error, type Problem } from "./problem.ts";
import { pagesOf, type ProductCheck } from "./productContext.ts";

/** Schema keywords that can reject an answer the widget lets through. */
const CONSTRAINING = [
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minLength",
  "maxLength",
  "pattern",
  "format",
  "const",
  "enum",
];

/**
 * Widgets that pass text which is not a whole number on as typed (renderer-widgets/digits.ts), so
 * letters in the box ("45OO", "five") fail the schema's `type`: that failure needs words of its own,
 * "Enter … using numbers only", rather than a catch-all `messages.invalid`.
 */
const TYPED_NUMBER_WIDGETS = ["number", "currency"];

/** Keywords used by a schema and its `items`, in the subset the schema file allows. */
export function schemaKeywords(schema: Record<string, unknown> | undefined, found = new Set<string>()): Set<string> {
  for (const [keyword, value] of Object.entries(schema ?? {})) {
    if (keyword === "items" && value && typeof value === "object") schemaKeywords(value as Record<string, unknown>, found);
    else found.add(keyword);
  }
  return found;
}

/** `{name}` placeholders, as the engine's formatMessage finds them. */
export const placeholdersIn = (message: string): string[] => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

function hasOptions(field: ResolvedField): boolean {
  return field.options !== undefined || field.optionsFrom !== undefined || field.optionsFromData !== undefined;
}

function fieldMessageProblems(field: ResolvedField, at: string): string[] {
  const messages = field.messages ?? {};
  const found: string[] = [];
  if (field.required !== undefined && field.required !== false && messages.required === undefined) {
    found.push(`${at}: required but has no messages.required`);
  }
  if (TYPED_NUMBER_WIDGETS.includes(field.widget) && messages.type === undefined) {
    found.push(`${at}: the ${field.widget} box lets letters through to schema.type, which has no message (add messages.type)`);
  }
  for (const keyword of schemaKeywords(field.schema)) {
    if (!CONSTRAINING.includes(keyword) || (keyword === "enum" && hasOptions(field))) continue;
    if (messages[keyword] === undefined && messages.invalid === undefined) {
      found.push(`${at}: schema.${keyword} has no message (add messages.${keyword} or messages.invalid)`);
    }
  }
  return found;
}

export const checkMessages: ProductCheck = ({ journey, fileOf, fieldWhere }) => {
  const problems: Problem[] = [];
  for (const page of pagesOf(journey)) {
    // Placeholders in messages are checked with the other references (checkReferences.ts).
    const messages = page.fields.flatMap((field) => fieldMessageProblems(field, fieldWhere(page, field)));
    problems.push(...messages.map((message) => error(fileOf(page), message)));
  }
  return problems;
};
