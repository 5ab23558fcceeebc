/** React access to the app's server calls: one provider, one hook. */
import { createContext, useContext, type ReactNode } from "react";
import type { QuoteApi } from "./quoteApi.ts";

const ApiContext = createContext<QuoteApi | null>(null);

export function QuoteApiProvider({ api, children }: { api: QuoteApi; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function useQuoteApi(): QuoteApi {
  const api = useContext(ApiContext);
  if (!api) throw new Error("Server calls need a QuoteApiProvider");
  return api;
}
