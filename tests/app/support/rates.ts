/** Rate responses as the server sends them (amounts in pence), for the quote page tests. */
import type { InstalmentsOption, RateResponse, RatingOutcome, SinglePaymentOption } from "../../../src/api/rateResponse.ts";

export const single = (overrides: Partial<SinglePaymentOption> = {}): SinglePaymentOption => ({
  __typename: "SinglePaymentOption",
  paymentCollectionOptionCode: "SINGLE_CARD_PAYMENT",
  cardPaymentProcessor: "CARD",
  settlementMethod: "CARD",
  totalAmountPayable: 123456,
  pencePerMile: null,
  ...overrides,
});

export const instalments = (overrides: Partial<InstalmentsOption> = {}): InstalmentsOption => ({
  __typename: "InstalmentsOption",
  paymentCollectionOptionCode: "INSTALMENTS_WITH_DEPOSIT",
  premiumFinanceProvider: "CLOSE_BROTHERS",
  instalmentCount: 10,
  instalmentSettlementMethod: "DIRECT_DEBIT",
  upFrontAmount: 12346,
  upFrontCardPaymentProcessor: "CARD",
  upFrontSettlementMethod: "CARD",
  standardInstalmentAmount: 12876,
  totalAmountOfCredit: 111110,
  interestAmount: 16222,
  interestFixedRate: 14.6,
  arrangementFee: 1500,
  totalAmountPayable: 141106,
  typicalApr: 35.5,
  ...overrides,
});

export const outcome = (overrides: Partial<RatingOutcome> = {}): RatingOutcome => ({
  package: "STANDARD",
  optionId: "opt-1",
  underwritingOutcomeResponseId: "uo-1",
  underwritingOutcomeResponseDate: "2026-11-22T10:00:00Z",
  optionState: "READY_FOR_TAKE_UP",
  declineCategory: null,
  ncdVerified: false,
  addons: [
    {
      underwrittenDataPointId: "dp-1",
      code: "BREAKDOWN",
      description: "Breakdown cover",
      annualCost: 4500,
      monthlyCost: 450,
      selected: false,
      mandatory: false,
    },
    {
      underwrittenDataPointId: "dp-2",
      code: "LEGAL",
      description: "Legal expenses",
      annualCost: 2500,
      monthlyCost: 250,
      selected: true,
      mandatory: true,
    },
  ],
  excesses: [
    {
      excessCode: "ACCIDENT",
      excessDisplayName: "Accidental damage",
      excessWording: "",
      compulsoryAmount: 25000,
      voluntaryAmount: 10000,
      totalAmount: 35000,
    },
    {
      excessCode: "THEFT",
      excessDisplayName: "Fire and theft",
      excessWording: "",
      compulsoryAmount: 30000,
      voluntaryAmount: 10000,
      totalAmount: 40000,
    },
  ],
  voluntaryExcessOptions: [0, 5000, 10000, 25000, 50000],
  paymentOptions: [single(), instalments()],
  ...overrides,
});

export const rateResponse = (overrides: Partial<RateResponse> = {}, outcomeOverrides: Partial<RatingOutcome> = {}): RateResponse => ({
  quoteRef: "QR-ABCD1234",
  quoteState: "UNDERWRITTEN",
  createdDate: "2026-11-22",
  expiryDate: "2026-12-22",
  salesChannel: "DIRECT",
  sourceOfBusiness: "DIRECT",
  token: "tok-secret",
  inceptionDateTime: "2026-11-22T00:00:00+00:00",
  ratingOutcome: outcome(outcomeOverrides),
  ...overrides,
});
