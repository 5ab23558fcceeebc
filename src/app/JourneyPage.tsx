/**
 * Renders any journey page from its JSON: guards it by the replayed path, loads what it needs,
 * shows its content and fields through RJSF, validates on submit (then live while the user
 * corrects), saves through the engine's answer policy and follows the page's edges.
 */
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { Navigate, useNavigate } from "react-router";
import Form from "@rjsf/core";
import type { IChangeEvent } from "@rjsf/core";
import type { ErrorSchema } from "@rjsf/utils";
import {
  activeFields, applyAnswer, applyOutcomes, holds, nextTarget, prepareSubmission, replayPath, scopeData,
  settleAnswers, transformAnswer, validatePage, withDefaults, type PageScope,
} from "../engine/index.ts";
import type { Action, Draft, FieldErrors, ResolvedJourney, ResolvedPage } from "../engine/types.ts";
import { widgets } from "../../renderer-widgets/index.ts";
import { Spinner } from "../../renderer-widgets/index.ts";
import { useQuote, useQuoteStoreApi } from "../store/QuoteStoreContext.tsx";
import { pathOf } from "./journeys.ts";
import { journeyFor, useJourneyEnvironment } from "./JourneyEnvironment.tsx";
import { text } from "./catalogue.ts";
import { formSchema, ID_PREFIX, ID_SEPARATOR } from "./form/formSchema.ts";
import { templates } from "./form/templates.tsx";
import { engineValidator } from "./form/engineValidator.ts";
import { ErrorSummary } from "./form/ErrorSummary.tsx";
import { PageContent } from "./PageContent.tsx";
import { useReferenceData } from "./useReferenceData.ts";
import { usePageLoaders } from "./usePageLoaders.ts";
import { useDocumentTitle } from "./useDocumentTitle.ts";


export function JourneyPage({ journey, page }: { journey: ResolvedJourney; page: ResolvedPage }) {
  const store = useQuoteStoreApi();
  const { clock, check } = useJourneyEnvironment();
  const draft = useQuote((s) => s.draft);
  const submitted = useQuote((s) => s.submitted);
  // Checked when the page is entered, not on every keystroke: answers typed here must not move the user.
  const [replay] = useState(() => replayPath({ journey, draft, submitted: new Set(submitted), clock, check }));
  if (!replay.path.includes(page.id)) return <Navigate to={pathOf(journey, replay.current)} replace />;
  return <PageForm journey={journey} page={page} draft={draft} store={store} />;
}

function PageForm({ journey, page, draft, store }: {
  journey: ResolvedJourney; page: ResolvedPage; draft: Draft; store: ReturnType<typeof useQuoteStoreApi>;
}) {
  const navigate = useNavigate();
  const { clock, check, journeys } = useJourneyEnvironment();
  const reference = useReferenceData(page);
  const [errors, setErrors] = useState<FieldErrors>(() => store.getState().takePendingErrors(page.id) ?? {});
  const [showLive, setShowLive] = useState(Object.keys(errors).length > 0);
  const [focusKey, setFocusKey] = useState(Object.keys(errors).length > 0 ? 1 : 0);

  const baseScope: PageScope = { journey, page, section: page.section, clock };
  const referenceData = reference.data ?? {};
  const loaders = usePageLoaders(page, scopeData({ ...baseScope, data: { reference: referenceData } }, draft), draft, {
    onDraft: (next) => store.getState().setDraft(next),
    onGoTo: (target, fieldError) => {
      if (fieldError) store.getState().setPendingErrors(target, { [fieldError.field]: fieldError.message });
      navigate(pathOf(journey, target));
    },
    onFieldError: ({ field, message }) => setErrors((current) => ({ ...current, [field]: message })),
  });
  const scope: PageScope = { ...baseScope, data: { ...loaders.exposed, reference: referenceData } };
  const data = scopeData(scope, draft);
  const fields = activeFields(page, data);
  const { schema, uiSchema } = formSchema(fields, data, referenceData);

  useEffect(() => {
    if (reference.isError) navigate(pathOf(journey, "error"));
  }, [reference.isError, navigate, journey]);

  useDocumentTitle(page.title, Object.keys(errors).length > 0);

  const save = (next: Draft) => {
    const settled = reference.data ? settleAnswers(scope, next, referenceData) : next;
    store.getState().setDraft(settled);
    if (showLive) setErrors(validatePage(page, scopeData(scope, settled), check));
  };

  const onChange = (event: IChangeEvent) => {
    const values = (event.formData ?? {}) as Record<string, unknown>;
    const changed = fields.filter((f) => values[f.name] !== data.answers[f.name]).map((f) => f.name);
    if (changed.length === 0) return;
    // A message from a lookup belongs to the old answer; live validation re-checks everything anyway.
    if (!showLive) setErrors((current) => Object.fromEntries(Object.entries(current).filter(([k]) => !changed.includes(k))));
    save(changed.reduce((next, name) => applyAnswer(scope, next, name, values[name]), draft));
  };

  const onBlur = (id: string) => {
    const name = id.slice(ID_PREFIX.length + ID_SEPARATOR.length);
    const next = transformAnswer(scope, store.getState().draft, name);
    if (next !== store.getState().draft) save(next);
  };

  const formContext = {
    setSibling: (name: string, value: unknown) => save(applyAnswer(scope, store.getState().draft, name, value)),
  };

  const runAction = (action: Action) => {
    if (action.validate ?? action.variant !== "secondary") {
      const found = validatePage(page, data, check);
      if (Object.keys(found).length > 0) {
        setErrors(found);
        setShowLive(true);
        setFocusKey((k) => k + 1);
        return;
      }
    }
    const saved = withDefaults(journeyFor(journeys, draft.product), prepareSubmission(scope, draft), clock);
    const outcome = applyOutcomes(action.then, saved, scopeData(scope, saved));
    store.getState().setDraft(outcome.draft);
    store.getState().markSubmitted(page.id);
    const target = outcome.goTo ?? nextTarget(page, scopeData(scope, outcome.draft));
    navigate(pathOf(journey, target));
    window.scrollTo(0, 0);
  };

  const actions: Action[] = page.actions ?? [{ id: "continue", label: text("continue"), variant: "primary" }];
  const primary = actions.find((a) => (a.variant ?? "primary") === "primary");
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (primary && holds(primary.enabledWhen, data)) runAction(primary);
  };

  const waiting = reference.isPending || (loaders.loading && !(page.loaders ?? []).every((l) => l.as));
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
          <PageContent blocks={page.content} data={data} />
          <Form
            tagName="div"
            schema={schema}
            uiSchema={uiSchema}
            formData={data.answers}
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
          {loaders.loading && <Spinner label={text("loading")} />}
          <div className="govuk-button-group">
            {actions.map((action) => {
              const variant = action.variant ?? "primary";
              const disabled = !holds(action.enabledWhen, data);
              return (
                <button
                  key={action.id}
                  type={action === primary ? "submit" : "button"}
                  className={`govuk-button${variant === "secondary" ? " govuk-button--secondary" : ""}`}
                  disabled={disabled}
                  aria-disabled={disabled || undefined}
                  onClick={action === primary ? undefined : () => runAction(action)}
                  data-action={action.id}
                >
                  {action.label}
                </button>
              );
            })}
          </div>
        </form>
      )}
    </>
  );
}
