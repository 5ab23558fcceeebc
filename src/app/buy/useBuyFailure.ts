/**
 * Where a refused prepareTakeUp, payLocalCard or takeUpQuote leads: a stale outcome or an expired
 * quote is rated again and shown on /rate with why (a quote paid for meanwhile, which cannot be
 * rated again, is retrieved with the price paid for, and /rate says it is paid for; one bought
 * meanwhile shows its policy); an unknown quote goes to /error; a quote already taken up goes to
 * /complete with its policy (this browser's, or the one the server names); refused bank details go
 * back to /ddpayment; a cover start now in the past (with the payment refunded, if one was taken, or
 * the quote expired with it) goes back to /final to choose a new start date, as the price depends on it. A payment refunded for any other reason (it could not become the policy) rates the
 * quote again, which drops the price, and shows the server's words on /rate (a retried take-up is
 * answered the same, with nothing more refunded, and leads there too). A payment cancelled before
 * it was taken (the quote or the way of paying changed, in another tab) goes back to /rate with
 * why, leaving the prepared payment behind with the page. Too many attempts stay on the page with
 * the server's message, which names the wait. Anything else stays on the page with a message
 * (returned), so the consumer can retry.
 */
import { useNavigate } from "react-router";
import { errorCode, errorDetail, errorMessage } from "../../api/purchase.ts";
import { useQuoteApi } from "../../api/QuoteApiContext.tsx";
import { useQuoteStoreApi } from "../../store/QuoteStoreContext.tsx";
import { appRoutes, text } from "../catalogue.ts";
import { journeyFor, useJourneyEnvironment } from "../JourneyEnvironment.tsx";
import { isPriced, unpricedRoute } from "../rate/rateOutcome.ts";
import { buyText, paymentErrorText } from "./buyText.ts";
import { rateAgain } from "./rateAgain.ts";
import { pathOf } from "../journeys.ts";
import { formatPence } from "../rate/money.ts";
import { quoteErrorText, tooManyAttemptsText } from "../rate/quoteText.ts";
import { isQuotePaid } from "../../api/purchase.ts";
import { useClosedQuote } from "./useClosedQuote.ts";
import { COVER_START_FIELD, coverStartPage, coverStartPassed } from "../coverStart.ts";

/** The pence a PAYMENT_REFUNDED error says were given back. */
function refundedAmount(error: unknown): number | undefined {
  const amount = errorDetail(error, "amount");
  return typeof amount === "number" ? amount : undefined;
}

export function useBuyFailure(): (error: unknown) => Promise<string | undefined> {
  const store = useQuoteStoreApi();
  const navigate = useNavigate();
  const { journeys, clock } = useJourneyEnvironment();
  const { rating } = useQuoteApi();
  const closed = useClosedQuote();

  /**
   * Rates the quote again and shows the new price on /rate with `notice`; a rating without a price
   * goes where it is due. Too many attempts stay here with the server's message; any other failure
   * goes to /error.
   */
  async function rateAgainWith(notice: string): Promise<string | undefined> {
    try {
      const rate = await rateAgain(rating, store, journeyFor(journeys, store.getState().draft.product));
      if (!isPriced(rate)) {
        navigate(appRoutes[unpricedRoute(rate)].path, { replace: true });
        return undefined;
      }
      return showOnRate(notice);
    } catch (failed) {
      if (closed.showBought(failed)) return undefined;
      if (isQuotePaid(failed)) return showPaidQuote(failed);
      return stayOrError(failed);
    }
  }

  /**
   * Paid for meanwhile (in another tab, or by a payment this page lost track of): the quote as the
   * server keeps it, with the price paid for, is shown on /rate saying so, for buying to take that
   * payment up.
   */
  async function showPaidQuote(refusal: unknown): Promise<string | undefined> {
    try {
      await closed.showPaid(refusal);
    } catch (failed) {
      return stayOrError(failed);
    }
    return undefined;
  }

  /** A call the consumer cannot get past: too many attempts stay here with the server's message; anything else goes to /error. */
  function stayOrError(failed: unknown): string | undefined {
    const limited = tooManyAttemptsText(failed);
    if (!limited) navigate(appRoutes.error.path, { replace: true });
    return limited;
  }

  /** /rate, with `notice` in its error summary. */
  function showOnRate(notice: string): undefined {
    store.getState().setPendingErrors("rate", { "": notice });
    navigate(appRoutes.rate.path, { replace: true });
    return undefined;
  }

  /** The price is for a start date that has gone: it is dropped, and /final asks for a new start date, saying why. */
  function backToCoverStart(message: string): undefined {
    const { rate: _stale, ...rest } = store.getState().draft;
    store.getState().setDraft(rest);
    const journey = journeyFor(journeys, store.getState().draft.product);
    const page = coverStartPage(journey);
    store.getState().setPendingErrors(page, { [COVER_START_FIELD]: message });
    navigate(pathOf(journey, page), { replace: true });
    return undefined;
  }

  return async (error) => {
    const code = errorCode(error);
    const { setPendingErrors } = store.getState();
    switch (code) {
      case "QUOTE_EXPIRED":
        // An expired quote's start date has mostly gone too: no new price can be had for it.
        if (coverStartPassed(journeyFor(journeys, store.getState().draft.product), store.getState().draft, clock)) {
          return backToCoverStart(buyText("coverStartPassed"));
        }
        return rateAgainWith(buyText("quoteExpired"));
      case "OUTCOME_STALE":
        return rateAgainWith(buyText("quoteChanged"));
      case "PAYMENT_REFUNDED": {
        const refunded = refundedAmount(error);
        if (errorDetail(error, "reason") === "NO_POLICY") {
          // The payment could not buy this price and was given back: rating again drops the price.
          return rateAgainWith(errorMessage(error) ?? buyText("paymentRefundedNoPolicy", { amount: formatPence(refunded ?? 0) }));
        }
        return backToCoverStart(
          refunded === undefined ? buyText("coverStartPassed") : buyText("paymentRefunded", { amount: formatPence(refunded) }),
        );
      }
      case "COVER_START_PASSED":
        return backToCoverStart(buyText("coverStartPassed"));
      case "QUOTE_PAID":
        // /payment takes up a payment the answer names; this is for one it does not.
        return quoteErrorText("quotePaid");
      case "PAYMENT_CANCELED":
        return showOnRate(buyText("paymentCanceled"));
      case "ALREADY_TAKEN_UP":
        if (!closed.showBought(error)) navigate(appRoutes.error.path, { replace: true });
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
