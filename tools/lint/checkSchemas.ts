/**
 * Answer schemas and options against each other: a schema no answer can pass, keywords that never
 * apply to the answer's type, options or enum values the schema itself rejects, options and enum
 * that disagree, a choice with nothing (or two things) to choose from, and a default that is not a
 * valid answer. The journey schema already rejects an unknown keyword, a keyword of the wrong JSON
 * type, an empty enum and an empty option list; the loader an unknown option set and an empty
 * range; so those are not repeated here.
 */
import { type ResolvedField, answerSchema } from "../../src/engine/index.ts";
import { closest } from "./describeAjvError.ts";
import { error, type Problem } from "./problem.ts";
import { pagesOf, type ProductCheck } from "./productContext.ts";
import { compilePattern, rejection, sameValue, shown, shownList, typesOf, type JsonType, type Schema } from "./schemaValues.ts";

/** Check id to what it finds (suppressible with `"lint": {"<id>": "<reason>"}`). */
export const SCHEMA_CHECKS: Record<string, string> = {
  range:
    "a schema no answer can pass: minimum above maximum (exclusive ones too), minLength above maxLength, no multipleOf between minimum and maximum",
  "schema-keyword":
    "a schema keyword that never applies to the answer's type (pattern on a number, minimum on a string, items on a non-list), or a pattern that is not a valid regular expression",
  "option-type": 'an option, enum or const value not of the field\'s type ("true" for a yes/no answer, "5" for a number)',
  "option-rejected":
    "an option, enum or const value the field's own schema rejects otherwise (outside the range, too long, not matching the pattern): it can never be chosen",
  "options-enum": "options and schema.enum that disagree: a value in one and not the other",
  default: "a literal default that is not a valid answer: wrong type, not one of the options or the enum, outside the range",
  "options-source":
    "a choice widget (radios, select, search, checkboxes, address list) with nothing to choose from, or a field with two sources of options of which only the last is used",
};

/** Widgets that offer a choice of options (the renderer's RadiosWidget, SelectWidget, ...): without options they offer nothing. */
const CHOICE_WIDGETS = new Set(["radios", "select", "search", "checkboxes", "address-list"]);
/** In the order the engine's optionsFor lets each replace the one before. */
const OPTION_SOURCES = ["options", "optionsFrom", "optionsFromData"] as const;

/** Keywords that only constrain one kind of answer, with the types they apply to. */
const KEYWORD_TYPES: Record<string, JsonType[]> = {
  minimum: ["number", "integer"],
  maximum: ["number", "integer"],
  exclusiveMinimum: ["number", "integer"],
  exclusiveMaximum: ["number", "integer"],
  multipleOf: ["number", "integer"],
  minLength: ["string"],
  maxLength: ["string"],
  pattern: ["string"],
  format: ["string"],
  items: ["array"],
};

/** "No answer counts as given": a default of this leaves the question unanswered, whatever its type. */
const NO_ANSWER = new Set<unknown>([null, "nonselected"]);

interface Tagged {
  check: string;
  message: string;
}

const num = (value: unknown): number | undefined => (typeof value === "number" ? value : undefined);

/** Adds why `low` and `high` leave no value between them, if they do. */
function crossed(
  found: string[],
  at: string,
  low: string,
  lowValue: number | undefined,
  high: string,
  highValue: number | undefined,
  orEqual: boolean,
): void {
  if (lowValue === undefined || highValue === undefined) return;
  if (lowValue > highValue || (orEqual && lowValue === highValue)) {
    found.push(`${at}${low} ${lowValue} is ${lowValue === highValue ? "equal to" : "above"} ${at}${high} ${highValue}: no answer can pass`);
  }
}

