/**
 * Buttons and data loads checked the way edges are: each names a data source that exists, each
 * outcome can take effect (outcomes are applied in order and the first goTo wins, a `stay` button
 * never moves, a button's `load` is made only when its `then` neither moved nor stopped), and
 * `index`, which picks a named driver's slot, goes with a goTo to a named-driver page. Targets are
 * checkTargets', operators checkOperators', references checkReferences' and a goTo hidden by an
 * earlier one checkEdgeLogic's (outcomes of a button's `load` included: pageParts.ts lists them).
 */
import type { Action, Loader, Outcome, ResolvedJourney, ResolvedPage } from "../../src/engine/index.ts";
import { closest } from "./describeAjvError.ts";
import { error, type Problem } from "./problem.ts";
import { pagesOf, type ProductCheck } from "./productContext.ts";

/** Check id to what it finds (suppressible with `"lint": {"<id>": "<reason>"}`). */
export const ACTION_CHECKS: Record<string, string> = {
  "data-source": "a loader or a button's load names a data source not in common/data-sources.json",
  "outcome-index":
    "an outcome's index without a goTo to a named-driver page, or a goTo to a named-driver page from outside the chain without an index",
  "outcome-dead":
    "an outcome, goTo, marker or load that never takes effect: after an outcome that always goes elsewhere, on a stay button, or a load after a then that always moves or stops",
};

const OUTCOME_LISTS = ["onResult", "onEmpty", "onError"] as const;

interface Context {
  journey: ResolvedJourney;
  appRoutes: Map<string, unknown>;
  sources?: Set<string>;
}

type Report = (check: string, where: string, message: string, subject: object) => void;

/** A named-driver page serves every slot: `{index}` in its section or route picks the driver. */
const isNamedPage = (page: ResolvedPage | undefined): boolean =>
  !!page && (page.route.includes("{index}") || (page.section ?? "").includes("{index}"));

/** Applied only when its `when` holds; without one it always is. */
const always = (outcome: Outcome): boolean => outcome.when === undefined;

function checkSource(source: string, where: string, subject: object, known: Set<string> | undefined, report: Report): void {
  if (!known || known.has(source)) return;
  const guess = closest(source, [...known]);
  report("data-source", where, `unknown data source "${source}"${guess ? ` (did you mean "${guess}"?)` : ""}`, subject);
}

function checkIndex(outcome: Outcome, where: string, page: ResolvedPage, context: Context, report: Report): void {
  const target = outcome.goTo === undefined ? undefined : context.journey.pages[outcome.goTo];
  const known = target !== undefined || (outcome.goTo !== undefined && context.appRoutes.has(outcome.goTo));
  if (outcome.index !== undefined && outcome.goTo === undefined) {
    report("outcome-index", `${where}.index`, "index picks the named driver of a goTo, but this outcome has no goTo", outcome);
  } else if (outcome.index !== undefined && known && !isNamedPage(target)) {
    report(
      "outcome-index",
      `${where}.index`,
      `goTo "${outcome.goTo}" is not a named-driver page (no {index} in its section or route), so index is ignored`,
      outcome,
    );
  } else if (outcome.index === undefined && isNamedPage(target) && !isNamedPage(page)) {
    report(
      "outcome-index",
      `${where}.goTo`,
      `"${outcome.goTo}" is a named-driver page: give an index to say which named driver it opens`,
      outcome,
    );
  }
}

/** Outcomes of one list: the first that goes somewhere ends the list, so one that always does hides the rest. */
function checkList(outcomes: Outcome[] | undefined, where: string, page: ResolvedPage, context: Context, report: Report): void {
  let ender: number | undefined;
  (outcomes ?? []).forEach((outcome, k) => {
    const at = `${where}[${k}]`;
    if (ender !== undefined) {
      // A later goTo is checkEdgeLogic's (edge-shadowed); its writes would be dead with it.
      if (outcome.goTo === undefined)
        report("outcome-dead", at, `never applied: ${where}[${ender}] always goes to "${outcomes![ender].goTo}" first`, outcome);
      return;
    }
    if (outcome.marker !== undefined && outcome.goTo === undefined) {
      report("outcome-dead", `${at}.marker`, "a marker is carried only by a goTo's address, and this outcome has no goTo", outcome);
    }
    checkIndex(outcome, at, page, context, report);
    if (always(outcome) && outcome.goTo !== undefined) ender = k;
  });
}

function checkAction(action: Action, i: number, page: ResolvedPage, context: Context, report: Report): void {
  const at = `actions[${i}]`;
  checkList(action.then, `${at}.then`, page, context, report);
  const stopper = (action.then ?? []).findIndex(
    (outcome) => always(outcome) && (outcome.goTo !== undefined || outcome.fieldError !== undefined),
  );
  if (action.load) {
    checkSource(action.load.source, `${at}.load`, action, context.sources, report);
    for (const list of OUTCOME_LISTS) checkList(action.load[list], `${at}.load.${list}`, page, context, report);
    if (stopper >= 0) {
      const how = action.then![stopper].goTo !== undefined ? `goes to "${action.then![stopper].goTo}"` : "stops at its fieldError";
      report("outcome-dead", `${at}.load`, `never made: ${at}.then[${stopper}] always ${how} first`, action);
    }
  }
  if (action.stay) {
    const moving = [
      ...(action.then ?? []).map((outcome, k) => ({ outcome, where: `${at}.then[${k}]` })),
      ...OUTCOME_LISTS.flatMap((list) => (action.load?.[list] ?? []).map((outcome, k) => ({ outcome, where: `${at}.load.${list}[${k}]` }))),
    ].filter(({ outcome }) => outcome.goTo !== undefined);
    for (const { outcome, where } of moving) {
      report(
        "outcome-dead",
        `${where}.goTo`,
        `"${action.id}" is a stay button, which never leaves the page: goTo "${outcome.goTo}" is ignored`,
        outcome,
      );
    }
  }
}

function checkLoader(loader: Loader, i: number, page: ResolvedPage, context: Context, report: Report): void {
  checkSource(loader.source, `loaders[${i}]`, loader, context.sources, report);
  for (const list of OUTCOME_LISTS) checkList(loader[list], `loaders[${i}].${list}`, page, context, report);
}

export const checkActions: ProductCheck = ({ journey, registries, fileOf }) => {
  const problems: Problem[] = [];
  const context: Context = { journey, appRoutes: registries.appRoutes, sources: registries.dataSources };
  for (const page of pagesOf(journey)) {
    const report: Report = (check, where, message, subject) =>
      problems.push(error(fileOf(page), `page "${page.id}": ${where}: ${message}`, { check, subject }));
    (page.loaders ?? []).forEach((loader, i) => checkLoader(loader, i, page, context, report));
    (page.actions ?? []).forEach((action, i) => checkAction(action, i, page, context, report));
  }
  return problems;
};
