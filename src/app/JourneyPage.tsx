/**
 * A journey page from its JSON, guarded by the replayed path: a user may open only pages on the
 * path up to the first incomplete one. A named driver's page also needs the main path to have
 * reached the page that adds named drivers, and a slot that is added or next to add; then the
 * guard is that driver's chain.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { Navigate } from "react-router";
import { namedEntryPages, openableNamedSlot, pageInstance, replayPath, type Replay, type ResolvedJourney } from "../engine/index.ts";
import { useQuote, useQuoteStoreApi } from "../store/QuoteStoreContext.tsx";
import { pathOf } from "./journeys.ts";
import { useJourneyEnvironment } from "./JourneyEnvironment.tsx";
import { mainReplay } from "./mainReplay.ts";
import { PageForm } from "./PageForm.tsx";
import { EditSidebar } from "./EditSidebar.tsx";
import { AfterFirstPaint } from "./firstPaint.tsx";
import { useFocusKeptOnRedraw } from "./keptFocus.ts";

/**
 * The product's intro shows once per product, on the first page after the start: its code is asked
 * for while a journey's intro is still to come (from the start page on), not on every page's load.
 */
const loadIntroModal = () => import("./IntroModal.tsx");
const IntroModal = lazy(() => loadIntroModal().then(({ IntroModal }) => ({ default: IntroModal })));

export function JourneyPage({ journey, pageId, index }: { journey: ResolvedJourney; pageId: string; index?: number }) {
  const { clock, check } = useJourneyEnvironment();
  // The page reads the draft when it is entered, not on every keystroke (its parts subscribe to what they show).
  const store = useQuoteStoreApi();
  const hasProduct = useQuote((s) => s.draft.product !== undefined);
  const introSeen = useQuote((s) => s.introSeen);
  const markIntroSeen = useQuote((s) => s.markIntroSeen);
  const named = index !== undefined;
  const introToCome = !introSeen.includes(journey.id);
  useEffect(() => {
    if (introToCome) void loadIntroModal();
  }, [introToCome]);
  useFocusKeptOnRedraw(`${pageId}:${index ?? ""}`);
  // Checked when the page is entered, not on every keystroke: answers typed here must not move the user.
  const [due] = useState((): { replay: Replay; index?: number } => {
    const { draft, submitted } = store.getState();
    const main = mainReplay(journey, draft, submitted, clock, check);
    if (!named) return { replay: main };
    const entered = namedEntryPages(journey).some((id) => main.completed.includes(id) || main.current === id);
    if (!entered || !openableNamedSlot(journey, draft, index)) return { replay: main };
    return {
      replay: replayPath({ journey, draft, submitted: new Set(submitted), clock, check, start: journey.namedStartPage, index }),
      index,
    };
  });
  const { replay } = due;
  if (!replay.path.includes(pageId) || (named && due.index === undefined))
    return <Navigate to={pathOf(journey, replay.current, due.index)} replace />;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageForm journey={journey} page={pageInstance(journey, pageId, index)} />
      </div>
      <div className="govuk-grid-column-one-third">
        <AfterFirstPaint>
          <EditSidebar journey={journey} />
        </AfterFirstPaint>
      </div>
      {pageId !== journey.startPage && hasProduct && introToCome && (
        <Suspense fallback={null}>
          <IntroModal journey={journey} onAgree={() => markIntroSeen(journey.id)} />
        </Suspense>
      )}
    </div>
  );
}
