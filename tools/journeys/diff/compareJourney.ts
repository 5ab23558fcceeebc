/**
 * One product on both sides, as the engine resolved it: version, limits, intro, the manifest's
 * page order, each page, and its fields across pages (so a field that moved is one move, not a
 * removal and an addition).
 */
import type { ResolvedField, ResolvedJourney } from "../../../src/engine/index.ts";
import type { Change } from "./changes.ts";
import { compareField } from "./compareField.ts";
import { comparePage } from "./comparePage.ts";
import { anyValue, otherKeys, wording } from "./compareParts.ts";
import { leafChanges, movedItems, predecessor } from "./structural.ts";

export function compareJourney(product: string, a: ResolvedJourney, b: ResolvedJourney): Change[] {
  const out: Change[] = [];
  if (a.version !== b.version) out.push({ kind: "version", product, from: a.version, to: b.version });
  out.push(...wording(product, {}, "product name", a.name, b.name));
  out.push(...anyValue(product, {}, "start page", a.startPage, b.startPage));
  out.push(...anyValue(product, {}, "named-driver start page", a.namedStartPage, b.namedStartPage));
  for (const c of leafChanges(a.limits, b.limits)) out.push({ kind: "limit", product, key: c.path, from: c.from, to: c.to });
  for (const c of leafChanges(a.intro ?? {}, b.intro ?? {}, true)) out.push(...anyValue(product, {}, `intro ${c.path}`, c.from, c.to));
  out.push(...pages(product, a, b));
  out.push(...fields(product, a, b));
  out.push(...otherKeys(product, {}, a, b, JOURNEY_KEYS));
  return out;
}

const JOURNEY_KEYS = new Set(["id", "version", "name", "startPage", "namedStartPage", "limits", "intro", "pages", "pageOrder"]);

function pages(product: string, a: ResolvedJourney, b: ResolvedJourney): Change[] {
  const out: Change[] = [];
  for (const id of a.pageOrder) {
    if (!b.pages[id]) out.push({ kind: "page", product, page: id, change: "removed", title: a.pages[id].title });
  }
  for (const id of b.pageOrder) {
    if (!a.pages[id]) {
      out.push({ kind: "page", product, page: id, change: "added", title: b.pages[id].title, after: predecessor(b.pageOrder, id) });
    }
  }
  for (const id of movedItems(a.pageOrder, b.pageOrder)) {
    out.push({ kind: "pageMoved", product, page: id, after: predecessor(b.pageOrder, id) });
  }
  for (const id of b.pageOrder) if (a.pages[id]) out.push(...comparePage(product, a.pages[id], b.pages[id]));
  return out;
}

interface Placed {
  page: string;
  /** The field's name, with `#2` for a second field of that name on the page (alternatives shown under different conditions). */
  name: string;
  field: ResolvedField;
  /** The page is on both sides, so the field's coming or going is news by itself. */
  pageOnBothSides: boolean;
}

function fields(product: string, a: ResolvedJourney, b: ResolvedJourney): Change[] {
  const placed = (j: ResolvedJourney, other: ResolvedJourney) =>
    j.pageOrder.flatMap((page) =>
      occurrences(j.pages[page].fields).map((name, i): Placed => ({
        page, name, field: j.pages[page].fields[i], pageOnBothSides: !!other.pages[page],
      })),
    );
  const key = (p: Placed) => `${p.page}\u0000${p.name}`;
  const before = new Map(placed(a, b).map((p) => [key(p), p]));
  const after = new Map(placed(b, a).map((p) => [key(p), p]));
  const gone = [...before.values()].filter((p) => !after.has(key(p)));
  const came = [...after.values()].filter((p) => !before.has(key(p)));
  const out: Change[] = [];

  for (const p of came) {
    const from = gone.filter((g) => g.name === p.name);
    const names = occurrences(b.pages[p.page].fields);
    if (from.length === 1) {
      gone.splice(gone.indexOf(from[0]), 1);
      out.push({ kind: "fieldMoved", product, field: p.name, fromPage: from[0].page, toPage: p.page, after: predecessor(names, p.name) });
      out.push(...compareField(product, p.page, from[0].field, p.field));
    } else if (p.pageOnBothSides) {
      const { label, visibleWhen, enabledWhen, required } = p.field;
      out.push({
        kind: "field", product, page: p.page, field: p.name, change: "added", label,
        after: predecessor(names, p.name), visibleWhen, enabledWhen, required,
      });
    }
  }
  for (const p of gone) {
    if (p.pageOnBothSides) out.push({ kind: "field", product, page: p.page, field: p.name, change: "removed", label: p.field.label });
  }

  for (const page of b.pageOrder) {
    if (!a.pages[page]) continue;
    const oldNames = occurrences(a.pages[page].fields);
    const newNames = occurrences(b.pages[page].fields);
    for (const name of movedItems(oldNames, newNames)) {
      out.push({ kind: "fieldMoved", product, field: name, fromPage: page, toPage: page, after: predecessor(newNames, name) });
    }
    const old = new Map(oldNames.map((name, i) => [name, a.pages[page].fields[i]]));
    newNames.forEach((name, i) => {
      const was = old.get(name);
      if (was) out.push(...compareField(product, page, was, b.pages[page].fields[i]));
    });
  }
  return out;
}

/** Field names in page order, the second and later of a name marked `name#2`... */
function occurrences(fields: ResolvedField[]): string[] {
  const seen = new Map<string, number>();
  return fields.map((f) => {
    const n = (seen.get(f.name) ?? 0) + 1;
    seen.set(f.name, n);
    return n === 1 ? f.name : `${f.name}#${n}`;
  });
}
