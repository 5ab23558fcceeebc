/**
 * Conditions against the answers' types and options: comparisons that can never be true or are
 * always true, whole conditions no answers can change (`x == true and x == false`), and date
 * operations given something that is never a date. Answers' domains come from valueDomains.ts;
 * only what holds for every possible answer is reported.
 */
import type { ResolvedField, ResolvedPage } from "../../src/engine/index.ts";
import { error, type Problem } from "./problem.ts";
import { pagesOf, type ProductCheck } from "./productContext.ts";
import { logicSlots } from "./logicSlots.ts";
import { sampledSlots, truthLeaves, truthOf, type SampleScope } from "./conditionSamples.ts";
import { constantComparisons } from "./conditionComparisons.ts";
import { fixedTruth } from "./conditionEdges.ts";
import { nonDateArguments } from "./conditionDates.ts";
import { domainOf, fieldDomain, productDomains } from "./valueDomains.ts";
import { draftPathOf } from "../journeys/diff/logicReads.ts";
import { OPERATOR_CHECKS } from "./checkOperators.ts";

/** Check id to what it finds (suppressible with `"lint": {"<id>": "<reason>"}`). */
export const CONDITION_CHECKS: Record<string, string> = {
  "condition-type": 'an answer compared with a literal of a type it never has (a yes/no answer with "yes", a number with "3")',
  "condition-never": "a comparison or condition that no possible answer makes true (a value outside the options, beyond the range)",
  "condition-always": "a comparison or condition that every possible answer makes true",
  "date-operand": "a date operation (ageAt, dateBefore, addDays, ...) given something that is never a date",
  ...OPERATOR_CHECKS,
};

/** Slots that decide something (rather than compute a value); edges and outcomes are checkEdgeLogic's. */
const CONDITION_SLOT = /(visibleWhen|enabledWhen| required|errorWhen|completeWhen|effects\[\d+\]\.when|loaders\[\d+\]\.when|load\.when)$/;
/** Slots where `{"var": "value"}` is the field's own answer. */
const VALUE_SLOT = /(rules\[\d+\]\.errorWhen|rules\[\d+\]\.params\.\w+| transform)$/;

/**
 * Whether two of the parts joined by and/or/not read the same answer of known domain, or are the
 * same part twice. Each part alone was judged already, and independent parts cannot cancel out:
 * only then can the whole be constant (`x == true and x == false`), so only then is it evaluated.
 */
function leavesShareAnAnswer(logic: unknown, scope: SampleScope): boolean {
  const leaves = truthLeaves(logic);
  if (leaves.length < 2) return false;
  const seen = new Set<string>();
  for (const leaf of leaves) {
    for (const read of varPathsIn(leaf, new Set())) {
      const path = draftPathOf(read, scope.section) ?? read;
      // Only an answer with a known domain is sampled: any other part is a free yes/no of its own.
      if (seen.has(path) && domainOf(scope.domains, path)) return true;
      seen.add(path);
    }
  }
  return new Set(leaves.map((leaf) => JSON.stringify(leaf))).size < leaves.length;
}

/** The literal `var` paths in `logic` (a cheap walk: only to see whether two parts share one). */
function varPathsIn(logic: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(logic)) {
    for (const item of logic) varPathsIn(item, found);
  } else if (logic !== null && typeof logic === "object") {
    for (const [key, value] of Object.entries(logic)) {
      if (key === "var") {
        const path = Array.isArray(value) ? value[0] : value;
        if (typeof path === "string") found.add(path);
      } else {
        varPathsIn(value, found);
      }
    }
  }
  return found;
}

/** The field each field-level subject (the field, its rules, its effects) belongs to. */
function ownerFields(page: ResolvedPage): Map<object, ResolvedField> {
  const owners = new Map<object, ResolvedField>();
  for (const field of page.fields) {
    owners.set(field, field);
    for (const part of [...(field.rules ?? []), ...(field.effects ?? [])]) owners.set(part, field);
  }
  return owners;
}

export const checkConditions: ProductCheck = ({ journey, fileOf, fieldWhere, registries }) => {
  const problems: Problem[] = [];
  const domains = productDomains(journey, registries.referenceCodes);
  const slots = sampledSlots(journey);
  for (const page of pagesOf(journey)) {
    const scope: SampleScope = { domains, section: page.section, slots };
    const owners = ownerFields(page);
    const report = (check: string, subject: object | undefined, message: string) =>
      problems.push(error(fileOf(page), `page "${page.id}": ${message}`, { check, ...(subject ? { subject } : {}) }));
    for (const { where, value, subject } of logicSlots(page, (field) => fieldWhere(page, field))) {
      const comparisons = constantComparisons(value, scope);
      for (const { always, typeMismatch, reason } of comparisons) {
        const check = typeMismatch ? "condition-type" : always ? "condition-always" : "condition-never";
        report(check, subject, `${where} ${always ? "is always true" : "can never be true"}: ${reason}`);
      }
      // A condition of fixed values only (`{"===": ["yes", true]}`, a slip or a test left in); an edge's is edge-never's.
      const fixed = comparisons.length === 0 && CONDITION_SLOT.test(where) ? fixedTruth(value) : undefined;
      if (fixed !== undefined) {
        report(
          fixed ? "condition-always" : "condition-never",
          subject,
          `${where} ${fixed ? "is always true" : "can never be true"}: it reads nothing, only fixed values (${JSON.stringify(value)})`,
        );
      } else if (comparisons.length === 0 && CONDITION_SLOT.test(where) && leavesShareAnAnswer(value, scope)) {
        const truth = truthOf(value, scope);
        if (truth && !(truth.canBeTrue && truth.canBeFalse)) {
          const reads = [...varPathsIn(value, new Set())].join(", ");
          const verdict = truth.canBeTrue ? "is always true: no answers make it false" : "can never be true: no answers make it true";
          report(truth.canBeTrue ? "condition-always" : "condition-never", subject, `${where} ${verdict} (it reads ${reads})`);
        }
      }
      const owner = subject ? owners.get(subject) : undefined;
      const valueDomain = () => (owner && VALUE_SLOT.test(where) ? fieldDomain(owner) : undefined);
      for (const { operator, reason } of nonDateArguments(value, { domains, section: page.section, value: valueDomain })) {
        report("date-operand", subject, `${where}: ${operator}'s ${reason}`);
      }
    }
  }
  return problems;
};
