/**
 * Every answer reaches the insurer or says why not: each field of each page of each product
 * (named-driver pages and repeated rounds included) must be read by common/quote-request.json, the
 * declared mapping the server builds the quote request from, or be listed there under `notSent`
 * with a reason. The other way round, a mapped or not-sent answer that no journey asks is almost
 * always a typo. Stored values (lookups, what buttons and effects set) are not questions, so they
 * are not checked against the pages.
 */
import { existsSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { namedSlotIndexes, within, type ResolvedJourney, type ResolvedPage } from "../../src/engine/index.ts";
import { JOURNEYS_DIR } from "../../src/journeys/readJourneys.ts";
import { readJson, textOf } from "./jsonTexts.ts";
import { resolvePath } from "../../server/domain/mappedValue.ts";
import {
  nodeKind, QUOTE_MAPPING_FILE, QUOTE_MAPPING_SCHEMA,
  type Condition, type DriversNode, type ItemsNode, type MappingNode, type ObjectNode, type QuoteMapping, type RepeatNode, type Source,
} from "../../server/domain/quoteMapping.ts";
import { canonicalJson } from "./canonicalJson.ts";
import { displayPath, error, type Problem } from "./problem.ts";
import type { ProductContext } from "./productContext.ts";
import { readableErrors } from "./schemaValidation.ts";
import { validatorWithMemory } from "./cachedValidator.ts";

/** One path the mapping reads, with what decides how it expands for a product. */
interface Reference {
  /** A draft path, or for a limit its key in the product's limits. */
  path: string;
  kind: "answer" | "stored" | "limit";
  /** Where in the mapping, for messages: `capturedQuoteModel.vehicles[0].value`, `notSent[2]`. */
  where: string;
  onlyFor?: string[];
  notFor?: string[];
  /** Inside a named driver: where its answers are (`named.{index}`). */
  namedAt?: string;
  /** Inside a repeat: the rounds {n} takes. */
  rounds?: number;
}

type Product = Pick<ProductContext, "journey" | "fileOf" | "manifestFile">;

/**
 * `products`: the products whose cross-file checks run (their files load and are schema-valid);
 * the others are left to the checks that say why they do not load.
 */
export function checkAnswerMapping(root: string, products: Product[]): Problem[] {
  const file = join(root, QUOTE_MAPPING_FILE);
  const shown = displayPath(file);
  if (!existsSync(file)) {
    // The linter's fixture journeys have no quote request; the app's journeys must.
    return resolve(root) === JOURNEYS_DIR ? [error(shown, "not found: the server builds the quote request from it")] : [];
  }
  let content: unknown;
  try {
    content = readJson(file);
  } catch (cause) {
    return [error(shown, (cause as Error).message)];
  }
  // The options of the server's mappingSchema; an unchanged mapping is not validated again.
  const errors = validatorWithMemory(QUOTE_MAPPING_SCHEMA, { allErrors: true, verbose: true, strict: false })(content, textOf(file));
  if (errors.length > 0) return readableErrors(errors).map((message) => error(shown, message));
  const mapping = content as QuoteMapping & { $schema?: string };
  const problems: Problem[] = [...layoutProblems(file, mapping), ...driverKindProblems(mapping, shown)];

  const read = [...referencesOf(mapping.request, "", {}), ...notSentReferences(mapping)];
  const references = read.filter((ref) => ref.kind !== "limit");
  const limits = read.filter((ref) => ref.kind === "limit");
  // With no product loaded there is nothing to hold the mapping against.
  if (products.length === 0) return problems;
  const known = new Set(products.map(({ journey }) => journey.id));
  const forKnownProducts = (ref: Reference) => [...(ref.onlyFor ?? []), ...(ref.notFor ?? [])].every((product) => known.has(product));
  return [
    ...problems,
    ...read.flatMap((ref) => referenceProblems(ref, mapping, known, shown)),
    ...products.flatMap((product) => unsentAnswers(product, references, mapping)),
    ...unaskedAnswers(products, references.filter(forKnownProducts), mapping, shown),
    ...products.flatMap((product) => unsetLimits(product, limits)),
  ];
}

/** A product onlyFor or notFor names that does not exist, a placeholder that means nothing where it is written. */
function referenceProblems(ref: Reference, mapping: QuoteMapping, known: Set<string>, shown: string): Problem[] {
  const problems = [...(ref.onlyFor ?? []), ...(ref.notFor ?? [])]
    .filter((product) => !known.has(product))
    .map((product) => error(shown, `${ref.where}: "${product}" is not a product`));
  const unknown = ref.path.match(/\{([^}]+)\}/g)?.find((p) => !placeholderKnown(p.slice(1, -1), mapping, ref));
  if (unknown) problems.push(error(shown, `${ref.where}: ${unknown} in "${ref.path}" is not a product section, {n} in a repeat nor {index} in a named driver`));
  return problems;
}

