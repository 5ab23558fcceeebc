import { randomInt } from "node:crypto";
import { validateQuote, type Clock, type Draft, type QuoteProblem } from "../../src/engine/index.ts";
import type { Db } from "../db/index.ts";
import { badUserInput, clientError, clip, quoteInput } from "../graphql/errors.ts";
import { isObject } from "./draftValues.ts";
import type { JourneyCatalogue } from "./journeyCatalogue.ts";
import { buildQuoteRequest } from "./quoteRequest.ts";
import { submittedDraft } from "./submittedDraft.ts";

export interface QuoteAccepted {
  quoteRef: string;
  product: string;
  journeyVersion: string;
  createdDate: string;
}

export interface FieldError {
  /** Page id, with `@slot` for a named driver's page (`named-driver-personal@0`). */
  page: string;
  /** The question; null when the page as a whole is incomplete (an unconfirmed vehicle). */
  field: string | null;
  message: string;
}

/** validateQuote's end: a finished main path hands over to the quote page. */
const quoteEnd = "rate";
const refAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const refLength = 8;
const maxRefAttempts = 5;

/**
 * Accepts a finished quote draft. Nothing the client says is trusted: the product must exist, the
 * draft must be for the journey version this server runs, and the whole draft is validated with
 * the journey's own rules (the browser runs the same ones page by page) before a quote request is
 * built from it and stored.
 */
export class Quotes {
  constructor(
    private readonly db: Db,
    private readonly journeys: JourneyCatalogue,
    private readonly clock: Clock,
  ) {}

  async submit(product: string, journeyVersion: string, answers: unknown): Promise<QuoteAccepted> {
    const journey = this.journeys.journey(product);
    if (!journey) {
      throw badUserInput(`Unknown product ${quoteInput(product)}: expected one of ${this.journeys.products.join(", ")}`, { argument: "product" });
    }
    if (journeyVersion !== journey.version) {
      throw clientError(
        "JOURNEY_VERSION_MISMATCH",
        `This quote was made with journey version ${clip(journeyVersion, 20)}; the current version is ${journey.version}. Please reload.`,
        { argument: "journeyVersion", currentVersion: journey.version },
      );
    }
    if (!isObject(answers)) {
      throw badUserInput(`answers must be a JSON object (the quote draft), not ${describe(answers)}`, { argument: "answers" });
    }
    if (answers.product !== product) {
      const sent = typeof answers.product === "string" ? quoteInput(answers.product) : describe(answers.product);
      throw badUserInput(`answers.product is ${sent} but the quote is for ${quoteInput(product)}`, { argument: "answers" });
    }

    const validation = validateQuote(journey, answers as Draft, this.clock, this.journeys.check, quoteEnd);
    if (!validation.valid) {
      throw clientError("QUOTE_INVALID", "The quote has answers that break the journey's rules", { fieldErrors: fieldErrors(validation.problems) });
    }

    const today = this.clock.today();
    const draft = submittedDraft(journey, answers as Draft, this.clock, this.journeys.check);
    for (let attempt = 1; ; attempt++) {
      const quoteRef = newQuoteRef();
      const request = buildQuoteRequest({ journey, draft, quoteRef, today });
      const { rows } = await this.db.query(
        `INSERT INTO quotes (quote_ref, product, journey_version, request) VALUES ($1, $2, $3, $4)
         ON CONFLICT (quote_ref) DO NOTHING RETURNING quote_ref`,
        [quoteRef, product, journey.version, JSON.stringify(request)],
      );
      if (rows.length === 1) return { quoteRef, product, journeyVersion: journey.version, createdDate: today };
      if (attempt === maxRefAttempts) throw new Error(`No free quote reference after ${maxRefAttempts} attempts`);
    }
  }
}

/** One entry per failing question, in path order, with the message exactly as the journey words it. */
export function fieldErrors(problems: QuoteProblem[]): FieldError[] {
  return problems.flatMap(({ page, errors }) =>
    Object.entries(errors).map(([field, message]) => ({ page, field: field === "" ? null : field, message })),
  );
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
