/**
 * Generated answers for one question, from what the journey says it accepts: its options (inline,
 * reference lists or loaded data, narrowed by optionsWhere), else its JSON Schema (enum, type,
 * minimum/maximum/multipleOf, pattern, maxLength). Questions whose answer is looked up on the
 * server (a registration, a postcode) draw from the fixture values the server knows, plus one it
 * does not, so lookups succeed, find nothing or fail as they would for a user.
 */
import { addDays, formatISO, parseISO } from "date-fns";
import fc from "fast-check";
import type { Option, ResolvedField } from "../../../src/engine/index.ts";
import addressFixtures from "../../../server/fixtures/addresses.json" with { type: "json" };
import deviceRules from "../../../server/fixtures/deviceRules.json" with { type: "json" };
import vehicleFixtures from "../../../server/fixtures/vehicles.json" with { type: "json" };

const notOnRecord = "ZZ99 ZZZ";
const registrations = [...vehicleFixtures.map((v) => v.registration), notOnRecord];
/** Plates whose lookups go another way: a device rule (not compatible, supplier failure) or no record at all. */
const unusualRegistrations = [
  ...vehicleFixtures.filter((v) => deviceRules.rules.some((rule) => rule.abiCode === v.abiCode)).map((v) => v.registration),
  notOnRecord,
];
const postcodes = [...addressFixtures.postcodes.map((p) => p.postcode), "ZZ1 1ZZ"];

/** Answers that are server lookups, drawn from what the fixtures hold (a blank plate means "no reg yet"). */
const lookupAnswers: Record<string, fc.Arbitrary<unknown>> = {
  numberplate: fc.oneof(
    { arbitrary: oneOf(registrations), weight: 3 },
    { arbitrary: oneOf(unusualRegistrations), weight: 2 },
    { arbitrary: fc.constant(""), weight: 1 },
  ),
  postcode: oneOf(postcodes),
};

/** A registration for an entry link (`?reg=`). */
export const registrationArbitrary = fc.oneof(oneOf(registrations), oneOf(unusualRegistrations));

/** Any of the values, evenly: fast-check's bias towards the first ones would leave the rest of a list rarely chosen. */
export function oneOf<T>(values: readonly T[]): fc.Arbitrary<T> {
  return fc.noBias(fc.constantFrom(...values));
}

/**
 * Answers for a question, or undefined when nothing can be offered (a choice with no options left).
 * `options` are the options the page offers now (engine optionsFor).
 */
export function answerArbitrary(field: ResolvedField, options: Option[] | undefined, today: string): fc.Arbitrary<unknown> | undefined {
  if (field.name in lookupAnswers) return lookupAnswers[field.name];
  if (options) return options.length > 0 ? oneOf(options.map((o) => o.value)) : undefined;
  // Building an arbitrary from a pattern is costly and walks ask the same questions again and again.
  const key = `${today} ${field.widget} ${JSON.stringify(field.schema)}`;
  if (!bySchema.has(key)) bySchema.set(key, schemaArbitrary(field, today));
  return bySchema.get(key);
}

const bySchema = new Map<string, fc.Arbitrary<unknown> | undefined>();

function schemaArbitrary(field: ResolvedField, today: string): fc.Arbitrary<unknown> | undefined {
  const schema = field.schema;
  if (Array.isArray(schema.enum)) return schema.enum.length > 0 ? oneOf(schema.enum) : undefined;
  switch (schema.type) {
    case "boolean":
      return fc.boolean();
    case "integer":
    case "number":
      return numberArbitrary(schema);
    case "string":
      if (field.widget === "date") return dateArbitrary(today);
      return field.widget === "email" ? emailArbitrary(schema) : textArbitrary(schema);
    default:
      return undefined;
  }
}

function numberArbitrary(schema: Record<string, unknown>): fc.Arbitrary<number> {
  const step = typeof schema.multipleOf === "number" ? schema.multipleOf : 1;
  const min = typeof schema.minimum === "number" ? schema.minimum : 0;
  const steps = (low: number, high: number) =>
    fc.integer({ min: Math.ceil(low / step), max: Math.floor(high / step) }).map((n) => n * step);
  const max = typeof schema.maximum === "number" ? schema.maximum : min + 500_000;
  if (max - min <= 30_000) return steps(min, max);
  // Wide or open-ended amounts (a vehicle's value, a fine): mostly everyday ones, sometimes far beyond what is insured.
  return fc.oneof({ arbitrary: steps(min, min + 30_000), weight: 3 }, { arbitrary: steps(min, max), weight: 1 });
}

/**
 * Dates around today: this past year and the last few (convictions, claims, a purchase no earlier
 * than a new car's year), adult birthdays, the next few weeks (cover start).
 */
function dateArbitrary(today: string): fc.Arbitrary<string> {
  const offset = fc.oneof(
    { arbitrary: fc.integer({ min: -330, max: 0 }), weight: 2 },
    { arbitrary: fc.integer({ min: -6 * 365, max: 0 }), weight: 2 },
    { arbitrary: fc.integer({ min: -90 * 365, max: -16 * 365 }), weight: 2 },
    { arbitrary: fc.integer({ min: 0, max: 45 }), weight: 1 },
  );
  return offset.map((days) => shiftDate(today, days));
}

function textArbitrary(schema: Record<string, unknown>): fc.Arbitrary<string> {
  const maxLength = typeof schema.maxLength === "number" ? schema.maxLength : 100;
  const text =
    typeof schema.pattern === "string"
      ? fc.stringMatching(new RegExp(schema.pattern, "u"))
      : fc.stringMatching(/^[A-Za-z][A-Za-z '-]{0,30}$/);
  return text.filter((s) => s.length <= maxLength);
}

/**
 * Plain email addresses, as the server takes them (server/domain/emailAddress.ts: a dot-atom at a
 * host name), that the field's own schema allows too.
 */
function emailArbitrary(schema: Record<string, unknown>): fc.Arbitrary<string> {
  const pattern = typeof schema.pattern === "string" ? new RegExp(schema.pattern, "u") : undefined;
  const maxLength = typeof schema.maxLength === "number" ? schema.maxLength : 254;
  return fc.emailAddress().filter((address) => address.length <= maxLength && (!pattern || pattern.test(address)));
}

/** Today moved by whole days, as YYYY-MM-DD. */
export function shiftDate(today: string, days: number): string {
  return formatISO(addDays(parseISO(today), days), { representation: "date" });
}
