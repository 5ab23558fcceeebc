/** A quote draft that is priced and ready to buy, for the buying pages' tests. */
import type { RateResponse } from "../../../src/api/rateResponse.ts";
import type { PaymentIntentDetails } from "../../../src/api/purchase.ts";
import type { Draft } from "../../../src/engine/index.ts";
import { createQuoteStore, type BuyState, type QuoteStore } from "../../../src/store/quoteStore.ts";
import { rateResponse } from "./rates.ts";

export interface BuyDraftOptions {
  product?: string;
  method?: "ANNUALLY" | "MONTHLY";
  rate?: RateResponse;
  device?: Record<string, unknown>;
  /** Named drivers added, by first name and email. */
  named?: { firstName: string; lastName: string; email: string }[];
  buy?: BuyState;
  extra?: Draft;
}

export function buyDraft({
  product = "car",
  method = "ANNUALLY",
  rate = rateResponse(),
  device,
  named = [],
  extra = {},
}: BuyDraftOptions = {}): Draft {
  return {
    product,
    final: { paymentMethod: method, excess: 100, coverStartDate: "2026-11-22" },
    driverPersonal: { firstName: "Alex", lastName: "Morgan" },
    driverAddress: { email: "alex.morgan@example.com" },
    device: device ?? { abiCode: "32001201", deviceType: "IC6", obdLocation: null },
    named: Object.fromEntries(
      named.map((d, i) => [
        i,
        { added: true, driverPersonal: { firstName: d.firstName, lastName: d.lastName }, driverContact: { email: d.email } },
      ]),
    ),
    quoteRef: rate.quoteRef,
    token: rate.token,
    rate,
    ...extra,
  };
}

export function buyStore(options: BuyDraftOptions = {}): QuoteStore {
  const store = createQuoteStore();
  store.getState().setDraft(buyDraft(options));
  store.getState().setSession({ selectedPaymentMethod: options.method ?? "ANNUALLY" });
  if (options.buy) store.getState().setBuy(options.buy);
  return store;
}

export const CHECKED_BANK = { accountHolder: "Alex Morgan", sortCode: "309980", accountNumber: "00733445", bankName: "Lloyds Bank" };

export const intent = (overrides: Partial<PaymentIntentDetails> = {}): PaymentIntentDetails => ({
  quoteRef: "QR-ABCD1234",
  optionId: "opt-1",
  paymentCollectionOptionCode: "SINGLE_CARD_PAYMENT",
  paymentIntentId: "pi_1",
  clientSecret: "pi_1_secret",
  token: "tok-secret",
  cardPaymentProcessor: "LOCAL",
  accountId: null,
  apiKey: null,
  amount: 123456,
  currency: "GBP",
  ...overrides,
});

/** A GraphQL error as the GraphQL client throws it, with the server's message and extensions.code. */
export function graphqlError(code: string, extensions: Record<string, unknown> = {}, message = code): Error {
  return Object.assign(new Error(message), { response: { errors: [{ message, extensions: { ...extensions, code } }], status: 200 } });
}

/** TOO_MANY_ATTEMPTS as the server answers it: the catalogue's words with the wait, and the wait in seconds. */
export const TOO_MANY = "You've tried this too many times. Please try again in 12 minutes.";
export const tooManyAttempts = () => graphqlError("TOO_MANY_ATTEMPTS", { retryAfterSeconds: 700 }, TOO_MANY);

/** A promise the test settles when it chooses, to look at the page while a call is pending. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
