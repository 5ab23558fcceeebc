/**
 * Evaluates conditions, with the engine's own JsonLogic, over every combination of the answers they
 * read: each answer takes every value of a finite domain (options, booleans, "not answered"), or for
 * an open one (numbers, text) a value from each stretch between the literals it is compared with.
 * That stands for every possible answer only when an open answer is used in ways the samples
 * cover (compared with a literal, tested for truth). Any other part tested for truth (a loaded
 * result, a limit, two answers compared) becomes a free yes/no "atom", the same atom wherever it is
 * written the same: every combination of atoms is tried, a superset of what can happen, so "never"
 * stays sure. Anything else gives up: no truth table, nothing said. A wrong "never" would be a
 * false alarm; a give-up only a missed defect.
 */
import { evaluate, getPath, isTruthy, namedSlots, operatorKinds, type ResolvedJourney } from "../../src/engine/index.ts";
import { draftPathOf } from "../journeys/diff/logicReads.ts";
import { domainOf, type Domain, type Domains } from "./valueDomains.ts";

/** Combinations evaluated at most per question; beyond it nothing is said. */
const MAX_COMBINATIONS = 1024;

const COMPARISONS = new Set([...operatorKinds.equality, ...operatorKinds.ordering]);
const ORDERINGS = operatorKinds.ordering;
const ITEM_SCOPED = operatorKinds.listScoped;

/** How a condition uses an answer it reads. */
type Use = { kind: "truth" } | { kind: "compare"; operator: string; literals: unknown[] } | { kind: "opaque" };

const TRUTH: Use = { kind: "truth" };
const OPAQUE: Use = { kind: "opaque" };

/** Thrown to give up; not an Error, since capturing a stack each time was most of the check's time. */
const GIVE_UP = Symbol("give up");

const isLiteral = (value: unknown): boolean => value === null || typeof value !== "object";
const isVar = (node: unknown): node is { var: unknown } =>
  !!node && typeof node === "object" && !Array.isArray(node) && Object.keys(node).length === 1 && "var" in node;

/** Var paths standing for a free yes/no part of a condition: not a draft path (they hold no dot). */
const ATOM = "\u0000atom";

/** The draft path a `var` reads, or a give-up for limits, loaded data, today, a computed path... */
function readPath(path: unknown, section: string | undefined): string {
  if (typeof path !== "string" || path === "") throw GIVE_UP;
  if (path.startsWith(ATOM)) return path;
  if (path === "product") return "product";
  const draftPath = draftPathOf(path, section);
  if (draftPath === undefined || draftPath === "" || draftPath.endsWith(".")) throw GIVE_UP;
  return draftPath;
}

/** Every draft path the logic reads, with each way it is used. */
function readsOf(logic: unknown, section: string | undefined): Map<string, Use[]> {
  const reads = new Map<string, Use[]>();
  const record = (path: string, use: Use) => reads.set(path, [...(reads.get(path) ?? []), use]);
  const visit = (node: unknown, use: Use): void => {
    if (Array.isArray(node)) return node.forEach((item) => visit(item, OPAQUE));
    if (isLiteral(node) || Object.keys(node as object).length !== 1) return;
    const [operator, raw] = Object.entries(node as object)[0] as [string, unknown];
    const args = Array.isArray(raw) ? raw : [raw];
    const passThrough = use.kind === "truth" ? TRUTH : OPAQUE;
    if (operator === "var") {
      record(readPath(args[0], section), use);
      return args.slice(1).forEach((arg) => visit(arg, OPAQUE));
    }
    if (operator === "missing" || operator === "missing_some") {
      const paths = operator === "missing_some" ? args[1] : args;
      if (!Array.isArray(paths)) throw GIVE_UP;
      return paths.forEach((path) => record(readPath(path, section), TRUTH));
    }
    if (operator === "today") throw GIVE_UP;
    if (ITEM_SCOPED.has(operator)) return visit(args[0], OPAQUE);
    if (operator === "!" || operator === "!!" || operator === "isEmpty") return visit(args[0], TRUTH);
    if (operator === "and" || operator === "or") return args.forEach((arg) => visit(arg, passThrough));
    if (operator === "if" || operator === "?:") {
      return args.forEach((arg, i) => visit(arg, i % 2 === 0 && i < args.length - 1 ? TRUTH : passThrough));
    }
    // A comparison of literals only is a template's guard (`{"<": ["{n}", 5]}` in a repeated round):
    // constant in each round by design, so it says nothing about the answers.
    if ((COMPARISONS.has(operator) || operator === "in") && !JSON.stringify(args).includes('"var"')) throw GIVE_UP;
    if (COMPARISONS.has(operator) && args.length === 2) {
      const [a, b] = args;
      if (isVar(a) && isLiteral(b)) return visit(a, { kind: "compare", operator, literals: [b] });
      if (isVar(b) && isLiteral(a)) return visit(b, { kind: "compare", operator, literals: [a] });
    }
    if (operator === "in" && args.length === 2 && isVar(args[0]) && Array.isArray(args[1]) && args[1].every(isLiteral)) {
      return visit(args[0], { kind: "compare", operator, literals: args[1] });
    }
    args.forEach((arg) => visit(arg, OPAQUE));
  };
  visit(logic, TRUTH);
  return reads;
}

