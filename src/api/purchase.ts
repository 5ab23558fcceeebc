/**
 * The buying calls (server/schema.graphql): bank validation, prepare take-up, the local card
 * processor's payment, and take-up. Pages call them through `purchaseCalls`, which tests replace.
 */
import { gql } from "graphql-request";
import { graphql } from "./client.ts";

// Type-only: the server's own contract types, erased from the bundle.
export type { PaymentCollectionOptionCode, PaymentErrorCode, LocalCardInput, LocalCardResult } from "../../server/payments/types.ts";
export type { PaymentIntentDetails, TakeUpResult } from "../../server/domain/takeUp.ts";
export type { BankValidationResult as BankValidation } from "../../server/domain/bankValidation.ts";
import type { PaymentIntentDetails, TakeUpBody, TakeUpResult } from "../../server/domain/takeUp.ts";
import type { BankValidationResult as BankValidation } from "../../server/domain/bankValidation.ts";
import type { LocalCardInput, LocalCardResult } from "../../server/payments/types.ts";

export type DirectDebitInput = NonNullable<TakeUpBody["directDebit"]>;

const BANK_VALIDATION = gql`
  query BankValidation($sortCode: String!, $accountNumber: String!, $quoteRef: String!) {
    bankValidation(sortCode: $sortCode, accountNumber: $accountNumber, quoteRef: $quoteRef) {
      bankName succeeded errorType errorMessage
    }
  }
`;

const PREPARE_TAKE_UP = gql`
  mutation PrepareTakeUp($token: String!, $underwritingOutcomeResponseId: String!, $paymentCollectionOptionCode: String!, $optionId: String!) {
    prepareTakeUp(
      token: $token, underwritingOutcomeResponseId: $underwritingOutcomeResponseId,
      paymentCollectionOptionCode: $paymentCollectionOptionCode, optionId: $optionId
    ) {
      quoteRef optionId paymentCollectionOptionCode paymentIntentId clientSecret token cardPaymentProcessor
      accountId apiKey amount currency
    }
  }
`;

const PAY_LOCAL_CARD = gql`
  mutation PayLocalCard($paymentIntentId: String!, $clientSecret: String!, $card: LocalCardInput!) {
    payLocalCard(paymentIntentId: $paymentIntentId, clientSecret: $clientSecret, card: $card) { status errorCode }
  }
`;

const TAKE_UP_QUOTE = gql`
  mutation TakeUpQuote($token: String!, $underwritingOutcomeResponseId: String!, $inceptionDateTime: String!, $body: TakeUpBody!) {
    takeUpQuote(
      token: $token, underwritingOutcomeResponseId: $underwritingOutcomeResponseId,
      inceptionDateTime: $inceptionDateTime, body: $body
    ) { policyReference quoteState quoteRef }
  }
`;

export const purchaseCalls = Object.freeze({
  bankValidation: async (args: { sortCode: string; accountNumber: string; quoteRef: string }) =>
    (await graphql.request<{ bankValidation: BankValidation }>(BANK_VALIDATION, args)).bankValidation,
  prepareTakeUp: async (args: {
    token: string; underwritingOutcomeResponseId: string; paymentCollectionOptionCode: string; optionId: string;
  }) => (await graphql.request<{ prepareTakeUp: PaymentIntentDetails }>(PREPARE_TAKE_UP, args)).prepareTakeUp,
  payLocalCard: async (args: { paymentIntentId: string; clientSecret: string; card: LocalCardInput }) =>
    (await graphql.request<{ payLocalCard: LocalCardResult }>(PAY_LOCAL_CARD, args)).payLocalCard,
  takeUpQuote: async (args: {
    token: string; underwritingOutcomeResponseId: string; inceptionDateTime: string;
    body: { paymentIntentId: string; directDebit?: DirectDebitInput | null };
  }) => (await graphql.request<{ takeUpQuote: TakeUpResult }>(TAKE_UP_QUOTE, args)).takeUpQuote,
});

/** The server's error code (extensions.code) of a failed call, if it has one. */
export function errorCode(error: unknown): string | undefined {
  const errors = (error as { response?: { errors?: { extensions?: { code?: unknown } }[] } } | null)?.response?.errors;
  const code = errors?.[0]?.extensions?.code;
  return typeof code === "string" ? code : undefined;
}
