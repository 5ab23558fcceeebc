/**
 * One page of one product in one state, drawn by the app's own page renderer (PageForm, with the
 * widgets, messages and "Edit previous sections" sidebar the consumer sees), opened straight at the
 * page. It runs on a store, router and journey environment of its own, inside a shadow root, so
 * nothing it does reaches the studio or another preview. When the journeys change it draws again
 * from them, keeping the answers typed into it.
 */
import { useMemo, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import {
  logicData,
  pageInstance,
  validatePage,
  type Draft,
  type FieldErrors,
  type ResolvedJourney,
  type ResolvedPage,
} from "../../engine/index.ts";
import { QuoteStoreProvider } from "../../store/QuoteStoreContext.tsx";
import type { QuoteStore } from "../../store/quoteStore.ts";
import { JourneyEnvironmentProvider, type JourneyEnvironment } from "../../app/JourneyEnvironment.tsx";
import { journeyEnvironmentOf } from "../../app/journeyValidation.ts";
import type { ProductJourney } from "../../app/journeySource.ts";
import { pathOf } from "../../app/journeys.ts";
import { PageForm } from "../../app/PageForm.tsx";
import { EditSidebar } from "../../app/EditSidebar.tsx";
import { studioText } from "../studioText.ts";
import { ShadowFrame } from "./ShadowFrame.tsx";
import { IsolatedRouter } from "./IsolatedRouter.tsx";
import { previewStore } from "./previewStore.ts";

/** What a preview shows: a draft on a day, as opened, as submitted, or with given messages waiting. */
export interface PreviewState {
  /** Names the state: a new key starts the preview afresh, dropping answers typed into it. */
  key: string;
  draft: Draft;
  today: string;
  show: "opened" | "submitted" | { errors: FieldErrors };
}

interface PagePreviewProps {
  journey: ResolvedJourney;
  answers: ProductJourney["answers"];
  pageId: string;
  index?: number;
  state: PreviewState;
  /** Where the preview leads when one of its buttons or links opens another page of the journey. */
  onOpenPage(pageId: string, index?: number): void;
}

export function PagePreview({ journey, answers, pageId, index, state, onOpenPage }: PagePreviewProps) {
  const environment = useMemo(
    () => journeyEnvironmentOf({ [journey.id]: { journey, answers } }, { today: () => state.today }),
    [journey, answers, state.today],
  );
  const page = useMemo(() => pageInstance(journey, pageId, index), [journey, pageId, index]);
  const store = useKeptStore(state, journey, page, environment);
  const path = pathOf(journey, pageId, index);
  return (
    <ShadowFrame>
      <QuoteStoreProvider store={store}>
        <JourneyEnvironmentProvider value={environment}>
          {/* Its own history starts at the page: another page is another router. */}
          <IsolatedRouter key={path} path={path}>
            {/* A new store is a new page: its form starts from the store's answers and messages. */}
            <PreviewBody key={storeIds.get(store)} journey={journey} page={page} path={path} onOpenPage={onOpenPage} />
          </IsolatedRouter>
        </JourneyEnvironmentProvider>
      </QuoteStoreProvider>
    </ShadowFrame>
  );
}

const storeIds = new WeakMap<QuoteStore, number>();
let nextStoreId = 0;

/**
 * The preview's store: made from the state, and made again from the new journeys when they change,
 * with the answers typed so far (a state shown as submitted is checked again: its messages may
 * have changed with the edit).
 */
function useKeptStore(
  state: PreviewState,
  journey: ResolvedJourney,
  page: ResolvedPage & { index?: number },
  environment: JourneyEnvironment,
): QuoteStore {
  const kept = useRef<{ key: string; store: QuoteStore }>(undefined);
  const key = `${state.key}|${journey.id}|${page.id}|${page.index ?? ""}`;
  const store = useMemo(() => {
    const draft = kept.current?.key === key ? kept.current.store.getState().draft : state.draft;
    const { clock, check } = environment;
    const errors =
      state.show === "opened"
        ? undefined
        : state.show === "submitted"
          ? validatePage(page, logicData({ journey, draft, section: page.section, clock }), check)
          : state.show.errors;
    const made = previewStore({ journey, page, draft, clock, check, errors });
    storeIds.set(made, nextStoreId++);
    return made;
    // The environment changes with the journeys; the state's draft is read only when its key changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the state's draft
  }, [key, journey, page, environment, state.show]);
  kept.current = { key, store };
  return store;
}

function PreviewBody({
  journey,
  page,
  path,
  onOpenPage,
}: {
  journey: ResolvedJourney;
  page: ResolvedPage & { index?: number };
  path: string;
  onOpenPage: PagePreviewProps["onOpenPage"];
}) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (pathname !== path) {
    const target = pageAt(journey, pathname);
    return (
      <div className="govuk-inset-text">
        <p className="govuk-body">{studioText("previewMovedOn", { path: pathname })}</p>
        <div className="govuk-button-group">
          <button type="button" className="govuk-button govuk-button--secondary" onClick={() => navigate(path)}>
            {studioText("previewBack", { title: page.title })}
          </button>
          {target && (
            <button type="button" className="govuk-button govuk-button--secondary" onClick={() => onOpenPage(target.id, target.index)}>
              {studioText("previewOpenThere", { title: journey.pages[target.id].title })}
            </button>
          )}
        </div>
      </div>
    );
  }
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageForm journey={journey} page={page} />
      </div>
      <div className="govuk-grid-column-one-third">
        <EditSidebar journey={journey} />
      </div>
    </div>
  );
}

/** The journey page at a path (a named driver's with its slot), if any. */
function pageAt(journey: ResolvedJourney, pathname: string): { id: string; index?: number } | undefined {
  for (const id of journey.pageOrder) {
    const pattern = new RegExp(`^${journey.pages[id].route.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace("{index}", "(\\d+)")}$`);
    const found = pattern.exec(pathname);
    if (found) return found[1] === undefined ? { id } : { id, index: Number(found[1]) };
  }
  return undefined;
}
