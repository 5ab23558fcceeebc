/** One field on both sides: texts, schema constraints, conditions, options, messages, rules. */
import type { Option, ResolvedField } from "../../../src/engine/index.ts";
import type { Change, Location, LogicRole } from "./changes.ts";
import { anyValue, logic, otherKeys, rules, wording } from "./compareParts.ts";
import { leafChanges, movedItems, same } from "./structural.ts";

const LOGIC_KEYS: LogicRole[] = ["visibleWhen", "enabledWhen", "default", "transform", "optionsWhere"];
const TEXT_KEYS = ["label", "hint", "optionLabel"] as const;
const HANDLED = new Set<string>([
  "name", "schemaKey", ...TEXT_KEYS, "schema", "required", ...LOGIC_KEYS, "options", "messages", "rules", "effects", "ui",
]);

export function compareField(product: string, page: string, a: ResolvedField, b: ResolvedField): Change[] {
  const at: Location = { page, field: b.name };
  const out: Change[] = [];
  for (const key of TEXT_KEYS) out.push(...wording(product, at, key, a[key], b[key]));
  for (const c of leafChanges(a.schema, b.schema)) {
    out.push({ kind: "constraint", product, at, keyword: c.path, from: c.from, to: c.to });
  }
  out.push(...required(product, at, a.required, b.required));
  for (const role of LOGIC_KEYS) out.push(...logic(product, at, role, a[role as keyof ResolvedField], b[role as keyof ResolvedField]));
  out.push(...options(product, at, a.options, b.options));
  for (const key of new Set([...Object.keys(a.messages ?? {}), ...Object.keys(b.messages ?? {})])) {
    out.push(...wording(product, at, `message "${key}"`, a.messages?.[key], b.messages?.[key]));
  }
  out.push(...rules(product, at, a.rules, b.rules));
  const effects = Math.max(a.effects?.length ?? 0, b.effects?.length ?? 0);
  for (let i = 0; i < effects; i++) {
    const loc = { ...at, part: `effect ${i + 1}` };
    out.push(...logic(product, loc, "when", a.effects?.[i]?.when, b.effects?.[i]?.when));
    out.push(...logic(product, loc, "set", a.effects?.[i]?.set, b.effects?.[i]?.set));
  }
  out.push(...anyValue(product, at, "ui", a.ui, b.ui));
  out.push(...otherKeys(product, at, a, b, HANDLED));
  return out;
}

/** `required: true/false` is a constraint; a condition is logic. */
function required(product: string, at: Location, a: unknown, b: unknown): Change[] {
  if (same(a, b)) return [];
  const flag = (v: unknown) => v === undefined || typeof v === "boolean";
  if (flag(a) && flag(b)) return [{ kind: "constraint", product, at, keyword: "required", from: a === true, to: b === true }];
  return [{ kind: "logic", product, at, role: "required", from: a, to: b }];
}

function options(product: string, at: Location, before: Option[] = [], after: Option[] = []): Change[] {
  const key = (o: Option) => JSON.stringify(o.value);
  const old = new Map(before.map((o) => [key(o), o]));
  const now = new Map(after.map((o) => [key(o), o]));
  const out: Change[] = [];
  for (const [k, o] of old) if (!now.has(k)) out.push({ kind: "option", product, at, change: "removed", value: o.value, label: o.label });
  for (const [k, o] of now) {
    const was = old.get(k);
    if (!was) {
      out.push({ kind: "option", product, at, change: "added", value: o.value, label: o.label });
      continue;
    }
    if (was.label !== o.label) out.push({ kind: "optionRelabelled", product, at, value: o.value, from: was.label, to: o.label });
    const loc = { ...at, part: `option "${o.label}"` };
    out.push(...wording(product, loc, "hint", was.hint, o.hint));
    out.push(...wording(product, loc, "divider", was.dividerBefore, o.dividerBefore));
  }
  const moved = movedItems(before.map(key), after.map(key));
  if (moved.length > 0) {
    const labels = (list: Option[]) => list.filter((o) => old.has(key(o)) && now.has(key(o))).map((o) => o.label);
    out.push({ kind: "setting", product, at, what: "option order", from: labels(before), to: labels(after) });
  }
  return out;
}
