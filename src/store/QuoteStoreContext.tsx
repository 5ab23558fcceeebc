/** React access to the vanilla quote store: one provider, one selector hook. */
import { createContext, useContext, type ReactNode } from "react";
import { useStore } from "zustand";
import type { QuoteState, QuoteStore } from "./quoteStore.ts";

const StoreContext = createContext<QuoteStore | null>(null);

export function QuoteStoreProvider({ store, children }: { store: QuoteStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useQuoteStoreApi(): QuoteStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error("useQuote needs a QuoteStoreProvider");
  return store;
}

export function useQuote<T>(selector: (state: QuoteState) => T): T {
  return useStore(useQuoteStoreApi(), selector);
}
