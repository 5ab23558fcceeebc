/**
 * Comparisons of the parts pages and fields share: texts, logic, rules, outcomes and a generic
 * fallback, so a key nobody taught the diff about still shows up (as a setting) instead of vanishing.
 */
import type { Outcome, Rule } from "../../../src/engine/index.ts";
import type { Change, Location, LogicRole } from "./changes.ts";
import { isPlainObject, leafChanges, pairItems, same } from "./structural.ts";

export function wording(product: string, at: Location, what: string, from: unknown, to: unknown): Change[] {
  if (same(from, to)) return [];
  return [{ kind: "wording", product, at, what, from: textOf(from), to: textOf(to) }];
}

export function logic(product: string, at: Location, role: LogicRole, from: unknown, to: unknown): Change[] {
  return same(from, to) ? [] : [{ kind: "logic", product, at, role, from, to }];
}

/** Anything else: texts as wording, objects leaf by leaf, the rest as a setting. */
export function anyValue(product: string, at: Location, what: string, from: unknown, to: unknown): Change[] {
  if (same(from, to)) return [];
  if (isText(from) && isText(to)) return wording(product, at, what, from, to);
  // Objects of several keys (ui settings) compare key by key; a one-key object is as likely JsonLogic, kept whole.
  if (isPlainObject(from) && isPlainObject(to) && Object.keys(from).length > 1 && Object.keys(to).length > 1) {
    return leafChanges(from, to).flatMap((c) => anyValue(product, at, `${what}.${c.path}`, c.from, c.to));
  }
  return [{ kind: "setting", product, at, what, from, to }];
}

/** Keys of two objects not in `handled`, compared generically. */
export function otherKeys(product: string, at: Location, a: object, b: object, handled: Set<string>): Change[] {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => !handled.has(k));
  return keys.flatMap((k) => anyValue(product, at, k, (a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

type IdentifiedRule = Rule & { id?: string };

/** Rules pair by id (format v2), then by message, then by condition, then by position. */
export function rules(product: string, at: Location, before: Rule[] = [], after: Rule[] = []): Change[] {
  const { pairs, removed, added } = pairItems<IdentifiedRule>(
    before,
    after,
    [(r) => r.id, (r) => (r.field ?? "") + "\u0000" + r.message, (r) => JSON.stringify([r.field, r.errorWhen])],
    true,
  );
  const where = (r: Rule): Location => ({ ...at, field: at.field ?? r.field, part: `rule "${r.message}"` });
  const out: Change[] = [];
  for (const [a, b] of pairs) {
    const loc = where(a);
    out.push(...wording(product, loc, "message", a.message, b.message));
    out.push(...logic(product, loc, "errorWhen", a.errorWhen, b.errorWhen));
    if (!same(a.field, b.field)) out.push({ kind: "setting", product, at: loc, what: "field", from: a.field, to: b.field });
    for (const name of new Set([...Object.keys(a.params ?? {}), ...Object.keys(b.params ?? {})])) {
      out.push(...logic(product, { ...loc, part: `${loc.part} {${name}}` }, "param", a.params?.[name], b.params?.[name]));
    }
  }
  const owner = (r: Rule): Location => ({ ...at, field: at.field ?? r.field });
  for (const r of removed) out.push({ kind: "rule", product, at: owner(r), change: "removed", message: r.message, errorWhen: r.errorWhen });
  for (const r of added) out.push({ kind: "rule", product, at: owner(r), change: "added", message: r.message, errorWhen: r.errorWhen });
  return out;
}

const OUTCOME_KEYS = new Set(["when", "goTo", "fieldError", "set", "index"]);

/** Outcomes of an action or a loader, compared in order (the first goTo wins, so order matters). */
export function outcomes(product: string, at: Location, before: Outcome[] = [], after: Outcome[] = []): Change[] {
  const out: Change[] = [];
  const n = Math.max(before.length, after.length);
  for (let i = 0; i < n; i++) {
    const a = before[i] ?? {};
    const b = after[i] ?? {};
    const loc = { ...at, part: n > 1 ? `${at.part} (${i + 1})` : at.part };
    out.push(...logic(product, loc, "when", a.when, b.when));
    if (!same(a.goTo, b.goTo)) out.push({ kind: "setting", product, at: loc, what: "goes to", from: a.goTo, to: b.goTo });
    out.push(...wording(product, loc, "message", a.fieldError?.message, b.fieldError?.message));
    out.push(...anyValue(product, loc, "message field", a.fieldError?.field, b.fieldError?.field));
    out.push(...logic(product, loc, "index", a.index, b.index));
    for (const path of new Set([...Object.keys(a.set ?? {}), ...Object.keys(b.set ?? {})])) {
      out.push(...logic(product, { ...loc, part: `${loc.part ?? ""} ${path}`.trim() }, "set", a.set?.[path], b.set?.[path]));
    }
    out.push(...otherKeys(product, loc, a, b, OUTCOME_KEYS));
  }
  return out;
}

const isText = (v: unknown) => v === undefined || typeof v === "string";

function textOf(v: unknown): string | undefined {
  return v === undefined ? undefined : typeof v === "string" ? v : JSON.stringify(v);
}
