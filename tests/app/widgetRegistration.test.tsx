// @vitest-environment jsdom
/**
 * A host registers a widget by name in the RJSF registry (a theme with one more widget) and a
 * journey field naming it in `widget` renders it, resolved by RJSF from `ui:widget`: the renderer
 * is not changed. The fixture journey (tests/fixtures/engine/custom-widget/) has one such field.
 */
import { join } from "node:path";
import { beforeAll, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { WidgetProps } from "@rjsf/utils";
import { getPath, loadJourney } from "../../src/engine/index.ts";
import { readJsonFile } from "../../server/journeys/readJourneys.ts";
import { appRouteTable } from "../../src/app/routes.tsx";
import { JourneyEnvironmentProvider } from "../../src/app/JourneyEnvironment.tsx";
import { RendererThemeProvider, theme } from "../../src/app/form/rendererTheme.ts";
import { QuoteStoreProvider } from "../../src/store/QuoteStoreContext.tsx";
import { createQuoteStore } from "../../src/store/quoteStore.ts";
import { QuoteApiProvider } from "../../src/api/QuoteApiContext.tsx";
import { fakeApi } from "./support/fakeApi.ts";
import { answerValidation } from "./support/answerValidation.ts";
import { loadFormCode } from "../../src/app/formCodeLoader.ts";

const { journey, problems } = loadJourney(join(import.meta.dirname, "../fixtures/engine/custom-widget/manifest.json"), readJsonFile);

// The journey page's code, which the app loads with the first journey, at hand before the page renders.
beforeAll(() => loadFormCode());

beforeAll(() => {
  // jsdom has no layout: the error summary scrolls itself into view.
  Element.prototype.scrollIntoView = vi.fn();
});

/** A widget the renderer has never heard of: one button per star, its count from the field's `ui`. */
function StarsWidget({ id, value, options, rawErrors, registry, onChange }: WidgetProps) {
  const count = typeof options.count === "number" ? options.count : 0;
  return (
    <div
      id={id}
      role="group"
      aria-label="Stars"
      aria-invalid={rawErrors?.length ? true : undefined}
      data-schema-utils={typeof registry.schemaUtils.retrieveSchema}
    >
      {Array.from({ length: count }, (_, i) => (
        <button key={i} type="button" aria-pressed={value === i + 1} onClick={() => onChange(i + 1)}>
          {`${i + 1} stars`}
        </button>
      ))}
    </div>
  );
}

it("renders a journey field with a widget registered by name in the RJSF registry, with its options, answer and message", async () => {
  expect(problems).toEqual([]);
  const journeys = { car: journey! };
  const store = createQuoteStore();
  const router = createMemoryRouter(appRouteTable(journeys), { initialEntries: ["/rating"] });
  render(
    <QuoteStoreProvider store={store}>
      <QueryClientProvider client={new QueryClient()}>
        <QuoteApiProvider api={fakeApi()}>
          <JourneyEnvironmentProvider value={{ journeys, clock: { today: () => "2026-11-22" }, ...answerValidation(journeys) }}>
            <RendererThemeProvider value={{ ...theme, widgets: { ...theme.widgets, stars: StarsWidget } }}>
              <RouterProvider router={router} />
            </RendererThemeProvider>
          </JourneyEnvironmentProvider>
        </QuoteApiProvider>
      </QueryClientProvider>
    </QuoteStoreProvider>,
  );
  const user = userEvent.setup();

  const stars = await screen.findByRole("group", { name: "Stars" });
  expect(within(stars).getAllByRole("button")).toHaveLength(5);
  // RJSF's own registry reached the widget: real schema utilities, our template's label around it.
  expect(stars).toHaveAttribute("data-schema-utils", "function");
  expect(screen.getByText("How many stars would you give us?")).toBeInTheDocument();

  await user.click(screen.getByRole("button", { name: "Continue" }));
  expect(await screen.findByRole("link", { name: "Choose how many stars" })).toBeInTheDocument();
  expect(stars).toHaveAttribute("aria-invalid", "true");

  await user.click(within(stars).getByRole("button", { name: "4 stars" }));
  expect(getPath(store.getState().draft, "stars")).toBe(4);
  expect(within(stars).getByRole("button", { name: "4 stars" })).toHaveAttribute("aria-pressed", "true");
});
