/**
 * JsonLogic in words, for people who read journeys without reading JsonLogic: flow graphs label
 * their edges with it and the semantic journey diff words rules and reveals with it.
 *
 * `describeCondition` reads logic as a yes/no question (`{"==":[{"var":"answers.conviction1"},true]}`
 * is "conviction1 is yes"); `describeValue` reads it as a value ("age on cover start date").
 * Every operator the linter accepts has a phrasing; anything else falls back to `name(arguments)`
 * with the arguments still in words, so a description is always readable and never throws.
 */
import { operatorKinds } from "../engine/index.ts";

export interface DescribeOptions {
  /** Cut the description at a word boundary to at most this many characters, ending with "…". */
  maxLength?: number;
}

type Args = unknown[];
type Node = Record<string, unknown>;

/** Words for logic read as a condition. */
export function describeCondition(logic: unknown, options: DescribeOptions = {}): string {
  return limit(condition(logic), options);
}

/** Words for logic read as a value (an operand, a default, a computed answer). */
export function describeValue(logic: unknown, options: DescribeOptions = {}): string {
  return limit(value(logic), options);
}

/** Shortens text to at most `max` characters at a word boundary, marking the cut with "…". */
export function truncateWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, Math.max(1, max - 1));
  const space = room.lastIndexOf(" ");
  // A cut mid-word only when the first word alone is longer than the room.
  const cut = space > max / 2 ? room.slice(0, space) : room;
  return `${cut.replace(/[\s,;(]+$/, "")}…`;
}

/** A draft or data path as a reader knows it: without the `answers.`/`quote.` prefix, named drivers counted from 1. */
export function describePath(path: string): string {
  if (path === "") return "the item";
  if (path === "value") return "the answer";
  if (path === "result") return "the result";
  const named = /^(?:quote\.|driver\.)?named\.(\d+)\.(.+)$/.exec(path);
  if (named) return `named driver ${Number(named[1]) + 1} ${describePath(named[2])}`;
  const stripped = path.replace(/^(answers|quote|driver)\./, "");
  if (stripped.startsWith("limits.")) return `limit ${stripped.slice("limits.".length)}`;
  if (stripped.startsWith("data.reference.")) return `${stripped.slice("data.reference.".length)} list`;
  if (stripped.startsWith("data.")) return `loaded ${stripped.slice("data.".length)}`;
  if (stripped.startsWith("result.")) return `result ${stripped.slice("result.".length)}`;
  return stripped;
}

function limit(text: string, { maxLength }: DescribeOptions): string {
  return maxLength === undefined ? text : truncateWords(text, maxLength);
}

/** The operator and its arguments, when `logic` is an operation (`{ op: args }`). */
function operation(logic: unknown): [string, Args] | undefined {
  if (logic === null || typeof logic !== "object" || Array.isArray(logic)) return undefined;
  const keys = Object.keys(logic);
  if (keys.length !== 1) return undefined;
  const raw = (logic as Node)[keys[0]];
  return [keys[0], Array.isArray(raw) ? raw : [raw]];
}

// ---- conditions -------------------------------------------------------------------------------

const comparisons: Record<string, string> = {
  "==": "is",
  "===": "is",
  "!=": "is not",
  "!==": "is not",
  "<": "is less than",
  "<=": "is at most",
  ">": "is more than",
  ">=": "is at least",
};

function condition(logic: unknown): string {
  const op = operation(logic);
  if (!op) return literalCondition(logic);
  const [name, args] = op;
  if (name in comparisons) return comparison(name, args);
  switch (name) {
    case "var":
      return `${subject(logic)} is set`;
    case "!!":
      return condition(args[0]);
    case "!":
      return negated(args[0]);
    case "and":
    case "or":
      return args.map((arg) => grouped(arg, name)).join(` ${name} `) || (name === "and" ? "always" : "never");
    case "in":
      return membership(args, false);
    case "if":
    case "?:":
      return conditional(args, condition);
    case "missing":
      return `${joinWords(pathsOf(args), "or")} is missing`;
    case "missing_some":
      return `fewer than ${subject(args[0])} of ${joinWords(pathsOf(args[1]), "and")} are given`;
    case "isEmpty":
      return `${subject(args[0])} is empty`;
    case "isDate":
      return `${subject(args[0])} is a date`;
    case "dateBefore":
      return `${subject(args[0])} is before ${subject(args[1])}`;
    case "dateAfter":
      return `${subject(args[0])} is after ${subject(args[1])}`;
    case "matches":
      return `${subject(args[0])} matches ${pattern(args[1])}`;
    case "ukPlate":
      return `${subject(args[0])} is a UK registration`;
    case "allDistinct":
      return `${entries(args[0])} are all different`;
    case "all":
      return `every item of ${subject(args[0])} has ${condition(args[1])}`;
    case "some":
      return `some item of ${subject(args[0])} has ${condition(args[1])}`;
    case "none":
      return `no item of ${subject(args[0])} has ${condition(args[1])}`;
    default:
      return `${subject(logic)} is true`;
  }
}

