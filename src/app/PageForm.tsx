/**
 * The body of a journey page: content, fields through RJSF's registry, and buttons. The engine's
 * page step decides what a button does (useActionRunner), the page's scope and view come from
 * usePageScope, the answer handlers from usePageFormApi; each part reads only what it shows, so a
 * keystroke re-renders the field typed into and whatever reads its answer, not the page.
 */
import { useCallback, useEffect, useLayoutEffect, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { holds, primaryAction, submissionKey, type Action, type ResolvedJourney, type ResolvedPage } from "../engine/index.ts";
import { Spinner } from "../../renderer-widgets/Spinner.tsx";
import { useQuoteStoreApi } from "../store/QuoteStoreContext.tsx";
import { pathOf } from "./journeys.ts";
import { text } from "./catalogue.ts";
import { createFormUiStore, showErrors } from "./form/formUiStore.ts";
import { PageFormProvider } from "./form/pageFormContext.tsx";
import { PageButtons, PageErrorSummary, PageFields, PageTitle, TopContent, useLabelIsHeading } from "./form/PageParts.tsx";
import { PageLoaders } from "./form/PageLoaders.tsx";
import { usePageScope } from "./form/usePageScope.ts";
import { usePageFormApi } from "./form/usePageFormApi.tsx";
import { useLoaderNavigation } from "./form/useLoaderNavigation.ts";
import { useScrollToHash } from "./form/useScrollToHash.ts";
import { HoldFirstPaint } from "./firstPaint.tsx";
import { useActionRunner } from "./useActionRunner.ts";
import { usePendingErrors } from "./usePendingErrors.ts";

const DEFAULT_ACTIONS: Action[] = [{ id: "continue", label: text("continue"), variant: "primary" }];

export function PageForm({ journey, page }: { journey: ResolvedJourney; page: ResolvedPage & { index?: number } }) {
  const store = useQuoteStoreApi();
  const navigate = useNavigate();
  const pendingErrors = usePendingErrors(submissionKey(page));
  const [ui] = useState(() => createFormUiStore(pendingErrors ?? {}));
  const { scope, loaderScope, viewOf, referenceDataQuery, loaders, onLoaderState } = usePageScope(journey, page);
  useEffect(() => void (referenceDataQuery.isError && navigate(pathOf(journey, "error"))), [referenceDataQuery.isError, navigate, journey]);
  const runner = useActionRunner(
    scope,
    useCallback((found, focus) => showErrors(ui, found, focus), [ui]),
  );
  useLayoutEffect(() => ui.setState({ busy: runner.busy }), [ui, runner.busy]);
  const actions = page.actions ?? DEFAULT_ACTIONS;
  const primary = primaryAction(actions);
  const api = usePageFormApi({
    journey,
    page,
    scope,
    viewOf,
    ui,
    referenceData: referenceDataQuery.data,
    actions,
    primary,
    runAction: (a) => void runner.run(a),
  });
  const loaderEvents = useLoaderNavigation(journey, page, ui);
  const waiting = referenceDataQuery.isPending || (loaders.loading && !(page.loaders ?? []).every((l) => l.as));
  useScrollToHash(!waiting);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (primary && !runner.busy && holds(primary.enabledWhen, viewOf(store.getState().draft).data)) void runner.run(primary);
  };
  return (
    <PageFormProvider value={api}>
      {(page.loaders?.length ?? 0) > 0 && <PageLoaders page={page} scope={loaderScope} onState={onLoaderState} events={loaderEvents} />}
      <PageTitle title={page.title} />
      <PageErrorSummary />
      <PageHeading page={page} />
      {waiting ? (
        <>
          <HoldFirstPaint />
          <Spinner label={text("loading")} />
        </>
      ) : (
        <form noValidate onSubmit={onSubmit}>
          <TopContent blocks={(page.content ?? []).filter((b) => !b.after)} journey={journey} />
          <PageFields />
          {(loaders.loading || runner.busy) && <Spinner label={text("loading")} />}
          <PageButtons actions={actions.filter((a) => !a.after)} primary={primary} />
        </form>
      )}
    </PageFormProvider>
  );
}

function PageHeading({ page }: { page: ResolvedPage }) {
  return useLabelIsHeading() ? null : <h1 className="govuk-heading-l">{page.heading ?? page.title}</h1>;
}
