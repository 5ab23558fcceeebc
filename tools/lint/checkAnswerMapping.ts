/**
 * Every answer reaches the insurer or says why not: each field of each page of each product
 * (named-driver pages and repeated rounds included) must be read by common/quote-request.json, the
 * declared mapping the server builds the quote request from, or be listed there under `notSent`
 * with a reason. The other way round, a mapped or not-sent answer that no journey asks is almost
 * always a typo. Stored values (lookups, what buttons and effects set) are not questions, so they
 * are not checked against the pages.
 */
import { dirname, relative, resolve } from "node:path";
import type { ResolvedJourney } from "../../src/engine/index.ts";
import { textOf } from "./jsonTexts.ts";
import {
  nodeKind,
  QUOTE_MAPPING_FILE,
  QUOTE_MAPPING_SCHEMA,
  type Condition,
  type DriversNode,
  type ItemsNode,
  type MappingNode,
  type ObjectNode,
  type QuoteMapping,
  type RepeatNode,
  type Source,
} from "../../server/domain/quoteMapping.ts";
import { canonicalJson } from "./canonicalJson.ts";
import { closest } from "./describeAjvError.ts";
import { displayPath, error, pointerTo, type Problem } from "./problem.ts";
import type { ProductContext } from "./productContext.ts";
import type { MappingFile } from "./mapping/mappingFile.ts";
import { askedAnswers, draftPathsFor } from "./mapping/answerPaths.ts";
import { draftPaths } from "./referenceDraftPaths.ts";

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
  /** JSON pointer to the path in the mapping file. */
  pointer: string;
  /** The source says why in a `note` (a stored value no page sets today). */
  noted?: boolean;
}

type Product = Pick<ProductContext, "journey" | "fileOf" | "manifestFile">;

/**
 * `products`: the products whose cross-file checks run (their files load and are schema-valid);
 * the others are left to the checks that say why they do not load.
 */
export function checkAnswerMapping({ path: file, shown, mapping, problems: unreadable }: MappingFile, products: Product[]): Problem[] {
  if (!mapping) return unreadable;
  const problems: Problem[] = [...layoutProblems(file, mapping), ...driverKindProblems(mapping, shown)];

  const read = [...referencesOf(mapping.request, { where: "", at: ["request"] }, {}), ...notSentReferences(mapping)];
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
    ...unsetStoredValues(products, references.filter(forKnownProducts), mapping, shown),
    ...products.flatMap((product) => unsetLimits(product, limits)),
  ];
}

/** A product onlyFor or notFor names that does not exist, a placeholder that means nothing where it is written. */
function referenceProblems(ref: Reference, mapping: QuoteMapping, known: Set<string>, shown: string): Problem[] {
  const problems = [...(ref.onlyFor ?? []), ...(ref.notFor ?? [])]
    .filter((product) => !known.has(product))
    .map((product) => error(shown, `${ref.where}: "${product}" is not a product`));
  const unknown = ref.path.match(/\{([^}]+)\}/g)?.find((p) => !placeholderKnown(p.slice(1, -1), mapping, ref));
  if (unknown)
    problems.push(
      error(shown, `${ref.where}: ${unknown} in "${ref.path}" is not a product section, {n} in a repeat nor {index} in a named driver`),
    );
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
      problems.push(
        error(
          fileOf(page),
          `answer \`${field.name}\` on page \`${page.id}\` is neither sent in the quote request nor listed as not sent in ${QUOTE_MAPPING_FILE}`,
        ),
      );
    } else if (mapped.has(path) && notSent.has(path)) {
      problems.push(
        error(
          fileOf(page),
          `answer \`${field.name}\` on page \`${page.id}\` is sent in the quote request but also listed as not sent in ${QUOTE_MAPPING_FILE}`,
        ),
      );
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
    .map(([ref]) => {
      const guess = askedNearest(ref, products, mapping);
      const hint = guess ? ` (did you mean \`${guess}\`?)` : ' (a typo? a value no page asks is "stored")';
      return error(shown, `${ref.where}: answer \`${ref.path}\` is asked by no journey${hint}`, {
        check: "mapping-source",
        pointer: ref.pointer,
      });
    });
}

/**
 * Each stored value the mapping reads that nothing stores: no product's page, effect or outcome (a
 * lookup's result and its parts included) nor the app. A value some other draft holds (one stored
 * before the pages changed) says so in a `note`.
 */
