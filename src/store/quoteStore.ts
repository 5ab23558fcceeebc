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
  /**
   * What this browser session keeps beside the answers, out of the draft: the payment choice, the
   * retrieve link, the timed-out channel, buying answers, events reported.
   */
  session: SessionState;
  setSession(patch: Partial<SessionState>): void;
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
   * token and reference stay in `retrieveLink`, so Retrieve quote can bring it back, and where the
   * customer came from stays in `timedOutChannel`, so the page gives their channel's number.
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

/** Where a timed-out customer came from: nothing personal, only what picks the customer-service number. */
export interface TimedOutChannel {
  product?: string;
  /** The entry link's source of business, or the rated quote's. */
  sourceOfBusiness?: string;
  /** The rated quote's sales channel. */
  salesChannel?: string;
}

export interface SessionState {
  selectedPaymentMethod?: PaymentMethod;
  /** Kept out of the URL and the draft: the retrieve page's token and reference. */
  retrieveLink?: RetrieveLink;
  /** Kept through the timeout's reset (timeOut), for the timed-out page and the footer. */
  timedOutChannel?: TimedOutChannel;
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

/** Version 1 dropped `global.initialLoad`, which nothing read; version 2 renamed `global` to `session`. */
const STORAGE_VERSION = 2;

/** A value saved by an older version, made current (its answers and pages kept as they are). */
function migrated(saved: unknown, version: number): unknown {
  if (typeof saved !== "object" || saved === null) return saved;
  const { global, ...state } = saved as { global?: unknown; session?: unknown };
  // Before version 2 the session's things were kept under `global`.
  const kept = version < 2 ? global : state.session;
  if (typeof kept !== "object" || kept === null) return state;
  const session = { ...(kept as Record<string, unknown>) };
  if (version < 1) delete session.initialLoad;
  return { ...state, session };
}

export function createQuoteStore(storage?: StateStorage): QuoteStore {
  const initial = { draft: {}, submitted: [], pendingErrors: {}, introSeen: [], session: {} };
  return createStore<QuoteState>()(
    persist(
      (set, get) => ({
        ...initial,
        setDraft: (draft) => set({ draft }),
        setSession: (patch) => set((s) => ({ session: { ...s.session, ...patch } })),
        setBuy: (patch) => set((s) => ({ session: { ...s.session, buy: { ...s.session.buy, ...patch } } })),
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
            session: {
              ...initial.session,
              retrieveLink: s.session.retrieveLink,
              ...(selectedPaymentMethod ? { selectedPaymentMethod } : {}),
            },
          })),
        timeOut: () =>
          set((s) => {
            const { token, quoteRef } = s.draft;
            const rated = typeof token === "string" && typeof quoteRef === "string";
            // A second reset (a reload of /timeout) finds no answers and keeps what the first one kept.
            const retrieveLink = rated ? { token, quoteRef } : s.session.retrieveLink;
            const timedOutChannel = channelOf(s.draft) ?? s.session.timedOutChannel;
            return {
              ...initial,
              introSeen: s.introSeen,
              session: { ...initial.session, ...(retrieveLink ? { retrieveLink } : {}), ...(timedOutChannel ? { timedOutChannel } : {}) },
            };
          }),
      }),
      {
        name: STORAGE_KEY,
        storage: createJSONStorage(() => storage ?? memoryStorage()),
        version: STORAGE_VERSION,
        migrate: (saved, version) => migrated(saved, version) as QuoteState,
        partialize: ({ draft, submitted, pendingErrors, introSeen, session }) => ({ draft, submitted, pendingErrors, introSeen, session }),
      },
    ),
  );
}

const textOf = (value: unknown): string | undefined => (typeof value === "string" && value !== "" ? value : undefined);

/** The draft's channel (the entry link's, then the rated quote's); undefined for a draft with none of it. */
function channelOf(draft: Draft): TimedOutChannel | undefined {
  const rate = typeof draft.rate === "object" && draft.rate !== null ? (draft.rate as Record<string, unknown>) : {};
  const channel: TimedOutChannel = {
    product: textOf(draft.product),
    sourceOfBusiness: textOf(draft.sourceOfBusiness) ?? textOf(rate.sourceOfBusiness),
    salesChannel: textOf(rate.salesChannel),
  };
  const kept = Object.entries(channel).filter(([, value]) => value !== undefined);
  return kept.length > 0 ? (Object.fromEntries(kept) as TimedOutChannel) : undefined;
}

function memoryStorage(): StateStorage {
  const items = new Map<string, string>();
  return {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}
