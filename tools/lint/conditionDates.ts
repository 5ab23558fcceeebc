/**
 * Date operations given something that is never a date: `ageAt` of a yes/no answer, `dateBefore`
 * of the word "today" instead of `{"today": []}`, `yearOf` of a number. The engine quietly returns
 * null for them, so the rule or reveal silently never applies.
 */
import { draftPathOf } from "../journeys/diff/logicReads.ts";
import { describeDomain, domainOf, type Domain, type Domains } from "./valueDomains.ts";
import { operatorKinds } from "../../src/engine/index.ts";

/** Which arguments of each date operation must be dates. */
const DATE_ARGUMENTS: Record<string, number[]> = {
  addDays: [0],
  addMonths: [0],
  addYears: [0],
  ageAt: [0, 1],
  dateBefore: [0, 1],
  dateAfter: [0, 1],
  yearOf: [0],
};
const DATE_RESULTS = operatorKinds.date;
const NUMBER_RESULTS = operatorKinds.number;
const BOOLEAN_RESULTS = operatorKinds.boolean;
const ITEM_SCOPED = operatorKinds.listScoped;
const ORDINALS = ["first", "second"];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface NonDateArgument {
  operator: string;
  /** `first argument "today" is not a YYYY-MM-DD date`. */
  reason: string;
}

const canBeDate = (domain: Domain): boolean =>
  domain.strings === "dates" || domain.strings === "text" || domain.values.some((v) => typeof v === "string" && ISO_DATE.test(v));

export interface DateScope {
  domains: Domains;
  section: string | undefined;
  /** What `value` holds where the logic is a field's own (its rules, transform), if known: asked only when read. */
  value?: () => Domain | undefined;
}

/** Why `node` is never a date, or undefined when it is or may be one. */
function notADate(node: unknown, scope: DateScope): string | undefined {
  if (typeof node === "string") {
    if (ISO_DATE.test(node) || node.includes("{")) return undefined;
    return `${JSON.stringify(node)} is not a YYYY-MM-DD date${node.toLowerCase() === "today" ? ' (today is {"today": []})' : ""}`;
  }
  if (node === null || typeof node !== "object") return `${JSON.stringify(node)} is not a date`;
  if (Array.isArray(node) || Object.keys(node).length !== 1) return undefined;
  const [operator, raw] = Object.entries(node)[0] as [string, unknown];
  if (operator === "var") {
    const path = Array.isArray(raw) ? raw[0] : raw;
    if (typeof path !== "string") return undefined;
    const draftPath = path === "product" ? path : draftPathOf(path, scope.section);
    const domain = path === "value" ? scope.value?.() : draftPath === undefined ? undefined : domainOf(scope.domains, draftPath);
    return domain && !domain.anything && !canBeDate(domain) ? `${path} is ${describeDomain(domain)}` : undefined;
  }
  if (DATE_RESULTS.has(operator)) return undefined;
  if (NUMBER_RESULTS.has(operator)) return `${operator} gives a number`;
  if (BOOLEAN_RESULTS.has(operator)) return `${operator} gives true or false`;
  return undefined;
}

/** Every date operation in `logic` given an argument that is never a date. */
export function nonDateArguments(logic: unknown, scope: DateScope, found: NonDateArgument[] = []): NonDateArgument[] {
  if (Array.isArray(logic)) {
    for (const item of logic) nonDateArguments(item, scope, found);
    return found;
  }
  if (!logic || typeof logic !== "object") return found;
  const keys = Object.keys(logic);
  if (keys.length !== 1) return found;
  const operator = keys[0];
  const raw = (logic as Record<string, unknown>)[operator];
  const args = Array.isArray(raw) ? raw : [raw];
  for (const i of Object.hasOwn(DATE_ARGUMENTS, operator) ? DATE_ARGUMENTS[operator] : []) {
    if (i >= args.length) continue; // a missing argument is the arity check's
    const why = notADate(args[i], scope);
    if (why) found.push({ operator, reason: `${ORDINALS[i]} argument is never a date: ${why}` });
  }
  if (ITEM_SCOPED.has(operator)) return nonDateArguments(args[0], scope, found);
  for (const arg of args) nonDateArguments(arg, scope, found);
  return found;
}
