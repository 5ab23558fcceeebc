/**
 * What a page shows for the current answers: which fields are active (visible and enabled) and
 * which options each offers. Hidden or disabled fields are neither validated nor submitted.
 */
import type { LogicData, Option, ResolvedField, ResolvedPage } from "./types.ts";
import { evaluate, holds } from "./logic.ts";
import { getPath, setPath } from "./paths.ts";
import { fillPlaceholders } from "./templates.ts";

/** The reference data a page reads, as its lists' names (its `reference` and its fields' `optionsFrom`), sorted: the app fetches them, the build preloads them, the linter checks reads of them. */
export function referenceDataOf(page: ResolvedPage): string[] {
  const names = new Set(page.reference ?? []);
  for (const field of page.fields) if (field.optionsFrom) names.add(field.optionsFrom);
  return [...names].sort();
}

export function isVisible(field: ResolvedField, data: LogicData): boolean {
  return holds(field.visibleWhen, data);
}

export function isEnabled(field: ResolvedField, data: LogicData): boolean {
  return holds(field.enabledWhen, data);
}

/**
 * Visible and enabled: the answers that count. Fields are taken in page order and an inactive
 * field's answer is treated as absent for the fields after it, so a stale hidden answer can
 * never reveal a follow-up question.
 */
export function activeFields(page: ResolvedPage, data: LogicData): ResolvedField[] {
  const active: ResolvedField[] = [];
  let answers = data.answers;
  for (const field of page.fields) {
    const scoped = answers === data.answers ? data : { ...data, answers };
    if (isVisible(field, scoped) && isEnabled(field, scoped)) active.push(field);
    else if (getPath(answers, field.name) !== undefined) answers = setPath(answers, field.name, undefined);
  }
  return active;
}

export function isRequired(field: ResolvedField, data: LogicData): boolean {
  if (field.required === undefined || typeof field.required === "boolean") return field.required === true;
  return holds(field.required, data);
}

/** Reference data lists by name, as served by the GraphQL server. */
export type ReferenceData = Record<string, { code: string; value: string }[] | undefined>;

type ReferenceList = NonNullable<ReferenceData[string]>;

// A page view is worked out on every keystroke, and a list can hold a hundred codes in each of
// several fields: its options are made once per list and label, and stay the same array.
const optionsByList = new WeakMap<ReferenceList, Map<string | undefined, Option[]>>();

function referenceOptions(list: ReferenceList, optionLabel: string | undefined): Option[] {
  let byLabel = optionsByList.get(list);
  if (!byLabel) optionsByList.set(list, (byLabel = new Map()));
  let options = byLabel.get(optionLabel);
  if (!options) {
    options = list.map((o) => ({
      value: o.code,
      label: optionLabel ? fillPlaceholders(optionLabel, { code: o.code, value: o.value }) : o.value,
    }));
    byLabel.set(optionLabel, options);
  }
  return options;
}

/** The options a choice field offers now, or undefined for a field without options. */
export function optionsFor(field: ResolvedField, data: LogicData, referenceData: ReferenceData = {}): Option[] | undefined {
  let options: Option[] | undefined = field.options;
  if (field.optionsFrom) options = referenceOptions(referenceData[field.optionsFrom] ?? [], field.optionLabel);
  if (field.optionsFromData) {
    const { items, value, label } = field.optionsFromData;
    const list = evaluate(items, data);
    options = (Array.isArray(list) ? list : []).map((item) => ({
      value: (value ? item[value] : item) as Option["value"],
      label: String(label ? item[label] : item),
    }));
  }
  if (options && field.optionsWhere !== undefined) {
    // Offered in the order the logic lists them (the van product orders employment statuses its own way).
    const allowed = evaluate(field.optionsWhere, data);
    const byValue = new Map(options.map((o) => [String(o.value), o]));
    options = (Array.isArray(allowed) ? allowed : [])
      .map((value) => byValue.get(String(value)))
      .filter((o): o is Option => o !== undefined);
  }
  return options;
}
