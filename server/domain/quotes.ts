import { randomInt, randomUUID } from "node:crypto";
import type { Draft, QuoteProblem, ResolvedJourney } from "../../src/engine/index.ts";
import type { ServerClock } from "../clock.ts";
import type { Db, Queryable } from "../db/index.ts";
import {
  insertQuote,
  quoteByRef,
  quotesByTokenHash,
  replaceAnswers,
  replaceChoices,
  type QuoteDocuments,
  type StoredQuoteRow,
  type RatingRecord,
} from "../db/quoteRepository.ts";
import {
  alreadyTakenUp,
  badUserInput,
  clientError,
  clip,
  outcomeStale,
  quoteExpired,
  quoteInput,
  quoteNotFound,
  quoteNotPriced,
  quotePaid,
} from "./errors.ts";
import { ratingInputs } from "../rating/inputs.ts";
import { checkChoices, rate } from "../rating/rate.ts";
import type { RatingCatalogue } from "../rating/ratingFiles.ts";
import type { RatingChoices, RatingResult } from "../rating/types.ts";
import { isObject } from "./draftValues.ts";
import { fieldErrors, lookupMismatch, type FieldError } from "./fieldErrors.ts";
import type { JourneyCatalogue } from "./journeyCatalogue.ts";
import { LookedUpData } from "./lookedUpData.ts";
import { buildQuoteRequest, quoteLifetimeDays, type QuoteRequest } from "./quoteRequest.ts";
import { isExpired } from "./quoteState.ts";
import { hashToken, newToken, tokenMatches } from "./quoteTokens.ts";
import { rateResponse, type RateResponse, type StoredRating } from "./rateResponse.ts";
import { salesChannelProblem } from "./salesChannel.ts";
import { inProcessValidator, type DraftValidator } from "../validation/validator.ts";
import { lockQuote, type LivePayments } from "../payments/livePayments.ts";
import { addDaysIso } from "./ukDate.ts";

export interface QuoteBody {
  product: string;
  journeyVersion: string;
  answers: unknown;
}

export interface RepriceBody {
  addons: string[];
  voluntaryExcess: number;
}

const refAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const refLength = 8;
const maxRefAttempts = 5;

/** A quote's JSON columns as the domain writes them: its request, its submitted draft (submittedDraft), its rating's choices and result. */
export interface QuoteJson extends QuoteDocuments {
  request: QuoteRequest;
  answers: Draft;
  choices: RatingChoices;
  outcome: RatingResult;
}

/** A stored quote as retrieval reads it: its answers, the journey version they were given under, and its current rating. */
export type StoredQuote = Readonly<StoredQuoteRow<QuoteJson>>;

/** What rating a quote and answering with its price read: a stored quote, or one about to be stored. */
type QuoteToRate = Pick<StoredQuote, "quote_ref" | "product" | "request" | "created_date" | "expiry_date">;

declare const validated: unique symbol;
/**
 * A draft that passed the journey's rules, cut down to what the journey sends (submittedDraft), and
 * matching the server's own lookups and reference lists (lookedUpData). Only Quotes makes these, so
 * rateValid can never store an unchecked draft.
 */
export interface ValidDraft {
  readonly journey: ResolvedJourney;
  readonly draft: Draft;
  /** Its quote request, when the validation thread built it (for this reference, on this day). */
  readonly built?: { readonly request: QuoteRequest; readonly quoteRef: string; readonly today: string };
  readonly [validated]: true;
}

interface NewRating extends StoredRating {
  choices: RatingChoices;
}

/**
 * Rates quote drafts and reprices them. Nothing the client says is trusted: the product must
 * exist, the draft must be for the journey version this server runs, the whole draft is
 * validated with the journey's own rules (the browser runs the same ones page by page), and what it
 * claims to have looked up is looked up again, before a quote request is built from it, stored,
 * and priced with the product's rating file.
 */
export class Quotes {
  readonly #lookedUp: LookedUpData;

  constructor(
    private readonly db: Db,
    private readonly journeys: JourneyCatalogue,
    private readonly ratings: RatingCatalogue,
    private readonly clock: ServerClock,
    /** Releases a quote's live payment before its price changes (payments/livePayments.ts). */
    private readonly live: LivePayments,
    /** Where drafts are replayed through their journey (the calling thread unless told otherwise). */
    private readonly validator: DraftValidator = inProcessValidator(journeys),
  ) {
    this.#lookedUp = new LookedUpData(db, clock);
  }

