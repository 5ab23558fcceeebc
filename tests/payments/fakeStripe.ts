/**
 * A stand-in for Stripe's PaymentIntents API behind the SDK's own fetch HTTP client
 * (Stripe.createFetchHttpClient(fakeFetch)): the real SDK builds and sends the requests, this
 * answers them the way Stripe does (idempotency keys included) and records what was sent.
 */
import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import type { StripeHttpClient } from "../../server/payments/stripeProcessor.ts";

export interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** The form-encoded body, decoded (Stripe sends nested params as `metadata[quoteRef]`). */
  form: URLSearchParams;
}

export interface FakeIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  automatic_payment_methods: { enabled: boolean } | null;
  description: string | null;
  last_payment_error: { type: string; code?: string; decline_code?: string; message?: string } | null;
  livemode: false;
}

export class FakeStripe {
  readonly requests: SentRequest[] = [];
  readonly intents = new Map<string, FakeIntent>();
  readonly #byIdempotencyKey = new Map<string, string>();
  /** Refunds made (POST /v1/refunds), one per idempotency key. */
  readonly refunds: { id: string; amount: number; payment_intent: string }[] = [];
  readonly #refundsByKey = new Map<string, unknown>();
  #next = 1;
  readonly #faults: { method: string; path: RegExp; when: "before" | "after" }[] = [];

  readonly httpClient: StripeHttpClient = Stripe.createFetchHttpClient(((input: RequestInfo | URL, init?: RequestInit) =>
    this.#answer(input, init)) as typeof fetch);

  /**
   * What a browser confirming the payment with Stripe.js would leave behind. Stripe refuses to
   * confirm an intent that was cancelled (or already paid): so does this, answering false.
   */
  succeed(id: string): boolean {
    const intent = this.intent(id);
    if (!confirmable.includes(intent.status)) return false;
    Object.assign(intent, { status: "succeeded", last_payment_error: null });
    return true;
  }

  /** How much Stripe holds of what it charged: succeeded intents less what was refunded. */
  charged(): number {
    return [...this.intents.values()].filter((intent) => intent.status === "succeeded").reduce((sum, intent) => sum + intent.amount, 0);
  }

  refunded(): number {
    return this.refunds.reduce((sum, refund) => sum + refund.amount, 0);
  }

  /** A payment_intent.succeeded event for the intent as Stripe would post it: the JSON body and its Stripe-Signature header. */
  signedEvent(id: string, secret: string, type = "payment_intent.succeeded"): { payload: string; signature: string } {
    const payload = JSON.stringify({
      id: `evt_fake${this.#next++}`,
      object: "event",
      type,
      data: { object: this.intent(id) },
      livemode: false,
    });
    return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
  }

  decline(id: string, declineCode: string): void {
    Object.assign(this.intent(id), {
      status: "requires_payment_method",
      last_payment_error: { type: "card_error", code: "card_declined", decline_code: declineCode, message: "Your card was declined." },
    });
  }

  intent(id: string): FakeIntent {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`No fake intent ${id}`);
    return intent;
  }

  /**
   * Loses the next request matching: `before` Stripe acts on it (the network failed on the way
   * there), or `after` (Stripe did it, and its answer was lost on the way back: a timeout). The
   * SDK sees a network failure either way, as it would.
   */
  loseNext(method: string, path: RegExp, when: "before" | "after"): void {
    this.#faults.push({ method, path, when });
  }

  async #answer(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const url = new URL(String(input));
    const method = (init.method ?? "GET").toUpperCase();
    const fault = this.#faults.findIndex((one) => one.method === method && one.path.test(url.pathname));
    if (fault === -1) return this.#act(url, method, init);
    const [{ when }] = this.#faults.splice(fault, 1);
    if (when === "after") await this.#act(url, method, init);
    throw new TypeError("fetch failed");
  }

  async #act(url: URL, method: string, init: RequestInit): Promise<Response> {
    const headers = new Headers(init.headers);
    const form = new URLSearchParams(typeof init.body === "string" ? init.body : "");
    this.requests.push({ method, url, headers, form });

    if (headers.get("authorization") !== "Bearer sk_test_fake")
      return json(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
    if (method === "POST" && url.pathname === "/v1/payment_intents") {
      const key = headers.get("idempotency-key");
      const known = key ? this.#byIdempotencyKey.get(key) : undefined;
      if (known) return json(200, this.intent(known));
      // Unique across fakes, as Stripe's ids are (tests share one database).
      const id = `pi_fake${this.#next++}_${randomBytes(6).toString("hex")}`;
      const metadata: Record<string, string> = {};
      for (const [name, value] of form) {
        const match = /^metadata\[(.+)\]$/.exec(name);
        if (match) metadata[match[1]] = value;
      }
      const intent: FakeIntent = {
        id,
        object: "payment_intent",
        amount: Number(form.get("amount")),
        currency: form.get("currency") ?? "",
        status: "requires_payment_method",
        client_secret: `${id}_secret_fake`,
        metadata,
        automatic_payment_methods: form.get("automatic_payment_methods[enabled]") === "true" ? { enabled: true } : null,
        description: form.get("description"),
        last_payment_error: null,
        livemode: false,
      };
      this.intents.set(id, intent);
      if (key) this.#byIdempotencyKey.set(key, id);
      return json(200, intent);
    }
    if (method === "POST" && url.pathname === "/v1/refunds") {
      const key = headers.get("idempotency-key");
      const known = key ? this.#refundsByKey.get(key) : undefined;
      if (known) return json(200, known);
      const intent = this.intents.get(form.get("payment_intent") ?? "");
      if (!intent || intent.status !== "succeeded") {
        return json(400, {
          error: {
            type: "invalid_request_error",
            code: "charge_not_refundable",
            message: "This PaymentIntent has no successful charge to refund.",
          },
        });
      }
      const refund = {
        id: `re_fake${this.#next++}`,
        object: "refund",
        amount: intent.amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: "succeeded",
      };
      this.refunds.push(refund);
      if (key) this.#refundsByKey.set(key, refund);
      return json(200, refund);
    }
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(url.pathname);
    if (method === "POST" && cancel) {
      const intent = this.intents.get(decodeURIComponent(cancel[1]));
      if (!intent)
        return json(404, {
          error: { type: "invalid_request_error", code: "resource_missing", message: `No such payment_intent: '${cancel[1]}'` },
        });
      if (!cancelable.includes(intent.status)) {
        return json(400, {
          error: {
            type: "invalid_request_error",
            code: "payment_intent_unexpected_state",
            message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
          },
        });
      }
      intent.status = "canceled";
      return json(200, intent);
    }
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (method === "GET" && retrieve) {
      const intent = this.intents.get(decodeURIComponent(retrieve[1]));
      if (!intent) {
        return json(404, {
          error: { type: "invalid_request_error", code: "resource_missing", message: `No such payment_intent: '${retrieve[1]}'` },
        });
      }
      return json(200, intent);
    }
    return json(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${url.pathname})` } });
  }
}

/** Stripe's rules: what may be confirmed, and what may be cancelled. */
const confirmable = ["requires_payment_method", "requires_confirmation", "requires_action"];
const cancelable = [...confirmable, "requires_capture"];

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", "request-id": "req_fake" } });
}
