/**
 * The page step: what a page does with its answers, written once for every host. The app's page
 * and the server's replay of a submitted quote both run it; each brings its own data sources (the
 * app's GraphQL API, the server's own lookups) through a small port, as TanStack Query's core takes
 * its environment.
 *
 * A button press (`submitPage`): validate the page (unless the action says not to), prepare the
 * submission (transforms, hidden answers back to their defaults, every page's defaults), apply the
 * action's `then` outcomes, make its `load` call (when its `when` holds) and apply that call's outcomes, then follow the
 * first outcome `goTo`, or stop on a field error, or stay, or move along the page's next edge.
 *
 * A page's loaders (`planLoaders`, `settleLoader`): which calls a page makes for the answers it has,
 * and what each answer does to the draft. Hosts decide how to call (cached, in parallel, in order).
 *
 * Every outcome applied is reported (`Applied`: the button's own, or a data source's answer), so a
 * host can check a draft against what the journey would have stored (the server's replay does).
 */
import type { Action, Draft, FieldErrors, Loader, LogicData, Outcome, ResolvedJourney, ResolvedPage, SchemaCheck } from "./types.ts";
import type { PageScope } from "./answers.ts";
import { prepareSubmission, scopeData, withDefaults } from "./answers.ts";
import { applyOutcomes, callArgs, outcomesFor, type OutcomeResult, type SourceCall } from "./outcomes.ts";
import { holds } from "./logic.ts";
import { nextEdge, submissionKey } from "./routing.ts";
import { stableStringify } from "./stableKey.ts";
import { validatePage } from "./validate.ts";

/** The page's main button: the first primary one at the end of the page (Continue by default). */
export function primaryAction(actions: readonly Action[]): Action | undefined {
  return actions.find((a) => (a.variant ?? "primary") === "primary" && !a.after);
}

/** Whether pressing this button checks the page first: primary buttons do, unless they say otherwise. */
export function validatesFirst(action: Action): boolean {
  return action.validate ?? action.variant !== "secondary";
}

/**
 * Where a data source's call is answered; a rejected promise is a failed call (its `onError`
 * outcomes apply). `null`: this host does not make the call, and none of its outcomes apply (the
 * server replays only its own lookups, and only with every argument given).
 */
export interface DataSourcesPort {
  call(source: string, args: Record<string, unknown>): Promise<unknown> | null;
}

/** How a call ended: a result (null or undefined is no result), or a failure. */
export type CallEnded = { failed: true } | { failed: false; result: unknown };

/** Outcomes applied, with where they came from: the button's own, or a data source's answer. */
export interface Applied extends OutcomeResult {
  origin: "action" | "lookup";
  /** The data source that answered (lookups only). */
  source?: string;
  outcomes: Outcome[] | undefined;
  /** What the outcomes were evaluated over (a lookup's `result` included). */
  data: LogicData;
}

export interface StepContext {
  /** Checks the page's answers first; without one they are taken as checked (the server checked the whole quote). */
  check?: SchemaCheck;
  /** The journey of the draft's product (its every page's defaults are filled in). */
  journeyOf(draft: Draft): ResolvedJourney;
  sources: DataSourcesPort;
  /** Told the draft as prepared, before the action's call is made, for a host that shows it meanwhile. */
  saved?(draft: Draft): void;
}

/** Where a step sends the user: a page (a slot for a named-driver page), scrolled to an anchor, with a marker. */
export interface Destination {
  to: string;
  index?: number;
  anchor?: string;
  marker?: string;
}

export type PageStep =
  /** The page's answers failed their checks: nothing was saved. */
  | { kind: "invalid"; errors: FieldErrors; applied: Applied[] }
  /** An outcome put a message on a field of this page: the answers are saved, the user stays. */
  | { kind: "refused"; draft: Draft; errors: FieldErrors; applied: Applied[] }
  /** The action stays on the page (Find address): saved, not marked done. */
  | { kind: "stayed"; draft: Draft; applied: Applied[] }
  /** Saved, the page (by its submission key) marked done, and the user sent on. */
  | { kind: "moved"; draft: Draft; submitted: string; destination: Destination; applied: Applied[] };

