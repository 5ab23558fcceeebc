/**
 * The body of a journey page: content, fields through RJSF's registry, and buttons. Validation
 * runs on submit, then live while the user corrects; every change goes through the engine's answer
 * policy (effects, lone options, stale options) into the store, the only owner of answers. Each
 * part reads only what it shows from the engine's page view, so a keystroke re-renders the field
 * typed into and whatever reads its answer, not the page.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import {
  applyAnswer, canOpen, getPath, holds, isNamedDriverPage, pageView, scopeData, settleAnswers, transformAnswer,
  validatePage, type Action, type Draft, type FieldErrors, type PageScope, type PageView, type ResolvedJourney, type ResolvedPage,
} from "../engine/index.ts";
import { Spinner } from "../../renderer-widgets/index.ts";
import { useQuoteStoreApi } from "../store/QuoteStoreContext.tsx";
import { pathOf } from "./journeys.ts";
import { useJourneyEnvironment } from "./JourneyEnvironment.tsx";
import { text } from "./catalogue.ts";
import { fieldRegistry } from "./form/registry.ts";
import { useRendererTheme } from "./form/rendererTheme.ts";
import { createFormUiStore, setErrors, showErrors } from "./form/formUiStore.ts";
import { PageFormProvider, type PageFormApi } from "./form/pageFormContext.tsx";
import { PageButtons, PageErrorSummary, PageFields, PageTitle, TopContent, useLabelIsHeading } from "./form/PageParts.tsx";
import { PageLoaders, type LoaderState } from "./form/PageLoaders.tsx";
import { Block } from "./PageContent.tsx";
import { ActionButton } from "./ActionButton.tsx";
import { useReferenceData } from "./useReferenceData.ts";
import { HoldFirstPaint } from "./firstPaint.tsx";
import { useActionRunner } from "./useActionRunner.ts";
import { usePendingErrors } from "./usePendingErrors.ts";

const DEFAULT_ACTIONS: Action[] = [{ id: "continue", label: text("continue"), variant: "primary" }];
const NO_LOADER_RESULTS: LoaderState = { exposed: {}, loading: false };

export function PageForm({ journey, page }: { journey: ResolvedJourney; page: ResolvedPage & { index?: number } }) {
  const store = useQuoteStoreApi();
  const navigate = useNavigate();
  const { clock, check, schemaUtils } = useJourneyEnvironment();
  const rendererTheme = useRendererTheme();
  const reference = useReferenceData(page);
  const pageKey = page.index === undefined ? page.id : `${page.id}@${page.index}`;
  const pendingErrors = usePendingErrors(pageKey);
  const [ui] = useState(() => createFormUiStore(pendingErrors ?? {}));
  const [loaderState, setLoaderState] = useState(NO_LOADER_RESULTS);

  const referenceData = useMemo(() => reference.data ?? {}, [reference.data]);
  const baseScope = useMemo<PageScope>(
    () => ({ journey, page, section: page.section, clock, data: { reference: referenceData } }),
    [journey, page, clock, referenceData],
  );
  const scope = useMemo<PageScope>(
    () => ({ ...baseScope, data: { ...loaderState.exposed, reference: referenceData } }),
    [baseScope, loaderState.exposed, referenceData],
  );
  // One page view per draft, shared by every part that reads it.
  const viewOf = useMemo(() => {
    let last: { draft: Draft; view: PageView } | undefined;
    return (draft: Draft) => {
      if (last?.draft !== draft) last = { draft, view: pageView(page, scopeData(scope, draft), referenceData) };
      return last.view;
    };
  }, [page, scope, referenceData]);

  useEffect(() => {
    if (reference.isError) navigate(pathOf(journey, "error"));
  }, [reference.isError, navigate, journey]);

  const onErrors = useCallback((found: FieldErrors, focus: boolean) => showErrors(ui, found, focus), [ui]);
  const runner = useActionRunner(scope, onErrors);
  useLayoutEffect(() => ui.setState({ busy: runner.busy }), [ui, runner.busy]);

  const actions = page.actions ?? DEFAULT_ACTIONS;
  const primary = actions.find((a) => (a.variant ?? "primary") === "primary" && !a.after);

  // Handlers stay the same object while the page is open; they read the scope they need when called.
  const latest = useRef({ scope, referenceReady: reference.data !== undefined, referenceData, runner, viewOf });
  latest.current = { scope, referenceReady: reference.data !== undefined, referenceData, runner, viewOf };

  const api = useMemo<PageFormApi>(() => {
    const save = (next: Draft) => {
      const { scope: now, referenceReady, referenceData: lists } = latest.current;
      const settled = referenceReady ? settleAnswers(now, next, lists) : next;
      store.getState().setDraft(settled);
      if (ui.getState().showLive) setErrors(ui, validatePage(now.page, scopeData(now, settled), check));
    };
    const runAction = (action: Action) => void latest.current.runner.run(action);
    const renderAfter = (name: string) => {
      const data = latest.current.viewOf(store.getState().draft).data;
      const busy = ui.getState().busy;
      return [
        ...(page.content ?? [])
          .filter((b) => b.after === name && holds(b.visibleWhen, data))
          .map((b, i) => <Block block={b} data={data} journey={journey} key={`block-${i}`} />),
        ...actions.filter((a) => a.after === name).map((a) => (
          <ActionButton key={a.id} action={a} primary={a === primary} disabled={busy || !holds(a.enabledWhen, data)} onRun={runAction} />
        )),
      ];
    };
    return {
      scope,
      viewOf,
      ui,
      registry: fieldRegistry(rendererTheme, schemaUtils[journey.id], {
        setSibling: (name, value) => save(applyAnswer(latest.current.scope, store.getState().draft, name, value)),
        renderAfter,
      }),
      onChange(name, value) {
        const { draft } = store.getState();
        const now = latest.current.scope;
        if (Object.is(getPath(scopeData(now, draft).answers, name), value)) return;
        const { errors, showLive } = ui.getState();
        // A message from a lookup belongs to the old answer; live validation re-checks everything anyway.
        if (!showLive && name in errors) setErrors(ui, Object.fromEntries(Object.entries(errors).filter(([k]) => k !== name)));
        save(applyAnswer(now, draft, name, value));
      },
      onBlur(name) {
        const current = store.getState().draft;
        const next = transformAnswer(latest.current.scope, current, name);
        if (next !== current) save(next);
      },
      runAction,
    };
    // The scope's identity is the one input that changes what fields show; the rest is read when called.
  }, [scope, viewOf, ui, store, check, page, journey, actions, primary, rendererTheme, schemaUtils]);

  /** An app route (error, rate) always opens; a journey page only when the replayed path reaches it. */
  const reachable = (target: string) => {
    const to = journey.pages[target];
    if (!to) return true;
    const { draft: now, submitted } = store.getState();
    const start = isNamedDriverPage(to) ? journey.namedStartPage : undefined;
    return canOpen({ journey, draft: now, submitted: new Set(submitted), clock, check, start, index: page.index }, target);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const data = viewOf(store.getState().draft).data;
    if (primary && !runner.busy && holds(primary.enabledWhen, data)) void runner.run(primary);
  };

  const waiting = reference.isPending || (loaderState.loading && !(page.loaders ?? []).every((l) => l.as));
  const { hash } = useLocation();
  useEffect(() => {
    if (!waiting && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [waiting, hash]);

  return (
    <PageFormProvider value={api}>
      {(page.loaders?.length ?? 0) > 0 && (
        <PageLoaders
          page={page}
          scope={baseScope}
          onState={(next) => setLoaderState((prev) => (sameLoaderState(prev, next) ? prev : next))}
          events={{
            onDraft: (next) => store.getState().setDraft(next),
            onGoTo: (target, fieldError) => {
              if (!reachable(target)) {
                // Loaders run again whenever a page opens, so this would bounce between the two pages for ever.
                console.error(`Journey error: page "${page.id}" sends the user to "${target}", which the journey's path does not reach now; showing the error page instead of looping.`);
                return navigate(pathOf(journey, "error"));
              }
              if (fieldError) store.getState().setPendingErrors(target, { [fieldError.field]: fieldError.message });
              navigate(pathOf(journey, target, page.index));
            },
            onFieldError: ({ field, message }) => setErrors(ui, { ...ui.getState().errors, [field]: message }),
          }}
        />
      )}
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
          {(loaderState.loading || runner.busy) && <Spinner label={text("loading")} />}
          <PageButtons actions={actions.filter((a) => !a.after)} primary={primary} />
        </form>
      )}
    </PageFormProvider>
  );
}

const sameLoaderState = (a: LoaderState, b: LoaderState) =>
  a.loading === b.loading && (a.exposed === b.exposed || (Object.keys(a.exposed).length === 0 && Object.keys(b.exposed).length === 0));

function PageHeading({ page }: { page: ResolvedPage }) {
  return useLabelIsHeading() ? null : <h1 className="govuk-heading-l">{page.heading ?? page.title}</h1>;
}