/** What a literal means where a condition is expected (JsonLogic truthiness). */
function literalCondition(logic: unknown): string {
  if (Array.isArray(logic)) return logic.length > 0 ? "always" : "never";
  if (typeof logic === "string" && logic !== "") return "always";
  return logic ? "always" : "never";
}

function comparison(name: string, args: Args): string {
  // JsonLogic's between: { "<": [a, b, c] } is a < b < c.
  if ((name === "<" || name === "<=") && args.length === 3) {
    const bounds = name === "<" ? "exclusive" : "inclusive";
    return `${subject(args[1])} is between ${subject(args[0])} and ${subject(args[2])} (${bounds})`;
  }
  const [left, right] = args;
  const equality = name === "==" || name === "===" || name === "!=" || name === "!==";
  // Put the question before its answer: `"C1" == van use` reads as "van use is "C1"".
  const [about, object] = equality && isLiteral(left) && !isLiteral(right) ? [right, left] : [left, right];
  if (equality && object === null) return `${subject(about)} ${name.startsWith("!") ? "is answered" : "is empty"}`;
  return `${subject(about)} ${comparisons[name]} ${subject(object)}`;
}

function membership(args: Args, negate: boolean): string {
  const [needle, haystack] = args;
  const verb = negate ? "is not" : "is";
  if (Array.isArray(haystack)) return `${subject(needle)} ${verb} one of ${list(haystack)}`;
  if (typeof haystack === "string") return `"${haystack}" ${negate ? "does not contain" : "contains"} ${subject(needle)}`;
  return `${subject(needle)} ${verb} in ${subject(haystack)}`;
}

/** "Not" folded into the phrase where there is a natural negative, else "not (…)". */
function negated(inner: unknown): string {
  const op = operation(inner);
  if (!op) return literalCondition(inner) === "always" ? "never" : "always";
  const [name, args] = op;
  const opposite: Record<string, string> = {
    "==": "!=",
    "===": "!==",
    "!=": "==",
    "!==": "===",
    "<": ">=",
    "<=": ">",
    ">": "<=",
    ">=": "<",
  };
  if (name in opposite && args.length === 2) return comparison(opposite[name], args);
  switch (name) {
    case "var":
      return `${subject(inner)} is not set`;
    case "!":
    case "!!":
      return name === "!" ? condition(args[0]) : negated(args[0]);
    case "in":
      return membership(args, true);
    case "isEmpty":
      return `${subject(args[0])} is answered`;
    case "isDate":
      return `${subject(args[0])} is not a date`;
    case "dateBefore":
      return `${subject(args[0])} is not before ${subject(args[1])}`;
    case "dateAfter":
      return `${subject(args[0])} is not after ${subject(args[1])}`;
    case "matches":
      return `${subject(args[0])} does not match ${pattern(args[1])}`;
    case "ukPlate":
      return `${subject(args[0])} is not a UK registration`;
    case "allDistinct":
      return `two of ${entries(args[0])} are the same`;
    case "some":
      return condition({ none: args });
    case "none":
      return condition({ some: args });
    default:
      return `not (${condition(inner)})`;
  }
}

/** A part of `and`/`or` in brackets when it mixes the other connective, so "a and (b or c)" keeps its meaning. */
function grouped(logic: unknown, within: string): string {
  const op = operation(logic);
  const text = condition(logic);
  const mixes = op && (op[0] === "and" || op[0] === "or") && op[0] !== within && op[1].length > 1;
  return mixes || (op && (op[0] === "if" || op[0] === "?:")) ? `(${text})` : text;
}

function conditional(args: Args, branch: (logic: unknown) => string): string {
  const parts: string[] = [];
  let i = 0;
  for (; i + 1 < args.length; i += 2) parts.push(`${i === 0 ? "if" : "else if"} ${condition(args[i])} then ${branch(args[i + 1])}`);
  if (i < args.length) parts.push(`otherwise ${branch(args[i])}`);
  return parts.join(", ");
}

// ---- values -----------------------------------------------------------------------------------

const arithmetic: Record<string, string> = { "+": "+", "-": "-", "*": "×", "/": "÷", "%": "mod" };

