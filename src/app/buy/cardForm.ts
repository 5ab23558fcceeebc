/** Which card form a payment intent needs: our own for the local processor, Stripe's for Stripe. */
import type { PaymentIntentDetails } from "../../api/purchase.ts";

export type CardFormKind = "local" | "stripe" | "unavailable";

export function cardFormFor(intent: Pick<PaymentIntentDetails, "cardPaymentProcessor" | "apiKey">): CardFormKind {
  if (intent.cardPaymentProcessor === "LOCAL") return "local";
  // Stripe's form cannot load without the publishable key.
  if (intent.cardPaymentProcessor === "STRIPE" && intent.apiKey) return "stripe";
  return "unavailable";
}
