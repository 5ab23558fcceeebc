/**
 * The order of the buying pages: /telematics, then for monthly /ddagreement and /ddpayment, then
 * /payment. A page may be opened once every step before it is done; otherwise the user is sent
 * to the first step still to do (a reload or a typed URL cannot skip the agreement or the bank check).
 */
import type { BuyState } from "../../store/quoteStore.ts";
import type { Purchase } from "./purchase.ts";

export type BuyStep = "telematics" | "ddagreement" | "ddpayment" | "payment";

export function dueBuyStep(purchase: Purchase, buy: BuyState | undefined): BuyStep {
  if (!buy?.telematicsAgreed) return "telematics";
  if (purchase.method === "MONTHLY" && !buy.directDebit) return "ddagreement";
  return "payment";
}

export function mayOpen(step: BuyStep, purchase: Purchase, buy: BuyState | undefined): boolean {
  const due = dueBuyStep(purchase, buy);
  if (step === "telematics" || step === due) return true;
  if (step === "ddagreement" || step === "ddpayment") return purchase.method === "MONTHLY" && due !== "telematics";
  return false;
}