function unsetStoredValues(products: Product[], references: Reference[], mapping: QuoteMapping, shown: string): Problem[] {
  const stored = references.filter((ref) => ref.kind === "stored" && !ref.noted && !isNotSent(ref));
  if (stored.length === 0) return [];
  const paths = products.map(({ journey }) => ({ journey, paths: draftPaths(journey, true) }));
  return stored
    .filter((ref) => !paths.some(({ journey, paths: known }) => expand(ref, journey, mapping).some((path) => known.has(path))))
    .map((ref) => {
      const inResult = paths
        .flatMap(({ journey, paths: known }) => expand(ref, journey, mapping).map((path) => known.storedResultProblem(path)))
        .find(Boolean);
      const near = paths
        .map(({ journey, paths: known }) =>
          expand(ref, journey, mapping)
            .map((path) => closest(path, known.names()))
            .find(Boolean),
        )
        .find(Boolean);
      const why = inResult
        ? `is not in the lookup result stored there: ${inResult}`
        : `is stored by no page, effect or outcome of any journey${near ? ` (did you mean \`${near}\`?)` : "; if drafts from elsewhere hold it, say so in a note"}`;
      return error(shown, `${ref.where}: stored value \`${ref.path}\` ${why}`, { check: "mapping-source", pointer: ref.pointer });
    });
}

/** The asked answer nearest a path no journey asks, written as the mapping writes it (`{use}.garage` for `{use}.garaj`). */
function askedNearest(ref: Reference, products: Product[], mapping: QuoteMapping): string | undefined {
  for (const { journey } of products) {
    for (const resolved of expand(ref, journey, mapping)) {
      const near = closest(resolved, [...askedAnswers(journey).keys()]);
      if (!near) continue;
      // Keep the path as written (placeholders and all) up to where the two differ.
      let same = 0;
      while (same < resolved.length && resolved[same] === near[same]) same++;
      const cut = resolved.lastIndexOf(".", same) + 1;
      return `${ref.path.slice(0, ref.path.length - (resolved.length - cut))}${near.slice(cut)}`;
    }
  }
  return undefined;
}

/** A limit the request sends that the product does not set would reach the insurer empty. */
function unsetLimits({ journey, manifestFile }: Product, limits: Reference[]): Problem[] {
  return limits
    .filter((ref) => !(ref.onlyFor && !ref.onlyFor.includes(journey.id)) && !ref.notFor?.includes(journey.id))
    .filter((ref) => !Object.hasOwn(journey.limits, ref.path))
    .map((ref) =>
      error(manifestFile, `limits: no "${ref.path}", which ${QUOTE_MAPPING_FILE} sends to the insurer (${ref.where})`, {
        check: "limit-not-set",
        subject: journey.limits,
      }),
    );
}

const isNotSent = (ref: Reference) => ref.where.startsWith("notSent");

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

function expandOnce(ref: Reference, journey: ResolvedJourney, mapping: QuoteMapping): string[] {
  return draftPathsFor(ref.path, ref, journey, mapping);
}

function placeholderKnown(name: string, mapping: QuoteMapping, ref: Reference): boolean {
  if (name === "n") return ref.rounds !== undefined;
  if (name === "index") return ref.namedAt !== undefined || ref.where.startsWith("notSent");
  if (name === "index+1") return ref.namedAt !== undefined;
  return mapping.productSections?.[name] !== undefined;
}

type Context = Pick<Reference, "namedAt" | "rounds" | "onlyFor" | "notFor">;

/** Where in the mapping: `where` for messages (`capturedQuoteModel.vehicles[0].value`), `at` for the JSON pointer. */
interface Place {
  where: string;
  at: (string | number)[];
}

const inside = ({ where, at }: Place, key: string | number, ...steps: (string | number)[]): Place => ({
  where: typeof key === "number" ? `${where}[${key}]` : where ? `${where}.${key}` : key,
  at: [...at, ...steps, key],
});
const below = ({ where, at }: Place, text: string, ...steps: (string | number)[]): Place => ({
  where: `${where}.${text}`,
  at: [...at, ...steps],
});

