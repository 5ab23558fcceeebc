/**
 * What a page button does: validate (unless told not to), make the action's server call, save
 * the answers through the engine's policy, apply the outcomes, and move along the page's edges.
 */
import { useNavigate } from "react-router";
import {
  applyOutcomes, callArgs, nextEdge, outcomesFor, prepareSubmission, scopeData, submissionKey,
  validatePage, withDefaults, type PageScope,
  type Action, type Draft, type FieldErrors,
} from "../engine/index.ts";
import { useQuoteStoreApi } from "../store/QuoteStoreContext.tsx";
import { useQuoteApi } from "../api/QuoteApiContext.tsx";
import { journeyFor, useJourneyEnvironment } from "./JourneyEnvironment.tsx";
import { pathOf } from "./journeys.ts";
import { useSingleFlightMutation } from "./useSingleFlightMutation.ts";

export interface ActionRunner {
  run(action: Action): Promise<void>;
  busy: boolean;
}

export function useActionRunner(scope: PageScope, onErrors: (errors: FieldErrors, focus: boolean) => void): ActionRunner {
  const store = useQuoteStoreApi();
  const navigate = useNavigate();
  const { journeys, check, clock } = useJourneyEnvironment();
  const { dataSources } = useQuoteApi();
  // A button's call (fetch the address, submit the quote) is made every time: nothing is cached.
  const call = useSingleFlightMutation({
    mutationFn: ({ source, args }: { source: string; args: Record<string, unknown> }) => dataSources[source](args),
  });
  const { page, journey } = scope;
  const index = (page as { index?: number }).index;

  async function run(action: Action) {
    // One press makes one server call (Get quote rates once): a press while it runs does nothing.
    if (call.inFlight()) return;
    const draft = store.getState().draft;
    if (action.validate ?? action.variant !== "secondary") {
      const found = validatePage(page, scopeData(scope, draft), check);
      if (Object.keys(found).length > 0) return onErrors(found, true);
    }
    const saved = withDefaults(journeyFor(journeys, draft.product), prepareSubmission(scope, draft), clock);
    let outcome = applyOutcomes(action.then, saved, scopeData(scope, saved));
    store.getState().setDraft(outcome.draft);
    if (action.load && !outcome.goTo && !outcome.fieldError) {
      outcome = await callSource(action.load, outcome.draft);
      store.getState().setDraft(outcome.draft);
    }
    if (outcome.fieldError && !outcome.goTo) return onErrors({ [outcome.fieldError.field]: outcome.fieldError.message }, true);
    if (action.stay) return;
    store.getState().markSubmitted(submissionKey(page));
    if (outcome.goTo) return go(outcome.goTo, outcome.index, undefined, outcome.marker);
    const edge = nextEdge(page, scopeData(scope, outcome.draft));
    go(edge.to, index, edge.anchor, edge.marker);
  }

  async function callSource(load: NonNullable<Action["load"]>, draft: Draft) {
    const data = scopeData(scope, draft);
    try {
      const result = await call.mutateAsync({ source: load.source, args: callArgs(load, data) });
      return applyOutcomes(outcomesFor(load, { failed: false, result }), draft, { ...data, result });
    } catch {
      return applyOutcomes(outcomesFor(load, { failed: true }), draft, data);
    }
  }

  function go(target: string, slot = index, anchor?: string, marker?: string) {
    navigate(`${pathOf(journey, target, slot)}${marker ? `?${marker}` : ""}${anchor ? `#${anchor}` : ""}`);
  }

  return { run, busy: call.isPending };
}
