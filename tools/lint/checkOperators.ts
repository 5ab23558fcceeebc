/**
 * Every JsonLogic operator must be a built-in we allow or one of our custom operations, so
 * `method` (calls arbitrary JS methods), `log` and typos like `dateBefor` are caught before the
 * app silently evaluates them to null; and each must be given as many arguments as the operation
 * table declares (src/engine/operations.ts), so `{"ageAt": [dob]}` is caught the same way.
 */
import { builtInOperators, operationNames, operationArity, type Arity } from "../../src/engine/index.ts";
import { error, type Problem } from "./problem.ts";
import { pagesOf, type ProductCheck } from "./productContext.ts";
import { introSlots, logicSlots } from "./logicSlots.ts";

const KNOWN = new Set([...builtInOperators, ...operationNames]);

/** Check id to what it finds (listed with the condition checks). */
export const OPERATOR_CHECKS: Record<string, string> = {
  arity: "an operation given more or fewer arguments than the operation table declares",
};

/**
 * json-logic-js's own definition: a plain object with exactly one key is an operation; any other
 * object is a literal returned as-is (its contents never evaluated, so not walked).
 */
export function operatorsIn(logic: unknown, found: string[] = []): string[] {
  found.push(...operationsIn(logic).map(({ operator }) => operator));
  return found;
}

/** Every operation node in `logic`, outermost first, with its argument count as JsonLogic counts it. */
export function operationsIn(logic: unknown, found: { operator: string; count: number }[] = []): { operator: string; count: number }[] {
  if (Array.isArray(logic)) {
    for (const item of logic) operationsIn(item, found);
  } else if (logic !== null && typeof logic === "object") {
    const keys = Object.keys(logic);
    if (keys.length === 1) {
      const args = (logic as Record<string, unknown>)[keys[0]];
      found.push({ operator: keys[0], count: Array.isArray(args) ? args.length : 1 });
      operationsIn(args, found);
    }
  }
  return found;
}

function expected({ min, max }: Arity): string {
  const plural = (n: number) => `${n} argument${n === 1 ? "" : "s"}`;
  if (min === max) return plural(min);
  if (max === Infinity) return `at least ${plural(min)}`;
  return `${min} to ${plural(max)}`;
}

export const checkOperators: ProductCheck = ({ journey, fileOf, fieldWhere, manifestFile }) => {
  const problems: Problem[] = [];
  const check = (file: string, { where, value, subject }: { where: string; value: unknown; subject?: object }) => {
    const operations = operationsIn(value);
    for (const operator of new Set(operations.map((o) => o.operator))) {
      if (!KNOWN.has(operator)) problems.push(error(file, `${where}: unknown JsonLogic operator "${operator}"`));
    }
    for (const { operator, count } of operations) {
      const arity = Object.hasOwn(operationArity, operator) ? operationArity[operator] : undefined;
      if (arity && (count < arity.min || count > arity.max)) {
        problems.push(
          error(file, `${where}: "${operator}" takes ${expected(arity)}, given ${count}`, {
            check: "arity",
            ...(subject ? { subject } : {}),
          }),
        );
      }
    }
  };
  for (const page of pagesOf(journey)) {
    for (const slot of logicSlots(page, (field) => fieldWhere(page, field))) check(fileOf(page), slot);
  }
  for (const slot of introSlots(journey)) check(manifestFile, slot);
  return problems;
};
