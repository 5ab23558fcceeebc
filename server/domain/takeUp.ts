/**
 * Buying a quote (prepare take-up, then take up quote): a card payment for the current
 * outcome, then exactly one policy for it.
 *
 * Nothing the browser says about money is trusted: the amount is read again from the stored rating
 * outcome (the annual price, or the monthly plan's upfront amount), the payment's success is asked
 * of the card processor itself, and the direct debit account is checked again with the modulus
 * check. A quote has one live payment at a time (payments/livePayments.ts), and only it can be
 * charged or taken up. The policy is created by one statement (db/takeUpRepository.ts) that only
 * succeeds while the outcome is current, the payment live and the quote not yet bought, with UNIQUE
 * (outcome_id) and UNIQUE (quote_id) on policies, so any number of concurrent or repeated take-ups
 * of one outcome answer the same policy reference. A payment that succeeded but can no longer become a policy is
 * refunded (payments/refunds.ts) and the consumer told so.
 *
 * The same statement records the policy's set-up work in an outbox (policySetup/setupOutbox.ts),
 * done just after the commit and, if a crash or a failing port gets in the way, by a later run.
 */
import { randomInt } from "node:crypto";
import type { ServerClock } from "../clock.ts";
import type { Db, Queryable } from "../db/index.ts";
import {
  buyableQuoteById,
  buyableQuotesByTokenHash,
  createPolicy,
  lockBuyableQuote,
  policyOfQuote,
  type BuyableQuoteRow,
  type PolicyRow,
} from "../db/takeUpRepository.ts";
import {
  alreadyTakenUp,
  badUserInput,
  DomainError,
  bankDetailsInvalid,
  coverStartPassed,
  outcomeStale,
  paymentCanceled,
  paymentNotCompleted,
  paymentRefunded,
  quoteExpired,
  quoteNotFound,
  quoteNotPriced,
  type RefundReason,
} from "./errors.ts";
import { intentById, type StoredIntent } from "../payments/intentStore.ts";
import type { LivePayments } from "../payments/livePayments.ts";
import type { Refunds } from "../payments/refunds.ts";
import { currency, type CardPayments, type IntentToCharge, type LocalCardInput, type LocalCardResult } from "../payments/types.ts";
import type { InstalmentsOption, PaymentOption, RatingResult } from "../rating/types.ts";
import type { BankValidations } from "./bankValidation.ts";
import type { QuoteJson } from "./quotes.ts";
import { isExpired } from "./quoteState.ts";
import { hashToken, tokenMatches } from "./quoteTokens.ts";
import type { FinanceAgreement, FinanceProvider } from "../policySetup/ports.ts";
import { setupTasks } from "../policySetup/setupOutbox.ts";

/** What sets a policy up once its take-up has committed (policySetup/policySetup.ts). */
export interface AfterTakeUp {
  afterTakeUp(policyReference: string): Promise<void>;
}

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

type BuyableQuote = BuyableQuoteRow<QuoteJson>;