/** Each answer the product asks that the mapping neither reads nor lists as not sent (or does both). */
function unsentAnswers({ journey, fileOf }: Product, references: Reference[], mapping: QuoteMapping): Problem[] {
  const pathsOf = (refs: Reference[]) => new Set(refs.flatMap((ref) => expand(ref, journey, mapping)));
  const mapped = pathsOf(references.filter((ref) => !isNotSent(ref)));
  const notSent = pathsOf(references.filter(isNotSent));
  const problems: Problem[] = [];
  for (const [path, { page, field }] of askedAnswers(journey)) {
    if (!mapped.has(path) && !notSent.has(path)) {
      problems.push(error(fileOf(page), `answer \`${field}\` on page \`${page.id}\` is neither sent in the quote request nor listed as not sent in ${QUOTE_MAPPING_FILE}`));
    } else if (mapped.has(path) && notSent.has(path)) {
      problems.push(error(fileOf(page), `answer \`${field}\` on page \`${page.id}\` is sent in the quote request but also listed as not sent in ${QUOTE_MAPPING_FILE}`));
    }
  }
  return problems;
}

/**
 * Each mapped or not-sent answer no product asks. A driver field is read once per kind of driver
 * (the policyholder has a title, named drivers have none): asked for either kind is enough.
 */
function unaskedAnswers(products: Product[], references: Reference[], mapping: QuoteMapping, shown: string): Problem[] {
  const asked = new Set(products.flatMap(({ journey }) => [...askedAnswers(journey).keys()].map((path) => `${journey.id}\u0000${path}`)));
  const isAsked = (ref: Reference) =>
    products.some(({ journey }) => expand(ref, journey, mapping).some((path) => asked.has(`${journey.id}\u0000${path}`)));
  const readings = new Map<string, Reference[]>();
  for (const ref of references.filter((one) => one.kind === "answer")) {
    const key = `${ref.where}\u0000${ref.path}`;
    readings.set(key, [...(readings.get(key) ?? []), ref]);
  }
  return [...readings.values()]
    .filter((refs) => !refs.some(isAsked))
    .map(([ref]) => error(shown, `${ref.where}: answer \`${ref.path}\` is asked by no journey (a typo? a value no page asks is "stored")`));
}

/** A limit the request sends that the product does not set would reach the insurer empty. */
function unsetLimits({ journey, manifestFile }: Product, limits: Reference[]): Problem[] {
  return limits
    .filter((ref) => !(ref.onlyFor && !ref.onlyFor.includes(journey.id)) && !ref.notFor?.includes(journey.id))
    .filter((ref) => !Object.hasOwn(journey.limits, ref.path))
    .map((ref) => error(manifestFile, `limits: no "${ref.path}", which ${QUOTE_MAPPING_FILE} sends to the insurer (${ref.where})`, {
      check: "limit-not-set", subject: journey.limits,
    }));
}

const isNotSent = (ref: Reference) => ref.where.startsWith("notSent");

