/**
 * POST /stripe/webhook: Stripe tells the server of payments it has not seen (a card confirmed
 * with Stripe.js whose take-up never came, a payment that went through after its quote moved on).
 * The signature is checked with the Stripe library (webhooks.constructEvent, STRIPE_WEBHOOK_SECRET)
 * before anything is read; a succeeded payment is then recorded, and refunded if it cannot become
 * a policy (payments/refunds.ts). Stripe retries anything but a 2xx, so a failure to record answers
 * 500 and the event comes again; handling one twice changes nothing.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type Stripe from "stripe";
import type { Refunds } from "../payments/refunds.ts";
import type { StripeCardPayments } from "../payments/stripeProcessor.ts";
import { readLimitedBody } from "./requestBody.ts";

export const stripeWebhookEndpoint = "/stripe/webhook";
/** Stripe's payment intent events are a few kilobytes. */
const maxEventBytes = 64 * 1024;

export function handleStripeWebhook(
  req: IncomingMessage,
  res: ServerResponse,
  stripe: StripeCardPayments | undefined,
  refunds: Refunds,
  log: (message: string) => void,
): void {
  req.on("error", () => undefined);
  if (!stripe?.takesWebhooks) return answer(res, 404, "Not found");
  if (req.method !== "POST") return answer(res, 405, "Method not allowed: use POST", { Allow: "POST" });
  const signature = req.headers["stripe-signature"];
  if (typeof signature !== "string") return answer(res, 400, "Bad request: no Stripe-Signature header");
  void readLimitedBody(req, res, maxEventBytes, "Request too large").then(async (body) => {
    if (!body) return;
    let event: Stripe.Event;
    try {
      event = await stripe.webhookEvent(body, signature);
    } catch {
      return answer(res, 400, "Bad request: the signature does not match");
    }
    try {
      if (event.type === "payment_intent.succeeded")
        await refunds.settleSucceeded(event.data.object.id, event.data.object.metadata?.outcomeId);
      answer(res, 200, "ok");
    } catch (error) {
      log(`Stripe event ${event.id} (${event.type}) could not be recorded, Stripe will send it again: ${(error as Error).message}`);
      answer(res, 500, "Not recorded: send it again");
    }
  });
}

function answer(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  if (res.headersSent) return;
  res.writeHead(status, { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8", ...headers });
  res.end(text);
}
