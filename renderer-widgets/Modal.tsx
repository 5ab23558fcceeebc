import { useId, useRef, type JSX, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";
import { widgetText } from "./catalogue";
import { useFocusTrap } from "./useFocusTrap";

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** What gets focus on opening; defaults to the first focusable element (the close button). */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/** Modal dialog (WAI-ARIA APG): focus trapped, Escape closes, focus goes back to the opener. */
export function Modal(props: ModalProps): JSX.Element | null {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const trapTab = useFocusTrap(dialogRef, props.open, props.initialFocusRef);
  if (!props.open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      props.onClose();
      return;
    }
    trapTab(event);
  };

  return createPortal(
    <div className="app-modal__overlay">
      <div
        ref={dialogRef}
        className="app-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="app-modal__header">
          <h2 className="govuk-heading-m app-modal__title" id={titleId}>
            {props.title}
          </h2>
          <button type="button" className="app-modal__close" onClick={props.onClose}>
            {widgetText("modal.close")}
          </button>
        </div>
        <div className="app-modal__body">{props.children}</div>
      </div>
    </div>,
    document.body,
  );
}