/** Crockford's base32: no I, L, O or U, so a reference read out over the phone is unambiguous. */
const crockford = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const policyReferenceLength = 10;
const maxReferenceAttempts = 3;
const maxAccountHolderLength = 100;
/** Prepares racing each other for one quote settle within a couple of rounds; more means something is wrong. */
const maxClaimAttempts = 5;

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
    private readonly live: LivePayments,
    private readonly refunds: Refunds,
    private readonly bank: BankValidations,
    private readonly clock: ServerClock,
    private readonly finance: FinanceProvider,
    private readonly setup: AfterTakeUp,
  ) {}

  /**
   * A payment intent for the current outcome's annual price or monthly deposit, made the quote's
   * live payment: the same one when asked again; asked for the other way of paying, the live one is
   * cancelled first (QUOTE_PAID, naming the way it was paid, if it was paid first).
   */
  async prepare(token: string, outcomeId: string, optionCode: string, optionId: string): Promise<PaymentIntentDetails> {
    for (let attempt = 1; attempt <= maxClaimAttempts; attempt++) {
      const quote = await this.#byToken(token);
      const outcome = await this.#payableOutcome(quote, outcomeId, optionCode);
      const expectedOptionId = `${quote.quote_ref}-${outcome.package}`;
      if (optionId !== expectedOptionId) throw badUserInput(`This quote's option id is ${expectedOptionId}`, { argument: "optionId" });
      const option = outcome.paymentOptions.find((o) => o.paymentCollectionOptionCode === optionCode);
      if (!option) {
        const offered = outcome.paymentOptions.map((o) => o.paymentCollectionOptionCode).join(" or ");
        throw badUserInput(`This quote can be paid with ${offered}`, { argument: "paymentCollectionOptionCode" });
      }
      const live = quote.payment_intent_id ? await intentById(this.db, quote.payment_intent_id) : undefined;
      const keep = live?.payment_collection_option_code === option.paymentCollectionOptionCode;
      const released = keep ? quote.payment_intent_id : await this.live.release(quote.payment_intent_id);
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
      if (await this.live.claim(quote.id, outcomeId, released, prepared.paymentIntentId)) {
        return {
          quoteRef: quote.quote_ref,
          optionId,
          paymentCollectionOptionCode: option.paymentCollectionOptionCode,
          token,
          amount,
          currency,
          ...prepared,
        };
      }
      // The quote moved on meanwhile (another prepare, a reprice, a take-up): look at it again.
    }
    throw new Error(`The payment for outcome ${outcomeId} kept changing under ${maxClaimAttempts} prepares`);
  }

  /**
   * The local processor's card form: refused with Stripe. The charge runs in a transaction that
   * locks the quote and charges only the quote's live payment for its current, buyable outcome.
   */
  async payLocalCard(paymentIntentId: string, clientSecret: string, card: LocalCardInput): Promise<LocalCardResult> {
    if (!this.payments.payLocalCard) {
      throw badUserInput("This server takes card payments with Stripe: send the card to Stripe, not to payLocalCard.", {
        argument: "card",
      });
    }
    return this.payments.payLocalCard(paymentIntentId, clientSecret, card, (intent, tx) => this.#chargeable(intent, tx));
  }

  /**
   * The policy for the paid outcome: created once; a retry (same outcome and payment) answers the
   * same reference. A payment that succeeded but cannot become a policy (its cover start passed,
   * or it is not the quote's live payment for its current outcome) is refunded: PAYMENT_REFUNDED.
   */
  async takeUp(token: string, outcomeId: string, inceptionDateTime: string, body: TakeUpBody): Promise<TakeUpResult> {
    const quote = await this.#byToken(token);
    const existing = await policyOfQuote(this.db, quote.id);
    if (existing) {
      if (existing.outcome_id === outcomeId && existing.payment_intent_id === body.paymentIntentId) return taken(existing, quote);
      throw alreadyTakenUp(existing.policy_reference);
    }
    const inception = quote.request.capturedQuoteModel.quote.inceptionDateTime;
    if (inceptionDateTime !== inception) {
      throw badUserInput(`inceptionDateTime must be the quote's cover start, ${inception}: get a new quote to change it`, {
        argument: "inceptionDateTime",
      });
    }
    const intent = await intentById(this.db, body.paymentIntentId);
    if (!intent || intent.quote_id !== quote.id || intent.outcome_id !== outcomeId) {
      this.#buyableOutcome(quote, outcomeId, { paid: true }); // a stale or bought outcome says so, rather than "not paid"
      throw paymentNotCompleted(null);
    }
    await this.#paidOrRefunded(quote, intent);

    // Paid, and still the quote's live payment: a price paid while it could be bought is honoured after expiry.
    const outcome = this.#buyableOutcome(quote, outcomeId, { paid: true });
    const option = outcome.paymentOptions.find((o) => o.paymentCollectionOptionCode === intent.payment_collection_option_code);
    if (!option || cardAmount(option) !== intent.amount) throw paymentNotCompleted(null);
    const account = option.kind === "instalments" ? this.#directDebit(body.directDebit) : null;
    if (option.kind === "instalments" && account) await this.finance.lodge(financeAgreement(quote, option, account, inception));
    const directDebit = account && {
      sortCode: account.sortCode,
      accountLast4: account.accountNumber.slice(-4),
      accountHolder: account.accountHolder,
    };
    const tasks = setupTasks(quote.request.capturedQuoteModel.drivers.length, option.kind === "instalments");
    for (let attempt = 1; attempt <= maxReferenceAttempts; attempt++) {
      const created = await createPolicy(this.db, {
        reference: newPolicyReference(),
        quoteId: quote.id,
        outcomeId,
        paymentIntentId: intent.id,
        paymentCollectionOptionCode: option.paymentCollectionOptionCode,
        amountPaid: cardAmount(option),
        inceptionDateTime: inception,
        directDebit,
        createdAt: this.clock.now().toISOString(),
        setupTasks: tasks,
      });
      if (created) {
        await this.setup.afterTakeUp(created);
        return { policyReference: created, quoteState: "TAKEN_UP", quoteRef: quote.quote_ref };
      }
      // Someone else took this outcome up first (a double click, a retry racing this one): theirs is the answer.
      const policy = await policyOfQuote(this.db, quote.id);
      if (policy) {
        if (policy.outcome_id === outcomeId && policy.payment_intent_id === intent.id) return taken(policy, quote);
        throw alreadyTakenUp(policy.policy_reference);
      }
      const now = await buyableQuoteById<QuoteJson>(this.db, quote.id);
      if (!now) throw quoteNotFound();
      // A reprice or a refund won the race: the payment can no longer buy this outcome.
      if (now.current_outcome_id !== outcomeId || now.payment_intent_id !== intent.id) await this.#refundUnusable(now, intent);
      // Otherwise the random reference was taken: try another.
    }
    throw new Error(`No free policy reference after ${maxReferenceAttempts} attempts`);
  }

  /**
   * Returns when the intent's payment succeeded (asked of the processor, recorded with the quote
   * locked) and can still become this quote's policy. Otherwise throws: PAYMENT_NOT_COMPLETED (or
   * why the quote cannot be paid for now) when it was not paid, PAYMENT_REFUNDED when it was.
   */
  async #paidOrRefunded(quote: BuyableQuote, intent: StoredIntent): Promise<void> {
    if (intent.status === "refund_due" || intent.status === "refunded") {
      await this.refunds.refund(intent.id); // finishes one cut short; otherwise changes nothing
      throw paymentRefunded(intent.amount, refundReason(quote, this.clock.today()));
    }
    const verification = await this.payments.verify(intent.id, {
      outcomeId: intent.outcome_id,
      paymentCollectionOptionCode: intent.payment_collection_option_code,
      amount: intent.amount,
      currency,
    });
    if (!verification.succeeded) {
      this.#buyableOutcome(quote, intent.outcome_id); // an expired or past-start quote says so, rather than "not paid"
      throw paymentNotCompleted(verification.errorCode);
    }
    const recorded = await this.live.recordSucceeded(intent.id);
    const usable =
      recorded === "succeeded" &&
      quote.payment_intent_id === intent.id &&
      quote.current_outcome_id === intent.outcome_id &&
      !startsBeforeToday(quote, this.clock.today());
    if (!usable) await this.#refundUnusable(quote, intent);
  }

  /** Gives back a payment that cannot become the quote's policy, and says so. */
  async #refundUnusable(quote: BuyableQuote, intent: StoredIntent): Promise<never> {
    await this.refunds.refund(intent.id);
    throw paymentRefunded(intent.amount, refundReason(quote, this.clock.today()));
  }

  /**
   * Monthly plans: the account the instalments come from, checked again. The full number goes only
   * to the finance provider (financeAgreement); the policy keeps the sort code, last four digits and holder.
   */
  #directDebit(input: TakeUpBody["directDebit"]): DirectDebitAccount {
    if (!input)
      throw badUserInput("A monthly plan needs the bank account to collect the instalments from: send body.directDebit", {
        argument: "body.directDebit",
      });
    const accountHolder = input.accountHolder.trim().replace(/\s+/g, " ");
    if (accountHolder === "" || accountHolder.length > maxAccountHolderLength) {
      throw bankDetailsInvalid("ACCOUNT_HOLDER_INVALID");
    }
    const check = this.bank.check(input.sortCode, input.accountNumber);
    if (!check.succeeded || !check.account) throw bankDetailsInvalid(check.errorType);
    return { sortCode: check.account.sortCode, accountNumber: check.account.accountNumber, accountHolder };
  }

  /**
   * The current outcome, when it can be bought: not bought already, current, priced, and (unless
   * it is already paid for) not expired and with a cover start that is not in the past.
   */
  #buyableOutcome(quote: BuyableQuote, outcomeId: string, { paid = false } = {}): RatingResult {
    if (quote.taken_up_at) throw alreadyTakenUp(quote.policy_reference);
    if (quote.current_outcome_id !== outcomeId) throw outcomeStale();
    const today = this.clock.today();
    if (!paid && isExpired(quote.expiry_date, today)) throw quoteExpired();
    if (!paid && startsBeforeToday(quote, today)) throw coverStartPassed();
    if (quote.option_state !== "READY_FOR_TAKE_UP" || !quote.outcome) throw quoteNotPriced("pay");
    return quote.outcome;
  }

  /**
   * The outcome a payment may be prepared for. A quote paid while it could be bought is honoured
   * after it expires or its cover start passes (as take-up does): asked the processor, its live
   * payment is given back when it paid the way asked, or answers QUOTE_PAID naming how it was paid,
   * for the app to take it up; unpaid, it is cancelled, as it can no longer be charged, and the
   * quote's own refusal stands.
   */
  async #payableOutcome(quote: BuyableQuote, outcomeId: string, optionCode: string): Promise<RatingResult> {
    try {
      return this.#buyableOutcome(quote, outcomeId);
    } catch (refusal) {
      if (!(refusal instanceof DomainError && (refusal.code === "QUOTE_EXPIRED" || refusal.code === "COVER_START_PASSED"))) throw refusal;
      try {
        await this.live.release(quote.payment_intent_id);
      } catch (paid) {
        // Paid the way asked: the paid intent is given back, as before expiry.
        const paidWith = paid instanceof DomainError && paid.code === "QUOTE_PAID" ? paid.details.paymentCollectionOptionCode : undefined;
        if (paidWith === optionCode) return this.#buyableOutcome(quote, outcomeId, { paid: true });
        throw paid;
      }
      throw refusal;
    }
  }

  /** In the charge's transaction: locks the quote; throws unless the intent is its live payment for its current, buyable outcome. */
  async #chargeable(intent: IntentToCharge, tx: Queryable): Promise<void> {
    const quote = await lockBuyableQuote<QuoteJson>(tx, intent.quote_id);
    if (!quote) throw quoteNotFound();
    this.#buyableOutcome(quote, intent.outcome_id);
    if (quote.payment_intent_id !== intent.id) throw paymentCanceled();
  }

  async #byToken(token: string): Promise<BuyableQuote> {
    const rows = await buyableQuotesByTokenHash<QuoteJson>(this.db, hashToken(token));
    const quote = rows.find((row) => tokenMatches(token, row.token_hash));
    if (!quote) throw quoteNotFound();
    return quote;
  }
}

