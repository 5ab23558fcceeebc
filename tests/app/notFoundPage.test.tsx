// @vitest-environment jsdom
/** An address the app has no page for says the page is not found, titled "Get a quote" (spec §2), never "not available yet". */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import app from "../../journeys/common/catalogue/app.json";
import { createQuoteStore } from "../../src/store/quoteStore.ts";
import { clock, journeys } from "../engine/support/realJourneys.ts";
import { renderApp } from "./support/renderApp.tsx";
import { acceptAnalytics } from "./support/consent.ts";

beforeAll(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  acceptAnalytics();
});

describe("an unknown address", () => {
  it.each(["/no-such-page", "/privacy-notice", "/rate/extra"])(
    "%s: says the page is not found, titled Get a quote, with the way home",
    async (url) => {
      const { user, router } = renderApp({ journeys, clock, store: createQuoteStore(), url });
      expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(app.notFoundHeading);
      expect(document.title).toBe("Get a quote | Roadwise insurance");
      expect(screen.getByRole("main")).toHaveTextContent(app.notFoundBody);
      expect(document.body).not.toHaveTextContent(/not available yet/);
      await user.click(screen.getByRole("link", { name: app.returnHome }));
      // Home: where a quote is due (a new one starts on /product).
      await vi.waitFor(() => expect(router.state.location.pathname).toBe("/product"));
    },
  );
});
