/**
 * The journey studio (/studio, in the dev server only): any page of any product in any state,
 * drawn by the app's own renderer and redrawn within a second of a journey file being saved, with
 * the linter's findings, every message the page can give, the flow and what changed beside it.
 */
import { useCallback, useEffect } from "react";
import { LIVE_JOURNEYS_ATTRIBUTE } from "./studioModel.ts";
import { useLiveStudio } from "./liveStudio.ts";
import { useStudioPlace } from "./useStudioPlace.ts";
import { useStudioTitle } from "./useStudioTitle.ts";
import { useConsumerSessions } from "./sessions/useConsumerSessions.ts";
import { useStudioView } from "./useStudioView.ts";
import { studioText } from "./studioText.ts";
import { StudioPicker } from "./StudioPicker.tsx";
import { PreviewColumn } from "./preview/PreviewColumn.tsx";
import { LintPanel } from "./lint/LintPanel.tsx";
import { MessagesPanel } from "./messages/MessagesPanel.tsx";
import { MessageGallery } from "./messages/MessageGallery.tsx";
import { FlowPanel } from "./flow/FlowPanel.tsx";
import { ChangesPanel } from "./changes/ChangesPanel.tsx";
import "./studio.css";

export default function StudioPage() {
  const live = useLiveStudio();
  const { snapshot, generation } = live;
  const [place, change] = useStudioPlace(snapshot);
  const { sessions, ask } = useConsumerSessions();
  useLiveJourneys();

  const { product, journey, answers, page, offered, chosen, check, messages, found, shownMessage, state, pageTitles } = useStudioView(
    live,
    place,
    sessions,
  );
  const openPage = useCallback(
    (pageId: string, slot?: number) => change({ page: pageId, slot, show: undefined, every: undefined }),
    [change],
  );

  useStudioTitle(studioText("documentTitle", { page: page?.title ?? place.page, product: product?.name ?? place.product }));

  return (
    <div className="studio">
      <a href="#studio-preview" className="govuk-skip-link">
        {studioText("skipToPreview")}
      </a>
      <header className="studio-header">
        <h1 className="govuk-heading-l">{studioText("title")}</h1>
        <p className="govuk-body">{studioText("journeysFolder", { folder: snapshot.journeysDir })}</p>
      </header>
      <main id="studio-main" className="studio-main">
        <StudioPicker snapshot={snapshot} place={place} offered={offered} chosen={chosen} onChange={change} onAskSessions={ask} />
        <div className={place.compare ? "studio-layout studio-layout--compare" : "studio-layout"}>
          <section id="studio-preview" className="studio-previews" aria-labelledby="studio-preview-title" tabIndex={-1}>
            <h2 className="govuk-heading-m" id="studio-preview-title">
              {studioText("previewTitle")}
            </h2>
            <p className="govuk-body studio-status" role="status">
              {shownMessage
                ? studioText(found.get(shownMessage.id) ? "showingMessage" : "messageNotFound", { text: shownMessage.text })
                : ""}
            </p>
            <div className="studio-previews__columns">
              <PreviewColumn
                live={live}
                productId={place.product}
                pageId={place.page}
                slot={place.slot}
                state={state}
                onOpenPage={openPage}
              />
              {place.compare && (
                <PreviewColumn
                  live={live}
                  productId={place.compare}
                  pageId={place.page}
                  slot={place.slot}
                  state={state}
                  onOpenPage={openPage}
                  compared
                />
              )}
            </div>
          </section>
          <div className="studio-panels">
            <LintPanel generation={generation} product={place.product} page={place.page} />
            {journey && page && (
              <MessagesPanel
                messages={messages}
                found={found}
                shown={place.show}
                every={place.every}
                onShow={(id) => change({ show: id })}
                onEvery={(every) => change({ every, show: undefined })}
              />
            )}
            {journey && check && (
              <FlowPanel
                journey={journey}
                routes={snapshot.routes}
                page={place.page}
                draft={chosen.draft}
                today={chosen.today}
                check={check}
                onOpenPage={openPage}
              />
            )}
            {product && (
              <ChangesPanel
                generation={generation}
                titles={pageTitles}
                product={place.product}
                refName={place.ref}
                onRef={(ref) => change({ ref })}
                onOpenPage={openPage}
              />
            )}
          </div>
        </div>
        {place.every && journey && page && answers && (
          <MessageGallery
            journey={journey}
            answers={answers}
            page={page}
            messages={messages}
            found={found}
            chosen={chosen}
            onOpenPage={openPage}
          />
        )}
      </main>
    </div>
  );
}

/** While the studio is open its document takes journey edits in place: the app's journey modules do not reload it. */
function useLiveJourneys(): void {
  useEffect(() => {
    document.documentElement.setAttribute(LIVE_JOURNEYS_ATTRIBUTE, "");
    return () => document.documentElement.removeAttribute(LIVE_JOURNEYS_ATTRIBUTE);
  }, []);
}
