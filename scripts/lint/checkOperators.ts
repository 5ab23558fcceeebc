/**
 * Every JsonLogic operator must be a built-in we allow or one of our custom operations, so
 * `method` (calls arbitrary JS methods), `log` and typos like `dateBefor` are caught before the
 * app silently evaluates them to null.
 */
import { builtInOperators, operationNames } from "../../src/engine/index.ts";
import { error, type Problem } from "./problem.ts";
import { pagesOf, type ProductCheck } from "./productContext.ts";
import { logicSlots } from "./logicSlots.ts";

const KNOWN = new Set([...builtInOperators, ...operationNames]);

/**
 * json-logic-js's own definition: a plain object with exactly one key is an operation; any other
 * object is a literal returned as-is (its contents never evaluated, so not walked).
 */
export function operatorsIn(logic: unknown, found: string[] = []): string[] {
  if (Array.isArray(logic)) {
    for (const item of logic) operatorsIn(item, found);
  } else if (logic !== null && typeof logic === "object") {
    const keys = Object.keys(logic);
    if (keys.length === 1) {
      found.push(keys[0]);
      operatorsIn((logic as Record<string, unknown>)[keys[0]], found);
    }
  }
  return found;
}

export const checkOperators: ProductCheck = ({ journey, fileOf, fieldWhere }) => {
  const problems: Problem[] = [];
  for (const page of pagesOf(journey)) {
    for (const { where, value } of logicSlots(page, (field) => fieldWhere(page, field))) {
      for (const operator of new Set(operatorsIn(value))) {
        if (!KNOWN.has(operator)) problems.push(error(fileOf(page), `${where}: unknown JsonLogic operator "${operator}"`));
      }
    }
  }
  return problems;
};