/** Numbers standing for every number in the range: each literal, and one inside each stretch between. */
function numberSamples({ min, max, integer }: NonNullable<Domain["numbers"]>, literals: number[]): number[] {
  const points = [...new Set([...literals, 0, 1, min, max].filter(Number.isFinite))].sort((a, b) => a - b);
  const candidates = [Math.floor(points[0]) - 1, Math.ceil(points[points.length - 1]) + 1];
  points.forEach((point, i) => {
    candidates.push(point, Math.floor(point), Math.ceil(point));
    const next = points[i + 1];
    if (next !== undefined) candidates.push(integer ? Math.floor(point) + 1 : (point + next) / 2);
  });
  return [...new Set(candidates)].filter((n) => n >= min && n <= max && (!integer || Number.isInteger(n)));
}

/** Values standing for every answer `path` can hold in the ways it is used; a give-up when none can. */
function samplesOf(domain: Domain, uses: Use[]): unknown[] {
  const open = domain.strings !== undefined || domain.numbers !== undefined;
  if (!open) return domain.values;
  if (uses.some((use) => use.kind === "opaque")) throw GIVE_UP;
  const literals = uses.flatMap((use) => (use.kind === "compare" ? use.literals : []));
  const samples = [...domain.values];
  if (domain.strings) {
    if (uses.some((use) => use.kind === "compare" && ORDERINGS.has(use.operator))) throw GIVE_UP;
    const spelled = literals.filter((l) => typeof l === "string" || typeof l === "number").map(String);
    samples.push("", "nonselected", "0", "1", "\u0001not any literal", ...spelled);
  }
  if (domain.numbers) {
    const numeric = literals.map((l) => (typeof l === "string" && l.trim() === "" ? NaN : Number(l)));
    samples.push(...numberSamples(domain.numbers, numeric.filter(Number.isFinite)));
  }
  return [...new Set(samples)];
}

export interface SampleScope {
  domains: Domains;
  /** The page's section, `{index}` included for named-driver pages. */
  section: string | undefined;
  /** The named-driver slots `{index}` takes. */
  slots: number;
}

/**
 * The slots `{index}` takes when sampling: the product's, or two when its limit is unset or not a
 * number (a schema error, reported apart), so per-slot conditions are still judged.
 */
export function sampledSlots(journey: Pick<ResolvedJourney, "limits">): number {
  return typeof journey.limits.namedDrivers === "number" ? namedSlots(journey) : 2;
}

const ATOM_DOMAIN: Domain = { values: [false, true] };
const domainFor = (domains: Domains, path: string): Domain | undefined => (path.startsWith(ATOM) ? ATOM_DOMAIN : domainOf(domains, path));

/** Whether samples can stand for every answer the logic reads (cheap: no evaluation). */
function sampleable(logic: unknown, section: string | undefined, domains: Domains): boolean {
  try {
    for (const [path, uses] of readsOf(logic, section)) {
      const domain = domainFor(domains, path);
      if (!domain) return false;
      samplesOf(domain, uses); // gives up as the table would
    }
    return true;
  } catch {
    return false;
  }
}

const TRUTH_OPERATORS = operatorKinds.truth;

/** The parts of a condition tested for truth and joined by and/or/not/if: `x == 1` and `y` in `x == 1 and !y`. */
export function truthLeaves(logic: unknown, found: unknown[] = []): unknown[] {
  if (!isLiteral(logic) && !Array.isArray(logic) && Object.keys(logic as object).length === 1) {
    const [operator, raw] = Object.entries(logic as object)[0] as [string, unknown];
    if (TRUTH_OPERATORS.has(operator)) {
      for (const arg of Array.isArray(raw) ? raw : [raw]) truthLeaves(arg, found);
      return found;
    }
  }
  found.push(logic);
  return found;
}

