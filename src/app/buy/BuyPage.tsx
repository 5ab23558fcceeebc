/**
 * The frame of each buying page: it needs a quote not bought yet (a bought one shows /complete), a
 * priced rating (without one the user goes where they are due, as /rate does) and the steps before
 * it done; then it gives the page what is bought.
 * Decided when the page is entered, as journey pages are: what the page itself stores, or stores
 * as it is left (a new rating, a policy), must not move the user from under it.
 */
import { useState, type ReactNode } from "react";
import { Navigate } from "react-router";
import type { Draft } from "../../engine/index.ts";
import type { SessionState } from "../../store/quoteStore.ts";
import { useQuoteStoreApi } from "../../store/QuoteStoreContext.tsx";
import { appRoutes } from "../catalogue.ts";
import { DueRedirect } from "../DueRedirect.tsx";
import { isPriced, rateOf, unpricedRoute } from "../rate/rateOutcome.ts";
import { dueBuyStep, mayOpen, type BuyStep } from "./buySteps.ts";
import { policyOf, purchaseOf, type Purchase } from "./purchase.ts";

type Entry = { due: true } | { to: string } | { purchase: Purchase };

function entry(step: BuyStep, draft: Draft, session: SessionState): Entry {
  const rate = rateOf(draft);
  // A bought quote is never offered again: where it is due is /complete.
  if (!rate || policyOf(draft)) return { due: true };
  if (!isPriced(rate)) return { to: appRoutes[unpricedRoute(rate)].path };
  const purchase = purchaseOf(draft, session);
  if (!purchase) return { to: appRoutes.rate.path };
  if (!mayOpen(step, purchase, session.buy)) return { to: appRoutes[dueBuyStep(purchase, session.buy)].path };
  return { purchase };
}

export function BuyPage({ step, children }: { step: BuyStep; children: (purchase: Purchase) => ReactNode }) {
  const store = useQuoteStoreApi();
  const [entered] = useState(() => entry(step, store.getState().draft, store.getState().session));
  if ("due" in entered) return <DueRedirect />;
  if ("to" in entered) return <Navigate to={entered.to} replace />;
  return <>{children(entered.purchase)}</>;
}
