/**
 * How often a quote token may be tried: retrieving a quote and emailing its link are each limited
 * per client (its network address) and per token (its hash), in counters the database keeps, so a
 * second server instance sees the same counts. Failed and successful attempts both count: an
 * attempt is counted before anything is looked up.
 */
import { createHash } from "node:crypto";
import type { Db } from "../db/index.ts";
import { hashToken } from "../domain/quoteTokens.ts";
import { clientError } from "../domain/errors.ts";
import { dbRateLimiter, isRefusal, type RateLimit } from "./dbRateLimiter.ts";

export interface AttemptLimitSettings {
  retrievePerClient: RateLimit;
  retrievePerToken: RateLimit;
  emailPerClient: RateLimit;
  emailPerToken: RateLimit;
}

const minutes = 60;
/**
 * A consumer opens their link once or twice; these leave room for that and for a shared office
 * address, while a 256-bit token cannot be guessed anyway. The email limits stop the link being
 * used to flood the policyholder's inbox.
 */
export const defaultAttemptLimits: AttemptLimitSettings = {
  retrievePerClient: { points: 10, durationSeconds: 15 * minutes },
  retrievePerToken: { points: 5, durationSeconds: 15 * minutes },
  emailPerClient: { points: 10, durationSeconds: 60 * minutes },
  emailPerToken: { points: 5, durationSeconds: 60 * minutes },
};

type Action = "retrieve" | "email";
const refusalText: Record<Action, string> = {
  retrieve: "Too many attempts to retrieve a quote.",
  email: "Too many attempts to email a quote.",
};

export class AttemptLimits {
  readonly #limiters;

  constructor(db: Db, settings: Partial<AttemptLimitSettings> = {}) {
    const limits = { ...defaultAttemptLimits, ...settings };
    this.#limiters = {
      retrieve: { client: dbRateLimiter(db, "retrieve-client", limits.retrievePerClient), token: dbRateLimiter(db, "retrieve-token", limits.retrievePerToken) },
      email: { client: dbRateLimiter(db, "email-client", limits.emailPerClient), token: dbRateLimiter(db, "email-token", limits.emailPerToken) },
    };
  }

  /**
   * Counts one attempt by this client with this token, or refuses it with TOO_MANY_ATTEMPTS. The
   * client's limit is checked first, so a client already refused does not use up the token's.
   * Counter keys are SHA-256 hashes: the table holds neither tokens nor addresses.
   */
  async attempt(action: Action, client: string, token: string): Promise<void> {
    const limiters = this.#limiters[action];
    try {
      await limiters.client.consume(sha256(client));
      await limiters.token.consume(hashToken(token));
    } catch (error) {
      if (isRefusal(error)) throw tooManyAttempts(action, error.msBeforeNext);
      throw error;
    }
  }
}

/** TOO_MANY_ATTEMPTS with the wait in whole minutes (rounded up) and extensions.retryAfterSeconds. */
function tooManyAttempts(action: Action, msBeforeNext: number) {
  const retryAfterSeconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const wait = Math.ceil(retryAfterSeconds / 60);
  const message = `${refusalText[action]} Please try again in ${wait} ${wait === 1 ? "minute" : "minutes"}.`;
  return clientError("TOO_MANY_ATTEMPTS", message, { retryAfterSeconds });
}

function sha256(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("hex");
}
