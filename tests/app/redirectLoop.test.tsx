// @vitest-environment jsdom
/**
 * A loader that sends the user to a page the journey's path does not reach would loop: the page
 * guard sends them back, the loader runs again on open, and so on. The app refuses: it reports the
 * journey error and shows the error page.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { waitFor } from "@testing-library/react";
import type { ResolvedJourney, ResolvedPage } from "../../src/engine/index.ts";
import { createQuoteStore } from "../../src/store/quoteStore.ts";
import { fakeApi } from "./support/fakeApi.ts";
import { renderApp } from "./support/renderApp.tsx";

const mocks = { probe: vi.fn(async () => null) };
const api = fakeApi({ dataSources: { probe: () => mocks.probe() } });

const clock = { today: () => "2026-11-22" };
const page = (id: string, extra: Partial<ResolvedPage> = {}): ResolvedPage =>
  ({ id, route: `/${id}`, title: id, section: id, fields: [], file: `${id}.json`, next: [{ to: "end" }], ...extra }) as ResolvedPage;

/** "start" looks something up and, finding nothing, sends the user to "later", which needs "start" done first. */
function journeyWith(goTo: string): ResolvedJourney {
  const start = page("start", {
    loaders: [{ source: "probe", args: {}, onEmpty: [{ goTo }] }],
    next: [{ to: "later" }],
  });
  return {
    id: "car",
    version: "1.0.0",
    name: "Loop",
    startPage: "start",
    limits: {},
    pageOrder: ["start", "later"],
    pages: { start, later: page("later") },
  } as ResolvedJourney;
}

beforeAll(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
});
afterEach(() => vi.clearAllMocks());

describe("a loader outcome going to a page the path does not reach", () => {
  it("shows the error page and says why, instead of bouncing between the pages", async () => {
    const report = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const journey = journeyWith("later");
    const { router } = renderApp({ journeys: { car: journey }, clock, store: createQuoteStore(), url: "/start", api });
    await waitFor(() => expect(router.state.location.pathname).toBe("/error"));
    expect(mocks.probe).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(expect.stringContaining('page "start" sends the user to "later"'));
  });

  it("still goes to an app route (the incompatible page), which is always open", async () => {
    const journey = journeyWith("incompatible");
    const { router } = renderApp({ journeys: { car: journey }, clock, store: createQuoteStore(), url: "/start", api });
    await waitFor(() => expect(router.state.location.pathname).toBe("/incompatible"));
  });
});
