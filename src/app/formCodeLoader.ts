/** Loads the form's code (formCode.ts) once, and tells whether it has arrived. */
import { use } from "react";

type FormCode = typeof import("./formCode.ts");

let arrived: FormCode | undefined;
let asked: Promise<FormCode> | undefined;

/** Loads the form's code (once: asking again costs nothing). */
export function loadFormCode(): Promise<FormCode> {
  asked ??= import("./formCode.ts").then((code) => (arrived = code));
  return asked;
}

/** The form's code if it has arrived. */
export const arrivedFormCode = (): FormCode | undefined => arrived;

/** The form's code for a render, which suspends until it has arrived. */
export function useFormCode(): FormCode {
  return arrived ?? use(loadFormCode());
}
