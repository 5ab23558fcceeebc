/**
 * The shape of a product's rating file, journeys/<product>/rating.json (JSON Schema:
 * journeys/rating.schema.json; the format is described in journeys/README.md, "Rating files").
 * Pricing analysts edit these files; the engine in this folder only reads them. Money is integer pence.
 */

/** Numbers from `from` to `to`, both included; no `to` means "and above" (last band only). */
export interface Band {
  from: number;
  to?: number;
  factor: number;
}

export interface Factor {
  id: string;
  /** Plain English for analysts and audit: what the factor prices. */
  label: string;
  /** The rating input it reads (a name from ratingInputNames). */
  input: string;
  /** For numbers: the band the input falls in gives the multiplier. */
  bands?: Band[];
  /** For categories (and small counts): the input, as text, picks the multiplier. */
  values?: Record<string, number>;
  /** When the input matches no band or value. Without it, no price (RATING_RETURNED_ERROR). */
  default?: number;
  /** When the quote lacks the input (null). Without it, no price. */
  missing?: number;
}

export interface AmountBand {
  from: number;
  to?: number;
  amount: number;
}

export interface CompulsoryExcess {
  excessCode: string;
  displayName: string;
  wording: string;
  /** The compulsory excess (pence) by the policyholder's age at cover start. */
  byPolicyholderAge: AmountBand[];
}

export interface VoluntaryExcessOption {
  /** Pence. */
  amount: number;
  factor: number;
}

export interface Addon {
  code: string;
  /** Consumer wording. */
  description: string;
  /** Pence a year; the monthly cost is computed (see finance.ts). */
  annualCost: number;
  mandatory: boolean;
  selectedByDefault: boolean;
}

export type RuleOutcome = "HAS_DECLINES" | "HAS_UNAUTHORISED_REFERRALS";
export type RuleCategory = "convictions" | "claims" | "vehicle" | "driver";

export interface UnderwritingRule {
  id: string;
  description: string;
  outcome: RuleOutcome;
  category: RuleCategory;
  /** JsonLogic over the rating inputs; true fires the rule. */
  when: unknown;
}

export interface SinglePaymentTerms {
  cardPaymentProcessor: string;
  settlementMethod: string;
}

export interface MonthlyPlanTerms {
  premiumFinanceProvider: "CLOSE_BROTHERS" | "PREMFINA";
  instalmentCount: number;
  instalmentSettlementMethod: string;
  /** Percent of the price paid up front. */
  depositPercent: number;
  /** Flat interest, percent of the credit, charged once over the plan. */
  interestFixedRate: number;
  /** Pence, paid with the deposit; 0 when absent. */
  arrangementFee?: number;
}

export interface PayPerMileTerms {
  pencePerMile: number;
}

export interface PaymentTerms {
  single: SinglePaymentTerms;
  monthly?: MonthlyPlanTerms;
  payPerMile?: PayPerMileTerms;
}

export interface RatingFile {
  $schema?: string;
  version: string;
  package: string;
  /** Pence a year before any factor. */
  basePremium: number;
  factors: Factor[];
  compulsoryExcess: CompulsoryExcess;
  voluntaryExcess: VoluntaryExcessOption[];
  addons: Addon[];
  underwriting: UnderwritingRule[];
  payment: PaymentTerms;
}
