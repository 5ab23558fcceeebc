/** A form's messages and a count of failed submits: each failure moves focus to the error summary. */
import { useState } from "react";

export interface FormErrors {
  errors: Record<string, string>;
  /** 0 until the first failure; the error summary's focus key. */
  failures: number;
  fail(found: Record<string, string>): void;
  clear(): void;
}

export function useFormErrors(initial: Record<string, string> = {}): FormErrors {
  const [errors, setErrors] = useState(initial);
  const [failures, setFailures] = useState(Object.keys(initial).length > 0 ? 1 : 0);
  return {
    errors,
    failures,
    fail(found) {
      setErrors(found);
      setFailures((n) => n + 1);
    },
    clear: () => setErrors({}),
  };
}