/**
 * The logic with each part tested for truth that samples cannot cover replaced by an atom (a `var`
 * of ATOM + its number), the same text getting the same atom.
 */
function atomize(logic: unknown, section: string | undefined, domains: Domains, atoms: Map<string, string>): unknown {
  if (isLiteral(logic)) return logic;
  if (!Array.isArray(logic) && Object.keys(logic as object).length === 1) {
    const [operator, raw] = Object.entries(logic as object)[0] as [string, unknown];
    if (TRUTH_OPERATORS.has(operator)) {
      const args = Array.isArray(raw) ? raw : [raw];
      return { [operator]: args.map((arg) => atomize(arg, section, domains, atoms)) };
    }
  }
  if (sampleable(logic, section, domains)) return logic;
  const text = JSON.stringify(logic);
  if (!atoms.has(text)) atoms.set(text, `${ATOM}${atoms.size}`);
  return { var: atoms.get(text) };
}

/** `enough` ends the enumeration early once the rows so far answer the question asked. */
type Enough = (rows: boolean[][]) => boolean;

function tableFor(given: unknown[], section: string | undefined, domains: Domains, enough?: Enough): boolean[][] {
  const atoms = new Map<string, string>();
  const logics = given.map((logic) => atomize(logic, section, domains, atoms));
  const reads = new Map<string, Use[]>();
  for (const logic of logics) {
    for (const [path, uses] of readsOf(logic, section)) reads.set(path, [...(reads.get(path) ?? []), ...uses]);
  }
  const paths = [...reads.keys()];
  if (paths.some((path) => paths.some((other) => other.startsWith(`${path}.`)))) throw GIVE_UP;
  const samples = paths.map((path) => {
    const domain = domainFor(domains, path);
    if (!domain) throw GIVE_UP;
    return samplesOf(domain, reads.get(path) as Use[]);
  });
  if (samples.reduce((n, list) => n * list.length, 1) > MAX_COMBINATIONS) throw GIVE_UP;
  // One draft (and data around it), answers changed in place: the paths are leaves, none inside another.
  const draft: Record<string, unknown> = {};
  const data: Record<string, unknown> = { quote: draft, limits: {}, data: {}, today: "2000-01-01" };
  const places = paths.map((path) => {
    if (path.startsWith(ATOM)) return { parent: data, key: path };
    const keys = path.split(".");
    let parent = draft;
    for (const key of keys.slice(0, -1)) parent = (parent[key] ??= {}) as Record<string, unknown>;
    return { parent, key: keys[keys.length - 1] };
  });
  const answers = getPath(draft, section);
  const driver = section?.includes(".") ? getPath(draft, section.slice(0, section.lastIndexOf("."))) : draft;
  data.answers = answers && typeof answers === "object" ? answers : section ? {} : draft;
  data.driver = driver && typeof driver === "object" ? driver : {};
  const rows: boolean[][] = [];
  /** True once `enough` says so. */
  const combine = (i: number): boolean => {
    if (i === paths.length) {
      data.product = draft.product;
      rows.push(logics.map((logic) => isTruthy(evaluate(logic, data))));
      return enough?.(rows) ?? false;
    }
    const { parent, key } = places[i];
    let done = false;
    for (const value of samples[i]) {
      if (value === undefined) delete parent[key];
      else parent[key] = value;
      if ((done = combine(i + 1))) break;
    }
    delete parent[key];
    return done;
  };
  combine(0);
  return rows;
}

/**
 * One row per combination of sampled answers, holding whether each logic is true (an absent one
 * is true, as an edge without `when`); undefined when the samples cannot stand for every answer.
 */
export function truthTable(logics: unknown[], scope: SampleScope, enough?: Enough): boolean[][] | undefined {
  const text = JSON.stringify(logics.map((logic) => (logic === undefined ? true : logic)));
  const reads = [...new Set(varPathsIn(logics, []))].map((path) => {
    const draftPath = path === "product" ? path : draftPathOf(path, scope.section);
    return domainText(draftPath === undefined ? undefined : domainOf(scope.domains, draftPath));
  });
  const key = [enough ? "some" : "all", scope.section, scope.slots, text, ...reads].join("\u0000");
  if (!tables.has(key)) remember(tables, key, computeTable(text, scope, enough));
  return tables.get(key);
}

/**
 * Tables already worked out, by the question and the domains of the answers it reads: products
 * sharing a page, fields sharing a named condition and repeated rounds ask the same questions.
 */
const tables = new Map<string, boolean[][] | undefined>();
const MAX_REMEMBERED = 20000;

