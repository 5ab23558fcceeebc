/**
 * The buying calls (server/schema.graphql): bank validation, prepare take-up, the local card
 * processor's payment, and take-up (the operations: purchase.graphql).
 */
import type { GraphqlClient } from "./client.ts";
import {
  BankValidationDocument,
  PayLocalCardDocument,
  PrepareTakeUpDocument,
  TakeUpQuoteDocument,
  type BankValidationQuery,
  type BankValidationQueryVariables,
  type PayLocalCardMutation,
  type PayLocalCardMutationVariables,
  type PrepareTakeUpMutation,
  type PrepareTakeUpMutationVariables,
  type TakeUpQuoteMutation,
  type TakeUpQuoteMutationVariables,
} from "./generated/graphql.ts";

export type { LocalCardInput, PaymentErrorCode } from "./generated/graphql.ts";
export type BankValidation = BankValidationQuery["bankValidation"];
export type PaymentIntentDetails = PrepareTakeUpMutation["prepareTakeUp"];
export type LocalCardResult = PayLocalCardMutation["payLocalCard"];
export type TakeUpResult = TakeUpQuoteMutation["takeUpQuote"];

export interface PurchaseCalls {
  bankValidation(args: BankValidationQueryVariables): Promise<BankValidation>;
  prepareTakeUp(args: PrepareTakeUpMutationVariables): Promise<PaymentIntentDetails>;
  payLocalCard(args: PayLocalCardMutationVariables): Promise<LocalCardResult>;
  takeUpQuote(args: TakeUpQuoteMutationVariables): Promise<TakeUpResult>;
}

export function purchaseCalls(client: GraphqlClient): PurchaseCalls {
  return Object.freeze({
    bankValidation: async (args: BankValidationQueryVariables) => (await client.request(BankValidationDocument, args)).bankValidation,
    prepareTakeUp: async (args: PrepareTakeUpMutationVariables) => (await client.request(PrepareTakeUpDocument, args)).prepareTakeUp,
    payLocalCard: async (args: PayLocalCardMutationVariables) => (await client.request(PayLocalCardDocument, args)).payLocalCard,
    takeUpQuote: async (args: TakeUpQuoteMutationVariables) => (await client.request(TakeUpQuoteDocument, args)).takeUpQuote,
  });
}

/** The server's first error of a failed call, as graphql-request's ClientError carries it. */
function serverError(error: unknown): { message?: unknown; extensions?: Record<string, unknown> } | undefined {
  return (error as { response?: { errors?: { message?: unknown; extensions?: Record<string, unknown> }[] } } | null)?.response?.errors?.[0];
}

/** The server's error code (extensions.code) of a failed call, if it has one. */
export function errorCode(error: unknown): string | undefined {
  const code = serverError(error)?.extensions?.code;
  return typeof code === "string" ? code : undefined;
}

/** A quote call refused because the quote is paid for (QUOTE_PAID): its price can no longer change. */
export function isQuotePaid(error: unknown): boolean {
  return errorCode(error) === "QUOTE_PAID";
}

/** A detail of a failed call's error (an extension beside the code: amount, reason, retryAfterSeconds…). */
export function errorDetail(error: unknown, name: string): unknown {
  return serverError(error)?.extensions?.[name];
}

/** The server's own message for a failed call, when it sent one. */
export function errorMessage(error: unknown): string | undefined {
  const message = serverError(error)?.message;
  return typeof message === "string" && message.trim() !== "" ? message : undefined;
}
