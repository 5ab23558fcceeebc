/**
 * The CPU-heavy half of accepting a quote: replay the whole draft through the product's journey
 * (validateQuote), keep only what its pages own (submittedDraft), refuse an email address that is
 * not a plain one (emailAnswers.ts), note which fields of those pages
 * are active (pageInstances.ts) for the checks that follow, and, given the reference the quote
 * will have, build its quote request. Pure, so it can run on another thread.
 */
import {
  validateQuote,
  type Clock,
  type Draft,
  type QuoteProblem,
  type ResolvedJourney,
  type SchemaCheck,
} from "../../src/engine/index.ts";
import { activeFieldsOnPath, type ActiveFields } from "../domain/pageInstances.ts";
import { buildQuoteRequest, type QuoteRequest } from "../domain/quoteRequest.ts";
import { emailProblems } from "../domain/emailAnswers.ts";
import { submittedDraft } from "../domain/submittedDraft.ts";

/** validateQuote's end: a finished main path hands over to the quote page. */
const quoteEnd = "rate";

export type DraftValidation =
  { valid: true; draft: Draft; active?: ActiveFields; request?: QuoteRequest } | { valid: false; problems: QuoteProblem[] };

export function validateDraft(
  journey: ResolvedJourney,
  answers: Draft,
  clock: Clock,
  check: SchemaCheck,
  quoteRef?: string,
): DraftValidation {
  const validation = validateQuote(journey, answers, clock, check, quoteEnd);
  if (!validation.valid) return { valid: false, problems: validation.problems };
  const draft = submittedDraft(journey, answers, clock, validation.chains);
  const unsafeEmails = emailProblems(journey, draft);
  if (unsafeEmails.length > 0) return { valid: false, problems: unsafeEmails };
  const request = quoteRef === undefined ? undefined : buildQuoteRequest({ journey, draft, quoteRef, today: clock.today() });
  return { valid: true, draft, active: activeFieldsOnPath(journey, draft, clock), request };
}
