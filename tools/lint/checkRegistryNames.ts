/**
 * Names defined outside the journeys: widget names (the renderer's registry) and reference-data
 * lists (optionsFrom and page `reference`, served by the server), with the codes a search's
 * `ui.searchWords` name; data sources are checkActions'. A list that is missing was already
 * reported as a warning and its check is skipped.
 */
import type { ResolvedField } from "../../src/engine/index.ts";
import { closest } from "./describeAjvError.ts";
import { error, type Problem } from "./problem.ts";
import { pagesOf, type ProductCheck } from "./productContext.ts";
import type { Registries } from "./registries.ts";

function unknownName(kind: string, name: string, known: Set<string>): string {
  const guess = closest(name, [...known]);
  return `unknown ${kind} "${name}"${guess ? ` (did you mean "${guess}"?)` : ""}`;
}

/**
 * `ui.searchWords` (option value to words that also find it) is read by the search widget alone,
 * and a value no option has would find nothing: checked against the field's reference list or
 * inline options (options loaded at run time are open).
 */
function searchWordsProblems(field: ResolvedField, referenceCodes: Registries["referenceCodes"]): string[] {
  const words = field.ui?.searchWords;
  if (words === undefined) return [];
  if (field.widget !== "search") return [`ui.searchWords are read by the search widget only, not by "${field.widget}"`];
  if (words === null || typeof words !== "object" || Array.isArray(words)) return ["ui.searchWords must map option values to words"];
  const codes = field.optionsFrom !== undefined ? referenceCodes?.get(field.optionsFrom) : field.options?.map((o) => String(o.value));
  if (codes === undefined) return [];
  const known = new Set(codes);
  const where = field.optionsFrom !== undefined ? `reference-data list "${field.optionsFrom}"` : "the field's options";
  return Object.entries(words as Record<string, unknown>).flatMap(([value, text]) => {
    const guess = known.has(value) ? undefined : closest(value, codes);
    return [
      ...(known.has(value)
        ? []
        : [`ui.searchWords names "${value}", which no option of ${where} has${guess ? ` (did you mean "${guess}"?)` : ""}`]),
      ...(typeof text === "string" ? [] : [`ui.searchWords: the words for "${value}" must be a text`]),
    ];
  });
}

export const checkRegistryNames: ProductCheck = ({ journey, registries, fileOf, fieldWhere }) => {
  const { widgets, referenceData, referenceCodes } = registries;
  const problems: Problem[] = [];
  for (const page of pagesOf(journey)) {
    const file = fileOf(page);
    for (const field of page.fields) {
      if (widgets && !widgets.has(field.widget)) {
        problems.push(error(file, `${fieldWhere(page, field)}: ${unknownName("widget", field.widget, widgets)}`));
      }
      if (referenceData && field.optionsFrom !== undefined && !referenceData.has(field.optionsFrom)) {
        problems.push(
          error(file, `${fieldWhere(page, field)}: optionsFrom ${unknownName("reference-data list", field.optionsFrom, referenceData)}`),
        );
      }
      if (field.optionLabel !== undefined && field.optionsFrom === undefined) {
        problems.push(
          error(file, `${fieldWhere(page, field)}: optionLabel words the options of an optionsFrom list, but this field has none`),
        );
      }
      for (const problem of searchWordsProblems(field, referenceCodes))
        problems.push(error(file, `${fieldWhere(page, field)}: ${problem}`));
    }
    (page.reference ?? []).forEach((name, i) => {
      if (referenceData && !referenceData.has(name)) {
        problems.push(error(file, `reference[${i}]: ${unknownName("reference-data list", name, referenceData)}`));
      }
    });
  }
  return problems;
};
