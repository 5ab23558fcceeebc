/**
 * JsonLogic rules turned into closures once, so a page's rules are not re-interpreted on every
 * evaluation (json-logic-js walks the rule object, splits every `var` path and allocates argument
 * arrays each time; the server replays every page of a quote). json-logic-js stays the definition:
 * only the operators below are compiled, each exactly as json-logic-js defines it, and any other
 * rule is handed to json-logic-js whole. tests/engine/compiledLogic.test.ts checks both agree on
 * every rule in the journeys.
 */
import jsonLogic from "json-logic-js";
import { operatorKinds } from "./operations.ts";

type Data = unknown;
type Compiled = (data: Data) => unknown;

/** Compiled rules by rule object: journeys are loaded once, so their rules keep their identity. */
const cache = new WeakMap<object, Compiled>();

/** The rule as a function of the data; the same function for the same rule object. */
export function compileLogic(logic: unknown, custom: Readonly<Record<string, (...args: never[]) => unknown>>): Compiled {
  if (logic === null || typeof logic !== "object") return () => logic;
  let compiled = cache.get(logic);
  if (!compiled) {
    compiled = compile(logic, custom);
    cache.set(logic, compiled);
  }
  return compiled;
}

const truthy = (value: unknown) => jsonLogic.truthy(value);

/** json-logic-js's operators that evaluate their arguments first and then compute, by name. */
const builtIns: Record<string, (...args: unknown[]) => unknown> = {
  "==": (a, b) => a == b,
  "===": (a, b) => a === b,
  "!=": (a, b) => a != b,
  "!==": (a, b) => a !== b,
  ">": (a, b) => (a as number) > (b as number),
  ">=": (a, b) => (a as number) >= (b as number),
  "<": (a, b, c) => (c === undefined ? (a as number) < (b as number) : (a as number) < (b as number) && (b as number) < (c as number)),
  "<=": (a, b, c) => (c === undefined ? (a as number) <= (b as number) : (a as number) <= (b as number) && (b as number) <= (c as number)),
  "!!": (a) => truthy(a),
  "!": (a) => !truthy(a),
  in: (a, b) => (!b || typeof (b as { indexOf?: unknown }).indexOf === "undefined" ? false : (b as unknown[]).indexOf(a) !== -1),
};

/** Forms json-logic-js evaluates with each list item as the data, before looking at operations. */
const scopedForms = operatorKinds.listScoped;

function compile(logic: object, custom: Readonly<Record<string, (...args: never[]) => unknown>>): Compiled {
  const sub = (rule: unknown) => compileLogic(rule, custom);
  if (Array.isArray(logic)) {
    const items = logic.map(sub);
    return (data) => items.map((item) => item(data));
  }
  const keys = Object.keys(logic);
  if (keys.length !== 1) return () => logic; // not logic: a value
  const op = keys[0];
  const raw = (logic as Record<string, unknown>)[op];
  const args = (Array.isArray(raw) ? raw : [raw]).map(sub);

  // json-logic-js's own forms over lists come before any operation table: left to it.
  if (scopedForms.has(op)) return (data) => jsonLogic.apply(logic as jsonLogic.RulesLogic, data);
  if (op === "var" && !Object.hasOwn(custom, op) && isPlainPath(raw)) return varPath(raw);
  if (op === "if" || op === "?:") return ifChain(args);
  if (op === "and")
    return (data) => {
      let current: unknown;
      for (const arg of args) if (!truthy((current = arg(data)))) return current;
      return current;
    };
  if (op === "or")
    return (data) => {
      let current: unknown;
      for (const arg of args) if (truthy((current = arg(data)))) return current;
      return current;
    };
  // An app operation replaces a built-in of the same name, as json-logic-js's add_operation does.
  const fn = Object.hasOwn(custom, op)
    ? (custom[op] as (...a: unknown[]) => unknown)
    : Object.hasOwn(builtIns, op)
      ? builtIns[op]
      : undefined;
  if (!fn) return (data) => jsonLogic.apply(logic as jsonLogic.RulesLogic, data);
  if (args.length === 1) {
    const [a] = args;
    return (data) => fn.call(data, a(data));
  }
  if (args.length === 2) {
    const [a, b] = args;
    return (data) => fn.call(data, a(data), b(data));
  }
  return (data) =>
    fn.apply(
      data,
      args.map((arg) => arg(data)),
    );
}

/** `{"var": "a.b"}` or `{"var": ["a.b", default]}` with a literal path and default. */
function isPlainPath(raw: unknown): boolean {
  const [path, fallback] = Array.isArray(raw) ? raw : [raw];
  const literal = (value: unknown) => value === null || typeof value !== "object";
  return (typeof path === "string" || typeof path === "number") && literal(fallback) && (!Array.isArray(raw) || raw.length <= 2);
}

/** json-logic-js's `var`, with the path split once. */
function varPath(raw: unknown): Compiled {
  const [path, fallback] = Array.isArray(raw) ? raw : [raw];
  const notFound = fallback === undefined ? null : fallback;
  if (path === "") return (data) => data;
  const props = String(path).split(".");
  return (data) => {
    let value = data as Record<string, unknown> | null | undefined;
    for (const prop of props) {
      if (value === null || value === undefined) return notFound;
      value = value[prop] as Record<string, unknown> | null | undefined;
      if (value === undefined) return notFound;
    }
    return value;
  };
}

/** `if` and `?:`: pairs of condition and result, then an optional else; null without one. */
function ifChain(args: Compiled[]): Compiled {
  return (data) => {
    let i = 0;
    for (; i < args.length - 1; i += 2) if (truthy(args[i](data))) return args[i + 1](data);
    return args.length === i + 1 ? args[i](data) : null;
  };
}
