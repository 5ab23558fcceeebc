/**
 * Runs a rating file's underwriting rules: JsonLogic over the rating inputs (`var` names are input
 * names). Files are checked to use JsonLogic's built-in operators only (fileChecks.ts), so the
 * app's own operations, registered on the same json-logic-js instance, are never reached.
 */
import jsonLogic from "json-logic-js";
import type { UnderwritingRule } from "./fileFormat.ts";
import type { RatingInputs } from "./inputs.ts";

export interface UnderwritingRun {
  /** The rules that fired, in file order. */
  fired: UnderwritingRule[];
  /** The first rule that could not be evaluated; null when every rule ran. */
  problem: string | null;
}

/** Every rule runs, even after one fails, so the audit trail lists all that fired. */
export function runUnderwriting(rules: UnderwritingRule[], inputs: RatingInputs): UnderwritingRun {
  const fired: UnderwritingRule[] = [];
  let problem: string | null = null;
  for (const rule of rules) {
    try {
      if (jsonLogic.truthy(jsonLogic.apply(rule.when as jsonLogic.RulesLogic, inputs))) fired.push(rule);
    } catch (cause) {
      problem ??= `underwriting rule "${rule.id}": ${(cause as Error).message}`;
    }
  }
  return { fired, problem };
}
