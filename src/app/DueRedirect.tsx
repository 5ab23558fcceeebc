/**
 * Sends the user where they are due: from "/", from a page their product lacks, from /rate without a
 * rate; a bought quote to /complete, as it is never offered again.
 */
import { Navigate } from "react-router";
import { useQuote } from "../store/QuoteStoreContext.tsx";
import { journeyFor, useJourneyEnvironment } from "./JourneyEnvironment.tsx";
import { dueUrl } from "./dueRoute.ts";
import { rateOf } from "./rate/rateOutcome.ts";
import { appRoutes } from "./catalogue.ts";
import { policyOf } from "./buy/purchase.ts";

export function DueRedirect() {
  const { journeys, clock, check } = useJourneyEnvironment();
  const { draft, submitted } = useQuote((s) => s);
  if (policyOf(draft)) return <Navigate to={appRoutes.complete.path} replace />;
  const journey = journeyFor(journeys, draft.product);
  const to = dueUrl({ journey, draft, submitted: new Set(submitted), clock, check }, rateOf(draft) !== undefined);
  return <Navigate to={to} replace />;
}
