/**
 * The sales channel and affiliate code a quote came through. The draft may carry two root
 * answers no page asks: `sourceOfBusiness` ("DIRECT", or the comparison site's value from
 * brand.json; absent or null means DIRECT) and `affiliate` (an affiliate code; absent or null: none). The quote request's
 * references are derived from them here; the client cannot set them directly.
 */
import { badUserInput } from "./errors.ts";
import { brand } from "./brand.ts";

export const direct = "DIRECT";
/** yourReferenceId when there is no affiliate: the quote came straight from the web journey. */
export const webReferenceId = "WEB";
const affiliatePattern = /^[A-Za-z0-9-]{1,20}$/;

export interface SalesChannel {
  salesChannel: string;
  sourceOfBusiness: string;
  /** The affiliate code, or the source of business when there is none. */
  yourReference: string;
  /** The affiliate code, or WEB when there is none. */
  yourReferenceId: string;
  affiliate: string | null;
}

/** Why the draft's sourceOfBusiness or affiliate cannot be accepted; undefined when they can. */
export function salesChannelProblem(draft: Record<string, unknown>): string | undefined {
  const { sourceOfBusiness, affiliate } = draft;
  const pcw = brand.comparisonSite.sourceOfBusiness;
  if (sourceOfBusiness != null && sourceOfBusiness !== direct && sourceOfBusiness !== pcw) {
    return `answers.sourceOfBusiness must be "${direct}" or "${pcw}" when given`;
  }
  if (affiliate != null && (typeof affiliate !== "string" || !affiliatePattern.test(affiliate))) {
    return "answers.affiliate must be an affiliate code: 1 to 20 letters, digits or hyphens";
  }
  return undefined;
}

/** The quote request's channel and references for a draft that passed salesChannelProblem. */
export function salesChannelOf(draft: Record<string, unknown>): SalesChannel {
  const problem = salesChannelProblem(draft);
  if (problem) throw badUserInput(problem, { argument: "body.answers" });
  const comparisonSite = draft.sourceOfBusiness === brand.comparisonSite.sourceOfBusiness;
  const channel = comparisonSite ? brand.comparisonSite : { salesChannel: direct, sourceOfBusiness: direct };
  const affiliate = typeof draft.affiliate === "string" ? draft.affiliate : null;
  return {
    ...channel,
    yourReference: affiliate ?? channel.sourceOfBusiness,
    yourReferenceId: affiliate ?? webReferenceId,
    affiliate,
  };
}
