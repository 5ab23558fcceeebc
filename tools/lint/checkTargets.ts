/** Every edge `to` and outcome `goTo` names a page of this product or an app route id. */
import { closest } from "./describeAjvError.ts";
import { error, type Problem } from "./problem.ts";
import { pagesOf, type ProductCheck } from "./productContext.ts";
import { targetsOf } from "./pageParts.ts";

export const checkTargets: ProductCheck = ({ id, journey, registries, fileOf }) => {
  const problems: Problem[] = [];
  const known = [...Object.keys(journey.pages), ...registries.appRoutes.keys()];
  for (const page of pagesOf(journey)) {
    for (const { where, value } of targetsOf(page)) {
      if (journey.pages[value] || registries.appRoutes.has(value)) continue;
      const guess = closest(value, known);
      problems.push(
        error(
          fileOf(page),
          `${where}: unknown target "${value}": not a page of "${id}" nor an app route in common/routes.json${guess ? ` (did you mean "${guess}"?)` : ""}`,
        ),
      );
    }
  }
  return problems;
};