/** Why no value can pass the schema's bounds, in words; `at` prefixes keywords of `items`. */
function emptyRanges(schema: Schema, at: string): string[] {
  const found: string[] = [];
  const [min, max, xMin, xMax] = [num(schema.minimum), num(schema.maximum), num(schema.exclusiveMinimum), num(schema.exclusiveMaximum)];
  crossed(found, at, "minimum", min, "maximum", max, false);
  crossed(found, at, "exclusiveMinimum", xMin, "maximum", max, true);
  crossed(found, at, "minimum", min, "exclusiveMaximum", xMax, true);
  crossed(found, at, "exclusiveMinimum", xMin, "exclusiveMaximum", xMax, true);
  crossed(found, at, "minLength", num(schema.minLength), "maxLength", num(schema.maxLength), false);
  const step = num(schema.multipleOf);
  if (step !== undefined && step > 0 && min !== undefined && max !== undefined && min <= max) {
    const firstMultiple = Math.ceil(Number((min / step).toPrecision(12))) * step;
    if (firstMultiple > max) {
      found.push(`no multiple of ${at}multipleOf ${step} lies between ${at}minimum ${min} and ${at}maximum ${max}: no answer can pass`);
    }
  }
  if (schema.items && typeof schema.items === "object") found.push(...emptyRanges(schema.items as Schema, `${at}items.`));
  return found;
}

function keywordProblems(schema: Schema, at: string): string[] {
  const found: string[] = [];
  const types = typesOf(schema);
  for (const keyword of Object.keys(schema)) {
    const appliesTo = Object.hasOwn(KEYWORD_TYPES, keyword) ? KEYWORD_TYPES[keyword] : undefined;
    if (!appliesTo || !types || types.some((type) => appliesTo.includes(type))) continue;
    const kind = keyword === "items" ? "lists" : appliesTo.includes("string") ? "text" : "numbers";
    found.push(`${at}${keyword} applies to ${kind}, but ${at}type is ${types.map(shown).join(" or ")}: it is never checked`);
  }
  if (typeof schema.pattern === "string") {
    const regExp = compilePattern(schema.pattern);
    if (typeof regExp === "string") found.push(`${at}pattern ${shown(schema.pattern)} is not a valid regular expression: ${regExp}`);
  }
  if (schema.items && typeof schema.items === "object") found.push(...keywordProblems(schema.items as Schema, `${at}items.`));
  return found;
}

/** A wrong type is its own check: it is the likelier slip ("true" for true) and reads differently. */
const checkOf = (why: string): string => (why.startsWith("is not of type") ? "option-type" : "option-rejected");

/** Enum, const and option values the schema rejects for a reason other than the enum itself. */
function valueProblems(field: ResolvedField): Tagged[] {
  const { schema } = field;
  const found: Tagged[] = [];
  if (schema.enum === undefined && !Object.hasOwn(schema, "const") && !field.options) return found;
  const { enum: _enum, const: _const, ...rest } = schema;
  (Array.isArray(schema.enum) ? schema.enum : []).forEach((value, i) => {
    const why = rejection(rest, value);
    if (why) found.push({ check: checkOf(why), message: `schema.enum[${i}] ${shown(value)} ${why}` });
  });
  if (Object.hasOwn(schema, "const")) {
    const why = rejection(rest, schema.const);
    if (why) found.push({ check: checkOf(why), message: `schema.const ${shown(schema.const)} ${why}` });
  }
  // A list answer (checkboxes) takes options as its items.
  const optionSchema = typesOf(schema)?.includes("array") ? (schema.items as Schema | undefined) : schema;
  const rejected = (optionSchema ? (field.options ?? []) : []).flatMap((option) => {
    const why = rejection(optionSchema!, option.value, false);
    return why ? [{ value: option.value, why }] : [];
  });
  for (const check of ["option-type", "option-rejected"]) {
    const these = rejected.filter(({ why }) => checkOf(why) === check);
    if (these.length === 1) found.push({ check, message: `option ${shown(these[0].value)} ${these[0].why}, so it can never be chosen` });
    else if (these.length > 1) {
      const [first] = these;
      found.push({
        check,
        message: `options ${shownList(these.map((r) => r.value))} can never be chosen: the schema rejects them (${shown(first.value)} ${first.why})`,
      });
    }
  }
  return found;
}

/**
 * Options (inline, or a reference list's codes when known) against schema.enum. A reference list
 * narrowed by optionsWhere may offer fewer codes than it has, so only its codes the enum misses
 * outright are reported then.
 */
