/** One page button from the JSON; the primary one submits the form, so Enter in a field presses it. */
import type { Action } from "../engine/index.ts";

export function ActionButton({
  action,
  primary,
  disabled,
  onRun,
}: {
  action: Action;
  primary: boolean;
  disabled: boolean;
  onRun: (action: Action) => void;
}) {
  const secondary = (action.variant ?? "primary") === "secondary";
  return (
    <button
      type={primary ? "submit" : "button"}
      className={`govuk-button${secondary ? " govuk-button--secondary" : ""}`}
      disabled={disabled}
      onClick={primary ? undefined : () => onRun(action)}
      data-action={action.id}
    >
      {action.label}
    </button>
  );
}
