/**
 * Which card processor the server uses: Stripe when both its keys are set, otherwise the local
 * processor in the database (development and tests).
 */
import type { ServerClock } from "../clock.ts";
import type { Db } from "../db/index.ts";
import { LocalCardPayments } from "./localProcessor.ts";
import { StripeCardPayments, type StripeSettings } from "./stripeProcessor.ts";
import type { CardPayments } from "./types.ts";

export type { CardPayments } from "./types.ts";
export type { StripeSettings } from "./stripeProcessor.ts";

export interface PaymentSettings {
  /** Null or absent: the local processor. */
  stripe?: StripeSettings | null;
}

/**
 * STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY (both, or neither), and optionally STRIPE_ACCOUNT_ID.
 * One key without the other is a configuration mistake and stops the start rather than silently
 * taking payments locally.
 */
export function paymentSettingsFromEnv(env: NodeJS.ProcessEnv): PaymentSettings {
  const secretKey = env.STRIPE_SECRET_KEY?.trim() || undefined;
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY?.trim() || undefined;
  if (!secretKey && !publishableKey) return { stripe: null };
  if (!secretKey || !publishableKey) {
    throw new Error("Set both STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY to take card payments with Stripe, or neither for the local processor");
  }
  if (!/^(sk|rk)_(test|live)_/.test(secretKey)) throw new Error("STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…)");
  if (!/^pk_(test|live)_/.test(publishableKey)) throw new Error("STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_test_… or pk_live_…)");
  if (secretKey.split("_")[1] !== publishableKey.split("_")[1]) throw new Error("STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be test keys or both live keys");
  return { stripe: { secretKey, publishableKey, accountId: env.STRIPE_ACCOUNT_ID?.trim() || null } };
}

export function createCardPayments(db: Db, clock: ServerClock, settings: PaymentSettings = {}): CardPayments {
  return settings.stripe ? new StripeCardPayments(db, settings.stripe) : new LocalCardPayments(db, clock);
}
