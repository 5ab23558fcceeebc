/**
 * How often a quote's token, reference or payment may be tried: every operation that takes one
 * (retrieving and emailing a quote, rating it again, repricing, preparing and taking it up, paying,
 * checking bank details against its reference) and the browser's error reports are limited per
 * client (its network address) and, where there is one, per token, reference or payment (its
 * hash), in counters the database keeps, so a second server instance sees the same counts. Failed
 * and successful attempts both count: an attempt is counted before anything is looked up.
 */
import { createHash } from "node:crypto";
import { formatMessage } from "../../src/engine/index.ts";
import type { Db } from "../db/index.ts";
import { hashToken } from "../domain/quoteTokens.ts";
import { catalogueText, clientError } from "../domain/errors.ts";
import { dbRateLimiter, isRefusal, type RateLimit } from "./dbRateLimiter.ts";

export interface AttemptLimitSettings {
  retrievePerClient: RateLimit;
  retrievePerToken: RateLimit;
  emailPerClient: RateLimit;
  emailPerToken: RateLimit;
  /** rateQuote with a reference or token, repriceQuote, prepareTakeUp, takeUpQuote. */
  quotePerClient: RateLimit;
  quotePerToken: RateLimit;
  /** payLocalCard, per payment intent. */
  payPerClient: RateLimit;
  payPerIntent: RateLimit;
  /** bankValidation, per quote reference. */
  bankPerClient: RateLimit;
  bankPerQuote: RateLimit;
  /** POST /client-errors. */
  clientErrorsPerClient: RateLimit;
}

const minutes = 60;
/**
 * A consumer opens their link once or twice; these leave room for that and for a shared office
 * address, while a 256-bit token cannot be guessed anyway. The email limits stop the link being
 * used to flood the policyholder's inbox. A consumer buying makes a few dozen quote calls at most
 * (each change of addon or excess is a reprice), tries a few cards and checks their bank details
 * once or twice; the per-client limits leave room for many consumers behind one address (an office,
 * a mobile network's shared one) while refusing a guesser's hundreds a second.
 */
export const defaultAttemptLimits: AttemptLimitSettings = {
  retrievePerClient: { points: 10, durationSeconds: 15 * minutes },
  retrievePerToken: { points: 5, durationSeconds: 15 * minutes },
  emailPerClient: { points: 10, durationSeconds: 60 * minutes },
  emailPerToken: { points: 5, durationSeconds: 60 * minutes },
  quotePerClient: { points: 600, durationSeconds: 15 * minutes },
  quotePerToken: { points: 150, durationSeconds: 15 * minutes },
  payPerClient: { points: 100, durationSeconds: 15 * minutes },
  payPerIntent: { points: 20, durationSeconds: 15 * minutes },
  bankPerClient: { points: 100, durationSeconds: 15 * minutes },
  bankPerQuote: { points: 30, durationSeconds: 15 * minutes },
  clientErrorsPerClient: { points: 300, durationSeconds: 15 * minutes },
};

export type LimitedAction = "retrieve" | "email" | "quote" | "pay" | "bank" | "clientErrors";

/** Each action's limits: per client, and per the token, reference or payment it names (by the settings' keys). */
const limitsOf: Record<LimitedAction, { client: keyof AttemptLimitSettings; key?: keyof AttemptLimitSettings }> = {
  retrieve: { client: "retrievePerClient", key: "retrievePerToken" },
  email: { client: "emailPerClient", key: "emailPerToken" },
  quote: { client: "quotePerClient", key: "quotePerToken" },
  pay: { client: "payPerClient", key: "payPerIntent" },
  bank: { client: "bankPerClient", key: "bankPerQuote" },
  clientErrors: { client: "clientErrorsPerClient" },
};

/** Retrieval and email say what was refused in their own words (the app shows them); the rest in the catalogue's. */
const refusalText: Partial<Record<LimitedAction, string>> = {
  retrieve: "Too many attempts to retrieve a quote.",
  email: "Too many attempts to email a quote.",
};

type Limiter = ReturnType<typeof dbRateLimiter>;
type Limiters = Record<LimitedAction, { client: Limiter; key?: Limiter }>;