  /** A new quote, or (with quoteRef and its token) new answers for a stored one, rated afresh. */
  async rate(body: QuoteBody, quoteRef?: string | null, token?: string | null): Promise<RateResponse> {
    // A new quote's reference is drawn first, so the validation thread builds its request as well.
    const ref = quoteRef || token ? (quoteRef ?? undefined) : newQuoteRef();
    return this.rateValid(await this.#validated(body, ref), quoteRef, token);
  }

  /**
   * Stores and rates a draft that already passed the journey's rules: as a new quote (new reference
   * and token), or with quoteRef and its token as new answers for that stored quote.
   */
  async rateValid(valid: ValidDraft, quoteRef?: string | null, token?: string | null): Promise<RateResponse> {
    const { journey, draft } = valid;
    const today = this.clock.today();
    const dates = { created: today, expiry: addDaysIso(today, quoteLifetimeDays) };
    if (quoteRef || token) {
      if (!quoteRef || !token)
        throw badUserInput("quoteRef and token go together: send both to rate a stored quote again, or neither for a new one");
      const stored = await quoteByRef<QuoteJson>(this.db, quoteRef);
      if (!stored || !tokenMatches(token, stored.token_hash)) throw quoteNotFound();
      if (stored.taken_up_at) throw alreadyTakenUp(stored.policy_reference);
      if (stored.paid) throw quotePaid(stored.paid_option ?? undefined);
      const request = quoteRequest(valid, stored.quote_ref, today);
      const quote: QuoteToRate = { ...stored, product: journey.id, request, created_date: dates.created, expiry_date: dates.expiry };
      const rating = this.#rate(quote, this.#keptChoices(stored, journey.id, request));
      const change = {
        id: stored.id,
        outcomeId: stored.current_outcome_id,
        product: journey.id,
        journeyVersion: journey.version,
        request,
        answers: draft,
        createdDate: dates.created,
        expiryDate: dates.expiry,
      };
      // Conditional on the outcome read above: a concurrent rating of the same quote makes this one stale.
      await this.#replaceOutcome(stored, (tx, released) => replaceAnswers(tx, { ...change, released }, ratingRecord(rating)));
      return this.#response(quote, token, rating);
    }

    const fresh = newToken();
    for (let attempt = 1; ; attempt++) {
      const ref = attempt === 1 && valid.built ? valid.built.quoteRef : newQuoteRef();
      const request = quoteRequest(valid, ref, today);
      const quote: QuoteToRate = { quote_ref: ref, product: journey.id, request, created_date: dates.created, expiry_date: dates.expiry };
      const rating = this.#rate(quote, this.#firstChoices(request));
      const inserted = await insertQuote(
        this.db,
        {
          quoteRef: ref,
          product: journey.id,
          journeyVersion: journey.version,
          request,
          answers: draft,
          tokenHash: hashToken(fresh),
          createdDate: dates.created,
          expiryDate: dates.expiry,
        },
        ratingRecord(rating),
      );
      if (inserted) return this.#response(quote, fresh, rating);
      // The reference was taken: draw another.
      if (attempt === maxRefAttempts) throw new Error(`No free quote reference after ${maxRefAttempts} attempts`);
    }
  }

  /** The stored quote priced again with the consumer's addons and voluntary excess. */
  async reprice(token: string, outcomeId: string, body: RepriceBody): Promise<RateResponse> {
    const stored = await this.byToken(token);
    if (!stored) throw quoteNotFound();
    if (stored.taken_up_at) throw alreadyTakenUp(stored.policy_reference);
    if (stored.current_outcome_id !== outcomeId) throw outcomeStale();
    if (stored.paid) throw quotePaid(stored.paid_option ?? undefined);
    if (isExpired(stored.expiry_date, this.clock.today())) throw quoteExpired();
    if (stored.current_state !== "READY_FOR_TAKE_UP") throw quoteNotPriced("change");
    const choices: RatingChoices = { addons: body.addons, voluntaryExcess: body.voluntaryExcess };
    const problem = checkChoices(this.#ratingFile(stored.product), choices);
    if (problem) throw badUserInput(problem, { argument: "body" });

    const quote: QuoteToRate = { ...stored, request: withVoluntaryExcess(stored.request, body.voluntaryExcess) };
    const rating = this.#rate(quote, choices);
    // Only the outcome that is still current may be replaced: of two repricings racing from the
    // same outcome, one wins and the other is told it is stale.
    await this.#replaceOutcome(stored, (tx, released) =>
      replaceChoices(tx, { id: stored.id, outcomeId, released, request: quote.request }, ratingRecord(rating)),
    );
    return this.#response(quote, token, rating);
  }

  /**
   * Replaces the quote's current outcome (with `replace`, which must clear the live payment it is
   * handed, and answer whether it changed the quote): first the live payment is released, cancelled
   * at its processor (QUOTE_PAID if it was paid first), then, with the quote locked, the released
   * intent is closed and the outcome replaced in one transaction, so no charge can land on the price
   * being replaced. OUTCOME_STALE when another rating got there first.
   */
  async #replaceOutcome(stored: StoredQuote, replace: (tx: Queryable, released: string | null) => Promise<boolean>): Promise<void> {
    const released = await this.live.release(stored.payment_intent_id);
    const replaced = await this.db.transaction(async (tx) => {
      await lockQuote(tx, stored.id);
      if (released) await this.live.closeReleased(tx, released);
      return replace(tx, released);
    });
    if (!replaced) throw outcomeStale();
  }

