/**
 * Every JsonLogic value on a resolved page, located. Kept in one place so a new logic-bearing
 * key in the journey format is added once and every logic check sees it.
 */
import type { Outcome, ResolvedField, ResolvedPage, Rule } from "../../src/engine/index.ts";
import { outcomesOf, type Located } from "./pageParts.ts";

type Slots = Located<unknown>[];

function add(slots: Slots, where: string, value: unknown): void {
  if (value !== undefined) slots.push({ where, value });
}

function addMap(slots: Slots, where: string, map: Record<string, unknown> | undefined): void {
  for (const [key, value] of Object.entries(map ?? {})) add(slots, `${where}.${key}`, value);
}

function addRules(slots: Slots, where: string, rules: Rule[] | undefined): void {
  (rules ?? []).forEach((rule, i) => {
    add(slots, `${where}[${i}].errorWhen`, rule.errorWhen);
    addMap(slots, `${where}[${i}].params`, rule.params);
  });
}

function addOutcome(slots: Slots, where: string, outcome: Outcome): void {
  add(slots, `${where}.when`, outcome.when);
  addMap(slots, `${where}.set`, outcome.set);
}

function fieldSlots(slots: Slots, field: ResolvedField, at: string): void {
  // A boolean `required` is a flag, not logic.
  if (typeof field.required !== "boolean") add(slots, `${at} required`, field.required);
  add(slots, `${at} visibleWhen`, field.visibleWhen);
  add(slots, `${at} enabledWhen`, field.enabledWhen);
  add(slots, `${at} default`, field.default);
  add(slots, `${at} optionsFromData.items`, field.optionsFromData?.items);
  add(slots, `${at} optionsWhere`, field.optionsWhere);
  add(slots, `${at} transform`, field.transform);
  addRules(slots, `${at} rules`, field.rules);
  (field.effects ?? []).forEach((effect, i) => {
    add(slots, `${at} effects[${i}].when`, effect.when);
    addMap(slots, `${at} effects[${i}].set`, effect.set);
  });
}

/** `fieldWhere` names a field in locations (see ProductContext.fieldWhere). */
export function logicSlots(page: ResolvedPage, fieldWhere: (field: ResolvedField) => string): Slots {
  const slots: Slots = [];
  add(slots, "completeWhen", page.completeWhen);
  (page.content ?? []).forEach((block, i) => {
    add(slots, `content[${i}].visibleWhen`, block.visibleWhen);
    (block.rows ?? []).forEach((row, j) => {
      add(slots, `content[${i}].rows[${j}].value`, row.value);
      add(slots, `content[${i}].rows[${j}].visibleWhen`, row.visibleWhen);
    });
  });
  for (const field of page.fields) fieldSlots(slots, field, fieldWhere(field));
  addRules(slots, "rules", page.rules);
  (page.loaders ?? []).forEach((loader, i) => {
    add(slots, `loaders[${i}].when`, loader.when);
    addMap(slots, `loaders[${i}].args`, loader.args);
  });
  (page.actions ?? []).forEach((action, i) => add(slots, `actions[${i}].enabledWhen`, action.enabledWhen));
  for (const outcome of outcomesOf(page)) addOutcome(slots, outcome.where, outcome.value);
  (page.summary ?? []).forEach((line, i) => {
    add(slots, `summary[${i}].value`, line.value);
    add(slots, `summary[${i}].visibleWhen`, line.visibleWhen);
  });
  page.next.forEach((edge, i) => add(slots, `next[${i}].when`, edge.when));
  return slots;
}
