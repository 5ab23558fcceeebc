/**
 * The body of a journey page: content, fields through RJSF, and buttons. Validation runs on
 * submit, then live while the user corrects; every change goes through the engine's answer
 * policy (effects, lone options, stale options) into the store, the only owner of answers.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import Form, { type IChangeEvent } from "@rjsf/core";
import type { ErrorSchema } from "@rjsf/utils";
import {
  activeFields, applyAnswer, canOpen, getPath, holds, scopeData, settleAnswers, transformAnswer, validatePage, type PageScope,
} from "../engine/index.ts";
import type { Action, Draft, FieldErrors, ResolvedJourney, ResolvedPage } from "../engine/types.ts";
import { Spinner, widgets } from "../../renderer-widgets/index.ts";
import { useQuote, useQuoteStoreApi } from "../store/QuoteStoreContext.tsx";
import { pathOf } from "./journeys.ts";
import { useJourneyEnvironment } from "./JourneyEnvironment.tsx";
import { text } from "./catalogue.ts";
import { formSchema, ID_PREFIX, ID_SEPARATOR } from "./form/formSchema.ts";
import { templates } from "./form/templates.tsx";
import { engineValidator } from "./form/engineValidator.ts";
import { ErrorSummary } from "./form/ErrorSummary.tsx";
import { Block, PageContent } from "./PageContent.tsx";
import { ActionButton } from "./ActionButton.tsx";
import { useReferenceData } from "./useReferenceData.ts";
import { usePageLoaders } from "./usePageLoaders.ts";
import { useDocumentTitle } from "./useDocumentTitle.ts";
import { useActionRunner } from "./useActionRunner.ts";

const DEFAULT_ACTIONS: Action[] = [{ id: "continue", label: text("continue"), variant: "primary" }];

interface FormContextFunctions {
  setSibling(name: string, value: unknown): void;
  renderAfter(name: string): ReactNode[];
}

export function PageForm({ journey, page }: { journey: ResolvedJourney; page: ResolvedPage & { index?: number } }) {
  const store = useQuoteStoreApi();
  const draft = useQuote((s) => s.draft);
  const navigate = useNavigate();
  const { clock, check } = useJourneyEnvironment();
  const reference = useReferenceData(page);
  const pageKey = page.index === undefined ? page.id : `${page.id}@${page.index}`;
  const [errors, setErrors] = useState<FieldErrors>(() => store.getState().takePendingErrors(pageKey) ?? {});
  const [showLive, setShowLive] = useState(Object.keys(errors).length > 0);
  const [focusKey, setFocusKey] = useState(Object.keys(errors).length > 0 ? 1 : 0);
  const latest = useRef<FormContextFunctions>(null!);
  const formContext = useMemo<FormContextFunctions>(
    () => ({
      setSibling: (name, value) => latest.current.setSibling(name, value),
      renderAfter: (name) => latest.current.renderAfter(name),
    }),
    [],
  );

  /** An app route (error, rate) always opens; a journey page only when the replayed path reaches it. */
  const reachable = (target: string) => {
    const to = journey.pages[target];
    if (!to) return true;
    const { draft: now, submitted } = store.getState();
    const named = to.section?.includes("{index}") ?? false;
    const start = named ? journey.namedStartPage : undefined;
    return canOpen({ journey, draft: now, submitted: new Set(submitted), clock, check, start, index: page.index }, target);
  };

  const referenceData = reference.data ?? {};
  const baseScope: PageScope = { journey, page, section: page.section, clock, data: { reference: referenceData } };
  const loaders = usePageLoaders(page, scopeData(baseScope, draft), draft, {
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
    onFieldError: ({ field, message }) => setErrors((current) => ({ ...current, [field]: message })),
  });
  const scope: PageScope = { ...baseScope, data: { ...loaders.exposed, reference: referenceData } };
  const data = scopeData(scope, draft);
  const fields = activeFields(page, data);
  const { schema, uiSchema } = formSchema(fields, data, referenceData);
  // RJSF sees one flat property per field, so a field may name a nested answer (`contacts.1.email`).
  const formData = Object.fromEntries(fields.map((f) => [f.name, getPath(data.answers, f.name)]));

  useEffect(() => {
    if (reference.isError) navigate(pathOf(journey, "error"));
  }, [reference.isError, navigate, journey]);
  useDocumentTitle(page.title, Object.keys(errors).length > 0);

  const showErrors = (found: FieldErrors, focus: boolean) => {
    setErrors(found);
    setShowLive(true);
    if (focus) setFocusKey((k) => k + 1);
  };
  const runner = useActionRunner(scope, showErrors);

  const save = (next: Draft) => {
    const settled = reference.data ? settleAnswers(scope, next, referenceData) : next;
    store.getState().setDraft(settled);
    if (showLive) setErrors(validatePage(page, scopeData(scope, settled), check));
  };

  const onChange = (event: IChangeEvent) => {
    const values = (event.formData ?? {}) as Record<string, unknown>;
    const changed = fields.filter((f) => values[f.name] !== getPath(data.answers, f.name)).map((f) => f.name);
    if (changed.length === 0) return;
    // A message from a lookup belongs to the old answer; live validation re-checks everything anyway.
    if (!showLive) setErrors((current) => Object.fromEntries(Object.entries(current).filter(([k]) => !changed.includes(k))));
    save(changed.reduce((next, name) => applyAnswer(scope, next, name, values[name]), draft));
  };

  const onBlur = (id: string) => {
    const name = id.slice(ID_PREFIX.length + ID_SEPARATOR.length);
    const current = store.getState().draft;
    const next = transformAnswer(scope, current, name);
    if (next !== current) save(next);
  };

  const actions = page.actions ?? DEFAULT_ACTIONS;
  const primary = actions.find((a) => (a.variant ?? "primary") === "primary" && !a.after);
  const button = (action: Action) => (
    <ActionButton
      key={action.id}
      action={action}
      primary={action === primary}
      disabled={runner.busy || !holds(action.enabledWhen, data)}
      onRun={(a) => void runner.run(a)}
    />
  );
  // RJSF keeps the first formContext's functions (it compares functions as equal), so the stable
  // functions it holds call the latest ones through a ref.
  latest.current = {
    setSibling: (name: string, value: unknown) => save(applyAnswer(scope, store.getState().draft, name, value)),
    renderAfter: (name: string) => [
      ...(page.content ?? [])
        .filter((b) => b.after === name && holds(b.visibleWhen, data))
        .map((b, i) => <Block block={b} data={data} journey={journey} key={`block-${i}`} />),
      ...actions.filter((a) => a.after === name).map(button),
    ],
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (primary && !runner.busy && holds(primary.enabledWhen, data)) void runner.run(primary);
  };

  const waiting = reference.isPending || (loaders.loading && !(page.loaders ?? []).every((l) => l.as));
  const { hash } = useLocation();
  useEffect(() => {
    if (!waiting && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [waiting, hash]);
  const extraErrors = useMemo(
    () => Object.fromEntries(Object.entries(errors).map(([name, message]) => [name, { __errors: [message] }])) as ErrorSchema,
    [errors],
  );

  return (
    <>
      <ErrorSummary errors={errors} focusKey={focusKey} />
      {!fields.some((f) => f.ui?.labelIsHeading) && <h1 className="govuk-heading-l">{page.heading ?? page.title}</h1>}
      {waiting ? (
        <Spinner label={text("loading")} />
      ) : (
        <form noValidate onSubmit={onSubmit}>
          <PageContent blocks={page.content?.filter((b) => !b.after)} data={data} journey={journey} />
          <Form
            tagName="div"
            schema={schema}
            uiSchema={uiSchema}
            formData={formData}
            validator={engineValidator}
            widgets={widgets}
            templates={templates}
            formContext={formContext}
            idPrefix={ID_PREFIX}
            idSeparator={ID_SEPARATOR}
            extraErrors={extraErrors}
            noValidate
            showErrorList={false}
            onChange={onChange}
            onBlur={onBlur}
          />
          {(loaders.loading || runner.busy) && <Spinner label={text("loading")} />}
          <div className="govuk-button-group">{actions.filter((a) => !a.after).map(button)}</div>
        </form>
      )}
    </>
  );
}
