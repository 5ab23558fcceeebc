/**
 * Names that must exist or must not clash: the manifest's id and startPage, each page file named
 * for the page id it defines (so a page is found by its id, and a product's own version of a shared
 * page is a file of the same name in its folder), and no clash between this product's pages and
 * the app's own routes (a clash would make a URL or a goTo ambiguous).
 * Routes used twice within a product are checkDuplicates' job; page ids used twice the loader's.
 */
import { posix } from "node:path";
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
    const fileName = posix.basename(page.file, ".json");
    if (fileName !== page.id) problems.push(error(file, `page id "${page.id}" must match the file name: name the file ${page.id}.json`));
    const appRoute = appRoutesByPath.get(page.route);
    if (appRoute)
      problems.push(
        error(file, `route "${page.route}" is also app route "${appRoute}" in common/routes.json`, {
          check: "route-clash",
          pointer: "/route",
        }),
      );
    if (registries.appRoutes.has(page.id)) {
      problems.push(
        error(file, `page id "${page.id}" is also an app route id in common/routes.json, so targets naming it are ambiguous`, {
          check: "route-clash",
          pointer: "/id",
        }),
      );
    }
  }
  return problems;
};
