/** One page on both sides, apart from its fields (compared per product, so moves show). */
import type { Action, ContentBlock, Edge, Loader, ResolvedPage, SummaryLine } from "../../../src/engine/index.ts";
import type { Change, Location } from "./changes.ts";
import { anyValue, logic, otherKeys, outcomes, rules, wording } from "./compareParts.ts";
import { movedItems, pairItems, same } from "./structural.ts";

const HANDLED = new Set([
  "id", "file", "fields", "title", "heading", "completeWhen", "content", "rules", "summary", "loaders", "actions", "next",
]);

export function comparePage(product: string, a: ResolvedPage, b: ResolvedPage): Change[] {
  const at: Location = { page: b.id };
  return [
    ...wording(product, at, "title", a.title, b.title),
    ...wording(product, at, "heading", a.heading, b.heading),
    ...logic(product, at, "completeWhen", a.completeWhen, b.completeWhen),
    ...content(product, at, a.content, b.content),
    ...rules(product, at, a.rules, b.rules),
    ...summary(product, at, a.summary, b.summary),
    ...loaders(product, at, a.loaders, b.loaders),
    ...actions(product, at, a.actions, b.actions),
    ...edges(product, b.id, a.next, b.next),
    ...otherKeys(product, at, a, b, HANDLED),
  ];
}

const BLOCK_KEYS = new Set(["kind", "id", "text", "removeLabel", "visibleWhen", "rows"]);

function content(product: string, at: Location, before: ContentBlock[] = [], after: ContentBlock[] = []): Change[] {
  const { pairs, removed, added } = pairItems(before, after, [(c) => c.id, (c) => `${c.kind}\u0000${c.text ?? ""}`], true);
  const name = (c: ContentBlock) => (c.id ? `${c.kind} "${c.id}"` : c.kind);
  const out: Change[] = [];
  for (const [a, b] of pairs) {
    const loc = { ...at, part: name(b) };
    out.push(...wording(product, loc, "text", a.text, b.text));
    out.push(...wording(product, loc, "button", a.removeLabel, b.removeLabel));
    out.push(...logic(product, loc, "visibleWhen", a.visibleWhen, b.visibleWhen));
    out.push(...summary(product, loc, a.rows, b.rows));
    out.push(...otherKeys(product, loc, a, b, BLOCK_KEYS));
  }
  for (const c of removed) out.push(...wording(product, at, name(c), c.text ?? "", undefined));
  for (const c of added) {
    out.push(...wording(product, at, name(c), undefined, c.text ?? ""));
    out.push(...logic(product, { ...at, part: name(c) }, "visibleWhen", undefined, c.visibleWhen));
  }
  return out;
}

const SUMMARY_KEYS = new Set(["label", "value", "visibleWhen"]);

/** Summary lines (and a summary block's rows): label, value and condition. */
function summary(product: string, at: Location, before: SummaryLine[] = [], after: SummaryLine[] = []): Change[] {
  const { pairs, removed, added } = pairItems(before, after, [(l) => l.label], true);
  const out: Change[] = [];
  for (const [a, b] of pairs) {
    const loc = { ...at, part: `summary line "${b.label}"` };
    out.push(...wording(product, { ...at, part: "summary line" }, "label", a.label, b.label));
    out.push(...logic(product, loc, "value", a.value, b.value));
    out.push(...logic(product, loc, "visibleWhen", a.visibleWhen, b.visibleWhen));
    out.push(...otherKeys(product, loc, a, b, SUMMARY_KEYS));
  }
  for (const l of removed) out.push(...wording(product, at, "summary line", l.label, undefined));
  for (const l of added) {
    out.push(...wording(product, at, "summary line", undefined, l.label));
    out.push(...logic(product, { ...at, part: `summary line "${l.label}"` }, "value", undefined, l.value));
  }
  return out;
}

const LOADER_KEYS = new Set(["source", "when", "args", "onResult", "onEmpty", "onError"]);