function remember<T>(cache: Map<string, T>, key: string, value: T): void {
  if (cache.size >= MAX_REMEMBERED) cache.clear();
  cache.set(key, value);
}

/** Every literal `var` path in `logic`, item-scoped ones included (a key need not be exact, only complete). */
function varPathsIn(logic: unknown, found: string[]): string[] {
  if (Array.isArray(logic)) {
    for (const item of logic) varPathsIn(item, found);
  } else if (logic !== null && typeof logic === "object") {
    for (const [key, value] of Object.entries(logic)) {
      const path = key === "var" ? (Array.isArray(value) ? value[0] : value) : undefined;
      if (typeof path === "string") found.push(path);
      varPathsIn(value, found);
    }
  }
  return found;
}

const domainTexts = new WeakMap<Domain, string>();

/** A domain as text, for cache keys ("not answered" kept apart from null). */
function domainText(domain: Domain | undefined): string {
  if (!domain) return "anything";
  let text = domainTexts.get(domain);
  if (text === undefined) {
    const values = domain.values.map((value) => (value === undefined ? { unanswered: true } : value));
    const numbers = domain.numbers && [String(domain.numbers.min), String(domain.numbers.max), domain.numbers.integer];
    text = JSON.stringify([values, domain.strings ?? null, numbers ?? null]);
    domainTexts.set(domain, text);
  }
  return text;
}

function computeTable(text: string, { domains, section, slots }: SampleScope, enough?: Enough): boolean[][] | undefined {
  try {
    if (!text.includes("{index}") && !section?.includes("{index}"))
      return tableFor(JSON.parse(text) as unknown[], section, domains, enough);
    // `{index}` is filled when a named-driver page opens: every slot is one more case.
    const rows: boolean[][] = [];
    for (let slot = 0; slot < Math.max(slots, 1) && !enough?.(rows); slot++) {
      const filled = JSON.parse(text.replaceAll("{index}", String(slot))) as unknown[];
      rows.push(
        ...tableFor(filled, section?.replaceAll("{index}", String(slot)), domains, enough && ((more) => enough([...rows, ...more]))),
      );
    }
    return rows;
  } catch {
    // A give-up, or logic the engine cannot run (an unknown operator, reported by its own check).
    return undefined;
  }
}

/**
 * Whether one comparison of an answer with literals (`{op: [var, literal]}` either way round, or
 * `{in: [var, [literals]]}`) can be true and can be false over the answer's domain: evaluated on
 * its own, without the table machinery, as most comparisons in a journey are of this kind.
 */
export function comparisonTruth(node: Record<string, unknown[]>, domain: Domain): { canBeTrue: boolean; canBeFalse: boolean } | undefined {
  const [operator, args] = Object.entries(node)[0];
  const at = args.findIndex((arg) => isVar(arg));
  const literals = operator === "in" ? (args[1] as unknown[]) : [args[1 - at]];
  let samples: unknown[];
  try {
    samples = samplesOf(domain, [{ kind: "compare", operator, literals }]);
  } catch {
    return undefined;
  }
  const read = (args[at] as { var: unknown }).var;
  const rest = Array.isArray(read) ? read.slice(1) : [];
  const alone = { [operator]: args.map((arg, i) => (i === at ? { var: ["answer", ...rest] } : arg)) };
  // The same comparison of the same answer recurs (a named condition used by several fields).
  const key = `${domainText(domain)}\u0000${JSON.stringify(alone)}`;
  const cached = comparisons.get(key);
  if (cached) return cached;
  let canBeTrue = false;
  let canBeFalse = false;
  try {
    for (const answer of samples) {
      if (isTruthy(evaluate(alone, { answer }))) canBeTrue = true;
      else canBeFalse = true;
    }
  } catch {
    return undefined; // a var default the engine cannot run (an unknown operator, reported by its own check)
  }
  remember(comparisons, key, { canBeTrue, canBeFalse });
  return { canBeTrue, canBeFalse };
}

const comparisons = new Map<string, { canBeTrue: boolean; canBeFalse: boolean }>();

/** Whether a condition can be true and can be false, or undefined when that cannot be said for sure. */
export function truthOf(logic: unknown, scope: SampleScope): { canBeTrue: boolean; canBeFalse: boolean } | undefined {
  const rows = truthTable([logic], scope, (so) => so.some(([v]) => v) && so.some(([v]) => !v));
  if (!rows) return undefined;
  return { canBeTrue: rows.some(([value]) => value), canBeFalse: rows.some(([value]) => !value) };
}
