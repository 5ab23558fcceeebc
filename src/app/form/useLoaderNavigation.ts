/**
 * Where a page's loaders send the user: a journey page only when the replayed path reaches it (a
 * page's loaders run whenever it opens, so anything else would bounce between two pages for ever),
 * with a message waiting there; or a message on a field of this page. The page left replaces its
 * history entry: Back from the page gone to must not open it again, to be sent on again.
 */
import { useNavigate } from "react-router";
import { canOpen, isNamedDriverPage, type ResolvedJourney, type ResolvedPage } from "../../engine/index.ts";
import { useQuoteStoreApi } from "../../store/QuoteStoreContext.tsx";
import { useJourneyEnvironment } from "../JourneyEnvironment.tsx";
import { pathOf } from "../journeys.ts";
import type { LoaderEvents } from "../usePageLoaders.ts";
import { setErrors, type FormUiStore } from "./formUiStore.ts";

export function useLoaderNavigation(journey: ResolvedJourney, page: ResolvedPage & { index?: number }, ui: FormUiStore): LoaderEvents {
  const store = useQuoteStoreApi();
  const navigate = useNavigate();
  const { clock, check } = useJourneyEnvironment();

  /** An app route (error, rate) always opens; a journey page only when the replayed path reaches it. */
  const reachable = (target: string) => {
    const to = journey.pages[target];
    if (!to) return true;
    const { draft, submitted } = store.getState();
    const start = isNamedDriverPage(to) ? journey.namedStartPage : undefined;
    return canOpen({ journey, draft, submitted: new Set(submitted), clock, check, start, index: page.index }, target);
  };

  return {
    onDraft: (next) => store.getState().setDraft(next),
    onGoTo: (target, fieldError) => {
      if (!reachable(target)) {
        console.error(
          `Journey error: page "${page.id}" sends the user to "${target}", which the journey's path does not reach now; showing the error page instead of looping.`,
        );
        return navigate(pathOf(journey, "error"), { replace: true });
      }
      if (fieldError) store.getState().setPendingErrors(target, { [fieldError.field]: fieldError.message });
      navigate(pathOf(journey, target, page.index), { replace: true });
    },
    onFieldError: ({ field, message }) => setErrors(ui, { ...ui.getState().errors, [field]: message }),
  };
}
