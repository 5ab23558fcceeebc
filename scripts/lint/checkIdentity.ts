/**
 * Names that must be unique or must exist: the manifest's id and startPage, page routes within
 * a product, and no clash between this product's pages and the app's own routes (a clash would
 * make a URL or a goTo ambiguous). Duplicate page ids are reported by the engine's loader.
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
  const pageByRoute = new Map<string, string>();
  for (const page of pagesOf(journey)) {
    const file = fileOf(page);
    const other = pageByRoute.get(page.route);
    if (other) problems.push(error(file, `route "${page.route}" is also the route of page "${other}"`));
    else pageByRoute.set(page.route, page.id);
    const appRoute = appRoutesByPath.get(page.route);
    if (appRoute) problems.push(error(file, `route "${page.route}" is also app route "${appRoute}" in common/routes.json`));
    if (registries.appRoutes.has(page.id)) {
      problems.push(error(file, `page id "${page.id}" is also an app route id in common/routes.json, so targets naming it are ambiguous`));
    }
  }
  return problems;
};