function optionsEnumProblem(field: ResolvedField, referenceCodes: Map<string, string[]> | undefined): string | undefined {
  const enumValues = field.schema.enum;
  const listed = field.options === undefined && field.optionsFrom !== undefined ? referenceCodes?.get(field.optionsFrom) : undefined;
  const values = field.options?.map((option) => option.value) ?? listed;
  if (!values?.length || !Array.isArray(enumValues)) return undefined;
  const notInEnum =
    listed && field.optionsWhere !== undefined ? [] : values.filter((value) => !enumValues.some((allowed) => sameValue(allowed, value)));
  const noOption = enumValues.filter((allowed) => !values.some((value) => sameValue(value, allowed)));
  if (notInEnum.length === 0 && noOption.length === 0) return undefined;
  const guess = (value: unknown) => {
    const near =
      typeof value === "string"
        ? closest(
            value,
            values.filter((v): v is string => typeof v === "string"),
          )
        : undefined;
    return near ? ` (did you mean ${shown(near)}?)` : "";
  };
  const reasons = [
    ...notInEnum.map((value) => `${shown(value)} is not in the enum`),
    ...noOption.map((value) => `${shown(value)} has no option${guess(value)}`),
  ];
  const what = listed ? `reference list "${field.optionsFrom}"'s codes` : "option values";
  return `${what} ${shownList(values)} disagree with schema.enum [${shownList(enumValues)}]: ${reasons.join(", ")}`;
}

/** A default written as a value rather than JsonLogic (an object with one key is an operation). */
function literalDefault(value: unknown): boolean {
  if (value === undefined || NO_ANSWER.has(value)) return false;
  if (Array.isArray(value)) return value.every((item) => item === null || typeof item !== "object");
  return typeof value !== "object";
}

function defaultProblem(field: ResolvedField): string | undefined {
  if (!literalDefault(field.default)) return undefined;
  if (Array.isArray(field.default)) {
    // A list's items are its options; the list itself is only judged by the schema's own keywords.
    const why = rejection(field.schema, field.default);
    return why ? `default ${shown(field.default)} ${why}` : undefined;
  }
  const schema = answerSchema(field);
  const fromOptions = field.options !== undefined && field.schema.enum === undefined;
  const why = rejection(schema, field.default, !fromOptions);
  if (why) return `default ${shown(field.default)} ${why}`;
  if (fromOptions && !field.options!.some((option) => sameValue(option.value, field.default))) {
    return `default ${shown(field.default)} is not one of the options (${shownList(field.options!.map((o) => o.value))})`;
  }
  return undefined;
}

function optionsSourceProblem(field: ResolvedField): string | undefined {
  const sources = OPTION_SOURCES.filter((key) => field[key] !== undefined);
  if (sources.length > 1) return `has options from ${sources.join(" and ")}: only ${sources.at(-1)} is used`;
  if (sources.length === 0 && CHOICE_WIDGETS.has(field.widget)) {
    return `widget "${field.widget}" offers a choice, but the field has no options, optionsFrom or optionsFromData`;
  }
  return undefined;
}

function fieldProblems(field: ResolvedField, referenceCodes: Map<string, string[]> | undefined): Tagged[] {
  const found: Tagged[] = [];
  const sourceProblem = optionsSourceProblem(field);
  if (sourceProblem) found.push({ check: "options-source", message: sourceProblem });
  for (const message of emptyRanges(field.schema, "schema.")) found.push({ check: "range", message });
  for (const message of keywordProblems(field.schema, "schema.")) found.push({ check: "schema-keyword", message });
  found.push(...valueProblems(field));
  const enumProblem = optionsEnumProblem(field, referenceCodes);
  if (enumProblem) found.push({ check: "options-enum", message: enumProblem });
  const defaultFound = defaultProblem(field);
  if (defaultFound) found.push({ check: "default", message: defaultFound });
  return found;
}

export const checkSchemas: ProductCheck = ({ journey, fileOf, fieldWhere, registries }) => {
  const problems: Problem[] = [];
  for (const page of pagesOf(journey)) {
    for (const field of page.fields) {
      for (const { check, message } of fieldProblems(field, registries.referenceCodes)) {
        problems.push(error(fileOf(page), `page "${page.id}": ${fieldWhere(page, field)}: ${message}`, { check, subject: field }));
      }
    }
  }
  return problems;
};
