/**
 * A call's `args` against the arguments its data source declares (common/data-sources.json): a
 * name the source does not take is sent to the server for nothing (or refused), and a required one
 * left out gets nothing. Sources declared without arguments (the list form) are not checked.
 */
import type { Loader, ResolvedPage } from "../../src/engine/index.ts";
import { closest } from "./describeAjvError.ts";
import { error, type Problem } from "./problem.ts";
import { pagesOf, type ProductCheck } from "./productContext.ts";
import type { DataSourceArgs } from "./dataSources.ts";

export const DATA_SOURCE_ARGS_CHECKS: Record<string, string> = {
  "data-source-args":
    "a loader's or a button's load passing an argument its data source does not declare in common/data-sources.json, or leaving out one it requires",
};

type Call = Pick<Loader, "source" | "args">;

function callsOf(page: ResolvedPage): { where: string; call: Call; subject: object }[] {
  return [
    ...(page.loaders ?? []).map((loader, i) => ({ where: `loaders[${i}]`, call: loader, subject: loader })),
    ...(page.actions ?? []).flatMap((action, i) =>
      action.load ? [{ where: `actions[${i}].load`, call: action.load, subject: action }] : [],
    ),
  ];
}

function callProblems(where: string, { source, args }: Call, declared: DataSourceArgs): string[] {
  const given = Object.keys(args ?? {});
  const known = [...declared.required, ...declared.optional];
  const meant = new Set<string>();
  const unknown = given
    .filter((name) => !known.includes(name))
    .map((name) => {
      const guess = closest(
        name,
        known.filter((k) => !given.includes(k)),
      );
      if (guess) meant.add(guess);
      return `${where}.args.${name}: data source "${source}" takes no argument "${name}" (it takes ${known.join(", ")})${guess ? ` (did you mean "${guess}"?)` : ""}`;
    });
  // A misspelt argument is one mistake: the one it was meant to be is not reported missing as well.
  const missing = declared.required.filter((name) => !given.includes(name) && !meant.has(name));
  return [...unknown, ...missing.map((name) => `${where}.args: data source "${source}" needs "${name}", which this call does not pass`)];
}

export const checkDataSourceArgs: ProductCheck = ({ journey, registries, fileOf }) => {
  const declared = registries.dataSourceArgs;
  if (!declared) return [];
  return pagesOf(journey).flatMap((page): Problem[] =>
    callsOf(page).flatMap(({ where, call, subject }) => {
      const args = declared.get(call.source);
      return args
        ? callProblems(where, call, args).map((message) => error(fileOf(page), message, { check: "data-source-args", subject }))
        : [];
    }),
  );
};
