/**
 * A page button, as the engine's page step (submitPage) runs it, over the app's store, server
 * calls and router: the step says what happened, this saves it and goes where it leads. A call
 * refused because the quote can no longer change (Get quote on a quote bought or paid for in
 * another tab) shows the quote as it is (useClosedQuote), not the journey's failure.
 */
import { useNavigate } from "react-router";
import { submitPage, type Action, type FieldErrors, type PageScope } from "../engine/index.ts";
import { useQuoteStoreApi } from "../store/QuoteStoreContext.tsx";
import { useQuoteApi } from "../api/QuoteApiContext.tsx";
import { journeyFor, useJourneyEnvironment } from "./JourneyEnvironment.tsx";
import { urlOf } from "./journeys.ts";
import { useSingleFlightMutation } from "./useSingleFlightMutation.ts";
import { useClosedQuote } from "./buy/useClosedQuote.ts";

export interface ActionRunner {
  run(action: Action): Promise<void>;
  busy: boolean;
}

export function useActionRunner(scope: PageScope, onErrors: (errors: FieldErrors, focus: boolean) => void): ActionRunner {
  const store = useQuoteStoreApi();
  const navigate = useNavigate();
  const { journeys, check } = useJourneyEnvironment();
  const { dataSources } = useQuoteApi();
  const closed = useClosedQuote();
  // A button's call (fetch the address, submit the quote) is made every time: nothing is cached.
  const call = useSingleFlightMutation({
    mutationFn: ({ source, args }: { source: string; args: Record<string, unknown> }) => dataSources[source](args),
  });

  async function run(action: Action) {
    // One press makes one server call (Get quote rates once): a press while it runs does nothing.
    if (call.inFlight()) return;
    const { setDraft, markSubmitted } = store.getState();
    let refusal: unknown;
    const refused = (error: unknown): never => {
      refusal = error;
      throw error;
    };
    const step = await submitPage(scope, store.getState().draft, action, {
      check,
      journeyOf: (draft) => journeyFor(journeys, draft.product),
      sources: { call: (source, args) => call.mutateAsync({ source, args }).catch(refused) },
      saved: setDraft,
    });
    if (refusal !== undefined && (await closed.shown(refusal))) return;
    if (step.kind === "invalid") return onErrors(step.errors, true);
    setDraft(step.draft);
    if (step.kind === "refused") return onErrors(step.errors, true);
    if (step.kind === "stayed") return;
    markSubmitted(step.submitted);
    navigate(urlOf(scope.journey, step.destination));
  }

  return { run, busy: call.isPending };
}
