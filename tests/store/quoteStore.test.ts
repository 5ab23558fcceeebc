/** The quote store over an in-memory StateStorage: its actions, and persistence across a reload. */
import { describe, expect, it } from "vitest";
import type { StateStorage } from "zustand/middleware";
import { createQuoteStore, STORAGE_KEY } from "../../src/store/quoteStore.ts";

function memoryStorage(): StateStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}

describe("a new store", () => {
  it("starts empty", () => {
    const state = createQuoteStore(memoryStorage()).getState();
    expect({ draft: state.draft, submitted: state.submitted, pendingErrors: state.pendingErrors, session: state.session }).toEqual({
      draft: {},
      submitted: [],
      pendingErrors: {},
      session: {},
    });
  });

  it("works without a storage", () => {
    const store = createQuoteStore();
    store.getState().setDraft({ product: "car" });
    expect(store.getState().draft).toEqual({ product: "car" });
  });
});

describe("actions", () => {
  it.each([
    { drafts: [{ product: "car" }], expected: { product: "car" } },
    { drafts: [{ product: "car" }, { product: "van", numberplate: false }], expected: { product: "van", numberplate: false } },
    { drafts: [{ product: "car" }, {}], expected: {} },
  ])("setDraft replaces the draft: $drafts -> $expected", ({ drafts, expected }) => {
    const store = createQuoteStore(memoryStorage());
    for (const draft of drafts) store.getState().setDraft(draft);
    expect(store.getState().draft).toEqual(expected);
  });

  it.each([
    { marks: ["product"], expected: ["product"] },
    { marks: ["product", "numberplate"], expected: ["product", "numberplate"] },
    { marks: ["product", "product"], expected: ["product"] },
    { marks: ["product", "vehicle", "product", "vehicle"], expected: ["product", "vehicle"] },
  ])("markSubmitted $marks -> $expected (no duplicates)", ({ marks, expected }) => {
    const store = createQuoteStore(memoryStorage());
    for (const id of marks) store.getState().markSubmitted(id);
    expect(store.getState().submitted).toEqual(expected);
  });

  it("keeps a page's pending errors until the page clears them", () => {
    const store = createQuoteStore(memoryStorage());
    const errors = { numberplate: "We couldn't find a vehicle with that registration" };
    store.getState().setPendingErrors("numberplate", errors);
    store.getState().setPendingErrors("vehicle", { abicode: "Other" });

    expect(store.getState().pendingErrors.numberplate).toEqual(errors);
    store.getState().clearPendingErrors("numberplate");
    expect(store.getState().pendingErrors).toEqual({ vehicle: { abicode: "Other" } });
    store.getState().clearPendingErrors("product");
    expect(store.getState().pendingErrors).toEqual({ vehicle: { abicode: "Other" } });
  });

  it("setSession merges into the session state, which a reload keeps and a reset clears", () => {
    const storage = memoryStorage();
    const store = createQuoteStore(storage);
    store.getState().setSession({ selectedPaymentMethod: "MONTHLY" });
    store.getState().setSession({ quoteViewReported: "uo-1" });
    expect(store.getState().session).toEqual({ selectedPaymentMethod: "MONTHLY", quoteViewReported: "uo-1" });
    expect(createQuoteStore(storage).getState().session).toEqual(store.getState().session);
    store.getState().reset();
    expect(store.getState().session).toEqual({});
  });

  it("setBuy merges the buying answers into session state (never the draft a rating sends), kept on reload, cleared by reset", () => {
    const storage = memoryStorage();
    const store = createQuoteStore(storage);
    store.getState().setDraft({ product: "car" });
    store.getState().setBuy({ telematicsAgreed: true });
    const directDebit = { accountHolder: "A Morgan", sortCode: "309980", accountNumber: "00733445", bankName: "Lloyds Bank" };
    store.getState().setBuy({ directDebit });
    expect(store.getState().session.buy).toEqual({ telematicsAgreed: true, directDebit });
    expect(store.getState().draft).toEqual({ product: "car" });
    expect(createQuoteStore(storage).getState().session.buy).toEqual({ telematicsAgreed: true, directDebit });
    store.getState().setBuy({ directDebit: undefined });
    expect(store.getState().session.buy).toEqual({ telematicsAgreed: true, directDebit: undefined });
    store.getState().reset();
    expect(store.getState().session.buy).toBeUndefined();
  });

  it.each([
    { resetWith: undefined, draft: {} },
    { resetWith: { product: "older" }, draft: { product: "older" } },
  ])("reset($resetWith) empties everything but the given draft", ({ resetWith, draft }) => {
    const store = createQuoteStore(memoryStorage());
    store.getState().setDraft({ product: "car", numberplate: "AB12 CDE" });
    store.getState().markSubmitted("product");
    store.getState().setPendingErrors("numberplate", { numberplate: "x" });
    store.getState().reset(resetWith);
    const state = store.getState();
    expect({ draft: state.draft, submitted: state.submitted, pendingErrors: state.pendingErrors }).toEqual({
      draft,
      submitted: [],
      pendingErrors: {},
    });
  });
});

