/**
 * Business counters from what the mutations answer: ratings by outcome, take-ups, payment failures
 * by code, quote emails sent or failed. The resolvers are wrapped, not changed: each wrapper sees
 * the answer or the refusal on its way out and counts only its kind and code.
 */
import type { Metrics } from "./metrics.ts";

type Resolver = (...args: never[]) => unknown;

const ratingOutcomes: Record<string, string> = {
  READY_FOR_TAKE_UP: "rated",
  HAS_DECLINES: "declined",
  HAS_UNAUTHORISED_REFERRALS: "referred",
  RATING_RETURNED_ERROR: "error",
};

function codeOf(error: unknown): string {
  const code = (error as { extensions?: { code?: unknown }; code?: unknown }).extensions?.code ?? (error as { code?: unknown }).code;
  return typeof code === "string" && /^[A-Z_]{1,60}$/.test(code) ? code : "INTERNAL";
}

type Observers = Record<string, { answered?(metrics: Metrics, answer: unknown): void; refused?(metrics: Metrics, code: string): void }>;

const observers: Observers = {
  rateQuote: { answered: (metrics, answer) => countRating(metrics, "rateQuote", answer) },
  repriceQuote: { answered: (metrics, answer) => countRating(metrics, "repriceQuote", answer) },
  takeUpQuote: {
    answered: (metrics) => metrics.takeUps.inc({ result: "taken_up" }),
    refused: (metrics, code) => {
      metrics.takeUps.inc({ result: code });
      if (code.startsWith("PAYMENT_")) metrics.paymentFailures.inc({ code });
    },
  },
  payLocalCard: {
    answered: (metrics, answer) => {
      const { status, errorCode } = (answer ?? {}) as { status?: string; errorCode?: string | null };
      if (status !== "SUCCEEDED") metrics.paymentFailures.inc({ code: errorCode ?? "GENERIC" });
    },
  },
  sendQuoteEmail: {
    answered: (metrics) => metrics.quoteEmails.inc({ result: "sent" }),
    refused: (metrics, code) => {
      if (code === "EMAIL_NOT_SENT") metrics.quoteEmails.inc({ result: "failed" });
    },
  },
};

function countRating(metrics: Metrics, operation: string, answer: unknown): void {
  const optionState = (answer as { ratingOutcome?: { optionState?: string } } | undefined)?.ratingOutcome?.optionState;
  metrics.quotesRated.inc({ operation, outcome: (optionState && ratingOutcomes[optionState]) ?? "unknown" });
}

/** The mutation resolvers, each counted by its observer (others untouched). */
export function observedMutations<T extends Record<string, Resolver>>(resolvers: T, metrics: Metrics): T {
  const wrapped = Object.entries(resolvers).map(([name, resolve]) => {
    const observer = observers[name];
    if (!observer) return [name, resolve];
    return [
      name,
      async (...args: never[]) => {
        let answer: unknown;
        try {
          answer = await resolve(...args);
        } catch (error) {
          observer.refused?.(metrics, codeOf(error));
          throw error;
        }
        observer.answered?.(metrics, answer);
        return answer;
      },
    ];
  });
  return Object.fromEntries(wrapped) as T;
}
