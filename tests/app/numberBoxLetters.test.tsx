// @vitest-environment jsdom
/**
 * Letters typed in a number box, as a new user types them ("45OO" for a value, "five" for seats),
 * reach the page's check as typed and come back as the field's own words for letters
 * (`messages.type` in the journey), by the field and in the error summary, not its words for an
 * empty or out-of-range answer. The real car details page, through the page form.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
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

const journey = journeys.car;
const page = journey.pages["vehicle-use"];
const messagesOf = (name: string) => page.fields.find((field) => field.name === name)!.messages!;

function open() {
  const store = createQuoteStore();
  store.getState().setDraft({
    product: "car",
    vehicle: { year: 2015 },
    car: {
      imported: false,
      cameraFitted: false,
      value: 4500,
      purchaseDate: "2024-03-01",
      keeper: true,
      owner: true,
      use: "SDPC",
      miles: 6000,
      overnightLocationBool: true,
      overnightLocation: "DRIVEWAY",
      daytimeLocation: "WORK_CAR_PARK",
      householdVehicles: 1,
      accessToOtherVehicles: false,
      seats: 5,
      doors: 5,
    },
  });
  const router = createMemoryRouter([{ path: "*", element: <PageForm journey={journey} page={page} /> }], { initialEntries: ["/car"] });
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

/** The message shown by a field, from its form group. */
function fieldMessage(name: string): string {
  const group = document.querySelector(`[data-field="f-${name}"]`) as HTMLElement;
  expect(group).toHaveClass("govuk-form-group--error");
  return group.querySelector(".govuk-error-message")?.textContent?.replace(/^Error:\s*/, "") ?? "";
}

beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

describe("letters in a number box", () => {
  it("are kept as typed and refused with the field's words for letters, by the field and in the summary", async () => {
    const { store, user } = open();
    const value = await screen.findByLabelText("How much is the car worth?");
    const seats = screen.getByLabelText("How many seats does the car have?");
    await user.clear(value);
    await user.type(value, "45OO");
    await user.clear(seats);
    await user.type(seats, "five");
    expect(getPath(store.getState().draft, "car.value")).toBe("45OO");
    expect(getPath(store.getState().draft, "car.seats")).toBe("five");

    await user.click(screen.getByRole("button", { name: "Continue" }));

    const summary = await screen.findByRole("alert");
    const links = within(summary)
      .getAllByRole("link")
      .map((link) => [link.getAttribute("href"), link.textContent]);
    expect(links).toEqual([
      ["#f-value", messagesOf("value").type],
      ["#f-seats", messagesOf("seats").type],
    ]);
    expect(fieldMessage("value")).toBe(messagesOf("value").type);
    expect(fieldMessage("seats")).toBe(messagesOf("seats").type);
    expect(messagesOf("value").type).not.toBe(messagesOf("value").required);
    expect(messagesOf("seats").type).not.toBe(messagesOf("seats").invalid);
  });

  it("a number typed over the letters clears the message live", async () => {
    const { store, user } = open();
    const value = await screen.findByLabelText("How much is the car worth?");
    await user.clear(value);
    await user.type(value, "five");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("alert");
    expect(fieldMessage("value")).toBe(messagesOf("value").type);

    await user.clear(value);
    await user.type(value, "5,000");
    expect(getPath(store.getState().draft, "car.value")).toBe(5000);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(document.querySelector('[data-field="f-value"]')).not.toHaveClass("govuk-form-group--error");
  });
});
