/**
 * Coded answers checked against what the question offers, from the journey itself: every active
 * field with options (a reference list by `optionsFrom`, a loaded list by `optionsFromData`, or
 * inline `options`, each narrowed by `optionsWhere`) must hold one of them. The lists are the
 * server's (fixtures/referenceData.json through referenceData.ts), never the client's.
 */
import {
  activeFields,
  getPath,
  logicData,
  operations,
  optionsFor,
  submissionKey,
  type Clock,
  type Draft,
  type LogicData,
  type ReferenceData,
  type ResolvedField,
  type ResolvedJourney,
} from "../../src/engine/index.ts";
import type { FieldError } from "./fieldErrors.ts";
import { lookupMessages } from "./lookupMessages.ts";
import type { PageData } from "./lookupReplay.ts";
import type { PageInstance } from "./pageInstances.ts";

/** No answer as the journey sees it (missing, "", "nonselected"): nothing to check. */
const noAnswer = operations.isEmpty as (value: unknown) => boolean;

export function codeProblems(
  journey: ResolvedJourney,
  draft: Draft,
  clock: Clock,
  referenceData: ReferenceData,
  page: PageInstance,
  { data, complete }: PageData,
  /** The page's active fields that offer options, by position, when already worked out (pageInstances.ts). */
  active?: readonly number[],
): FieldError[] {
  const scope = logicData({ journey, draft, section: page.section, clock, data });
  const errors: FieldError[] = [];
  for (const field of active ? active.map((i) => page.fields[i]) : activeFields(page, scope)) {
    const value = getPath(scope.answers, field.name);
    if (noAnswer(value)) continue;
    const allowed = allowedValues(field, scope, referenceData, complete);
    if (!allowed) continue;
    const values = Array.isArray(value) ? value : [value];
    if (values.every((one) => allowed.has(String(one)))) continue;
    errors.push({ page: submissionKey(page), field: field.name, message: notAnOption(field) });
  }
  return errors;
}

/**
 * The values the field offers now. Without every loader's data (a lookup that did not answer) only
 * what needs no data is checked: the whole reference list or inline options, not narrowed.
 */
function allowedValues(
  field: ResolvedField,
  scope: LogicData,
  referenceData: ReferenceData,
  complete: boolean,
): ReadonlySet<string> | undefined {
  if (field.optionsFrom && !field.optionsFromData && (field.optionsWhere === undefined || !complete))
    return codesOf(referenceData[field.optionsFrom]);
  if (complete) {
    const options = optionsFor(field, scope, referenceData);
    return options && new Set(options.map((option) => String(option.value)));
  }
  if (field.optionsFromData) return undefined;
  const plain = optionsFor({ ...field, optionsWhere: undefined }, scope, referenceData);
  return plain && new Set(plain.map((option) => String(option.value)));
}

/** A reference list's codes as a set, made once per list (the lists are read once per server). */
const codeSets = new WeakMap<object, ReadonlySet<string>>();
const noCodes: ReadonlySet<string> = new Set();
function codesOf(list: ReferenceData[string]): ReadonlySet<string> {
  if (!list) return noCodes;
  let codes = codeSets.get(list);
  if (!codes) codeSets.set(list, (codes = new Set(list.map((option) => option.code))));
  return codes;
}

/** The field's own words where it has them (a choice not made reads the same as a choice not offered). */
function notAnOption(field: ResolvedField): string {
  const messages = field.messages ?? {};
  return messages.enum ?? messages.invalid ?? messages.required ?? lookupMessages.notAnOption(field.label);
}
