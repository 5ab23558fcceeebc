/**
 * Field-level refusals of a quote draft, in the one shape rateQuote answers them:
 * `extensions.fieldErrors: [{ page, field, message }]`, whether the journey's rules or the
 * server's own lookups refused the answer.
 */
import type { QuoteProblem } from "../../src/engine/index.ts";
import { badUserInput } from "./errors.ts";
import { lookupMessages } from "./lookupMessages.ts";

export interface FieldError {
  /** Page id, with `@slot` for a named driver's page (`named-driver-personal@0`). */
  page: string;
  /** The question; null when the page as a whole is incomplete (an unconfirmed vehicle). */
  field: string | null;
  message: string;
}

/** One entry per failing question, in path order, with the message exactly as the journey words it. */
export function fieldErrors(problems: QuoteProblem[]): FieldError[] {
  return problems.flatMap(({ page, errors }) =>
    Object.entries(errors).map(([field, message]) => ({ page, field: field === "" ? null : field, message })),
  );
}

/** Answers that differ from what the server looks up itself: BAD_USER_INPUT naming each field. */
export function lookupMismatch(errors: FieldError[]) {
  return badUserInput(lookupMessages.summary, { argument: "body.answers", fieldErrors: errors });
}