function value(logic: unknown): string {
  const op = operation(logic);
  if (!op) return literal(logic);
  const [name, args] = op;
  if (name in arithmetic) {
    if (name === "+" && args.length === 1) return `${value(args[0])} as a number`;
    if (name === "-" && args.length === 1) return `minus ${operand(args[0])}`;
    return args.map(operand).join(` ${arithmetic[name]} `);
  }
  switch (name) {
    case "var": {
      const [path, fallback] = args;
      const named = describePath(String(path ?? ""));
      return fallback === undefined ? named : `${named} (or else ${value(fallback)})`;
    }
    case "missing":
      return `the missing ones of ${joinWords(pathsOf(args), "and")}`;
    case "missing_some":
      return `the missing ones of ${joinWords(pathsOf(args[1]), "and")}`;
    case "if":
    case "?:":
      return conditional(args, value);
    case "or":
      return args.map(value).join(", or else ");
    case "and":
      return args.map(value).join(", and then ");
    case "max":
      return `the largest of ${list(args, "and")}`;
    case "min":
      return `the smallest of ${list(args, "and")}`;
    case "cat":
      return args.map(value).join(" followed by ");
    case "substr":
      return `part of ${value(args[0])}`;
    case "merge":
      return list(args, "and");
    case "map":
      return `${value(args[1])} of each of ${value(args[0])}`;
    case "filter":
      return `those of ${value(args[0])} where ${condition(args[1])}`;
    case "reduce":
      return `${value(args[0])} combined`;
    case "today":
      return "today";
    case "addDays":
    case "addMonths":
    case "addYears":
      return shifted(args, name.slice(3).toLowerCase());
    case "ageAt":
      return `age on ${operand(args[1])} (born ${operand(args[0])})`;
    case "yearOf":
      return `year of ${value(args[0])}`;
    case "lower":
    case "upper":
    case "trim":
      // Case and spacing matter to a program, not to a reader: the value is still the answer.
      return value(args[0]);
    case "digits":
      return `digits of ${value(args[0])}`;
    case "ukPlate":
      return `${value(args[0])} as a registration`;
    case "ceil":
      return `${value(args[0])} rounded up`;
    case "floor":
      return `${value(args[0])} rounded down`;
    case "fixed":
      return `${value(args[0])} to ${value(args[1] ?? 0)} decimals`;
    case "distinct":
      return `distinct ${value(args[0])}`;
    case "lookup":
      return args[3] === undefined
        ? `the item of ${value(args[0])} whose ${literalText(args[1])} is ${value(args[2])}`
        : `${literalText(args[3])} of the ${value(args[0])} item whose ${literalText(args[1])} is ${value(args[2])}`;
    case "modelsMatching":
      return `${value(args[0])} matching ${value(args[1])}`;
    case "matchAddress":
      return `the one of ${value(args[0])} matching ${value(args[1])}`;
    case "length":
      return `number of ${value(args[0])}`;
    default:
      if (operatorKinds.boolean.has(name)) {
        return `whether ${condition(logic)}`;
      }
      return `${name}(${args.map(value).join(", ")})`;
  }
}

/** A value that a condition is about, in brackets when it is a choice ("(a, or else b) is a date"). */
function subject(logic: unknown): string {
  const op = operation(logic);
  const text = value(logic);
  return op && ["or", "and", "if", "?:"].includes(op[0]) ? `(${text})` : text;
}

/** The entries of a list: written out when the list is literal, else "the entries of X". */
function entries(logic: unknown): string {
  return Array.isArray(logic) ? joinWords(logic.map(operand), "and") : `the entries of ${value(logic)}`;
}

/** An arithmetic operand, in brackets when it is itself a sum or a choice. */
function operand(logic: unknown): string {
  const op = operation(logic);
  const text = value(logic);
  return op && (op[0] in arithmetic || ["or", "and", "if", "?:"].includes(op[0])) ? `(${text})` : text;
}

function shifted(args: Args, unit: string): string {
  const [date, amount] = args;
  if (typeof amount === "number") {
    const n = Math.abs(amount);
    const units = n === 1 ? unit.replace(/s$/, "") : unit;
    return `${operand(date)} ${amount < 0 ? "-" : "+"} ${n} ${units}`;
  }
  return `${operand(date)} + ${value(amount)} ${unit}`;
}

function literal(logic: unknown): string {
  if (logic === true) return "yes";
  if (logic === false) return "no";
  if (logic === null || logic === undefined) return "nothing";
  if (typeof logic === "number") return String(logic);
  // A named-driver page's `{index}` is the slot it is opened for (0 or 1).
  if (logic === "{index}") return "the named-driver slot";
  if (typeof logic === "string") return logic === "" ? "blank" : `"${logic}"`;
  if (Array.isArray(logic)) return list(logic);
  return JSON.stringify(logic);
}

/** A string literal without quotes (a key or field name), or the words for anything else. */
function literalText(logic: unknown): string {
  return typeof logic === "string" ? logic : value(logic);
}

function pattern(logic: unknown): string {
  return typeof logic === "string" ? `/${logic}/` : value(logic);
}

/** Values in words: "a, b or c" (or "a, b and c"). */
function list(items: Args, conjunction: "or" | "and" = "or"): string {
  return joinWords(items.map(value), conjunction);
}

function joinWords(words: string[], conjunction: "or" | "and"): string {
  if (words.length <= 1) return words[0] ?? "nothing";
  return `${words.slice(0, -1).join(", ")} ${conjunction} ${words[words.length - 1]}`;
}

/** The data paths `missing` and `missing_some` name, in words. */
function pathsOf(paths: unknown): string[] {
  return (Array.isArray(paths) ? paths : [paths]).map((path) => (typeof path === "string" ? describePath(path) : value(path)));
}

function isLiteral(logic: unknown): boolean {
  return operation(logic) === undefined;
}
