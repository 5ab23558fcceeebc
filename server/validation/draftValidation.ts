/**
 * The CPU-heavy half of accepting a quote: replay the whole draft through the product's journey
 * (validateQuote) and keep only what its pages own (submittedDraft). Pure, so it can run on
 * another thread.
 */
import { validateQuote, type Clock, type Draft, type QuoteProblem, type ResolvedJourney, type SchemaCheck } from "../../src/engine/index.ts";
import { submittedDraft } from "../domain/submittedDraft.ts";

/** validateQuote's end: a finished main path hands over to the quote page. */
const quoteEnd = "rate";

export type DraftValidation = { valid: true; draft: Draft } | { valid: false; problems: QuoteProblem[] };

export function validateDraft(journey: ResolvedJourney, answers: Draft, clock: Clock, check: SchemaCheck): DraftValidation {
  const validation = validateQuote(journey, answers, clock, check, quoteEnd);
  if (!validation.valid) return { valid: false, problems: validation.problems };
  return { valid: true, draft: submittedDraft(journey, answers, clock, validation.chains) };
}
