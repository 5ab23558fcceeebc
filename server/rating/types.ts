/**
 * The rating model's outcome, as the server stores and returns it (the quote
 * response's ratingOutcome and payment options). Every amount is integer pence.
 */

export type OptionState =
  "READY_FOR_TAKE_UP" | "HAS_DECLINES" | "HAS_UNAUTHORISED_REFERRALS" | "RATING_RETURNED_ERROR" | "UNDERWRITING_FAILED";

/** The consumer's choices on /rate. */
export interface RatingChoices {
  /** Codes of the optional addons taken; undefined: the rating file's defaults. Mandatory addons are always taken. */
  addons?: string[];
  /** Voluntary excess in pence; must be one of the rating file's voluntary excess options. */
  voluntaryExcess: number;
}

export interface AddonOutcome {
  underwrittenDataPointId: string;
  code: string;
  description: string;
  annualCost: number;
  monthlyCost: number;
  selected: boolean;
  mandatory: boolean;
}

export interface ExcessOutcome {
  excessCode: string;
  excessDisplayName: string;
  excessWording: string;
  compulsoryAmount: number;
  voluntaryAmount: number;
  totalAmount: number;
}

export interface SinglePaymentOption {
  kind: "single";
  paymentCollectionOptionCode: "SINGLE_CARD_PAYMENT";
  cardPaymentProcessor: string;
  settlementMethod: string;
  totalAmountPayable: number;
  /** Pay per mile only: pence for each mile driven, on top of the upfront amount. */
  pencePerMile: number | null;
}

export interface InstalmentsOption {
  kind: "instalments";
  paymentCollectionOptionCode: "INSTALMENTS_WITH_DEPOSIT";
  premiumFinanceProvider: "CLOSE_BROTHERS" | "PREMFINA";
  instalmentCount: number;
  instalmentSettlementMethod: string;
  upFrontAmount: number;
  upFrontCardPaymentProcessor: string;
  upFrontSettlementMethod: string;
  standardInstalmentAmount: number;
  totalAmountOfCredit: number;
  interestAmount: number;
  /** Fixed (flat) interest rate, percent per year, e.g. 14.6. */
  interestFixedRate: number;
  /** Arrangement fee in pence (the `{fee}` in the plan's texts); 0 when none. */
  arrangementFee: number;
  totalAmountPayable: number;
  /** APR in percent to one decimal place, computed from the cash flows. */
  typicalApr: number;
}

export type PaymentOption = SinglePaymentOption | InstalmentsOption;

/** One factor's contribution, stored with every rated quote for audit. */
export interface FactorLine {
  factor: string;
  /** The rating input the factor read (null when the quote lacks it). */
  input: string | number | boolean | null;
  /** The multiplier applied. */
  value: number;
}

export interface RatingResult {
  optionState: OptionState;
  /** Why there is no price (a category the app words, e.g. "convictions"); null when priced. */
  declineCategory: string | null;
  /** The rating file's own version, stored for audit. */
  ratingVersion: string;
  package: string;
  ncdVerified: boolean;
  /** Base premium times every factor, rounded once; before addons. */
  premium: number;
  breakdown: FactorLine[];
  /** Internal ids of the underwriting rules that fired (audit only; never shown to the consumer). */
  firedRules: string[];
  addons: AddonOutcome[];
  excesses: ExcessOutcome[];
  /** The voluntary excess amounts (pence) the consumer may choose from. */
  voluntaryExcessOptions: number[];
  /** Empty unless optionState is READY_FOR_TAKE_UP. */
  paymentOptions: PaymentOption[];
  /** Why RATING_RETURNED_ERROR or UNDERWRITING_FAILED (which factor or rule); for logs, never shown. */
  failure?: string;
}