/** Walks the mapping as mappedValue evaluates it, collecting each path read with its context. */
function referencesOf(node: MappingNode, place: Place, context: Context): Reference[] {
  switch (nodeKind(node)) {
    case "source":
      return sourceReferences(node as Source, place, context);
    case "alternatives":
      return (node as Source[]).flatMap((source, i) => sourceReferences(source, inside(place, i), context));
    case "items":
      return (node as ItemsNode).items.flatMap((item, i) => {
        const itemPlace = { where: `${place.where}[${i}]`, at: [...place.at, "items", i] };
        return [
          ...conditionReferences(item.when, below(itemPlace, "when", "when"), context),
          ...referencesOf(item.fields, { ...itemPlace, at: [...itemPlace.at, "fields"] }, context),
        ];
      });
    case "repeat": {
      const { repeat, fields } = node as RepeatNode;
      const rounds = { ...context, rounds: repeat.upTo };
      return [
        ...conditionReferences(repeat.while, below(place, "repeat.while", "repeat", "while"), rounds),
        ...referencesOf(fields, { ...place, at: [...place.at, "fields"] }, rounds),
      ];
    }
    case "drivers": {
      const { eachDriver, fields } = node as DriversNode;
      const { at: namedAt, addedWhen, ...named } = eachDriver.namedDrivers;
      const namedContext = { ...context, namedAt };
      const shared = { ...place, at: [...place.at, "fields"] };
      // The shared fields are read once per kind of driver, under the same name: asked for either kind is enough.
      return [
        ...referencesOf(eachDriver.policyholder, below(place, "eachDriver.policyholder", "eachDriver", "policyholder"), context),
        ...referencesOf(fields, shared, context),
        ...conditionReferences(
          addedWhen,
          below(place, "eachDriver.namedDrivers.addedWhen", "eachDriver", "namedDrivers", "addedWhen"),
          namedContext,
        ),
        ...referencesOf(named as ObjectNode, below(place, "eachDriver.namedDrivers", "eachDriver", "namedDrivers"), namedContext),
        ...referencesOf(fields, shared, namedContext),
      ];
    }
    default:
      return Object.entries(node as ObjectNode).flatMap(([key, child]) => referencesOf(child, inside(place, key), context));
  }
}

function sourceReferences(source: Source, place: Place, context: Context): Reference[] {
  const scoped = { ...context, onlyFor: source.onlyFor ?? context.onlyFor, notFor: source.notFor ?? context.notFor };
  const { where } = place;
  const pointer = pointerTo(...place.at);
  const own: Reference[] = [];
  if (source.answer) own.push({ ...scoped, path: source.answer, kind: "answer", where, pointer: `${pointer}/answer` });
  if (source.stored)
    own.push({ ...scoped, path: source.stored, kind: "stored", where, pointer: `${pointer}/stored`, noted: source.note !== undefined });
  if (source.limit !== undefined) own.push({ ...scoped, path: source.limit, kind: "limit", where, pointer: `${pointer}/limit` });
  return [
    ...own,
    ...conditionReferences(source.when, below(place, "when", "when"), scoped),
    ...conditionReferences(source.unless, below(place, "unless", "unless"), scoped),
  ];
}

function conditionReferences(condition: Condition | undefined, { where, at }: Place, context: Context): Reference[] {
  if (!condition) return [];
  return condition.answer !== undefined
    ? [{ ...context, path: condition.answer, kind: "answer", where, pointer: pointerTo(...at, "answer") }]
    : [{ ...context, path: condition.stored!, kind: "stored", where, pointer: pointerTo(...at, "stored") }];
}

/** notSent paths are written from the draft's root (a named driver's as `named.{index}.job.secondary`). */
function notSentReferences(mapping: QuoteMapping): Reference[] {
  return mapping.notSent.flatMap(({ answers }, i) =>
    answers.map((path, j): Reference => ({ path, kind: "answer", where: `notSent[${i}]`, pointer: pointerTo("notSent", i, "answers", j) })),
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
      for (const [name, given] of [
        ["policyholder", eachDriver.policyholder],
        ["namedDrivers", eachDriver.namedDrivers],
      ] as const) {
        const keys = Object.keys(given).filter((key) => key !== "at" && key !== "addedWhen");
        const pointer = pointerTo("request", ...where.split("."), "eachDriver", name);
        for (const key of byDriver.filter((k) => !keys.includes(k))) {
          problems.push(
            error(shown, `${where}: eachDriver.${name} does not give "${key}", a byDriver field`, { check: "mapping-target", pointer }),
          );
        }
        for (const key of keys.filter((k) => !byDriver.includes(k))) {
          const guess = closest(
            key,
            byDriver.filter((k) => !keys.includes(k)),
          );
          problems.push(
            error(
              shown,
              `${where}: eachDriver.${name}.${key} is not a byDriver field of "fields"${guess ? ` (did you mean "${guess}"?)` : ""}`,
              {
                check: "mapping-target",
                pointer: `${pointer}/${key}`,
              },
            ),
          );
        }
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
    problems.push(
      error(displayPath(file), `"$schema" is "${mapping.$schema}" but quote-request.schema.json is at "${expected}" from here`),
    );
  }
  if (textOf(file) !== canonicalJson(mapping)) {
    problems.push(
      error(
        displayPath(file),
        "not in the canonical layout (2-space JSON, short arrays and objects on one line): run npm run format:journeys",
      ),
    );
  }
  return problems;
}
