/**
 * Names that must exist or must not clash: the manifest's id and startPage, and no clash between
 * this product's pages and the app's own routes (a clash would make a URL or a goTo ambiguous).
 * Routes used twice within a product are checkDuplicates' job; page ids used twice the loader's.
 */
import { error, type Problem } from "./problem.ts";
import { pagesOf, type ProductCheck } from "./productContext.ts";

export const checkIdentity: ProductCheck = ({ id, manifestFile, journey, registries, fileOf }) => {
  const problems: Problem[] = [];
  if (journey.id !== id) problems.push(error(manifestFile, `id "${journey.id}" must match the folder name "${id}"`));
  if (!journey.pages[journey.startPage]) {
    problems.push(error(manifestFile, `startPage "${journey.startPage}" is not a page of "${id}"`));
  }
  const appRoutesByPath = new Map([...registries.appRoutes].filter(([, path]) => path).map(([route, path]) => [path, route]));
  for (const page of pagesOf(journey)) {
    const file = fileOf(page);
    const appRoute = appRoutesByPath.get(page.route);
    if (appRoute) problems.push(error(file, `route "${page.route}" is also app route "${appRoute}" in common/routes.json`));
    if (registries.appRoutes.has(page.id)) {
      problems.push(error(file, `page id "${page.id}" is also an app route id in common/routes.json, so targets naming it are ambiguous`));
    }
  }
  return problems;
};
