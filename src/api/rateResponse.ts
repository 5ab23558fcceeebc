/**
 * The rate response as the app keeps it (server/schema.graphql RateResponse): of capturedQuoteModel
 * only the inception date-time is kept, which take-up must send back exactly as the server stored
 * it. Every amount is integer pence.
 */
import { gql } from "graphql-request";
// Type-only: the server's own contract types, erased from the bundle.
import type { QuoteState } from "../../server/domain/quoteState.ts";
import type * as Rating from "../../server/rating/types.ts";

export type OptionState = Rating.OptionState;
export type PaymentMethod = "ANNUALLY" | "MONTHLY";
export type Addon = Rating.AddonOutcome;
export type Excess = Rating.ExcessOutcome;
/** GraphQL names the union member in `__typename` where the server's type has `kind`. */
export type SinglePaymentOption = Omit<Rating.SinglePaymentOption, "kind"> & { __typename: "SinglePaymentOption" };
export type InstalmentsOption = Omit<Rating.InstalmentsOption, "kind"> & { __typename: "InstalmentsOption" };
export type PaymentOption = SinglePaymentOption | InstalmentsOption;

export interface RatingOutcome {
  package: string;
  optionId: string;
  underwritingOutcomeResponseId: string;
  underwritingOutcomeResponseDate: string;
  optionState: OptionState;
  declineCategory: string | null;
  ncdVerified: boolean;
  addons: Addon[];
  excesses: Excess[];
  voluntaryExcessOptions: number[];
  paymentOptions: PaymentOption[];
}

export interface RateResponse {
  quoteRef: string;
  quoteState: QuoteState;
  createdDate: string;
  expiryDate: string;
  salesChannel: string;
  sourceOfBusiness: string;
  token: string;
  /** capturedQuoteModel.quote.inceptionDateTime: the cover start at UK midnight, with its offset. */
  inceptionDateTime: string | null;
  ratingOutcome: RatingOutcome;
}

/** The rate response as it comes over the wire. */
export type RateResponseWire = Omit<RateResponse, "inceptionDateTime"> & {
  capturedQuoteModel?: { quote?: { inceptionDateTime?: string | null } | null } | null;
};

/** Keeps the one part of capturedQuoteModel the app needs; the rest repeats the answers the draft holds. */
export function keptRate(wire: RateResponseWire): RateResponse {
  const { capturedQuoteModel, ...rest } = wire;
  return { ...rest, inceptionDateTime: capturedQuoteModel?.quote?.inceptionDateTime ?? null };
}

/** The consumer's choices on /rate, as repriceQuote takes them. */
export interface RepriceBody {
  /** Codes of the optional addons taken. */
  addons: string[];
  /** Pence: one of ratingOutcome.voluntaryExcessOptions. */
  voluntaryExcess: number;
}

// The payment options are a union: each member's fields come through its own fragment.
export const RATE_RESPONSE_FIELDS = gql`
  fragment RateResponseFields on RateResponse {
    quoteRef quoteState createdDate expiryDate salesChannel sourceOfBusiness token capturedQuoteModel
    ratingOutcome {
      package optionId underwritingOutcomeResponseId underwritingOutcomeResponseDate optionState
      declineCategory ncdVerified voluntaryExcessOptions
      addons { underwrittenDataPointId code description annualCost monthlyCost selected mandatory }
      excesses { excessCode excessDisplayName excessWording compulsoryAmount voluntaryAmount totalAmount }
      paymentOptions {
        __typename
        ... on SinglePaymentOption {
          paymentCollectionOptionCode cardPaymentProcessor settlementMethod totalAmountPayable pencePerMile
        }
        ... on InstalmentsOption {
          paymentCollectionOptionCode premiumFinanceProvider instalmentCount instalmentSettlementMethod
          upFrontAmount upFrontCardPaymentProcessor upFrontSettlementMethod standardInstalmentAmount
          totalAmountOfCredit interestAmount interestFixedRate arrangementFee totalAmountPayable typicalApr
        }
      }
    }
  }
`;
