/**
 * No accidental free insurance: the local card processor accepts any card number that passes the
 * checksum, so a server started for production refuses to take payments with it unless told to
 * (PAYMENTS=local). Production means NODE_ENV=production, or a PUBLIC_URL on https.
 */

/** Why this looks like a production start, or undefined for a development or test one. */
export function productionSignal(env: NodeJS.ProcessEnv): string | undefined {
  if (env.NODE_ENV?.trim() === "production") return "NODE_ENV=production";
  const publicUrl = env.PUBLIC_URL?.trim();
  if (publicUrl && /^https:\/\//i.test(publicUrl)) return `PUBLIC_URL is ${publicUrl}`;
  return undefined;
}

/** PAYMENTS, if set: "local" or "stripe", which processor is meant. */
export type PaymentsChoice = "local" | "stripe" | undefined;

export function paymentsChoice(env: NodeJS.ProcessEnv): PaymentsChoice {
  const value = env.PAYMENTS?.trim().toLowerCase();
  if (!value) return undefined;
  if (value === "local" || value === "stripe") return value;
  throw new Error(`PAYMENTS must be "local" or "stripe", not "${env.PAYMENTS}"`);
}

/** Throws, in one line, when the processor the keys select is not the one a production start may use. */
export function checkPaymentsChoice(env: NodeJS.ProcessEnv, usesStripe: boolean): void {
  const choice = paymentsChoice(env);
  if (choice === "stripe" && !usesStripe) throw new Error("PAYMENTS=stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY");
  if (choice === "local" && usesStripe) throw new Error("PAYMENTS=local, but Stripe keys are set: unset them, or PAYMENTS");
  if (usesStripe || choice === "local") return;
  const production = productionSignal(env);
  if (production) {
    throw new Error(
      `Refusing to take payments with the local card processor (it accepts any card) on a production server (${production}): ` +
        "set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, or PAYMENTS=local if this is meant",
    );
  }
}
