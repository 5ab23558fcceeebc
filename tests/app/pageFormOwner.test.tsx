// @vitest-environment jsdom
/**
 * The page form with the store as the only owner of answers, on the convicted product's driving
 * history with five convictions revealed: a keystroke re-renders only the field typed into, the
 * store holds every character, and a submit shows each message on its field and in the summary,
 * re-checked live as the user corrects.
 */
import { beforeAll, beforeEach, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider } from "react-router";
import { getPath } from "../../src/engine/index.ts";
import { answerValidation } from "./support/answerValidation.ts";
import { clock, journeys } from "../engine/support/realJourneys.ts";
import { JourneyEnvironmentProvider } from "../../src/app/JourneyEnvironment.tsx";
import { QuoteApiProvider } from "../../src/api/QuoteApiContext.tsx";
import { QuoteStoreProvider } from "../../src/store/QuoteStoreContext.tsx";
import { createQuoteStore } from "../../src/store/quoteStore.ts";
import { PageForm } from "../../src/app/PageForm.tsx";
import { fakeApi } from "./support/fakeApi.ts";

const journey = journeys.convicted;
const conviction = (n: number) => ({
  [`conviction${n}`]: true,
  [`convictionDate${n}`]: "2025-06-01",
  [`dvlaCode${n}`]: "SP30",
  [`points${n}`]: 3,
  [`fine${n}`]: 100,
  [`lengthOfBan${n}`]: 0,
});

function open() {
  const store = createQuoteStore();
  store.getState().setDraft({
    product: "convicted",
    driverPersonal: {
      title: "MR",
      firstName: "Sam",
      lastName: "Jones",
      gender: "M",
      dob: "1990-03-27",
      residenceSinceBirth: true,
      driverLengthInUK: 99,
      maritalStatus: "S",
      homeStatus: false,
    },
    history: {
      drivingLicenceType: "FULL_UK",
      licenceType: "001",
      years: 5,
      ...conviction(1),
      ...conviction(2),
      ...conviction(3),
      ...conviction(4),
      ...conviction(5),
    },
  });
  const router = createMemoryRouter([{ path: "*", element: <PageForm journey={journey} page={journey.pages.history} /> }], {
    initialEntries: ["/history"],
  });
  render(
    <QuoteApiProvider api={fakeApi()}>
      <QuoteStoreProvider store={store}>
        <QueryClientProvider client={new QueryClient()}>
          <JourneyEnvironmentProvider value={{ journeys, clock, ...answerValidation(journeys) }}>
            <RouterProvider router={router} />
          </JourneyEnvironmentProvider>
        </QueryClientProvider>
      </QuoteStoreProvider>
    </QuoteApiProvider>,
  );
  return { store, user: userEvent.setup() };
}

beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

beforeEach(() => {
  window.__fieldRenders = {};
});

it("typing into one field re-renders that field only, and the store holds every character", async () => {
  const { store, user } = open();
  const box = await screen.findByLabelText("Conviction 5: breathalyser alcohol reading");
  expect(window.__fieldRenders?.points1).toBeGreaterThan(0);
  window.__fieldRenders = {};
  await user.type(box, "45.5");
  expect(box).toHaveValue("45.5");
  expect(getPath(store.getState().draft, "history.breathalyserReading5")).toBe("45.5");
  expect(Object.keys(window.__fieldRenders ?? {})).toEqual(["breathalyserReading5"]);
});

it("a submit puts each message on its field and in the summary; correcting a field clears its message live", async () => {
  const { store, user } = open();
  const points = await screen.findByLabelText("Conviction 2: penalty points");
  await user.clear(points);
  await user.click(screen.getByRole("button", { name: "Continue" }));
  const summary = await screen.findByRole("alert");
  const link = within(summary).getByRole("link");
  expect(link).toHaveAttribute("href", "#f-points2");
  const group = document.querySelector('[data-field="f-points2"]');
  expect(group).toHaveClass("govuk-form-group--error");
  expect(within(group as HTMLElement).getByText(link.textContent ?? "")).toBeInTheDocument();

  window.__fieldRenders = {};
  await user.type(points, "3");
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  expect(document.querySelector('[data-field="f-points2"]')).not.toHaveClass("govuk-form-group--error");
  expect(getPath(store.getState().draft, "history.points2")).toBe(3);
  expect(Object.keys(window.__fieldRenders ?? {})).toEqual(["points2"]);
});

it("renders each field through RJSF's SchemaField in RJSF's form wrapper, with RJSF's ids, one form group per field", async () => {
  open();
  await screen.findByLabelText("Conviction 5: penalty points");
  const group = document.querySelector(".rjsf > [data-field='f-points5']");
  expect(group?.querySelector("input#f-points5")).not.toBeNull();
  expect(document.querySelectorAll(".rjsf > [data-field^='f-points']")).toHaveLength(5);
});
