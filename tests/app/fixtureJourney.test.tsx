// @vitest-environment jsdom
/**
 * Editing a journey file changes what the page shows and accepts, with no TypeScript change.
 * A fixture journey (tests/fixtures/engine/editable/) is copied to a temp folder, loaded as the
 * server loads journeys, and rendered through the real app route table; then its JSON is
 * rewritten (a new message and a higher maximum), reloaded and rendered again.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider } from "react-router";
import { loadJourney, type FieldDef, type PageDef, type ResolvedJourney } from "../../src/engine/index.ts";
import { readJsonFile } from "../../server/journeys/readJourneys.ts";
import { answerValidation } from "./support/answerValidation.ts";
import { appRouteTable } from "../../src/app/routes.tsx";
import { JourneyEnvironmentProvider } from "../../src/app/JourneyEnvironment.tsx";
import { QuoteStoreProvider } from "../../src/store/QuoteStoreContext.tsx";
import { createQuoteStore } from "../../src/store/quoteStore.ts";
import { QuoteApiProvider } from "../../src/api/QuoteApiContext.tsx";
import { fakeApi } from "./support/fakeApi.ts";
import { rateResponse } from "./support/rates.ts";
import { loadFormCode } from "../../src/app/formCodeLoader.ts";

const FIXTURE = join(import.meta.dirname, "../fixtures/engine/editable");
const clock = { today: () => "2026-11-22" };

let folder: string;
const pageFile = () => join(folder, "pages/about.json");

function load(): ResolvedJourney {
  const { journey, problems } = loadJourney(join(folder, "manifest.json"), readJsonFile);
  expect(problems).toEqual([]);
  return journey!;
}

/** What an analyst does: edit the page JSON on disk. */
function editPage(edit: (page: PageDef) => void) {
  const page = JSON.parse(readFileSync(pageFile(), "utf8")) as PageDef;
  edit(page);
  writeFileSync(pageFile(), JSON.stringify(page, null, 2));
}

function renderApp(journey: ResolvedJourney) {
  const fixture = { car: journey };
  const router = createMemoryRouter(appRouteTable(fixture), { initialEntries: ["/"] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The fixture hands over to /telematics, a buying page, which opens only for a priced rating.
  const store = createQuoteStore();
  store.getState().setDraft({ rate: rateResponse() });
  render(
    <QuoteStoreProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <QuoteApiProvider api={fakeApi()}>
          <JourneyEnvironmentProvider value={{ journeys: fixture, clock, ...answerValidation(fixture) }}>
            <RouterProvider router={router} />
          </JourneyEnvironmentProvider>
        </QuoteApiProvider>
      </QueryClientProvider>
    </QuoteStoreProvider>,
  );
  return { router, user: userEvent.setup() };
}

async function errorSummaryLinks(): Promise<string[]> {
  const alert = await screen.findByRole("alert");
  expect(within(alert).getByRole("heading", { name: "There is a problem" })).toBeInTheDocument();
  return within(alert)
    .getAllByRole("link")
    .map((a) => a.textContent ?? "");
}

// The journey page's code, which the app loads with the first journey, at hand before the page renders.
beforeAll(() => loadFormCode());

beforeAll(() => {
  // jsdom has no layout: the page scrolls and the error summary scrolls itself into view.
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  Element.prototype.scrollIntoView = vi.fn();
});

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "editable-journey-"));
  cpSync(FIXTURE, folder, { recursive: true });
});

afterEach(() => {
  cleanup();
  rmSync(folder, { recursive: true, force: true });
});

afterAll(() => {
  vi.restoreAllMocks();
});

describe("a journey page rendered from JSON", () => {
  it("shows the JSON's messages and limit, then the edited ones, and accepts what the new limit allows", async () => {
    // As written: the page opens from "/", where the replay sends a new quote.
    const first = renderApp(load());
    expect(await screen.findByRole("heading", { level: 1, name: "About you" })).toBeInTheDocument();
    expect(first.router.state.location.pathname).toBe("/about");

    await first.user.click(await screen.findByRole("button", { name: "Continue" }));
    expect(await errorSummaryLinks()).toEqual(["Enter your nickname", "Enter how many cars you own"]);

    await first.user.type(screen.getByLabelText("Your nickname"), "Sam");
    await first.user.type(screen.getByLabelText("How many cars do you own?"), "7");
    await first.user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await errorSummaryLinks()).toEqual(["You can insure up to 5 cars"]);
    expect(first.router.state.location.pathname).toBe("/about");
    cleanup();

    // An analyst edits the JSON: a new message, a new maximum message, a higher maximum.
    editPage((page) => {
      const [nickname, cars] = page.fields as FieldDef[];
      nickname.messages = { required: "Tell us what we should call you" };
      cars.messages = { ...cars.messages, maximum: "We can insure at most {max} cars" };
      cars.schema = { ...cars.schema, maximum: 10 };
    });

    const second = renderApp(load());
    expect(await screen.findByRole("heading", { level: 1, name: "About you" })).toBeInTheDocument();
    await second.user.click(await screen.findByRole("button", { name: "Continue" }));
    expect(await errorSummaryLinks()).toEqual(["Tell us what we should call you", "Enter how many cars you own"]);
    expect(screen.queryByText("Enter your nickname")).not.toBeInTheDocument();

    await second.user.type(screen.getByLabelText("Your nickname"), "Sam");
    await second.user.type(screen.getByLabelText("How many cars do you own?"), "11");
    expect(await errorSummaryLinks()).toEqual(["We can insure at most 10 cars"]);

    await second.user.clear(screen.getByLabelText("How many cars do you own?"));
    await second.user.type(screen.getByLabelText("How many cars do you own?"), "7");
    await second.user.click(screen.getByRole("button", { name: "Continue" }));

    // The same 7 is now accepted: the journey hands over to the next route.
    expect(await screen.findByRole("heading", { level: 1, name: "Telematics agreement" })).toBeInTheDocument();
    expect(second.router.state.location.pathname).toBe("/telematics");
  });

  it.each([
    { maximum: 5, typed: "6", accepted: false },
    { maximum: 5, typed: "5", accepted: true },
    { maximum: 2, typed: "3", accepted: false },
    { maximum: 2, typed: "2", accepted: true },
  ])("with maximum $maximum in the JSON, $typed cars is accepted: $accepted", async ({ maximum, typed, accepted }) => {
    editPage((page) => {
      const cars = page.fields[1] as FieldDef;
      cars.schema = { ...cars.schema, maximum };
    });
    const { router, user } = renderApp(load());
    await user.type(await screen.findByLabelText("Your nickname"), "Sam");
    await user.type(screen.getByLabelText("How many cars do you own?"), typed);
    await user.click(screen.getByRole("button", { name: "Continue" }));

    if (accepted) {
      expect(await screen.findByRole("heading", { level: 1, name: "Telematics agreement" })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe("/telematics");
    } else {
      expect(await errorSummaryLinks()).toEqual([`You can insure up to ${maximum} cars`]);
      expect(router.state.location.pathname).toBe("/about");
    }
  });
});
