/**
 * The rate response as the app asks for it (server/schema.graphql RateResponse, without
 * capturedQuoteModel). Every amount is integer pence.
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
  ratingOutcome: RatingOutcome;
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
    quoteRef quoteState createdDate expiryDate salesChannel sourceOfBusiness token
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
