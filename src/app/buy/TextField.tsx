/**
 * A GOV.UK text input for the buying forms: label, hint and error wired by id, so the error
 * summary's link (fieldId) lands on it and a screen reader hears hint and error with the box.
 */
import type { InputHTMLAttributes } from "react";
import { text } from "../catalogue.ts";
import { fieldId } from "../form/formSchema.ts";

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "value" | "onChange"> {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  value: string;
  onValue(value: string): void;
  width?: string;
}

export function TextField({ name, label, hint, error, value, onValue, width, className, ...input }: Props) {
  const id = fieldId(name);
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`govuk-form-group${error ? " govuk-form-group--error" : ""}`} data-field={id}>
      <label className="govuk-label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <div id={`${id}-hint`} className="govuk-hint">
          {hint}
        </div>
      )}
      {error && <FieldError id={`${id}-error`} message={error} />}
      <input
        {...input}
        id={id}
        name={name}
        type="text"
        className={["govuk-input", width, error && "govuk-input--error", className].filter(Boolean).join(" ")}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onValue(event.target.value)}
      />
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="govuk-error-message">
      <span className="govuk-visually-hidden">{text("errorTitlePrefix")}</span>
      {message}
    </p>
  );
}
