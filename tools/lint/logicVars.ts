/**
 * The `var`s a JsonLogic value reads, each with how it is read. One walk shared by the checks that
 * resolve references, follow data along paths and type conditions, so they agree on what "reads"
 * means.
 */
import { operatorKinds } from "../../src/engine/index.ts";

/** Operators whose later arguments run once per item of the first, with the item as their data. */
const ITEM_SCOPED = operatorKinds.listScoped;

export interface VarRead {
  /** The dotted path as written (`answers.ncd`, `quote.final.coverStartDate`, `limits.ncdMax`). */
  path: string;
  /**
   * The expression carries its own answer for when the path is empty: a `var` default
   * (`{"var": ["x", 0]}`), or an operand of `or` followed by another (`{"or": [{"var": "x"}, {"today": []}]}`).
   */
  fallback: boolean;
  /** Read through `missing` / `missing_some`, which test presence rather than use the value. */
  presence: boolean;
  /** The `{"var": ...}` node itself, to compare or report. */
  node: object;
}

function isOperation(node: unknown): node is Record<string, unknown> {
  return !!node && typeof node === "object" && !Array.isArray(node) && Object.keys(node).length === 1;
}

/**
 * Every `var` with a literal path in `logic`, outermost first. Paths inside the per-item arguments of
 * `map`/`filter`/`reduce`/`all`/`some`/`none` read the item, not the quote, and are left out;
 * computed paths (`{"var": {"cat": ...}}`) are left out too, but the vars computing them are kept.
 */
export function varReads(logic: unknown): VarRead[] {
  if (!logic || typeof logic !== "object") return [];
  // Several checks read the same logic objects: walk each once.
  const cached = readsByLogic.get(logic);
  if (cached) return cached;
  const reads = walkReads(logic);
  readsByLogic.set(logic, reads);
  return reads;
}

const readsByLogic = new WeakMap<object, VarRead[]>();

function walkReads(logic: object): VarRead[] {
  const reads: VarRead[] = [];
  const visit = (node: unknown, fallback: boolean): void => {
    if (Array.isArray(node)) return node.forEach((item) => visit(item, fallback));
    if (!isOperation(node)) return;
    const [operator, args] = Object.entries(node)[0];
    const list = Array.isArray(args) ? args : [args];
    if (operator === "var") {
      const [path, fallbackValue] = list;
      if (typeof path === "string" && path !== "") {
        reads.push({ path, fallback: fallback || (list.length > 1 && fallbackValue !== null), presence: false, node });
      } else visit(path, fallback);
      return;
    }
    if (operator === "missing" || operator === "missing_some") {
      const paths = operator === "missing_some" ? list[1] : list;
      for (const path of Array.isArray(paths) ? paths : [paths]) {
        if (typeof path === "string") reads.push({ path, fallback: true, presence: true, node });
        else visit(path, fallback);
      }
      return;
    }
    if (ITEM_SCOPED.has(operator)) return visit(list[0], fallback);
    list.forEach((arg, i) => visit(arg, fallback || (operator === "or" && i < list.length - 1)));
  };
  visit(logic, false);
  return reads;
}
