/** The GOV.UK error summary: focused when it appears, each link moving focus to its field. */
import { useEffect, useRef, type MouseEvent } from "react";
import { text } from "../catalogue.ts";
import { fieldId } from "./formSchema.ts";

export function ErrorSummary({ errors, focusKey }: { errors: Record<string, string>; focusKey: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const entries = Object.entries(errors);

  // Focus goes to the summary (screen readers read it first); the view goes to the first invalid field.
  const first = entries.find(([name]) => name !== "")?.[0];
  useEffect(() => {
    if (focusKey === 0 || !ref.current) return;
    ref.current.focus({ preventScroll: true });
    const field = first === undefined ? null : document.getElementById(fieldId(first));
    (field?.closest("[data-field]") ?? ref.current).scrollIntoView({ block: "center" });
    // Only a new failed submit moves focus and view, not each change of the messages.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusKey]);

  if (entries.length === 0) return null;

  const goTo = (event: MouseEvent, name: string) => {
    const target = document.getElementById(fieldId(name));
    if (!target) return;
    event.preventDefault();
    target.focus();
    (target.closest("[data-field]") ?? target).scrollIntoView({ block: "center" });
  };

  return (
    <div className="govuk-error-summary" data-module="govuk-error-summary" ref={ref} tabIndex={-1}>
      <div role="alert">
        <h2 className="govuk-error-summary__title">{text("errorSummaryTitle")}</h2>
        <div className="govuk-error-summary__body">
          <ul className="govuk-list govuk-error-summary__list">
            {entries.map(([name, message]) => (
              <li key={name}>
                {name === "" ? (
                  message
                ) : (
                  <a href={`#${fieldId(name)}`} onClick={(e) => goTo(e, name)}>
                    {message}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
