/**
 * Every email address a submitted draft gives (the policyholder's, each named driver's, the final
 * page's contacts) must be a plain address (emailAddress.ts), whatever pattern the journey's own
 * schema allows: the server mails quotes to it, and the policy's app logins are made from it. A
 * refusal is worded as the field words its format refusal, so the consumer sees the page's text.
 */
import {
  answerSchema,
  getPath,
  submissionKey,
  within,
  type Draft,
  type QuoteProblem,
  type ResolvedField,
  type ResolvedJourney,
} from "../../src/engine/index.ts";
import { isPlainEmailAddress } from "./emailAddress.ts";
import { pagesOnPath } from "./pageInstances.ts";

export function emailProblems(journey: ResolvedJourney, draft: Draft): QuoteProblem[] {
  const problems: QuoteProblem[] = [];
  for (const page of pagesOnPath(journey, draft)) {
    const errors: Record<string, string> = {};
    for (const field of page.fields.filter(asksForEmail)) {
      const value = getPath(draft, within(page.section, field.name));
      if (typeof value === "string" && value !== "" && !isPlainEmailAddress(value)) errors[field.name] = formatRefusal(field);
    }
    if (Object.keys(errors).length > 0) problems.push({ page: submissionKey(page), errors });
  }
  return problems;
}

function asksForEmail(field: ResolvedField): boolean {
  return field.widget === "email" || answerSchema(field).format === "email";
}

/** The field's message for a malformed answer (its `format` or `pattern` message, however its keys are grouped). */
function formatRefusal(field: ResolvedField): string {
  const found = Object.entries(field.messages ?? {}).find(([keys]) =>
    keys.split(",").some((key) => ["format", "pattern"].includes(key.trim())),
  );
  return found?.[1] ?? `${field.label}: enter an email address like name@example.com`;
}
