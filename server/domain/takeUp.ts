/**
 * Buying a quote (prepare take-up, then take up quote): a card payment for the current
 * outcome, then exactly one policy for it.
 *
 * Nothing the browser says about money is trusted: the amount is read again from the stored rating
 * outcome (the annual price, or the monthly plan's upfront amount), the payment's success is asked
 * of the card processor itself, and the direct debit account is checked again with the modulus
 * check. The policy is created by one statement that only succeeds while the outcome is current and
 * the quote not yet bought, with UNIQUE (outcome_id) and UNIQUE (quote_id) on policies, so any number
 * of concurrent or repeated take-ups of one outcome answer the same policy reference.
 */
import { randomInt } from "node:crypto";
import type { ServerClock } from "../clock.ts";
import type { Db } from "../db/index.ts";
import {
  alreadyTakenUp, badUserInput, bankDetailsInvalid, coverStartPassed, outcomeStale, paymentNotCompleted, paymentRefunded,
  quoteExpired, quoteNotFound, quoteNotPriced,
} from "./errors.ts";
import { intentById } from "../payments/intentStore.ts";
import { currency, type CardPayments, type IntentToCharge, type LocalCardInput, type LocalCardResult } from "../payments/types.ts";
import type { PaymentOption, RatingResult } from "../rating/types.ts";
import type { BankValidations } from "./bankValidation.ts";
import type { QuoteRequest } from "./quoteRequest.ts";
import { isExpired } from "./quoteState.ts";
import { hashToken, tokenMatches } from "./quoteTokens.ts";

/** schema.graphql PaymentIntentDetails. */
export interface PaymentIntentDetails {
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

/** schema.graphql TakeUpBody. */
export interface TakeUpBody {
  paymentIntentId: string;
  directDebit?: { accountHolder: string; sortCode: string; accountNumber: string } | null;
}

/** schema.graphql TakeUpResult. */
export interface TakeUpResult {
  policyReference: string;
  quoteState: "TAKEN_UP";
  quoteRef: string;
}

interface BuyableQuote {
  id: string;
  quote_ref: string;
  token_hash: string | null;
  request: QuoteRequest;
  expiry_date: string;
  current_outcome_id: string | null;
  taken_up_at: string | null;
  option_state: string | null;
  outcome: RatingResult | null;
}

interface PolicyRow {
  policy_reference: string;
  outcome_id: string;
  payment_intent_id: string;
}

const selectQuote = `SELECT q.id, q.quote_ref, q.token_hash, q.request, to_char(q.expiry_date, 'YYYY-MM-DD') AS expiry_date, q.current_outcome_id,
  q.taken_up_at, r.option_state, r.outcome
  FROM quotes q LEFT JOIN quote_ratings r ON r.outcome_id = q.current_outcome_id`;

/** Crockford's base32: no I, L, O or U, so a reference read out over the phone is unambiguous. */
const crockford = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const policyReferenceLength = 10;
const maxReferenceAttempts = 3;
const maxAccountHolderLength = 100;

/** POL- and 10 Crockford base32 characters from 50 random bits: unguessable, and says nothing about how many policies there are. */
export function newPolicyReference(): string {
  let reference = "POL-";
  for (let i = 0; i < policyReferenceLength; i++) reference += crockford[randomInt(crockford.length)];
  return reference;
}

export class TakeUps {
  constructor(
    private readonly db: Db,
    private readonly payments: CardPayments,
    private readonly bank: BankValidations,
    private readonly clock: ServerClock,
  ) {}

  /** A payment intent for the current outcome's annual price or monthly deposit; the same one when asked again. */
  async prepare(token: string, outcomeId: string, optionCode: string, optionId: string): Promise<PaymentIntentDetails> {
    const quote = await this.#byToken(token);
    const outcome = this.#buyableOutcome(quote, outcomeId);
    const expectedOptionId = `${quote.quote_ref}-${outcome.package}`;
    if (optionId !== expectedOptionId) throw badUserInput(`This quote's option id is ${expectedOptionId}`, { argument: "optionId" });
    const option = outcome.paymentOptions.find((o) => o.paymentCollectionOptionCode === optionCode);
    if (!option) {
      const offered = outcome.paymentOptions.map((o) => o.paymentCollectionOptionCode).join(" or ");
      throw badUserInput(`This quote can be paid with ${offered}`, { argument: "paymentCollectionOptionCode" });
    }
    const amount = cardAmount(option);
    const prepared = await this.payments.prepare({
      quoteId: quote.id,
      quoteRef: quote.quote_ref,
      outcomeId,
      paymentCollectionOptionCode: option.paymentCollectionOptionCode,
      amount,
      currency,
      token,
    });
    return { quoteRef: quote.quote_ref, optionId, paymentCollectionOptionCode: option.paymentCollectionOptionCode, token, amount, currency, ...prepared };
  }

