// @vitest-environment jsdom
/**
 * When the app's environment asks for a journey: at once for a page that shows one, and behind a
 * page that shows none (an exit page) only once that page has been shown a while, so the journey's
 * code and data never share its first paint's bandwidth.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { LoadedJourneyEnvironment, SETTLE_MS } from "../../src/app/LoadedJourneyEnvironment.tsx";
import { useJourneyLoading } from "../../src/app/JourneyEnvironment.tsx";
import type { JourneySource, ProductJourney } from "../../src/app/journeySource.ts";
import { QuoteStoreProvider } from "../../src/store/QuoteStoreContext.tsx";
import { createQuoteStore } from "../../src/store/quoteStore.ts";
import { arrivedFormCode, loadFormCode } from "../../src/app/formCodeLoader.ts";

// A product's chunk with an answer schema that has no fields, and its precompiled validator.
const chunk = (id: string) =>
  ({
    journey: { id },
    answers: { schema: { $id: `answers_${id}`, type: "object", properties: {} }, validateFns: { [`answers_${id}`]: () => true } },
  }) as unknown as ProductJourney;

function sourceOf(products: string[]) {
  return { products, defaultProduct: products[0], load: vi.fn(async (id: string) => chunk(id)) } satisfies JourneySource;
}

function Loading() {
  const loading = useJourneyLoading();
  return (
    <>
      <p>{loading.all ? "every journey" : loading.current ? "the current journey" : "no journey yet"}</p>
      <button type="button" onClick={loading.loadAll}>
        retrieve
      </button>
    </>
  );
}

function renderEnvironment(source: JourneySource, behindThePage: boolean, initial?: Record<string, ProductJourney>) {
  render(
    <QuoteStoreProvider store={createQuoteStore()}>
      <LoadedJourneyEnvironment source={source} clock={{ today: () => "2026-11-30" }} behindThePage={behindThePage} initial={initial}>
        <Loading />
      </LoadedJourneyEnvironment>
    </QuoteStoreProvider>,
  );
}

// A journey loads with the form's code (RJSF and the validators); its first import, which takes a while
// in these tests, is done before any runs.
beforeAll(() => loadFormCode());

afterEach(() => {
  vi.useRealTimers();
});

describe("the journey environment's loading", () => {
  it("asks for the journey at once for a page that shows one", async () => {
    const source = sourceOf(["car", "van"]);
    renderEnvironment(source, false);
    expect(await screen.findByText("the current journey")).toBeDefined();
    expect(source.load).toHaveBeenCalledExactlyOnceWith("car");
  });

  it("shows a journey already at hand from the first render, with the form's code that arrived with it", () => {
    expect(arrivedFormCode()).toBeDefined();
    const source = sourceOf(["car", "van"]);
    renderEnvironment(source, false, { car: chunk("car") });
    expect(screen.getByText("the current journey")).toBeDefined();
    expect(source.load).not.toHaveBeenCalled();
  });

  it("behind a page that shows none, asks for it once the page has been shown a while and the browser is idle", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const source = sourceOf(["car", "van"]);
    renderEnvironment(source, true);
    await act(() => vi.advanceTimersByTimeAsync(SETTLE_MS - 1));
    expect(source.load).not.toHaveBeenCalled();
    expect(screen.getByText("no journey yet")).toBeDefined();
    // jsdom has no requestIdleCallback: idle is the next task.
    await act(() => vi.advanceTimersByTimeAsync(2));
    expect(source.load).toHaveBeenCalledExactlyOnceWith("car");
    expect(screen.getByText("the current journey")).toBeDefined();
  });

  it("behind a page that asks for every journey (a quote to retrieve), asks at once", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const source = sourceOf(["car", "van"]);
    renderEnvironment(source, true);
    await act(async () => screen.getByRole("button", { name: "retrieve" }).click());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(source.load.mock.calls.map(([id]) => id)).toEqual(["car", "van"]);
    expect(screen.getByText("every journey")).toBeDefined();
  });
});
