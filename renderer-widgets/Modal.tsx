import { useId, useLayoutEffect, useRef, type JSX, type KeyboardEvent, type ReactNode, type RefObject, type SyntheticEvent } from "react";
import { createPortal } from "react-dom";
import { widgetText } from "./catalogue";

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** What gets focus on opening; defaults to the first focusable element (the close button). */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

const TABBABLE =
  "a[href], button:not([disabled]), input:not([disabled]):not([type='hidden']), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])";

/**
 * Tab past the dialog's last control (or Shift+Tab before its first) wraps round inside it, as
 * the WAI-ARIA modal dialog pattern asks; the platform would move on to the browser's own
 * controls instead. Everything else about modality comes from the platform.
 */
function wrapTab(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== "Tab") return;
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)).filter((el) => !el.hidden);
  const edge = event.shiftKey ? items[0] : items.at(-1);
  if (edge === undefined || document.activeElement !== edge) return;
  event.preventDefault();
  (event.shiftKey ? items.at(-1) : items[0])?.focus();
}

/**
 * Modal dialog on the native <dialog> opened with showModal(): the page under it is inert (no
 * focus, no pointer), the platform focuses the first control, and Escape asks the owner to
 * close it. The owner closes it by setting `open` to false; focus then goes back to the opener.
 */
export function Modal(props: ModalProps): JSX.Element | null {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { open, initialFocusRef } = props;

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    initialFocusRef?.current?.focus();
    return () => {
      // Closing (when the dialog is still open) lifts the page's inertness, so the opener can take focus.
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [open, initialFocusRef]);

  if (!open) return null;

  // Escape fires `cancel`; the dialog stays until its owner says otherwise.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    props.onClose();
  };

  return createPortal(
    <dialog ref={dialogRef} className="app-modal" aria-modal="true" aria-labelledby={titleId} onCancel={onCancel} onKeyDown={wrapTab}>
      <div className="app-modal__header">
        <h2 className="govuk-heading-m app-modal__title" id={titleId}>
          {props.title}
        </h2>
        <button type="button" className="app-modal__close" onClick={props.onClose}>
          {widgetText("modal.close")}
        </button>
      </div>
      <div className="app-modal__body">{props.children}</div>
    </dialog>,
    document.body,
  );
}
