/**
 * Which card processor the server uses: Stripe when both its keys are set, otherwise the local
 * processor in the database (development and tests).
 */
import type { ServerClock } from "../clock.ts";
import type { Db } from "../db/index.ts";
import { LivePayments } from "./livePayments.ts";
import { checkPaymentsChoice } from "./deploymentGuard.ts";
import { LocalCardPayments } from "./localProcessor.ts";
import { Refunds } from "./refunds.ts";
import { StripeCardPayments, type StripeSettings } from "./stripeProcessor.ts";
import type { CardPayments } from "./types.ts";

export type { CardPayments } from "./types.ts";
export type { StripeSettings } from "./stripeProcessor.ts";

export interface PaymentSettings {
  /** Null or absent: the local processor. */
  stripe?: StripeSettings | null;
}

/**
 * STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY (both, or neither), and optionally STRIPE_ACCOUNT_ID and
 * STRIPE_WEBHOOK_SECRET.
 * One key without the other is a configuration mistake and stops the start rather than silently
 * taking payments locally; so does a production start without Stripe unless PAYMENTS=local (deploymentGuard.ts).
 */
export function paymentSettingsFromEnv(env: NodeJS.ProcessEnv): PaymentSettings {
  const settings = stripeSettingsFromEnv(env);
  checkPaymentsChoice(env, Boolean(settings.stripe));
  return settings;
}

function stripeSettingsFromEnv(env: NodeJS.ProcessEnv): PaymentSettings {
  const secretKey = env.STRIPE_SECRET_KEY?.trim() || undefined;
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY?.trim() || undefined;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() || null;
  if (!secretKey && !publishableKey) {
    if (webhookSecret)
      throw new Error("STRIPE_WEBHOOK_SECRET is for Stripe: set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY too, or unset it");
    return { stripe: null };
  }
  if (!secretKey || !publishableKey) {
    throw new Error(
      "Set both STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY to take card payments with Stripe, or neither for the local processor",
    );
  }
  if (!/^(sk|rk)_(test|live)_/.test(secretKey)) throw new Error("STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…)");
  if (!/^pk_(test|live)_/.test(publishableKey))
    throw new Error("STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_test_… or pk_live_…)");
  if (secretKey.split("_")[1] !== publishableKey.split("_")[1])
    throw new Error("STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be test keys or both live keys");
  if (webhookSecret && !webhookSecret.startsWith("whsec_"))
    throw new Error("STRIPE_WEBHOOK_SECRET must be a Stripe webhook signing secret (whsec_…)");
  return { stripe: { secretKey, publishableKey, accountId: env.STRIPE_ACCOUNT_ID?.trim() || null, webhookSecret } };
}

/** The processor and what keeps its payments honest, shared by the API, the webhook and the reconciliation. */
export interface PaymentServices {
  payments: CardPayments;
  live: LivePayments;
  refunds: Refunds;
  /** Set when payments are taken with Stripe. */
  stripe?: StripeCardPayments;
}

export function createPaymentServices(
  db: Db,
  clock: ServerClock,
  settings: PaymentSettings,
  log: (message: string) => void,
): PaymentServices {
  const stripe = settings.stripe ? new StripeCardPayments(db, settings.stripe) : undefined;
  const payments = stripe ?? new LocalCardPayments(db, clock);
  const live = new LivePayments(db, payments);
  return { payments, live, refunds: new Refunds(db, payments, live, clock, log), stripe };
}
