/**
 * How answers change. One policy, used by the renderer, the store and submission alike:
 * - a change sets the answer, then the field's effects run (presets, clearing, resets);
 * - `settleAnswers` drops answers whose option is no longer offered and picks a lone option;
 * - on submit, transforms run (lower-casing, plate spacing) and answers of fields that are
 *   hidden or disabled are cleared back to their default, so they are never validated, stored
 *   or sent. Pages off the replayed path are likewise never validated, summarised or sent.
 */
import type { Clock, Draft, LogicData, ResolvedJourney, ResolvedPage } from "./types.ts";
import { evaluate, holds, logicData } from "./logic.ts";
import { getPath, setPath, within } from "./paths.ts";
import { activeFields, isEnabled, isVisible, optionsFor, type ReferenceData } from "./page.ts";
import { operations } from "./operations.ts";
import { inNamedSlot, isNamedDriverPage, namedSlotIndexes } from "./namedDrivers.ts";

const isEmpty = operations.isEmpty as (value: unknown) => boolean;

export interface PageScope {
  journey: ResolvedJourney;
  page: ResolvedPage;
  /** The page's section with any `{index}` filled in. */
  section?: string;
  clock: Clock;
  data?: Record<string, unknown>;
}

export function scopeData(scope: PageScope, draft: Draft): LogicData {
  return logicData({ journey: scope.journey, draft, section: scope.section, clock: scope.clock, data: scope.data });
}

/** Sets one answer and runs that field's effects over the new answers. */
export function applyAnswer(scope: PageScope, draft: Draft, name: string, value: unknown): Draft {
  let next = setPath(draft, within(scope.section, name), value);
  const field = scope.page.fields.find((f) => f.name === name);
  const data = scopeData(scope, next);
  for (const effect of field?.effects ?? []) {
    if (!holds(effect.when, data)) continue;
    for (const [path, logic] of Object.entries(effect.set)) {
      next = setPath(next, within(scope.section, path), evaluate(logic, data));
    }
  }
  return next;
}

/** Clears answers whose option is no longer offered and selects a lone remaining option. */
export function settleAnswers(scope: PageScope, draft: Draft, referenceData: ReferenceData = {}): Draft {
  let next = draft;
  for (let pass = 0; pass < scope.page.fields.length + 1; pass++) {
    const before = next;
    for (const field of scope.page.fields) {
      const data = scopeData(scope, next);
      if (!isVisible(field, data) || !isEnabled(field, data)) continue;
      const options = optionsFor(field, data, referenceData);
      if (!options || (field.optionsFrom && !referenceData[field.optionsFrom])) continue;
      const value = getPath(data.answers, field.name);
      const offered = options.some((o) => o.value === value);
      if (field.autoSelectSingle && options.length === 1 && !offered) {
        next = applyAnswer(scope, next, field.name, options[0].value);
      } else if (!isEmpty(value) && !offered && !Array.isArray(value)) {
        next = applyAnswer(scope, next, field.name, defaultOf(field.default, data));
      }
    }
    if (next === before) break;
  }
  return next;
}

/** Applies transforms to active answers and resets inactive ones: the draft as it is saved. */
export function prepareSubmission(scope: PageScope, draft: Draft): Draft {
  let next = draft;
  const data = scopeData(scope, draft);
  const active = new Set(activeFields(scope.page, data));
  for (const field of scope.page.fields) {
    const path = within(scope.section, field.name);
    const value = getPath(next, path);
    if (!active.has(field)) {
      if (value !== undefined) next = setPath(next, path, defaultOf(field.default, data));
    } else if (field.transform !== undefined && !isEmpty(value)) {
      next = setPath(next, path, evaluate(field.transform, { ...data, value }));
    }
  }
  return next;
}

/** Applies one field's transform (used on blur, so the user sees the stored form). */
export function transformAnswer(scope: PageScope, draft: Draft, name: string): Draft {
  const field = scope.page.fields.find((f) => f.name === name);
  const path = within(scope.section, name);
  const value = getPath(draft, path);
  if (!field || field.transform === undefined || isEmpty(value)) return draft;
  const transformed = evaluate(field.transform, { ...scopeData(scope, draft), value });
  return transformed === value ? draft : setPath(draft, path, transformed);
}

/** Fills every unanswered field that has a default, across all pages of a journey. */
export function withDefaults(journey: ResolvedJourney, draft: Draft, clock: Clock): Draft {
  let next = draft;
  for (const id of journey.pageOrder) {
    const page = journey.pages[id];
    for (const section of sectionsOf(page, journey)) {
      const data = logicData({ journey, draft: next, section, clock });
      for (const field of page.fields) {
        const path = within(section, field.name);
        if (field.default === undefined || getPath(next, path) !== undefined) continue;
        // A default drawn from a later answer (the final page's contact email) waits until that answer exists.
        const value = defaultOf(field.default, data);
        if (value !== undefined && value !== null) next = setPath(next, path, value);
      }
    }
  }
  return next;
}

/** A page's concrete sections: one, or one per named-driver slot for `{index}` sections. */
export function sectionsOf(page: ResolvedPage, journey: ResolvedJourney): (string | undefined)[] {
  if (!isNamedDriverPage(page)) return [page.section];
  return namedSlotIndexes(journey).map((i) => inNamedSlot(page.section!, i));
}

function defaultOf(logic: unknown, data: LogicData): unknown {
  return logic === undefined ? undefined : evaluate(logic, data);
}