function loaders(product: string, at: Location, before: Loader[] = [], after: Loader[] = []): Change[] {
  const { pairs, removed, added } = pairItems(before, after, [(l) => l.source], true);
  const out: Change[] = [];
  for (const [a, b] of pairs) {
    const loc = { ...at, part: `lookup ${b.source}` };
    if (a.source !== b.source) out.push({ kind: "setting", product, at: loc, what: "source", from: a.source, to: b.source });
    out.push(...logic(product, loc, "when", a.when, b.when));
    out.push(...logic(product, loc, "args", a.args, b.args));
    for (const key of ["onResult", "onEmpty", "onError"] as const) {
      out.push(...outcomes(product, { ...at, part: `lookup ${b.source} ${key}` }, a[key], b[key]));
    }
    out.push(...otherKeys(product, loc, a, b, LOADER_KEYS));
  }
  for (const l of removed) out.push({ kind: "setting", product, at, what: "lookup", from: l.source, to: undefined });
  for (const l of added) out.push({ kind: "setting", product, at, what: "lookup", from: undefined, to: l.source });
  return out;
}

const ACTION_KEYS = new Set(["id", "label", "enabledWhen", "then"]);

function actions(product: string, at: Location, before: Action[] = [], after: Action[] = []): Change[] {
  const { pairs, removed, added } = pairItems(before, after, [(a) => a.id], false);
  const out: Change[] = [];
  for (const [a, b] of pairs) {
    const loc = { ...at, part: `button "${b.id}"` };
    out.push(...wording(product, loc, "label", a.label, b.label));
    out.push(...logic(product, loc, "enabledWhen", a.enabledWhen, b.enabledWhen));
    out.push(...outcomes(product, loc, a.then, b.then));
    out.push(...otherKeys(product, loc, a, b, ACTION_KEYS));
  }
  for (const a of removed) out.push(...wording(product, at, `button "${a.id}"`, a.label, undefined));
  for (const a of added) {
    out.push(...wording(product, at, `button "${a.id}"`, undefined, a.label));
    out.push(...outcomes(product, { ...at, part: `button "${a.id}"` }, [], a.then));
  }
  return out;
}

/**
 * Edges pair by target (and which occurrence of it); an edge whose condition stayed but whose
 * target changed pairs by condition. The first matching edge wins, so a new order is a change too.
 */
export function edges(product: string, page: string, before: Edge[] = [], after: Edge[] = []): Change[] {
  const keyed = (list: Edge[]) => list.map((e, i) => ({ e, key: `${e.to}#${list.slice(0, i).filter((x) => x.to === e.to).length}` }));
  const a = keyed(before);
  const b = keyed(after);
  const byTarget = pairItems(a, b, [(x) => x.key], false);
  const byCondition = pairItems(byTarget.removed, byTarget.added, [(x) => JSON.stringify(x.e.when ?? null)], false);
  const out: Change[] = [];
  for (const [x, y] of byTarget.pairs) {
    if (!same(x.e.when, y.e.when)) out.push({ kind: "edgeCondition", product, page, to: y.e.to, from: x.e.when, when: y.e.when });
    out.push(...anyValue(product, { page, part: `edge to ${y.e.to}` }, "anchor", x.e.anchor, y.e.anchor));
    out.push(...anyValue(product, { page, part: `edge to ${y.e.to}` }, "marker", x.e.marker, y.e.marker));
  }
  for (const [x, y] of byCondition.pairs) out.push({ kind: "edgeTarget", product, page, when: y.e.when, from: x.e.to, to: y.e.to });
  for (const x of byCondition.removed) out.push({ kind: "edge", product, page, change: "removed", to: x.e.to, when: x.e.when });
  for (const y of byCondition.added) out.push({ kind: "edge", product, page, change: "added", to: y.e.to, when: y.e.when });
  if (movedItems(a.map((x) => x.key), b.map((x) => x.key)).length > 0) {
    out.push({ kind: "edgeOrder", product, page, from: before.map((e) => e.to), to: after.map((e) => e.to) });
  }
  return out;
}
