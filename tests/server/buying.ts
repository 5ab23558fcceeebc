/** GraphQL documents and helpers for the take-up tests: rate a quote, prepare a payment, pay, take up. */
import { expect } from "vitest";
import type { Draft } from "../../src/engine/index.ts";
import { journeyOf } from "./quoteDrafts.ts";
import type { GraphqlClient, GraphqlResponse } from "./testServer.ts";

export interface PaymentOptionFields {
  __typename: "SinglePaymentOption" | "InstalmentsOption";
  paymentCollectionOptionCode: string;
  totalAmountPayable: number;
  upFrontAmount?: number;
}

export interface Rated {
  quoteRef: string;
  quoteState: string;
  token: string;
  capturedQuoteModel: { quote: { inceptionDateTime: string } };
  ratingOutcome: { optionId: string; underwritingOutcomeResponseId: string; optionState: string; paymentOptions: PaymentOptionFields[] };
}

export interface IntentDetails {
  quoteRef: string;
  optionId: string;
  paymentCollectionOptionCode: string;
  paymentIntentId: string;
  clientSecret: string;
  token: string;
  cardPaymentProcessor: string;
  accountId: string | null;
  apiKey: string | null;
  amount: number;
  currency: string;
}

const rateFields = `quoteRef quoteState token capturedQuoteModel
  ratingOutcome { optionId underwritingOutcomeResponseId optionState paymentOptions {
    __typename
    ... on SinglePaymentOption { paymentCollectionOptionCode totalAmountPayable }
    ... on InstalmentsOption { paymentCollectionOptionCode totalAmountPayable upFrontAmount } } }`;

export const RATE = `mutation ($body: QuoteBody!, $quoteRef: String, $token: String) { rateQuote(body: $body, quoteRef: $quoteRef, token: $token) { ${rateFields} } }`;
export const REPRICE = `mutation ($token: String!, $id: String!, $body: RepriceBody!) {
  repriceQuote(token: $token, underwritingOutcomeResponseId: $id, body: $body) { ${rateFields} } }`;
export const PREPARE = `mutation ($token: String!, $id: String!, $code: String!, $optionId: String!) {
  prepareTakeUp(token: $token, underwritingOutcomeResponseId: $id, paymentCollectionOptionCode: $code, optionId: $optionId) {
    quoteRef optionId paymentCollectionOptionCode paymentIntentId clientSecret token cardPaymentProcessor accountId apiKey amount currency } }`;
export const PAY = `mutation ($id: String!, $secret: String!, $card: LocalCardInput!) {
  payLocalCard(paymentIntentId: $id, clientSecret: $secret, card: $card) { status errorCode } }`;
export const TAKE_UP = `mutation ($token: String!, $id: String!, $inception: String!, $body: TakeUpBody!) {
  takeUpQuote(token: $token, underwritingOutcomeResponseId: $id, inceptionDateTime: $inception, body: $body) { policyReference quoteState quoteRef } }`;
export const BANK = `query ($sortCode: String!, $accountNumber: String!, $quoteRef: String!) {
  bankValidation(sortCode: $sortCode, accountNumber: $accountNumber, quoteRef: $quoteRef) { bankName succeeded errorType errorMessage } }`;

export const ANNUAL = "SINGLE_CARD_PAYMENT";
export const MONTHLY = "INSTALMENTS_WITH_DEPOSIT";
/** A pair that passes the modulus check, and the account holder. */
export const goodDirectDebit = { accountHolder: "Sam Jones", sortCode: "20-29-59", accountNumber: "6374 8472" };

export const card = (cardNumber = "4242 4242 4242 4242", overrides: Record<string, unknown> = {}) => ({
  nameOnCard: "Sam Jones",
  cardNumber,
  expiryMonth: 12,
  expiryYear: 2030,
  cvc: "123",
  billingAddressLine1: "3 Parade Court",
  billingPostcode: "LS1 4AP",
  ...overrides,
});

export function data<T>(response: GraphqlResponse<T>): T {
  expect(response.body.errors, response.text).toBeUndefined();
  return response.body.data!;
}

export function errorOf(response: GraphqlResponse<unknown>): { code: unknown; message: string; extensions: Record<string, unknown> } {
  expect(response.body.data ?? null, response.text).toBeNull();
  const [error] = response.body.errors ?? [];
  expect(error, response.text).toBeDefined();
  return { code: error.extensions?.code, message: error.message, extensions: error.extensions ?? {} };
}

export class Buyer {
  constructor(private readonly server: GraphqlClient) {}

  async rate(product: string, answers: Draft, extra: Record<string, unknown> = {}): Promise<Rated> {
    const body = { product, journeyVersion: journeyOf(product).version, answers };
    return data(await this.server.graphql<{ rateQuote: Rated }>(RATE, { body, ...extra })).rateQuote;
  }

  prepareRaw(quote: Rated, code = ANNUAL, overrides: Record<string, unknown> = {}) {
    return this.server.graphql<{ prepareTakeUp: IntentDetails }>(PREPARE, {
      token: quote.token,
      id: quote.ratingOutcome.underwritingOutcomeResponseId,
      code,
      optionId: quote.ratingOutcome.optionId,
      ...overrides,
    });
  }

  async prepare(quote: Rated, code = ANNUAL): Promise<IntentDetails> {
    return data(await this.prepareRaw(quote, code)).prepareTakeUp;
  }

  payRaw(intent: Pick<IntentDetails, "paymentIntentId" | "clientSecret">, cardInput = card()) {
    return this.server.graphql<{ payLocalCard: { status: string; errorCode: string | null } }>(PAY, {
      id: intent.paymentIntentId,
      secret: intent.clientSecret,
      card: cardInput,
    });
  }

  async pay(intent: Pick<IntentDetails, "paymentIntentId" | "clientSecret">, cardInput = card()) {
    return data(await this.payRaw(intent, cardInput)).payLocalCard;
  }

  takeUpRaw(quote: Rated, paymentIntentId: string, extra: { directDebit?: unknown; inception?: string; id?: string } = {}) {
    return this.server.graphql<{ takeUpQuote: { policyReference: string; quoteState: string; quoteRef: string } }>(TAKE_UP, {
      token: quote.token,
      id: extra.id ?? quote.ratingOutcome.underwritingOutcomeResponseId,
      inception: extra.inception ?? quote.capturedQuoteModel.quote.inceptionDateTime,
      body: { paymentIntentId, ...(extra.directDebit === undefined ? {} : { directDebit: extra.directDebit }) },
    });
  }

  async takeUp(quote: Rated, paymentIntentId: string, extra: { directDebit?: unknown } = {}) {
    return data(await this.takeUpRaw(quote, paymentIntentId, extra)).takeUpQuote;
  }

  repriceRaw(quote: Rated, choice = { addons: [] as string[], voluntaryExcess: 0 }) {
    return this.server.graphql<{ repriceQuote: Rated }>(REPRICE, {
      token: quote.token,
      id: quote.ratingOutcome.underwritingOutcomeResponseId,
      body: choice,
    });
  }
}

export function optionOf(quote: Rated, code: string): PaymentOptionFields {
  const option = quote.ratingOutcome.paymentOptions.find((o) => o.paymentCollectionOptionCode === code);
  if (!option) throw new Error(`Quote ${quote.quoteRef} has no ${code} option`);
  return option;
}
