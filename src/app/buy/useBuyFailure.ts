/**
 * Where a refused prepareTakeUp or takeUpQuote leads (§8): a stale outcome or an expired quote is
 * rated again and shown on /rate with why; an unknown quote goes to /error; a quote already taken
 * up goes to /complete when this browser holds its policy; refused bank details go back to
 * /ddpayment. Anything else stays on the page with a message (returned), so the consumer can retry.
 */
import { useNavigate } from "react-router";
import { errorCode } from "../../api/purchase.ts";
import { useQuoteStoreApi } from "../../store/QuoteStoreContext.tsx";
import { appRoutes, text } from "../catalogue.ts";
import { journeyFor, useJourneyEnvironment } from "../JourneyEnvironment.tsx";
import { isPriced, unpricedRoute } from "../rate/rateOutcome.ts";
import { buyText, paymentErrorText } from "./buyText.ts";
import { policyOf } from "./purchase.ts";
import { rateAgain } from "./rateAgain.ts";

export function useBuyFailure(): (error: unknown) => Promise<string | undefined> {
  const store = useQuoteStoreApi();
  const navigate = useNavigate();
  const { journeys } = useJourneyEnvironment();

  return async (error) => {
    const code = errorCode(error);
    const { draft, setPendingErrors } = store.getState();
    switch (code) {
      case "OUTCOME_STALE":
      case "QUOTE_EXPIRED":
        try {
          const rate = await rateAgain(store, journeyFor(journeys, draft.product));
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
      default:
        return text("genericError");
    }
  };
}
