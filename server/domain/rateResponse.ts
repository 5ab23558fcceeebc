/**
 * The quote response: the stored quote request's top level and captured model, with
 * the quote state as of today and the rating outcome the consumer sees. Internal audit data (the
 * factor breakdown, which underwriting rules fired) stays in the database.
 */
import type { RatingResult } from "../rating/types.ts";
import type { QuoteRequest } from "./quoteRequest.ts";
import { quoteStateOf, type QuoteState } from "./quoteState.ts";

export interface StoredRating {
  outcomeId: string;
  /** ISO date-time. */
  ratedAt: string;
  result: RatingResult;
}

export interface RateResponse {
  quoteRef: string;
  quoteState: QuoteState;
  createdDate: string;
  expiryDate: string;
  salesChannel: string;
  sourceOfBusiness: string;
  token: string;
  capturedQuoteModel: QuoteRequest["capturedQuoteModel"];
  ratingOutcome: ReturnType<typeof ratingOutcome>;
}

export interface QuoteIdentity {
  request: QuoteRequest;
  quoteRef: string;
  createdDate: string;
  expiryDate: string;
  token: string;
}

export function rateResponse(quote: QuoteIdentity, rating: StoredRating, today: string): RateResponse {
  const { request } = quote;
  return {
    quoteRef: quote.quoteRef,
    quoteState: quoteStateOf(rating.result.optionState, quote.expiryDate, today),
    createdDate: quote.createdDate,
    expiryDate: quote.expiryDate,
    salesChannel: request.salesChannel,
    sourceOfBusiness: request.sourceOfBusiness,
    token: quote.token,
    capturedQuoteModel: request.capturedQuoteModel,
    ratingOutcome: ratingOutcome(quote.quoteRef, rating),
  };
}

function ratingOutcome(quoteRef: string, { outcomeId, ratedAt, result }: StoredRating) {
  return {
    package: result.package,
    optionId: `${quoteRef}-${result.package}`,
    underwritingOutcomeResponseId: outcomeId,
    underwritingOutcomeResponseDate: ratedAt,
    optionState: result.optionState,
    declineCategory: result.declineCategory,
    ncdVerified: result.ncdVerified,
    addons: result.addons,
    excesses: result.excesses,
    voluntaryExcessOptions: result.voluntaryExcessOptions,
    paymentOptions: result.paymentOptions,
  };
}
