/**
 * Whether two conditions can never hold together, judged only from the simple shape analysts use
 * to show one of several alternatives: each requires some `var` to take values from a literal
 * list (`===`/`==` one value, `in` a list), possibly inside `and`. So one answer may be asked by
 * two fields when they are shown for different values of another answer (a student type for
 * students, an occupation for the employed). Anything else counts as possibly overlapping.
 */

/** Var path to the literal values the condition requires it to have. */
type Requirements = Map<string, unknown[]>;

const isLiteral = (value: unknown): boolean => value === null || typeof value !== "object";

function varPath(node: unknown): string | undefined {
  if (!node || typeof node !== "object" || Array.isArray(node)) return undefined;
  const { var: path, ...rest } = node as Record<string, unknown>;
  return typeof path === "string" && Object.keys(rest).length === 0 ? path : undefined;
}

function operationOf(node: unknown): [string, unknown[]] | undefined {
  if (!node || typeof node !== "object" || Array.isArray(node)) return undefined;
  const keys = Object.keys(node);
  if (keys.length !== 1) return undefined;
  const args = (node as Record<string, unknown>)[keys[0]];
  return [keys[0], Array.isArray(args) ? args : [args]];
}

function requirements(condition: unknown, found: Requirements = new Map()): Requirements {
  const operation = operationOf(condition);
  if (!operation) return found;
  const [operator, args] = operation;
  const require = (path: string, values: unknown[]) => {
    const before = found.get(path);
    found.set(path, before ? before.filter((value) => values.includes(value)) : values);
  };
  if (operator === "and") args.forEach((arg) => requirements(arg, found));
  else if ((operator === "===" || operator === "==") && args.length === 2) {
    const [left, right] = args;
    const path = varPath(left) ?? varPath(right);
    const literal = varPath(left) ? right : left;
    if (path !== undefined && isLiteral(literal)) require(path, [literal]);
  } else if (operator === "in" && args.length === 2 && Array.isArray(args[1]) && args[1].every(isLiteral)) {
    const path = varPath(args[0]);
    if (path !== undefined) require(path, args[1]);
  }
  return found;
}

/** True only when some answer would need a value from two lists with nothing in common. */
export function mutuallyExclusive(a: unknown, b: unknown): boolean {
  if (a === undefined || b === undefined) return false;
  const fromB = requirements(b);
  for (const [path, values] of requirements(a)) {
    const others = fromB.get(path);
    if (others && !values.some((value) => others.includes(value))) return true;
  }
  return false;
}
