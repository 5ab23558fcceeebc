/**
 * fast-check arbitraries for one answer, drawn from the field as both sides define it: its
 * options, its schema's bounds (each bound and either side of it, where limits bite), its
 * patterns, and dates around the injected today for date fields.
 */
import fc from "fast-check";
import { addDays, format, parseISO, subYears } from "date-fns";
import type { ResolvedField } from "../../../src/engine/index.ts";

const DATE_PATTERN = /\\d\{4\}-/;

/** `compared`: values the journey's logic compares this answer with, tried as well. */
export function answerArbitrary(defs: ResolvedField[], today: string, compared: unknown[] = []): fc.Arbitrary<unknown> {
  const base = fromDefinition(defs, today);
  const extra = unique(compared);
  return extra.length > 0 ? fc.oneof(base, fc.constantFrom(...extra)) : base;
}

function fromDefinition(defs: ResolvedField[], today: string): fc.Arbitrary<unknown> {
  const schemas = defs.map((d) => d.schema ?? {});
  const choices = unique([
    ...defs.flatMap((d) => (d.options ?? []).map((o) => o.value)),
    ...schemas.flatMap((s) => (Array.isArray(s.enum) ? s.enum : [])),
  ]);
  const type = schemas.map((s) => s.type).find((t) => typeof t === "string");
  if (type === "array") {
    const items = schemas.flatMap((s) => (s.items as { enum?: unknown[] } | undefined)?.enum ?? []);
    return items.length > 0 ? fc.subarray(unique([...items, ...choices])) : fc.constant([]);
  }
  if (choices.length > 0) return fc.constantFrom(...choices);
  if (type === "boolean") return fc.boolean();
  if (type === "integer" || type === "number") return numbers(schemas);
  if (defs.some((d) => d.widget === "date") || schemas.some((s) => DATE_PATTERN.test(String(s.pattern ?? "")))) return dates(today);
  return strings(schemas);
}

function numbers(schemas: Record<string, unknown>[]): fc.Arbitrary<number> {
  const bounds = schemas.flatMap((s) =>
    ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"].map((k) => s[k]).filter((v): v is number => typeof v === "number"),
  );
  const lo = Math.min(0, ...bounds) - 1;
  const hi = Math.max(lo + 50, ...bounds) + 1;
  const near = unique(bounds.flatMap((b) => [b - 1, b, b + 1])) as number[];
  // Steps of `multipleOf` (miles in thousands), or almost every number drawn would be refused for that alone.
  const step = schemas.map((s) => s.multipleOf).find((m): m is number => typeof m === "number" && m > 0) ?? 1;
  const any = fc.integer({ min: Math.floor(lo / step), max: Math.ceil(hi / step) }).map((k) => k * step);
  return near.length > 0 ? fc.oneof(any, fc.constantFrom(...near)) : any;
}

/** Dates a whole number of years (give or take a few days) before or after today: ages and start dates. */
function dates(today: string): fc.Arbitrary<string> {
  const base = parseISO(today);
  return fc
    .tuple(fc.integer({ min: -1, max: 100 }), fc.integer({ min: -3, max: 3 }))
    .map(([years, days]) => format(addDays(subYears(base, years), days), "yyyy-MM-dd"));
}

function strings(schemas: Record<string, unknown>[]): fc.Arbitrary<string> {
  const maxLength = Math.max(8, ...schemas.map((s) => (typeof s.maxLength === "number" ? s.maxLength + 1 : 0)));
  const matching = schemas.flatMap((s) => (typeof s.pattern === "string" ? matchingArbitrary(s.pattern, maxLength) : []));
  return fc.oneof(...matching, fc.string({ maxLength }));
}

/** Building a pattern's arbitrary is slow and journeys repeat their patterns (names, postcodes): built once each. */
const matchingArbitraries = new Map<string, fc.Arbitrary<string>[]>();

function matchingArbitrary(pattern: string, maxLength: number): fc.Arbitrary<string>[] {
  const key = `${maxLength}/${pattern}`;
  let built = matchingArbitraries.get(key);
  if (!built) {
    built = [];
    // Unicode mode first, as ajv compiles patterns (`\p{L}`); then plain, for patterns it refuses.
    for (const flags of ["u", ""]) {
      try {
        built = [fc.stringMatching(new RegExp(pattern, flags), { maxLength })];
        break;
      } catch {
        continue;
      }
    }
    matchingArbitraries.set(key, built);
  }
  return built;
}

function unique(values: unknown[]): unknown[] {
  const seen = new Map<string, unknown>();
  for (const v of values) if (!seen.has(JSON.stringify(v))) seen.set(JSON.stringify(v), v);
  return [...seen.values()];
}