/** Every answer a journey asks, by its draft path (named-driver pages keep `{index}` in their section). */
function askedAnswers(journey: ResolvedJourney): Map<string, { page: ResolvedPage; field: string }> {
  const asked = new Map<string, { page: ResolvedPage; field: string }>();
  for (const id of journey.pageOrder) {
    const page = journey.pages[id];
    for (const field of page.fields) {
      const path = within(page.section, field.name);
      if (!asked.has(path)) asked.set(path, { page, field: field.name });
    }
  }
  return asked;
}

/** Each reference is expanded for each product twice (is it sent, is it asked): once is enough. */
const expanded = new WeakMap<Reference, Map<ResolvedJourney, string[]>>();

function expand(ref: Reference, journey: ResolvedJourney, mapping: QuoteMapping): string[] {
  const byJourney = expanded.get(ref) ?? expanded.set(ref, new Map()).get(ref)!;
  const known = byJourney.get(journey);
  if (known) return known;
  const paths = expandOnce(ref, journey, mapping);
  byJourney.set(journey, paths);
  return paths;
}

/** The draft paths a reference reads for this product: none when it does not apply, every slot and round otherwise. */
function expandOnce(ref: Reference, journey: ResolvedJourney, mapping: QuoteMapping): string[] {
  if (ref.onlyFor && !ref.onlyFor.includes(journey.id)) return [];
  if (ref.notFor?.includes(journey.id)) return [];
  // A named driver's own answers stay under `named.{index}` as its pages' sections are written; only
  // paths that name a slot themselves (`/final.contacts.{index+1}.email`) are expanded.
  const indexes = ref.namedAt && /\{index(\+1)?\}/.test(ref.path) ? namedSlotIndexes(journey) : [undefined];
  const rounds = ref.rounds ? Array.from({ length: ref.rounds }, (_, i) => i + 1) : [undefined];
  return indexes.flatMap((index) =>
    rounds.map((round) => resolvePath(ref.path, { product: journey.id, mapping, driverAt: ref.namedAt, index, round })),
  );
}

function placeholderKnown(name: string, mapping: QuoteMapping, ref: Reference): boolean {
  if (name === "n") return ref.rounds !== undefined;
  if (name === "index") return ref.namedAt !== undefined || ref.where.startsWith("notSent");
  if (name === "index+1") return ref.namedAt !== undefined;
  return mapping.productSections?.[name] !== undefined;
}

type Context = Pick<Reference, "namedAt" | "rounds" | "onlyFor" | "notFor">;

/** Walks the mapping as mappedValue evaluates it, collecting each path read with its context. */
function referencesOf(node: MappingNode, where: string, context: Context): Reference[] {
  const at = (key: string | number) => (typeof key === "number" ? `${where}[${key}]` : where ? `${where}.${key}` : key);
  switch (nodeKind(node)) {
    case "source":
      return sourceReferences(node as Source, where, context);
    case "alternatives":
      return (node as Source[]).flatMap((source, i) => sourceReferences(source, at(i), context));
    case "items":
      return (node as ItemsNode).items.flatMap((item, i) => [
        ...conditionReferences(item.when, `${at(i)}.when`, context),
        ...referencesOf(item.fields, at(i), context),
      ]);
    case "repeat": {
      const { repeat, fields } = node as RepeatNode;
      const inside = { ...context, rounds: repeat.upTo };
      return [...conditionReferences(repeat.while, `${where}.repeat.while`, inside), ...referencesOf(fields, where, inside)];
    }
    case "drivers": {
      const { eachDriver, fields } = node as DriversNode;
      const { at: namedAt, addedWhen, ...named } = eachDriver.namedDrivers;
      const namedContext = { ...context, namedAt };
      // The shared fields are read once per kind of driver, under the same name: asked for either kind is enough.
      return [
        ...referencesOf(eachDriver.policyholder, `${where}.eachDriver.policyholder`, context),
        ...referencesOf(fields, where, context),
        ...conditionReferences(addedWhen, `${where}.eachDriver.namedDrivers.addedWhen`, namedContext),
        ...referencesOf(named as ObjectNode, `${where}.eachDriver.namedDrivers`, namedContext),
        ...referencesOf(fields, where, namedContext),
      ];
    }
    default:
      return Object.entries(node as ObjectNode).flatMap(([key, child]) => referencesOf(child, at(key), context));
  }
}