/** Why a paid quote's payment went back: its cover start passed, or it could not become the policy for another reason. */
function refundReason(quote: BuyableQuote, today: string): RefundReason {
  return startsBeforeToday(quote, today) ? "COVER_START_PASSED" : "NO_POLICY";
}

/** The quote's cover starts before today (UK dates): no policy may start in the past. */
function startsBeforeToday(quote: BuyableQuote, today: string): boolean {
  const inception = quote.request.capturedQuoteModel.quote.inceptionDateTime;
  return inception !== null && inception.slice(0, 10) < today;
}

interface DirectDebitAccount {
  sortCode: string;
  accountNumber: string;
  accountHolder: string;
}

/**
 * The mandate and credit agreement for the premium finance provider. It is lodged BEFORE the policy
 * is recorded, keyed by the quote reference, and activated by the policy's set-up after the commit:
 * so the full account number is handed over while it is in memory and is never written to a table,
 * the outbox or the log (the alternative, keeping it encrypted in the outbox, would put it in the
 * database and need a key to manage); a retried take-up lodges the same key again, and the provider
 * keeps one; a take-up that never commits leaves a lodged agreement that is never activated.
 */
function financeAgreement(
  quote: BuyableQuote,
  option: InstalmentsOption,
  account: DirectDebitAccount,
  inception: string,
): FinanceAgreement {
  const holder = quote.request.capturedQuoteModel.quote.policyholderDTO;
  return {
    key: quote.quote_ref,
    provider: option.premiumFinanceProvider,
    inceptionDateTime: inception,
    borrower: { name: [holder.name.firstName, holder.name.surname].filter(Boolean).join(" "), email: holder.email },
    mandate: account,
    credit: {
      upFrontAmount: option.upFrontAmount,
      instalmentCount: option.instalmentCount,
      standardInstalmentAmount: option.standardInstalmentAmount,
      totalAmountOfCredit: option.totalAmountOfCredit,
      interestAmount: option.interestAmount,
      interestFixedRate: option.interestFixedRate,
      arrangementFee: option.arrangementFee,
      typicalApr: option.typicalApr,
      totalAmountPayable: option.totalAmountPayable,
    },
  };
}

/** Pence taken by card now: the annual price, or the monthly plan's upfront amount. */
export function cardAmount(option: PaymentOption): number {
  return option.kind === "single" ? option.totalAmountPayable : option.upFrontAmount;
}

function taken(policy: PolicyRow, quote: BuyableQuote): TakeUpResult {
  return { policyReference: policy.policy_reference, quoteState: "TAKEN_UP", quoteRef: quote.quote_ref };
}
