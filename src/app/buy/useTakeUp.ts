/**
 * Take-up once the card payment has succeeded: the current outcome, the inception the server
 * stored with the rating, the paid intent and, for a monthly plan, the checked bank account. The
 * policy goes into the draft and the user on to /complete. One call at a time: the server makes
 * one policy per outcome anyway, and answers a repeat with the same reference.
 */
import { useState } from "react";
import { useNavigate } from "react-router";
import { useQuoteApi } from "../../api/QuoteApiContext.tsx";
import { setPath } from "../../engine/index.ts";
import { useQuoteStoreApi } from "../../store/QuoteStoreContext.tsx";
import { appRoutes } from "../catalogue.ts";
import { useSingleFlightMutation } from "../useSingleFlightMutation.ts";
import type { Purchase, SoldPolicy } from "./purchase.ts";
import { useBuyFailure } from "./useBuyFailure.ts";

export interface TakeUp {
  running: boolean;
  /** Why the last take-up failed, when the consumer may try again here. */
  error: string | undefined;
  /** Failed take-ups so far: each one moves focus to the error summary. */
  failures: number;
  takeUp(paymentIntentId: string): Promise<void>;
}

export function useTakeUp(purchase: Purchase): TakeUp {
  const store = useQuoteStoreApi();
  const navigate = useNavigate();
  const failure = useBuyFailure();
  const { purchase: purchaseCalls } = useQuoteApi();
  const [failures, setFailures] = useState(0);
  // Running until a refusal has been dealt with too (rated again, or sent elsewhere), so the page
  // offers no second take-up meanwhile; one it leaves here fails with the message to show.
  const takingUp = useSingleFlightMutation({
    mutationFn: async (paymentIntentId: string) => {
      try {
        await takeUpAndKeep(paymentIntentId);
      } catch (caught) {
        const message = await failure(caught);
        if (message) throw new Error(message);
      }
    },
    onError: () => setFailures((n) => n + 1),
  });

  /** Takes up the current outcome, keeps the policy in the draft and goes on to /complete. */
  async function takeUpAndKeep(paymentIntentId: string) {
    const { draft, session } = store.getState();
    const { rate, method } = purchase;
    const bank = method === "MONTHLY" ? session.buy?.directDebit : undefined;
    if (!rate.inceptionDateTime) throw new Error("The rating has no inception date-time");
    const result = await purchaseCalls.takeUpQuote({
      token: typeof draft.token === "string" ? draft.token : rate.token,
      underwritingOutcomeResponseId: rate.ratingOutcome.underwritingOutcomeResponseId,
      inceptionDateTime: rate.inceptionDateTime,
      body: {
        paymentIntentId,
        directDebit: bank ? { accountHolder: bank.accountHolder, sortCode: bank.sortCode, accountNumber: bank.accountNumber } : null,
      },
    });
    const policy: SoldPolicy = {
      policyReference: result.policyReference,
      quoteRef: result.quoteRef,
      underwritingOutcomeResponseId: rate.ratingOutcome.underwritingOutcomeResponseId,
      paymentMethod: method,
    };
    store.getState().setDraft(setPath(store.getState().draft, "policy", policy));
    navigate(appRoutes.complete.path, { replace: true });
  }

  return {
    running: takingUp.isPending,
    error: takingUp.error?.message,
    failures,
    takeUp: async (paymentIntentId) => {
      if (!takingUp.inFlight()) takingUp.mutate(paymentIntentId);
    },
  };
}