function sourceReferences(source: Source, where: string, context: Context): Reference[] {
  const scoped = { ...context, onlyFor: source.onlyFor ?? context.onlyFor, notFor: source.notFor ?? context.notFor };
  const own: Reference[] = [];
  if (source.answer) own.push({ ...scoped, path: source.answer, kind: "answer", where });
  if (source.stored) own.push({ ...scoped, path: source.stored, kind: "stored", where });
  if (source.limit !== undefined) own.push({ ...scoped, path: source.limit, kind: "limit", where });
  return [...own, ...conditionReferences(source.when, `${where}.when`, scoped), ...conditionReferences(source.unless, `${where}.unless`, scoped)];
}

function conditionReferences(condition: Condition | undefined, where: string, context: Context): Reference[] {
  if (!condition) return [];
  return condition.answer !== undefined
    ? [{ ...context, path: condition.answer, kind: "answer", where }]
    : [{ ...context, path: condition.stored!, kind: "stored", where }];
}

/** notSent paths are written from the draft's root (a named driver's as `named.{index}.job.secondary`). */
function notSentReferences(mapping: QuoteMapping): Reference[] {
  return mapping.notSent.flatMap(({ answers }, i) =>
    answers.map((path): Reference => ({ path, kind: "answer", where: `notSent[${i}]` })),
  );
}

/** Both kinds of driver must give every `byDriver` field, and nothing else. */
function driverKindProblems(mapping: QuoteMapping, shown: string): Problem[] {
  const problems: Problem[] = [];
  const visit = (node: MappingNode, where: string) => {
    const kind = nodeKind(node);
    if (kind === "drivers") {
      const { eachDriver, fields } = node as DriversNode;
      const byDriver = Object.keys(fields).filter((key) => nodeKind(fields[key]) === "source" && (fields[key] as Source).byDriver);
      for (const [name, given] of [["policyholder", eachDriver.policyholder], ["namedDrivers", eachDriver.namedDrivers]] as const) {
        const keys = Object.keys(given).filter((key) => key !== "at" && key !== "addedWhen");
        for (const key of byDriver.filter((k) => !keys.includes(k))) problems.push(error(shown, `${where}: eachDriver.${name} does not give "${key}", a byDriver field`));
        for (const key of keys.filter((k) => !byDriver.includes(k))) problems.push(error(shown, `${where}: eachDriver.${name}.${key} is not a byDriver field of "fields"`));
      }
    } else if (kind === "object") {
      for (const [key, child] of Object.entries(node as ObjectNode)) visit(child, where ? `${where}.${key}` : key);
    }
  };
  visit(mapping.request, "");
  return problems;
}

/** `$schema` pointing at the schema (or the editor stops checking), and the canonical layout journey files have. */
function layoutProblems(file: string, mapping: QuoteMapping & { $schema?: string }): Problem[] {
  const problems: Problem[] = [];
  const expected = relative(dirname(file), QUOTE_MAPPING_SCHEMA).split("\\").join("/");
  // As for journey files, a copy of the journeys folder may point at its own copy of the schema.
  const accepted = [QUOTE_MAPPING_SCHEMA, resolve(dirname(file), "..", "quote-request.schema.json")];
  if (mapping.$schema !== undefined && !accepted.includes(resolve(dirname(file), mapping.$schema))) {
    problems.push(error(displayPath(file), `"$schema" is "${mapping.$schema}" but quote-request.schema.json is at "${expected}" from here`));
  }
  if (textOf(file) !== canonicalJson(mapping)) {
    problems.push(error(displayPath(file), "not in the canonical layout (2-space JSON, short arrays and objects on one line): run npm run format:journeys"));
  }
  return problems;
}
