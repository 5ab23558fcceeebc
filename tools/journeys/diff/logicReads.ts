/**
 * What a page's logic reads from the quote: the draft paths behind its `var`s, each with the
 * literal values the logic compares it with (`"SDPCB"` in `use === "SDPCB"`), so sampled answers
 * can meet a condition whose options come from the server's reference lists.
 */
import { operatorKinds, within } from "../../../src/engine/index.ts";

const COMPARISONS = operatorKinds.comparison;

/** The draft path a `var` reads on a page in `section`; undefined for limits, data, the value... */
export function draftPathOf(path: string, section: string | undefined): string | undefined {
  const [head, ...rest] = path.split(".");
  const tail = rest.join(".");
  if (head === "answers") return within(section, tail);
  if (head === "quote") return tail;
  if (head === "driver") return within(section?.includes(".") ? section.slice(0, section.lastIndexOf(".")) : undefined, tail);
  return undefined;
}

/** Draft paths read by the logic anywhere in `page`, each with the literals it is compared with. */
export function logicReads(page: unknown, section: string | undefined): Map<string, unknown[]> {
  const reads = new Map<string, unknown[]>();
  const pathOf = (node: unknown) => {
    if (!node || typeof node !== "object" || Array.isArray(node) || !("var" in node)) return undefined;
    const v = (node as { var: unknown }).var;
    const path = Array.isArray(v) ? v[0] : v;
    return typeof path === "string" ? draftPathOf(path, section) : undefined;
  };
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== "object") return;
    const path = pathOf(node);
    if (path !== undefined && !reads.has(path)) reads.set(path, []);
    for (const [key, args] of Object.entries(node)) {
      if (COMPARISONS.has(key) && Array.isArray(args)) {
        const literals = args.flatMap((a) => (Array.isArray(a) ? a : [a])).filter((a) => a === null || typeof a !== "object");
        const near = literals.flatMap((l) => (typeof l === "number" ? [l - 1, l, l + 1] : [l]));
        for (const arg of args) {
          const target = pathOf(arg);
          if (target !== undefined) reads.set(target, [...(reads.get(target) ?? []), ...near]);
        }
      }
      visit(args);
    }
  };
  visit(page);
  return reads;
}
