/**
 * The parts of a page's form around its fields, each reading only what it shows: the field list
 * (which fields are active), content above the fields, the buttons, and the error summary.
 */
import type { ReactNode } from "react";
import { useStore } from "zustand";
import { holds, type Action, type ContentBlock, type ResolvedJourney } from "../../engine/index.ts";
import { useQuoteStoreApi } from "../../store/QuoteStoreContext.tsx";
import { PageContent } from "../PageContent.tsx";
import { ActionButton } from "../ActionButton.tsx";
import { useDocumentTitle } from "../useDocumentTitle.ts";
import { ErrorSummary } from "./ErrorSummary.tsx";
import { PageField } from "./PageField.tsx";
import { blockKey } from "./placement.ts";
import { sameList, usePageForm, useViewSelector } from "./pageFormContext.tsx";
import { useFieldLimit, useTopOnly } from "../firstPaint.tsx";

/** The active fields, each one RJSF field, in RJSF's form wrapper. */
export function PageFields() {
  const names = useViewSelector((v) => v.fields.map((f) => f.field.name), sameList);
  const limit = useFieldLimit();
  const shown = names.length > limit ? names.slice(0, limit) : names;
  return (
    <div className="rjsf">
      {shown.map((name) => (
        <PageField key={name} name={name} />
      ))}
    </div>
  );
}

/** Whether a field's label is the page heading (then the page shows no separate heading). */
export function useLabelIsHeading(): boolean {
  return useViewSelector((v) => v.fields.some((f) => f.field.ui?.labelIsHeading), Object.is);
}

/** Content blocks above the fields, re-rendered when one is shown, hidden or shows new values. */
export function TopContent({ blocks, journey }: { blocks: ContentBlock[]; journey: ResolvedJourney }) {
  const store = useQuoteStoreApi();
  const { viewOf } = usePageForm();
  useViewSelector((v) => blocks.map((b) => blockKey(b, v.data)), sameList);
  return <PageContent blocks={blocks} data={viewOf(store.getState().draft).data} journey={journey} />;
}

/** Buttons at the end of the page, each enabled while its condition holds and no call runs. */
export function PageButtons({ actions, primary }: { actions: Action[]; primary?: Action }) {
  const { ui, runAction } = usePageForm();
  const busy = useStore(ui, (s) => s.busy);
  const enabled = useViewSelector((v) => actions.map((a) => holds(a.enabledWhen, v.data)), sameList);
  if (useTopOnly()) return null;
  return (
    <div className="govuk-button-group">
      {actions.map((action, i) => (
        <ActionButton key={action.id} action={action} primary={action === primary} disabled={busy || !enabled[i]} onRun={runAction} />
      ))}
    </div>
  );
}

export function PageErrorSummary(): ReactNode {
  const { ui } = usePageForm();
  const errors = useStore(ui, (s) => s.errors);
  const focusKey = useStore(ui, (s) => s.focusRequest);
  return <ErrorSummary errors={errors} focusKey={focusKey} />;
}

/** The document title, marked while the page shows errors; its own part, so showing them re-renders no more than that. */
export function PageTitle({ title }: { title: string }): ReactNode {
  const { ui } = usePageForm();
  useDocumentTitle(
    title,
    useStore(ui, (s) => Object.keys(s.errors).length > 0),
  );
  return null;
}
