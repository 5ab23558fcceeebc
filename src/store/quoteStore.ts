/**
 * The quote store: the only owner of answers. It holds the draft, which pages were submitted,
 * and messages waiting for a page (a failed registration lookup lands on /numberplate with one).
 * The engine computes every new draft; the store only keeps it. It works without React and
 * persists to the storage it is given (session storage in the browser), so a reload keeps answers.
 */
import { createStore, type StoreApi } from "zustand/vanilla";
import { createJSONStorage, persist, type StateStorage } from "zustand/middleware";
import type { Draft, FieldErrors } from "../engine/index.ts";

export interface QuoteState {
  draft: Draft;
  /** Page ids submitted with valid answers at the time. */
  submitted: string[];
  /** Messages to show on a page the next time it opens. */
  pendingErrors: Record<string, FieldErrors>;
  /** Products whose intro has been agreed to. */
  introSeen: string[];
  markIntroSeen(product: string): void;
  /** What the journey keeps beside the answers: the payment choice, the retrieve link, buying answers, events reported. */
  global: GlobalState;
  setGlobal(patch: Partial<GlobalState>): void;
  setBuy(patch: Partial<BuyState>): void;
  setDraft(draft: Draft): void;
  markSubmitted(pageId: string): void;
  setPendingErrors(pageId: string, errors: FieldErrors): void;
  /** Replaces the draft and the submitted pages together (removing a named driver moves both). */
  replace(draft: Draft, submitted: string[]): void;
  /** Drops a page's waiting messages once the page has shown them. */
  clearPendingErrors(pageId: string): void;
  reset(draft?: Draft): void;
  /** A retrieved quote becomes the draft: its answers, the pages they complete, its payment method. */
  restoreQuote(quote: { draft: Draft; submitted: string[]; selectedPaymentMethod?: PaymentMethod }): void;
  /**
   * The security reset of a timed-out quote (/timeout): every answer goes, but a rated quote's
   * token and reference stay in `retrieveLink`, so Retrieve quote can bring it back.
   */
  timeOut(): void;
}

type PaymentMethod = "ANNUALLY" | "MONTHLY";

/** What /retrieve needs to ask for a quote: the token (from the email link or a timed-out quote) and a reference to offer. */
export interface RetrieveLink {
  token?: string;
  quoteRef?: string;
  /** The token came with the address opened (the email's link): /retrieve uses it at once, once, with no click. */
  atOnce?: boolean;
}

export interface GlobalState {
  selectedPaymentMethod?: PaymentMethod;
  /** Kept out of the URL and the draft: the retrieve page's token and reference. */
  retrieveLink?: RetrieveLink;
  /** The outcome id of the rating whose /quote page view was reported (it follows reprices). */
  quoteViewReported?: string;
  /** What the buying pages collect; kept here, not in the draft, so a rating never sends bank details. */
  buy?: BuyState;
  /** Policy references whose purchase and comparison-site sale events were reported (each is reported once). */
  purchaseReported?: string;
  comparisonSaleReported?: string;
}

export interface BuyState {
  telematicsAgreed?: boolean;
  /** Bank details as they passed bankValidation (digits only), with the bank's name. */
  directDebit?: { accountHolder: string; sortCode: string; accountNumber: string; bankName: string | null };
  /** The payment intent whose card payment succeeded: take-up may be retried without paying again. */
  paidIntentId?: string;
  /**
   * The way an outcome was paid, as the server said when it refused to change or pay it again
   * (QUOTE_PAID): buying it takes up that payment rather than asking for another.
   */
  paidOption?: { underwritingOutcomeResponseId: string; paymentCollectionOptionCode: string };
}

export type QuoteStore = StoreApi<QuoteState>;

export const STORAGE_KEY = "quote-journey";

/** Version 1 dropped `global.initialLoad`, which nothing read. */
const STORAGE_VERSION = 1;

/** A value saved by an older version, made current (its answers and pages kept as they are). */
function migrated(saved: unknown): unknown {
  if (typeof saved !== "object" || saved === null) return saved;
  const state = saved as { global?: Record<string, unknown> };
  if (typeof state.global !== "object" || state.global === null) return saved;
  const global = { ...state.global };
  delete global.initialLoad;
  return { ...state, global };
}

export function createQuoteStore(storage?: StateStorage): QuoteStore {
  const initial = { draft: {}, submitted: [], pendingErrors: {}, introSeen: [], global: {} };
  return createStore<QuoteState>()(
    persist(
      (set, get) => ({
        ...initial,
        setDraft: (draft) => set({ draft }),
        setGlobal: (patch) => set((s) => ({ global: { ...s.global, ...patch } })),
        setBuy: (patch) => set((s) => ({ global: { ...s.global, buy: { ...s.global.buy, ...patch } } })),
        replace: (draft, submitted) => set({ draft, submitted }),
        markIntroSeen: (product) => set((s) => (s.introSeen.includes(product) ? s : { introSeen: [...s.introSeen, product] })),
        markSubmitted: (pageId) => set((s) => (s.submitted.includes(pageId) ? s : { submitted: [...s.submitted, pageId] })),
        setPendingErrors: (pageId, errors) => set((s) => ({ pendingErrors: { ...s.pendingErrors, [pageId]: errors } })),
        clearPendingErrors(pageId) {
          if (get().pendingErrors[pageId])
            set((s) => ({ pendingErrors: Object.fromEntries(Object.entries(s.pendingErrors).filter(([k]) => k !== pageId)) }));
        },
        reset: (draft = {}) => set((s) => ({ ...initial, introSeen: s.introSeen, draft })),
        restoreQuote: ({ draft, submitted, selectedPaymentMethod }) =>
          set((s) => ({
            draft,
            submitted,
            pendingErrors: {},
            // The intro was agreed to when the quote was made.
            introSeen:
              typeof draft.product === "string" && !s.introSeen.includes(draft.product) ? [...s.introSeen, draft.product] : s.introSeen,
            global: { ...initial.global, retrieveLink: s.global.retrieveLink, ...(selectedPaymentMethod ? { selectedPaymentMethod } : {}) },
          })),
        timeOut: () =>
          set((s) => {
            const { token, quoteRef } = s.draft;
            const rated = typeof token === "string" && typeof quoteRef === "string";
            // A second reset (a reload of /timeout) finds no answers and keeps what the first one kept.
            const retrieveLink = rated ? { token, quoteRef } : s.global.retrieveLink;
            return { ...initial, introSeen: s.introSeen, global: { ...initial.global, ...(retrieveLink ? { retrieveLink } : {}) } };
          }),
      }),
      {
        name: STORAGE_KEY,
        storage: createJSONStorage(() => storage ?? memoryStorage()),
        version: STORAGE_VERSION,
        migrate: (saved) => migrated(saved) as QuoteState,
        partialize: ({ draft, submitted, pendingErrors, introSeen, global }) => ({ draft, submitted, pendingErrors, introSeen, global }),
      },
    ),
  );
}

function memoryStorage(): StateStorage {
  const items = new Map<string, string>();
  return {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}
