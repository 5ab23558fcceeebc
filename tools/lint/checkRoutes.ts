/**
 * common/routes.json, the app's own routes, against each other and the journeys' pages: two app
 * routes on one path, a path that is not a path, or one a named-driver page's route also matches
 * (`/named/0/job`). A page on an app route's path, or named as one, is reported on the page
 * (checkIdentity.ts), with the same check id.
 */
import { join } from "node:path";
import type { ResolvedJourney } from "../../src/engine/index.ts";
import { displayPath, error, pointerTo, type Problem } from "./problem.ts";

export const ROUTE_CHECKS: Record<string, string> = {
  "route-clash":
    "a path clash between the app's routes (common/routes.json) and the journeys' pages: two on one path, or an app route id that is a page id",
};

/** A page route with `{index}` as a pattern its slots' paths match. */
const routePattern = (route: string) => new RegExp(`^${route.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{index\}/g, "\\d+")}$`);

export function checkRoutes(root: string, appRoutes: Map<string, string | undefined>, journeys: ResolvedJourney[]): Problem[] {
  const file = displayPath(join(root, "common/routes.json"));
  const problems: Problem[] = [];
  const firstOn = new Map<string, string>();
  const namedRoutes = journeys.flatMap((journey) =>
    Object.values(journey.pages)
      .filter((page) => page.route.includes("{index}"))
      .map((page) => [page, journey.id] as const),
  );
  for (const [id, path] of appRoutes) {
    if (path === undefined) continue;
    const pointer = pointerTo(id, "path");
    if (!path.startsWith("/"))
      problems.push(error(file, `app route "${id}": path "${path}" must start with "/"`, { check: "route-clash", pointer }));
    const first = firstOn.get(path);
    if (first !== undefined)
      problems.push(error(file, `app route "${id}": path "${path}" is also app route "${first}"'s`, { check: "route-clash", pointer }));
    else firstOn.set(path, id);
    const named = namedRoutes.find(([page]) => routePattern(page.route).test(path));
    if (named)
      problems.push(
        error(file, `app route "${id}": path "${path}" is a path of named-driver page "${named[0].id}" (${named[0].route}, ${named[1]})`, {
          check: "route-clash",
          pointer,
        }),
      );
  }
  return problems;
}