  /** The local processor's card form: refused with Stripe, and for an intent whose quote can no longer be bought. */
  async payLocalCard(paymentIntentId: string, clientSecret: string, card: LocalCardInput): Promise<LocalCardResult> {
    if (!this.payments.payLocalCard) {
      throw badUserInput("This server takes card payments with Stripe: send the card to Stripe, not to payLocalCard.", { argument: "card" });
    }
    return this.payments.payLocalCard(paymentIntentId, clientSecret, card, (intent) => this.#stillBuyable(intent));
  }

  /** The policy for the paid outcome: created once; a retry (same outcome and payment) answers the same reference. */
  async takeUp(token: string, outcomeId: string, inceptionDateTime: string, body: TakeUpBody): Promise<TakeUpResult> {
    const quote = await this.#byToken(token);
    const existing = await this.#policyOf(quote.id);
    if (existing) {
      if (existing.outcome_id === outcomeId && existing.payment_intent_id === body.paymentIntentId) return taken(existing, quote);
      throw alreadyTakenUp();
    }
    // A price paid while it could be bought is honoured after expiry; whether it was paid is asked below.
    const outcome = this.#buyableOutcome(quote, outcomeId, { paid: true });
    const inception = quote.request.capturedQuoteModel.quote.inceptionDateTime;
    if (inceptionDateTime !== inception) {
      throw badUserInput(`inceptionDateTime must be the quote's cover start, ${inception}: get a new quote to change it`, { argument: "inceptionDateTime" });
    }

    const intent = await intentById(this.db, body.paymentIntentId);
    const option = intent && intent.quote_id === quote.id && intent.outcome_id === outcomeId
      ? outcome.paymentOptions.find((o) => o.paymentCollectionOptionCode === intent.payment_collection_option_code)
      : undefined;
    if (!intent || !option) throw paymentNotCompleted(null);

    const directDebit = option.kind === "instalments" ? this.#directDebit(body.directDebit) : null;
    const verification = await this.payments.verify(intent.id, {
      outcomeId,
      paymentCollectionOptionCode: option.paymentCollectionOptionCode,
      amount: cardAmount(option),
      currency,
    });
    if (!verification.succeeded) {
      this.#buyableOutcome(quote, outcomeId); // an expired or past-start quote says so, rather than "not paid"
      throw paymentNotCompleted(verification.errorCode);
    }
    if (startsBeforeToday(quote, this.clock.today())) {
      // Paid, but cover cannot start in the past: the money goes back, and a new start date means a new price.
      await this.payments.refund(intent.id);
      throw paymentRefunded(intent.amount);
    }

    for (let attempt = 1; attempt <= maxReferenceAttempts; attempt++) {
      const reference = newPolicyReference();
      const created = await this.#createPolicy(reference, quote, outcomeId, intent.id, option, inception, directDebit);
      if (created) return { policyReference: created, quoteState: "TAKEN_UP", quoteRef: quote.quote_ref };
      // Someone else took this outcome up first (a double click, a retry racing this one): theirs is the answer.
      const policy = await this.#policyOf(quote.id);
      if (policy) {
        if (policy.outcome_id === outcomeId && policy.payment_intent_id === intent.id) return taken(policy, quote);
        throw alreadyTakenUp();
      }
      const now = await this.#byId(quote.id);
      if (!now) throw quoteNotFound();
      this.#buyableOutcome(now, outcomeId, { paid: true }); // OUTCOME_STALE after a reprice that won the race
      // Otherwise the random reference was taken: try another.
    }
    throw new Error(`No free policy reference after ${maxReferenceAttempts} attempts`);
  }

  /**
   * Inserts the policy and marks the quote taken up in one statement, only while the outcome is the
   * quote's current one and the quote is not yet bought; the row lock makes a concurrent take-up
   * wait, then find the quote bought and insert nothing. Answers the new reference, or undefined.
   */
  async #createPolicy(
    reference: string,
    quote: BuyableQuote,
    outcomeId: string,
    paymentIntentId: string,
    option: PaymentOption,
    inception: string,
    directDebit: DirectDebitRecord | null,
  ): Promise<string | undefined> {
    const { rows } = await this.db.query<{ policy_reference: string }>(
      `WITH eligible AS (
         SELECT id FROM quotes WHERE id = $1 AND current_outcome_id = $2 AND taken_up_at IS NULL FOR UPDATE),
       inserted AS (
         INSERT INTO policies (policy_reference, quote_id, outcome_id, payment_intent_id, payment_collection_option_code, amount_paid,
           inception_date_time, dd_sort_code, dd_account_last4, dd_account_holder, created_at)
         SELECT $3, id, $2, $4, $5, $6, $7, $8, $9, $10, $11 FROM eligible
         ON CONFLICT DO NOTHING
         RETURNING policy_reference, quote_id),
       bought AS (UPDATE quotes SET taken_up_at = $11 FROM inserted WHERE quotes.id = inserted.quote_id RETURNING quotes.id)
       SELECT policy_reference FROM inserted`,
      [quote.id, outcomeId, reference, paymentIntentId, option.paymentCollectionOptionCode, cardAmount(option), inception,
        directDebit?.sortCode ?? null, directDebit?.accountLast4 ?? null, directDebit?.accountHolder ?? null, this.clock.now().toISOString()],
    );
    return rows[0]?.policy_reference;
  }