  #rate(quote: QuoteToRate, choices: RatingChoices): NewRating {
    const result: RatingResult = rate(this.#ratingFile(quote.product), ratingInputs(quote.request, this.clock.today()), choices);
    return { outcomeId: randomUUID(), ratedAt: this.clock.now().toISOString(), result, choices };
  }

  #response(quote: QuoteToRate, token: string, rating: StoredRating): RateResponse {
    const identity = {
      request: quote.request,
      quoteRef: quote.quote_ref,
      createdDate: quote.created_date,
      expiryDate: quote.expiry_date,
      token,
    };
    return rateResponse(identity, rating, this.clock.today());
  }

  /** A new quote takes the rating file's default addons and the voluntary excess the final page asked. */
  #firstChoices(request: QuoteRequest): RatingChoices {
    return { voluntaryExcess: Math.round((request.capturedQuoteModel.quote.voluntaryExcess ?? 0) * 100) };
  }

  /** Rated again with new answers, the quote keeps the addons the consumer chose, where still on offer. */
  #keptChoices(stored: StoredQuote, product: string, request: QuoteRequest): RatingChoices {
    const first = this.#firstChoices(request);
    const kept = { ...first, addons: stored.current_choices?.addons };
    return kept.addons && !checkChoices(this.#ratingFile(product), kept) ? kept : first;
  }

  #ratingFile(product: string) {
    const file = this.ratings.file(product);
    if (!file) throw new Error(`No rating file for product ${product}`);
    return file;
  }

  /**
   * A stored quote's answers checked again with the current journey and today's date, as rate checks
   * a client's: the valid draft, or undefined when the journey now needs answers they do not give
   * (a new required question, a tightened limit, a cover start now in the past).
   */
  async replay(product: string, answers: unknown): Promise<ValidDraft | undefined> {
    const journey = this.journeys.journey(product);
    if (!journey || !isObject(answers) || answers.product !== product || salesChannelProblem(answers)) return undefined;
    const checked = await this.#checked(journey, answers);
    return "valid" in checked ? checked.valid : undefined;
  }

  /** The stored quote's current rating as the rate response it was first answered with (the token is the one sent). */
  currentResponse(stored: StoredQuote, token: string): RateResponse | undefined {
    if (!stored.current_outcome_id || !stored.current_outcome || !stored.current_rated_at) return undefined;
    const ratedAt = new Date(stored.current_rated_at).toISOString();
    return this.#response(stored, token, { outcomeId: stored.current_outcome_id, ratedAt, result: stored.current_outcome });
  }

  /** `quoteRef`: the reference the quote will be stored under, if known, to build its request with. */
  async #validated(body: QuoteBody, quoteRef?: string): Promise<ValidDraft> {
    const { product, journeyVersion, answers } = body;
    const journey = this.journeys.journey(product);
    if (!journey) {
      throw badUserInput(`Unknown product ${quoteInput(product)}: expected one of ${this.journeys.products.join(", ")}`, {
        argument: "body.product",
      });
    }
    if (journeyVersion !== journey.version) {
      throw clientError(
        "JOURNEY_VERSION_MISMATCH",
        `This quote was made with journey version ${clip(journeyVersion, 20)}; the current version is ${journey.version}. Please reload.`,
        { argument: "body.journeyVersion", currentVersion: journey.version },
      );
    }
    if (!isObject(answers)) {
      throw badUserInput(`answers must be a JSON object (the quote draft), not ${describe(answers)}`, { argument: "body.answers" });
    }
    if (answers.product !== product) {
      const sent = typeof answers.product === "string" ? quoteInput(answers.product) : describe(answers.product);
      throw badUserInput(`answers.product is ${sent} but the quote is for ${quoteInput(product)}`, { argument: "body.answers" });
    }
    const problem = salesChannelProblem(answers);
    if (problem) throw badUserInput(problem, { argument: "body.answers" });
    const checked = await this.#checked(journey, answers, quoteRef);
    if ("problems" in checked) {
      throw clientError("QUOTE_INVALID", "The quote has answers that break the journey's rules", {
        fieldErrors: fieldErrors(checked.problems),
      });
    }
    if ("mismatches" in checked) throw lookupMismatch(checked.mismatches);
    return checked.valid;
  }

  /**
   * The whole draft replayed with the server's today; a valid draft is cut down to what the journey
   * sends (validateDraft), then checked against the server's own lookups and lists.
   */
  async #checked(
    journey: ResolvedJourney,
    answers: Draft,
    quoteRef?: string,
  ): Promise<{ valid: ValidDraft } | { problems: QuoteProblem[] } | { mismatches: FieldError[] }> {
    const today = this.clock.today();
    const validation = await this.validator.validate(journey.id, answers, today, quoteRef);
    if (!validation.valid) return { problems: validation.problems };
    const mismatches = await this.#lookedUp.problems(journey, validation.draft, validation.active);
    if (mismatches.length > 0) return { mismatches };
    const built = validation.request && quoteRef !== undefined ? { request: validation.request, quoteRef, today } : undefined;
    return { valid: { journey, draft: validation.draft, built } as ValidDraft };
  }

  /** The stored quote with this token, with its answers and current rating; undefined for an unknown token. */
  async byToken(token: string): Promise<StoredQuote | undefined> {
    const rows = await quotesByTokenHash<QuoteJson>(this.db, hashToken(token));
    return rows.find((row) => tokenMatches(token, row.token_hash));
  }
}

