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
    expect({ draft: state.draft, submitted: state.submitted, pendingErrors: state.pendingErrors, global: state.global }).toEqual({
      draft: {},
      submitted: [],
      pendingErrors: {},
      global: {},
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

  it("setGlobal merges into the global state, which a reload keeps and a reset clears", () => {
    const storage = memoryStorage();
    const store = createQuoteStore(storage);
    store.getState().setGlobal({ selectedPaymentMethod: "MONTHLY" });
    store.getState().setGlobal({ quoteViewReported: "uo-1" });
    expect(store.getState().global).toEqual({ selectedPaymentMethod: "MONTHLY", quoteViewReported: "uo-1" });
    expect(createQuoteStore(storage).getState().global).toEqual(store.getState().global);
    store.getState().reset();
    expect(store.getState().global).toEqual({});
  });

  it("setBuy merges the buying answers into global state (never the draft a rating sends), kept on reload, cleared by reset", () => {
    const storage = memoryStorage();
    const store = createQuoteStore(storage);
    store.getState().setDraft({ product: "car" });
    store.getState().setBuy({ telematicsAgreed: true });
    const directDebit = { accountHolder: "A Morgan", sortCode: "309980", accountNumber: "00733445", bankName: "Lloyds Bank" };
    store.getState().setBuy({ directDebit });
    expect(store.getState().global.buy).toEqual({ telematicsAgreed: true, directDebit });
    expect(store.getState().draft).toEqual({ product: "car" });
    expect(createQuoteStore(storage).getState().global.buy).toEqual({ telematicsAgreed: true, directDebit });
    store.getState().setBuy({ directDebit: undefined });
    expect(store.getState().global.buy).toEqual({ telematicsAgreed: true, directDebit: undefined });
    store.getState().reset();
    expect(store.getState().global.buy).toBeUndefined();
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
    expect(saved.state).toEqual({ draft: { product: "van" }, submitted: [], pendingErrors: {}, introSeen: [], global: {} });
  });

  it("loads a value saved before the version it carries, keeping its answers and global state", () => {
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
    expect({ draft: state.draft, submitted: state.submitted, introSeen: state.introSeen, global: state.global }).toEqual({
      draft: { product: "car" },
      submitted: ["product"],
      introSeen: ["car"],
      global: { selectedPaymentMethod: "MONTHLY", retrieveLink: { token: "tok-1" } },
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
