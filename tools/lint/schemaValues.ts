/**
 * What an answer schema (the precompilable subset journeys use) says about one literal value, in
 * words: the same keywords ajv applies, so the linter can tell an analyst that an option, an enum
 * value or a default can never be a valid answer without compiling a validator per field.
 */

export type Schema = Record<string, unknown>;

export type JsonType = "string" | "number" | "integer" | "boolean" | "array" | "object" | "null";

/** The types a schema allows, or undefined when it leaves the type open. */
export function typesOf(schema: Schema): JsonType[] | undefined {
  const { type } = schema;
  if (typeof type === "string") return [type as JsonType];
  return Array.isArray(type) ? (type as JsonType[]) : undefined;
}

/** A value's JSON type; a whole number is an "integer" (and also fits "number"). */
export function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value as JsonType;
}

export function fitsType(types: JsonType[], value: unknown): boolean {
  const type = jsonTypeOf(value);
  return types.includes(type) || (type === "integer" && types.includes("number"));
}

/** How values read in messages: JSON, so "1" and 1 are told apart. */
export const shown = (value: unknown): string => JSON.stringify(value);
export const shownList = (values: unknown[]): string => values.map(shown).join(", ");

/** Shared fields repeat across pages and products: each pattern is compiled once. */
const compiled = new Map<string, RegExp | string>();

/** A pattern as ajv compiles it (unicode), or the reason it does not compile. */
export function compilePattern(pattern: string): RegExp | string {
  let found = compiled.get(pattern);
  if (found === undefined) {
    try {
      found = new RegExp(pattern, "u");
    } catch (cause) {
      found = (cause as Error).message;
    }
    compiled.set(pattern, found);
  }
  return found;
}

const num = (value: unknown): number | undefined => (typeof value === "number" ? value : undefined);
/** Characters as ajv counts them: code points, so an emoji is one. */
const lengthOf = (text: string): number => [...text].length;

function rangeProblem(schema: Schema, value: number): string | undefined {
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf } = schema;
  if (num(minimum) !== undefined && value < (minimum as number)) return `is below schema.minimum ${shown(minimum)}`;
  if (num(maximum) !== undefined && value > (maximum as number)) return `is above schema.maximum ${shown(maximum)}`;
  if (num(exclusiveMinimum) !== undefined && value <= (exclusiveMinimum as number))
    return `is not above schema.exclusiveMinimum ${shown(exclusiveMinimum)}`;
  if (num(exclusiveMaximum) !== undefined && value >= (exclusiveMaximum as number))
    return `is not below schema.exclusiveMaximum ${shown(exclusiveMaximum)}`;
  if (num(multipleOf) !== undefined && !Number.isInteger(Number((value / (multipleOf as number)).toPrecision(12)))) {
    return `is not a multiple of schema.multipleOf ${shown(multipleOf)}`;
  }
  return undefined;
}

function textProblem(schema: Schema, value: string): string | undefined {
  const { minLength, maxLength, pattern } = schema;
  if (num(minLength) !== undefined && lengthOf(value) < (minLength as number))
    return `is shorter than schema.minLength ${shown(minLength)}`;
  if (num(maxLength) !== undefined && lengthOf(value) > (maxLength as number)) return `is longer than schema.maxLength ${shown(maxLength)}`;
  if (typeof pattern === "string") {
    const regExp = compilePattern(pattern);
    if (regExp instanceof RegExp && !regExp.test(value)) return `does not match schema.pattern ${shown(pattern)}`;
  }
  return undefined;
}

/**
 * Why the schema rejects `value` ("is not of type integer", "is above schema.maximum 12"), or
 * undefined when it is a valid answer. `enum` is left to the caller when `checkEnum` is false,
 * so one that is being compared with the options is not reported twice.
 */
export function rejection(schema: Schema, value: unknown, checkEnum = true): string | undefined {
  const types = typesOf(schema);
  if (types && !fitsType(types, value)) return `is not of type ${types.join(" or ")}`;
  if (checkEnum && Array.isArray(schema.enum) && !schema.enum.some((allowed) => sameValue(allowed, value))) {
    return `is not in schema.enum [${shownList(schema.enum)}]`;
  }
  if (Object.hasOwn(schema, "const") && !sameValue(schema.const, value)) return `is not schema.const ${shown(schema.const)}`;
  const why = typeof value === "number" ? rangeProblem(schema, value) : typeof value === "string" ? textProblem(schema, value) : undefined;
  if (why) return why;
  if (Array.isArray(value) && schema.items && typeof schema.items === "object") {
    for (const [i, item] of value.entries()) {
      const inner = rejection(schema.items as Schema, item);
      if (inner) return `has item [${i}] ${shown(item)} that ${inner}`;
    }
  }
  return undefined;
}

/** JSON equality of the literal values journeys use (options, enums, defaults). */
export function sameValue(a: unknown, b: unknown): boolean {
  return a === b || (typeof a === "object" && typeof b === "object" && JSON.stringify(a) === JSON.stringify(b));
}