/** The rating as recorded for the audit: the result, and the premium with its factors and the rules that fired. */
function ratingRecord({ outcomeId, ratedAt, result, choices }: NewRating): RatingRecord {
  const breakdown = { premium: result.premium, factors: result.breakdown, firedRules: result.firedRules };
  return { outcomeId, ratedAt, ratingVersion: result.ratingVersion, optionState: result.optionState, choices, breakdown, outcome: result };
}

/** The draft's quote request for this reference and day: the one the validation thread built if it matches, else built here. */
function quoteRequest({ journey, draft, built }: ValidDraft, quoteRef: string, today: string): QuoteRequest {
  if (built && built.quoteRef === quoteRef && built.today === today) return built.request;
  return buildQuoteRequest({ journey, draft, quoteRef, today });
}

function withVoluntaryExcess(request: QuoteRequest, pence: number): QuoteRequest {
  const { quote } = request.capturedQuoteModel;
  return { ...request, capturedQuoteModel: { ...request.capturedQuoteModel, quote: { ...quote, voluntaryExcess: pence / 100 } } };
}

/** QR- and 8 random capitals or digits (36^8, about 2.8 million million). */
export function newQuoteRef(): string {
  let ref = "QR-";
  for (let i = 0; i < refLength; i++) ref += refAlphabet[randomInt(refAlphabet.length)];
  return ref;
}

function describe(value: unknown): string {
  if (value === undefined) return "missing";
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  return `a ${typeof value}`;
}
