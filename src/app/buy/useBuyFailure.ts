/**
 * Where a refused prepareTakeUp, payLocalCard or takeUpQuote leads: a stale outcome or an expired
 * quote is rated again and shown on /rate with why; an unknown quote goes to /error; a quote already
 * taken up goes to /complete when this browser holds its policy; refused bank details go back to
 * /ddpayment; a cover start now in the past (with the payment refunded, if one was taken) goes
 * back to /final to choose a new start date, as the price depends on it; a payment cancelled before
 * it was taken (the quote or the way of paying changed, in another tab) goes back to /rate with why,
 * leaving the prepared payment behind with the page. Too many attempts stay on
 * the page with the server's message, which names the wait. Anything else stays on the page with a
 * message (returned), so the consumer can retry.
 */
import { useNavigate } from "react-router";
import { errorCode } from "../../api/purchase.ts";
import { useQuoteApi } from "../../api/QuoteApiContext.tsx";
import { useQuoteStoreApi } from "../../store/QuoteStoreContext.tsx";
import { appRoutes, text } from "../catalogue.ts";
import { journeyFor, useJourneyEnvironment } from "../JourneyEnvironment.tsx";
import { isPriced, unpricedRoute } from "../rate/rateOutcome.ts";
import { buyText, paymentErrorText } from "./buyText.ts";
import { policyOf } from "./purchase.ts";
import { rateAgain } from "./rateAgain.ts";
import { pathOf } from "../journeys.ts";
import { formatPence } from "../rate/money.ts";
import { tooManyAttemptsText } from "../rate/quoteText.ts";
import type { ResolvedJourney } from "../../engine/index.ts";

/** The final page's cover start date: the answer a passed cover start sends the consumer back to. */
const coverStartField = "coverStartDate";

/** The page asking `field` (the final page); the journey's start page if none does. */
function pageAsking(journey: ResolvedJourney, field: string): string {
  return journey.pageOrder.find((id) => journey.pages[id].fields.some((f) => f.name === field)) ?? journey.startPage;
}

/** The pence a PAYMENT_REFUNDED error says were given back. */
function refundedAmount(error: unknown): number | undefined {
  const extensions = (error as { response?: { errors?: { extensions?: { amount?: unknown } }[] } } | null)?.response?.errors?.[0]?.extensions;
  return typeof extensions?.amount === "number" ? extensions.amount : undefined;
}

export function useBuyFailure(): (error: unknown) => Promise<string | undefined> {
  const store = useQuoteStoreApi();
  const navigate = useNavigate();
  const { journeys } = useJourneyEnvironment();
  const { rating } = useQuoteApi();

  return async (error) => {
    const code = errorCode(error);
    const { draft, setPendingErrors } = store.getState();
    switch (code) {
      case "OUTCOME_STALE":
      case "QUOTE_EXPIRED":
        try {
          const rate = await rateAgain(rating, store, journeyFor(journeys, draft.product));
          if (!isPriced(rate)) {
            navigate(appRoutes[unpricedRoute(rate)].path, { replace: true });
            return undefined;
          }
          setPendingErrors("rate", { "": buyText(code === "QUOTE_EXPIRED" ? "quoteExpired" : "quoteChanged") });
          navigate(appRoutes.rate.path, { replace: true });
        } catch {
          navigate(appRoutes.error.path, { replace: true });
        }
        return undefined;
      case "COVER_START_PASSED":
      case "PAYMENT_REFUNDED": {
        const journey = journeyFor(journeys, draft.product);
        const refunded = refundedAmount(error);
        const message = refunded === undefined ? buyText("coverStartPassed") : buyText("paymentRefunded", { amount: formatPence(refunded) });
        // The price is for a start date that has gone: only a new rating can be bought.
        const { rate: _stale, ...rest } = draft;
        store.getState().setDraft(rest);
        const page = pageAsking(journey, coverStartField);
        setPendingErrors(page, { [coverStartField]: message });
        navigate(pathOf(journey, page), { replace: true });
        return undefined;
      }
      case "PAYMENT_CANCELED":
        setPendingErrors("rate", { "": buyText("paymentCanceled") });
        navigate(appRoutes.rate.path, { replace: true });
        return undefined;
      case "ALREADY_TAKEN_UP":
        navigate(policyOf(draft) ? appRoutes.complete.path : appRoutes.error.path, { replace: true });
        return undefined;
      case "QUOTE_NOT_FOUND":
      case "QUOTE_NOT_PRICED":
        navigate(appRoutes.error.path, { replace: true });
        return undefined;
      case "BANK_DETAILS_INVALID":
        // /ddpayment forgets the refused details when it shows this message.
        setPendingErrors("ddpayment", { accountNumber: buyText("bankDetailsRefused") });
        navigate(appRoutes.ddpayment.path);
        return undefined;
      case "PAYMENT_NOT_COMPLETED":
        return paymentErrorText(code);
      case "TOO_MANY_ATTEMPTS":
        return tooManyAttemptsText(error);
      default:
        return text("genericError");
    }
  };
}