  /** Monthly plans: the account the instalments come from, checked again; only the sort code, last four digits and holder are kept. */
  #directDebit(input: TakeUpBody["directDebit"]): DirectDebitRecord {
    if (!input) throw badUserInput("A monthly plan needs the bank account to collect the instalments from: send body.directDebit", { argument: "body.directDebit" });
    const accountHolder = input.accountHolder.trim().replace(/\s+/g, " ");
    if (accountHolder === "" || accountHolder.length > maxAccountHolderLength) {
      throw bankDetailsInvalid("ACCOUNT_HOLDER_INVALID");
    }
    const check = this.bank.check(input.sortCode, input.accountNumber);
    if (!check.succeeded || !check.account) throw bankDetailsInvalid(check.errorType);
    return { sortCode: check.account.sortCode, accountLast4: check.account.accountNumber.slice(-4), accountHolder };
  }

  /**
   * The current outcome, when it can be bought: not bought already, current, priced, and (unless
   * it is already paid for) not expired and with a cover start that is not in the past.
   */
  #buyableOutcome(quote: BuyableQuote, outcomeId: string, { paid = false } = {}): RatingResult {
    if (quote.taken_up_at) throw alreadyTakenUp();
    if (quote.current_outcome_id !== outcomeId) throw outcomeStale();
    const today = this.clock.today();
    if (!paid && isExpired(quote.expiry_date, today)) throw quoteExpired();
    if (!paid && startsBeforeToday(quote, today)) throw coverStartPassed();
    if (quote.option_state !== "READY_FOR_TAKE_UP" || !quote.outcome) throw quoteNotPriced("pay");
    return quote.outcome;
  }

  async #stillBuyable(intent: IntentToCharge): Promise<void> {
    const quote = await this.#byId(intent.quote_id);
    if (!quote) throw quoteNotFound();
    this.#buyableOutcome(quote, intent.outcome_id);
  }

  async #byToken(token: string): Promise<BuyableQuote> {
    const { rows } = await this.db.query<BuyableQuote>(`${selectQuote} WHERE q.token_hash = $1`, [hashToken(token)]);
    const quote = rows.find((row) => tokenMatches(token, row.token_hash));
    if (!quote) throw quoteNotFound();
    return quote;
  }

  async #byId(id: string): Promise<BuyableQuote | undefined> {
    const { rows } = await this.db.query<BuyableQuote>(`${selectQuote} WHERE q.id = $1`, [id]);
    return rows[0];
  }

  async #policyOf(quoteId: string): Promise<PolicyRow | undefined> {
    const { rows } = await this.db.query<PolicyRow>(
      "SELECT policy_reference, outcome_id, payment_intent_id FROM policies WHERE quote_id = $1",
      [quoteId],
    );
    return rows[0];
  }
}

/** The quote's cover starts before today (UK dates): no policy may start in the past. */
function startsBeforeToday(quote: BuyableQuote, today: string): boolean {
  const inception = quote.request.capturedQuoteModel.quote.inceptionDateTime;
  return inception !== null && inception.slice(0, 10) < today;
}

interface DirectDebitRecord {
  sortCode: string;
  accountLast4: string;
  accountHolder: string;
}

/** Pence taken by card now: the annual price, or the monthly plan's upfront amount. */
export function cardAmount(option: PaymentOption): number {
  return option.kind === "single" ? option.totalAmountPayable : option.upFrontAmount;
}

function taken(policy: PolicyRow, quote: BuyableQuote): TakeUpResult {
  return { policyReference: policy.policy_reference, quoteState: "TAKEN_UP", quoteRef: quote.quote_ref };
}