describe("persistence: a reload keeps answers", () => {
  it("a second store over the same storage restores draft, submitted and pending errors", () => {
    const storage = memoryStorage();
    const first = createQuoteStore(storage);
    first.getState().setDraft({ product: "car", numberplate: "AB12 CDE", driverPersonal: { firstName: "Sam" } });
    first.getState().markSubmitted("product");
    first.getState().markSubmitted("numberplate");
    first.getState().setPendingErrors("vehicle", { abicode: "Pick one" });

    const reloaded = createQuoteStore(storage).getState();
    expect(reloaded.draft).toEqual({ product: "car", numberplate: "AB12 CDE", driverPersonal: { firstName: "Sam" } });
    expect(reloaded.submitted).toEqual(["product", "numberplate"]);
    expect(reloaded.pendingErrors.vehicle).toEqual({ abicode: "Pick one" });
  });

  it("stores plain JSON under the store's key, without the actions", () => {
    const storage = memoryStorage();
    createQuoteStore(storage).getState().setDraft({ product: "van" });
    const saved = JSON.parse(storage.items.get(STORAGE_KEY) ?? "null");
    expect(saved.state).toEqual({ draft: { product: "van" }, submitted: [], pendingErrors: {}, introSeen: [], session: {} });
  });

  it("loads a value saved before the version it carries, keeping its answers and session state", () => {
    const storage = memoryStorage();
    const old = {
      draft: { product: "car" },
      submitted: ["product"],
      pendingErrors: {},
      introSeen: ["car"],
      global: { initialLoad: true, selectedPaymentMethod: "MONTHLY", retrieveLink: { token: "tok-1" } },
    };
    storage.items.set(STORAGE_KEY, JSON.stringify({ state: old, version: 0 }));
    const state = createQuoteStore(storage).getState();
    expect({ draft: state.draft, submitted: state.submitted, introSeen: state.introSeen, session: state.session }).toEqual({
      draft: { product: "car" },
      submitted: ["product"],
      introSeen: ["car"],
      session: { selectedPaymentMethod: "MONTHLY", retrieveLink: { token: "tok-1" } },
    });
  });

  it("moves a version 1 value's `global` state to `session`, and saves it so", () => {
    const storage = memoryStorage();
    const kept = {
      selectedPaymentMethod: "ANNUALLY",
      retrieveLink: { token: "tok-1", quoteRef: "QR-ABCD1234" },
      timedOutChannel: { product: "van", sourceOfBusiness: "pcw" },
      buy: { telematicsAgreed: true, paidIntentId: "pi_1" },
      purchaseReported: "POL-12345678",
    };
    const old = { draft: { product: "van" }, submitted: ["product"], pendingErrors: {}, introSeen: ["van"], global: kept };
    storage.items.set(STORAGE_KEY, JSON.stringify({ state: old, version: 1 }));
    const state = createQuoteStore(storage).getState();
    expect({ draft: state.draft, submitted: state.submitted, introSeen: state.introSeen, session: state.session }).toEqual({
      draft: { product: "van" },
      submitted: ["product"],
      introSeen: ["van"],
      session: kept,
    });
    expect(state).not.toHaveProperty("global");
    const saved = JSON.parse(storage.items.get(STORAGE_KEY) ?? "null");
    expect(saved).toEqual({
      state: { draft: { product: "van" }, submitted: ["product"], pendingErrors: {}, introSeen: ["van"], session: kept },
      version: 2,
    });
  });

  it("a reset is persisted too", () => {
    const storage = memoryStorage();
    const first = createQuoteStore(storage);
    first.getState().setDraft({ product: "car" });
    first.getState().markSubmitted("product");
    first.getState().reset();
    const reloaded = createQuoteStore(storage).getState();
    expect(reloaded.draft).toEqual({});
    expect(reloaded.submitted).toEqual([]);
  });

  it("stores over different storages do not share answers", () => {
    const first = createQuoteStore(memoryStorage());
    first.getState().setDraft({ product: "car" });
    expect(createQuoteStore(memoryStorage()).getState().draft).toEqual({});
  });
});