export class AttemptLimits {
  readonly #limiters: Limiters;

  /** `onRefusal` hears of each refused attempt (the rate-limit metric), by action. */
  constructor(
    db: Db,
    settings: Partial<AttemptLimitSettings> = {},
    private readonly onRefusal: (action: LimitedAction) => void = () => undefined,
  ) {
    const limits = { ...defaultAttemptLimits, ...settings };
    const limiter = (name: keyof AttemptLimitSettings) => dbRateLimiter(db, prefixOf(name), limits[name]);
    this.#limiters = Object.fromEntries(
      Object.entries(limitsOf).map(([action, { client, key }]) => [action, { client: limiter(client), key: key && limiter(key) }]),
    ) as Limiters;
  }

  /**
   * Counts one attempt by this client with this token (or reference, or payment), or refuses it
   * with TOO_MANY_ATTEMPTS. The client's limit is checked first, so a client already refused does
   * not use up the token's. Counter keys are SHA-256 hashes: the table holds neither tokens nor addresses.
   */
  async attempt(action: LimitedAction, client: string, token?: string): Promise<void> {
    const wait = await this.refusal(action, client, token);
    if (wait !== undefined) throw tooManyAttempts(action, wait);
  }

  /** Counts the attempt: undefined when allowed, else how many seconds until the next one is. */
  async refusal(action: LimitedAction, client: string, token?: string): Promise<number | undefined> {
    const limiters = this.#limiters[action];
    try {
      await limiters.client.consume(sha256(client));
      if (limiters.key && token !== undefined) await limiters.key.consume(hashToken(token));
      return undefined;
    } catch (error) {
      if (isRefusal(error)) {
        this.onRefusal(action);
        return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      }
      throw error;
    }
  }
}

/** The counters' key prefix: `retrievePerToken` counts as `retrieve-token`, `payPerIntent` as `pay-intent`. */
function prefixOf(setting: keyof AttemptLimitSettings): string {
  return setting.replace(/Per(\w)/, (_, first: string) => `-${first.toLowerCase()}`).replace(/([A-Z])/g, (c) => `-${c.toLowerCase()}`);
}

/** TOO_MANY_ATTEMPTS with the wait in whole minutes (rounded up) and extensions.retryAfterSeconds. */
function tooManyAttempts(action: LimitedAction, retryAfterSeconds: number) {
  const wait = Math.ceil(retryAfterSeconds / 60);
  const inTime = formatMessage(catalogueText("quote", "errors", wait === 1 ? "waitMinute" : "waitMinutes"), { minutes: wait });
  const own = refusalText[action];
  const message = own
    ? `${own} Please try again in ${inTime}.`
    : formatMessage(catalogueText("quote", "errors", "tooManyAttempts"), { wait: inTime });
  return clientError("TOO_MANY_ATTEMPTS", message, { retryAfterSeconds });
}

function sha256(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("hex");
}

/**
 * ATTEMPT_LIMITS: per-limit overrides as JSON, e.g. {"retrievePerClient": {"points": 50, "durationSeconds": 900}},
 * for a site whose visitors share an address (an office behind one NAT) or a test run from one machine.
 * Unknown names and malformed limits stop the start, saying which.
 */
export function attemptLimitsFromEnv(value: string | undefined): Partial<AttemptLimitSettings> | undefined {
  if (!value?.trim()) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error(`ATTEMPT_LIMITS must be JSON like {"retrievePerClient": {"points": 50, "durationSeconds": 900}}`);
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new Error("ATTEMPT_LIMITS must be a JSON object");
  for (const [name, limit] of Object.entries(parsed)) {
    if (!Object.hasOwn(defaultAttemptLimits, name)) throw new Error(`ATTEMPT_LIMITS names no limit "${name}"`);
    const { points, durationSeconds } = (limit ?? {}) as Partial<RateLimit>;
    if (!Number.isInteger(points) || points! < 1 || !Number.isInteger(durationSeconds) || durationSeconds! < 1) {
      throw new Error(`ATTEMPT_LIMITS.${name} must be {"points": whole number ≥ 1, "durationSeconds": whole number ≥ 1}`);
    }
  }
  return parsed as Partial<AttemptLimitSettings>;
}
