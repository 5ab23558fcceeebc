/**
 * Names defined outside the journeys: widget names (the renderer's registry) and reference-data
 * lists (optionsFrom and page `reference`, served by the server); data sources are checkActions'.
 * A list that is missing was already reported as a warning and its check is skipped.
 */
import { closest } from "./describeAjvError.ts";
import { error, type Problem } from "./problem.ts";
import { pagesOf, type ProductCheck } from "./productContext.ts";

function unknownName(kind: string, name: string, known: Set<string>): string {
  const guess = closest(name, [...known]);
  return `unknown ${kind} "${name}"${guess ? ` (did you mean "${guess}"?)` : ""}`;
}

export const checkRegistryNames: ProductCheck = ({ journey, registries, fileOf, fieldWhere }) => {
  const { widgets, referenceLists } = registries;
  const problems: Problem[] = [];
  for (const page of pagesOf(journey)) {
    const file = fileOf(page);
    for (const field of page.fields) {
      if (widgets && !widgets.has(field.widget)) {
        problems.push(error(file, `${fieldWhere(page, field)}: ${unknownName("widget", field.widget, widgets)}`));
      }
      if (referenceLists && field.optionsFrom !== undefined && !referenceLists.has(field.optionsFrom)) {
        problems.push(
          error(file, `${fieldWhere(page, field)}: optionsFrom ${unknownName("reference-data list", field.optionsFrom, referenceLists)}`),
        );
      }
      if (field.optionLabel !== undefined && field.optionsFrom === undefined) {
        problems.push(
          error(file, `${fieldWhere(page, field)}: optionLabel words the options of an optionsFrom list, but this field has none`),
        );
      }
    }
    (page.reference ?? []).forEach((name, i) => {
      if (referenceLists && !referenceLists.has(name)) {
        problems.push(error(file, `reference[${i}]: ${unknownName("reference-data list", name, referenceLists)}`));
      }
    });
  }
  return problems;
};