/** Makes `call` and applies the outcomes for how it ended; undefined when the host does not make it. */
async function callSource(
  source: string,
  call: SourceCall,
  draft: Draft,
  data: LogicData,
  sources: DataSourcesPort,
): Promise<Applied | undefined> {
  const answer = sources.call(source, callArgs(call, data));
  if (answer === null) return undefined;
  let ended: CallEnded;
  try {
    ended = { failed: false, result: await answer };
  } catch {
    ended = { failed: true };
  }
  return settle(source, call, ended, draft, data);
}

function settle(source: string, call: SourceCall, ended: CallEnded, draft: Draft, data: LogicData): Applied {
  const outcomes = outcomesFor(call, ended);
  const over = ended.failed ? data : { ...data, result: ended.result };
  return { ...applyOutcomes(outcomes, draft, over), origin: "lookup", source, outcomes, data: over };
}

/** A button press on a page, from the draft the page shows. */
export async function submitPage(
  scope: PageScope & { page: ResolvedPage & { index?: number } },
  draft: Draft,
  action: Action,
  context: StepContext,
): Promise<PageStep> {
  const { page } = scope;
  if (context.check && validatesFirst(action)) {
    const errors = validatePage(page, scopeData(scope, draft), context.check);
    if (Object.keys(errors).length > 0) return { kind: "invalid", errors, applied: [] };
  }
  const prepared = withDefaults(context.journeyOf(draft), prepareSubmission(scope, draft), scope.clock);
  const data = scopeData(scope, prepared);
  const own: Applied = { ...applyOutcomes(action.then, prepared, data), origin: "action", outcomes: action.then, data };
  const applied = [own];
  let outcome: OutcomeResult = own;
  const loadData = scopeData(scope, own.draft);
  if (action.load && !own.goTo && !own.fieldError && holds(action.load.when, loadData)) {
    context.saved?.(own.draft);
    const answered = await callSource(action.load.source, action.load, own.draft, loadData, context.sources);
    if (answered) {
      applied.push(answered);
      outcome = answered;
    }
  }
  // A goTo wins over a field error: the message then belongs to the page gone to.
  if (outcome.fieldError && !outcome.goTo) {
    return { kind: "refused", draft: outcome.draft, errors: { [outcome.fieldError.field]: outcome.fieldError.message }, applied };
  }
  if (action.stay) return { kind: "stayed", draft: outcome.draft, applied };
  const submitted = submissionKey(page);
  if (outcome.goTo) {
    return {
      kind: "moved",
      draft: outcome.draft,
      submitted,
      destination: { to: outcome.goTo, index: outcome.index ?? page.index, marker: outcome.marker },
      applied,
    };
  }
  const edge = nextEdge(page, scopeData(scope, outcome.draft));
  return {
    kind: "moved",
    draft: outcome.draft,
    submitted,
    destination: { to: edge.to, index: page.index, anchor: edge.anchor, marker: edge.marker },
    applied,
  };
}

/** One call a page's loaders make for the answers it has; `key` is the same for the same call. */
export interface LoaderCall {
  loader: Loader;
  /** The loader's place on the page. */
  position: number;
  args: Record<string, unknown>;
  key: string;
}

/**
 * The calls a page's loaders make now: each loader whose `when` holds, with its arguments. `all`
 * plans every loader whatever its `when` (which often says "not looked up yet"): the calls a
 * submitted page's answers were looked up with, for a host checking them.
 */
export function planLoaders(page: ResolvedPage, data: LogicData, which: "due" | "all" = "due"): LoaderCall[] {
  return (page.loaders ?? []).flatMap((loader, position) => {
    if (which === "due" && !holds(loader.when, data)) return [];
    const args = callArgs(loader, data);
    return [{ loader, position, args, key: stableStringify([loader.source, args]) }];
  });
}

/** What a loader's answer does to the draft (the draft and data as they are when it arrives). */
export function settleLoader(loader: Loader, ended: CallEnded, draft: Draft, data: LogicData): Applied {
  return settle(loader.source, loader, ended, draft, data);
}
