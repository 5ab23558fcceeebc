/**
 * Every JsonLogic value on a resolved page, located. Kept in one place so a new logic-bearing
 * key in the journey format is added once and every logic check sees it.
 */
import type { Outcome, ResolvedField, ResolvedJourney, ResolvedPage, Rule } from "../../src/engine/index.ts";
import { outcomesOf, type Located } from "./pageParts.ts";

type Slots = Located<unknown>[];

function add(slots: Slots, where: string, value: unknown, subject: object): void {
  if (value !== undefined) slots.push({ where, value, subject });
}

function addMap(slots: Slots, where: string, map: Record<string, unknown> | undefined, subject: object): void {
  for (const [key, value] of Object.entries(map ?? {})) add(slots, `${where}.${key}`, value, subject);
}

function addRules(slots: Slots, where: string, rules: Rule[] | undefined): void {
  (rules ?? []).forEach((rule, i) => {
    add(slots, `${where}[${i}].errorWhen`, rule.errorWhen, rule);
    addMap(slots, `${where}[${i}].params`, rule.params, rule);
  });
}

function addOutcome(slots: Slots, where: string, outcome: Outcome): void {
  add(slots, `${where}.when`, outcome.when, outcome);
  addMap(slots, `${where}.set`, outcome.set, outcome);
  add(slots, `${where}.index`, outcome.index, outcome);
}

function fieldSlots(slots: Slots, field: ResolvedField, at: string): void {
  // A boolean `required` is a flag, not logic.
  if (typeof field.required !== "boolean") add(slots, `${at} required`, field.required, field);
  add(slots, `${at} visibleWhen`, field.visibleWhen, field);
  add(slots, `${at} enabledWhen`, field.enabledWhen, field);
  add(slots, `${at} default`, field.default, field);
  add(slots, `${at} optionsFromData.items`, field.optionsFromData?.items, field);
  add(slots, `${at} optionsWhere`, field.optionsWhere, field);
  add(slots, `${at} transform`, field.transform, field);
  addRules(slots, `${at} rules`, field.rules);
  (field.effects ?? []).forEach((effect, i) => {
    add(slots, `${at} effects[${i}].when`, effect.when, effect);
    addMap(slots, `${at} effects[${i}].set`, effect.set, effect);
  });
}

/** `fieldWhere` names a field in locations (see ProductContext.fieldWhere). */
export function logicSlots(page: ResolvedPage, fieldWhere: (field: ResolvedField) => string): Slots {
  const slots: Slots = [];
  add(slots, "completeWhen", page.completeWhen, page);
  (page.content ?? []).forEach((block, i) => {
    add(slots, `content[${i}].visibleWhen`, block.visibleWhen, block);
    (block.rows ?? []).forEach((row, j) => {
      add(slots, `content[${i}].rows[${j}].value`, row.value, block);
      add(slots, `content[${i}].rows[${j}].visibleWhen`, row.visibleWhen, block);
    });
  });
  for (const field of page.fields) fieldSlots(slots, field, fieldWhere(field));
  addRules(slots, "rules", page.rules);
  (page.loaders ?? []).forEach((loader, i) => {
    add(slots, `loaders[${i}].when`, loader.when, loader);
    addMap(slots, `loaders[${i}].args`, loader.args, loader);
  });
  (page.actions ?? []).forEach((action, i) => {
    add(slots, `actions[${i}].enabledWhen`, action.enabledWhen, action);
    add(slots, `actions[${i}].load.when`, action.load?.when, action);
    addMap(slots, `actions[${i}].load.args`, action.load?.args, action);
  });
  for (const outcome of outcomesOf(page)) addOutcome(slots, outcome.where, outcome.value);
  (page.summary ?? []).forEach((line, i) => {
    add(slots, `summary[${i}].value`, line.value, line);
    add(slots, `summary[${i}].visibleWhen`, line.visibleWhen, line);
  });
  page.next.forEach((edge, i) => add(slots, `next[${i}].when`, edge.when, edge));
  return slots;
}

/** The conditions of the manifest's intro: a checklist bullet's `visibleWhen`, evaluated over the quote off any page. */
export function introSlots(journey: ResolvedJourney): Slots {
  const slots: Slots = [];
  const checklist = (journey.intro?.step1 as { checklist?: unknown } | undefined)?.checklist;
  if (!Array.isArray(checklist)) return slots;
  checklist.forEach((item, i) => {
    if (item && typeof item === "object")
      add(slots, `intro.step1.checklist[${i}].visibleWhen`, (item as { visibleWhen?: unknown }).visibleWhen, item);
  });
  return slots;
}
