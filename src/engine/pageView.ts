/**
 * What a page shows for one draft, field by field: the active fields in page order, each with its
 * answer and the options it offers now. A renderer keeps a field as it is while its view is the
 * same, so a change re-renders only the fields whose answer, reveal or options it touches.
 */
import type { LogicData, Option, ResolvedField, ResolvedPage } from "./types.ts";
import { getPath } from "./paths.ts";
import { activeFields, optionsFor, type ReferenceData } from "./page.ts";

export interface FieldView {
  field: ResolvedField;
  value: unknown;
  /** Undefined for a field without options. */
  options?: Option[];
}

export interface PageView {
  /** The logic data the view was computed from. */
  data: LogicData;
  /** Active fields (visible and enabled), in page order. */
  fields: FieldView[];
  byName: ReadonlyMap<string, FieldView>;
}

export function pageView(page: ResolvedPage, data: LogicData, referenceData: ReferenceData = {}): PageView {
  const fields = activeFields(page, data).map((field) => ({
    field,
    value: getPath(data.answers, field.name),
    options: optionsFor(field, data, referenceData),
  }));
  return { data, fields, byName: new Map(fields.map((view) => [view.field.name, view])) };
}

/** Whether two views of a field show the same: same field, same answer, same options. */
export function sameFieldView(a: FieldView | undefined, b: FieldView | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return a.field === b.field && Object.is(a.value, b.value) && sameOptions(a.options, b.options);
}

function sameOptions(a: Option[] | undefined, b: Option[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((o, i) => {
    const p = b[i];
    return o.value === p.value && o.label === p.label && o.hint === p.hint && o.dividerBefore === p.dividerBefore;
  });
}
