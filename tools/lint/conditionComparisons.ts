/**
 * Comparisons of an answer with a literal that cannot depend on the answer: `bodyType === "Panel"`
 * when the options are "PANEL" and "PICKUP", a yes/no answer compared with "yes", points above the
 * schema's maximum. Each is judged alone over the answer's domain, so the message can say why.
 */
import { draftPathOf } from "../journeys/diff/logicReads.ts";
import { comparisonTruth, type SampleScope } from "./conditionSamples.ts";
import { describeDomain, domainOf, type Domain } from "./valueDomains.ts";
import { closest } from "./describeAjvError.ts";
import { operatorKinds } from "../../src/engine/index.ts";

const COMPARISONS = operatorKinds.comparison;
const EQUALITIES = operatorKinds.equality;
const ITEM_SCOPED = operatorKinds.listScoped;

export interface ConstantComparison {
  node: object;
  always: boolean;
  /** The answer never has the literal's type at all (a yes/no answer compared with "yes"). */
  typeMismatch: boolean;
  /** Why, in words: `answers.bodyType is one of "PANEL", "PICKUP" and is compared with "Panel"`. */
  reason: string;
}

const isLiteral = (value: unknown): boolean => value === null || typeof value !== "object";
const varPath = (node: unknown): string | undefined => {
  if (!node || typeof node !== "object" || Array.isArray(node) || Object.keys(node).length !== 1 || !("var" in node)) return undefined;
  const path = Array.isArray(node.var) ? node.var[0] : node.var;
  return typeof path === "string" ? path : undefined;
};

/** The answer and literal(s) of `{op: [var, literal]}` (either way round) or `{in: [var, [literals]]}`. */
function comparedAnswer(operator: string, args: unknown[]): { path: string; literals: unknown[] } | undefined {
  if (args.length !== 2) return undefined;
  const [a, b] = args;
  if (operator === "in") {
    const path = varPath(a);
    return path !== undefined && Array.isArray(b) && b.every(isLiteral) ? { path, literals: b } : undefined;
  }
  const left = varPath(a);
  if (left !== undefined && isLiteral(b)) return { path: left, literals: [b] };
  const right = varPath(b);
  if (right !== undefined && isLiteral(a)) return { path: right, literals: [a] };
  return undefined;
}

function comparedWith(operator: string, literals: unknown[]): string {
  const spelled = literals.map((literal) => JSON.stringify(literal));
  if (operator === "in") return `one of ${spelled.join(", ")}`;
  return EQUALITIES.has(operator) ? spelled[0] : `${spelled[0]} by "${operator}"`; // the verdict says which way
}

const typeOf = (value: unknown): string => (value === null ? "null" : typeof value);

/**
 * Whether any answered value of the domain has the type of any of the literals; a dropdown's
 * "nonselected" placeholder does not make a number answer a string one.
 */
function sharesAType(domain: Domain, literals: unknown[]): boolean {
  const types = new Set(literals.map(typeOf));
  if (domain.strings && types.has("string")) return true;
  if (domain.numbers && types.has("number")) return true;
  return domain.values.some((value) => value !== undefined && value !== "nonselected" && types.has(typeOf(value)));
}

/** " (did you mean "S"?)" for a text literal that is one of the domain's values misspelt or in another case. */
function meant(domain: Domain, literals: unknown[]): string {
  const values = domain.values.filter((value): value is string => typeof value === "string" && value !== "nonselected");
  const spelled = literals.filter((literal): literal is string => typeof literal === "string" && !values.includes(literal));
  const guess = spelled.map((literal) => closest(literal, values)).find((near) => near !== undefined);
  return guess === undefined ? "" : ` (did you mean ${JSON.stringify(guess)}?)`;
}

/** Every comparison in `logic` that is always or never true, outermost first. */
export function constantComparisons(logic: unknown, scope: SampleScope): ConstantComparison[] {
  const found: ConstantComparison[] = [];
  visit(logic, scope, found);
  return found;
}

function visit(node: unknown, scope: SampleScope, found: ConstantComparison[]): void {
  if (Array.isArray(node)) {
    for (const item of node) visit(item, scope, found);
    return;
  }
  if (isLiteral(node) || Object.keys(node as object).length !== 1) return;
  const [operator, raw] = Object.entries(node as object)[0] as [string, unknown];
  const args = Array.isArray(raw) ? raw : [raw];
  if (ITEM_SCOPED.has(operator)) return visit(args[0], scope, found); // later arguments read each item, not the quote
  const compared = COMPARISONS.has(operator) ? comparedAnswer(operator, args) : undefined;
  if (!compared) {
    for (const arg of args) visit(arg, scope, found);
    return;
  }
  const draftPath = compared.path === "product" ? "product" : draftPathOf(compared.path, scope.section);
  const domain = draftPath === undefined ? undefined : domainOf(scope.domains, draftPath);
  const truth = domain && comparisonTruth({ [operator]: args }, domain);
  if (domain && truth && (!truth.canBeTrue || !truth.canBeFalse)) {
    const reason = `${compared.path} is ${describeDomain(domain)} and is compared with ${comparedWith(operator, compared.literals)}${meant(domain, compared.literals)}`;
    found.push({ node: node as object, always: truth.canBeTrue, typeMismatch: !sharesAType(domain, compared.literals), reason });
  }
}
