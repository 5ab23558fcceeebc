/**
 * The rate response as the app keeps it (server/schema.graphql RateResponse): of capturedQuoteModel
 * only the inception date-time is kept, which take-up must send back exactly as the server stored
 * it. Every amount is integer pence. The wire shapes are generated from the schema and the
 * RateResponseFields fragment (rateResponse.graphql).
 */
import type { RateResponseFieldsFragment } from "./generated/graphql.ts";

export type { RepriceBody } from "./generated/graphql.ts";
export type PaymentMethod = "ANNUALLY" | "MONTHLY";
export type RatingOutcome = RateResponseFieldsFragment["ratingOutcome"];
export type Addon = RatingOutcome["addons"][number];
export type Excess = RatingOutcome["excesses"][number];
/** A union member, told apart by `__typename`. */
export type PaymentOption = RatingOutcome["paymentOptions"][number];
export type SinglePaymentOption = Extract<PaymentOption, { __typename: "SinglePaymentOption" }>;
export type InstalmentsOption = Extract<PaymentOption, { __typename: "InstalmentsOption" }>;

/** The rate response as it comes over the wire. */
export type RateResponseWire = RateResponseFieldsFragment;

export type RateResponse = Omit<RateResponseWire, "capturedQuoteModel"> & {
  /** capturedQuoteModel.quote.inceptionDateTime: the cover start at UK midnight, with its offset. */
  inceptionDateTime: string | null;
};

/** The one part of capturedQuoteModel (a JSON scalar) the app reads. */
interface CapturedQuoteModel {
  quote?: { inceptionDateTime?: string | null } | null;
}

/** Keeps the one part of capturedQuoteModel the app needs; the rest repeats the answers the draft holds. */
export function keptRate(wire: RateResponseWire): RateResponse {
  const { capturedQuoteModel, ...rest } = wire;
  return { ...rest, inceptionDateTime: (capturedQuoteModel as CapturedQuoteModel | null)?.quote?.inceptionDateTime ?? null };
}
