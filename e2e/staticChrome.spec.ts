/**
 * The page paints its top (cookie banner, skip link, header) from its HTML, before any script has
 * run (tools/staticChromePlugin.ts), and the app's first render puts the same elements in the same
 * place: nothing moves. A stored cookie choice hides the static banner as it hides the app's, and a
 * choice clicked on the static banner before the app has started is not lost. On /timeout and
 * /retrieve, a visitor with nothing kept sees the page's words from the HTML too, and only there.
 */
import { expect, test, type Page } from "@playwright/test";
import { acceptedAnalytics, noConsentYet } from "./support/consent";
import { expectNoViolations } from "./support/axe";

/** The page's own scripts, but for the head script that reads the cookie choice. */
async function withoutAppScripts(page: Page) {
  await page.route(/\/assets\/.+\.js$/, (route) => (route.request().url().includes("/static-page-") ? route.continue() : route.abort()));
}

/**
 * The top of the page as shown: the banner (if showing), the skip link and the header, in order,
 * each element written with its attributes sorted (the HTML and React may order them differently).
 */
function topMarkup(page: Page): Promise<string> {
  return page.evaluate(() => {
    const written = (node: Node): string => {
      if (!(node instanceof Element)) return node.textContent ?? "";
      const attributes = [...node.attributes].map((a) => `${a.name}="${a.value}"`).sort();
      return `<${node.localName} ${attributes.join(" ")}>${[...node.childNodes].map(written).join("")}</${node.localName}>`;
    };
    const top = [...document.querySelectorAll(".govuk-cookie-banner, .govuk-skip-link, header")];
    return top
      .filter((element) => element.checkVisibility() || element.matches(".govuk-skip-link"))
      .map(written)
      .join("\n");
  });
}

/**
 * The page's own words as shown: its row in main (the static page's box adds nothing to the layout),
 * written as topMarkup writes, and where its heading and paragraphs are.
 */
function pageWords(page: Page): Promise<{ markup: string; places: string[] }> {
  return page.evaluate(() => {
    const written = (node: Node): string => {
      if (!(node instanceof Element)) return node.textContent ?? "";
      const attributes = [...node.attributes].map((a) => `${a.name}="${a.value}"`).sort();
      return `<${node.localName} ${attributes.join(" ")}>${[...node.childNodes].map(written).join("")}</${node.localName}>`;
    };
    const heading = [...document.querySelectorAll("main h1")].find((element) => element.checkVisibility())!;
    const row = heading.closest(".govuk-grid-row")!;
    const places = [...row.querySelectorAll("h1, p")].map((element) => JSON.stringify(element.getBoundingClientRect()));
    return { markup: written(row), places };
  });
}

/**
 * The app's render, in a new page of the same browser (its scripts allowed): the static top is gone,
 * the app's own top is the one painted before any script ran, and nothing moved. Returns that page.
 */
async function expectAppRenderKeepsTop(page: Page, painted: string, path = "/product"): Promise<Page> {
  const app = await page.context().newPage();
  await app.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  await app.goto(path);
  await expect(app.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(app.locator(".app-static-chrome")).toHaveCount(0);
  expect(await topMarkup(app)).toBe(painted);
  await expect(app.locator("footer")).toBeVisible();
  expect(await app.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  return app;
}

test.describe("a first visit", () => {
  test.use({ storageState: noConsentYet });

  test("shows the cookie banner and the header before any script runs, and the app's render leaves them as they were", async ({ page }) => {
    await withoutAppScripts(page);
    await page.goto("/product");
    await expect(page.getByRole("region", { name: /^Cookies on / })).toBeVisible();
    await expect(page.getByRole("button", { name: "Accept analytics cookies" })).toBeVisible();
    await expect(page.locator("header").getByRole("link")).toBeVisible();
    await expectNoViolations(page);
    await expectAppRenderKeepsTop(page, await topMarkup(page));
  });

  test("keeps a choice clicked on the banner before the app has started: the app makes it and says so", async ({ page }) => {
    // The app's scripts wait until the static banner has been clicked.
    let clicked!: () => void;
    const click = new Promise<void>((resolve) => (clicked = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      if (!route.request().url().includes("/static-page-")) await click;
      await route.continue();
    });
    await page.goto("/product", { waitUntil: "commit" });
    await page.locator(".app-static-chrome").getByRole("button", { name: "Reject analytics cookies" }).click();
    clicked();

    await expect(page.getByRole("button", { name: "Hide cookie message" })).toBeVisible();
    await expect(page.locator(".app-static-chrome")).toHaveCount(0);
    await expect(page.getByRole("region", { name: /^Cookies on / })).toContainText("You’ve rejected analytics cookies");
    expect(await page.evaluate(() => localStorage.getItem("analytics-consent"))).toBe(
      JSON.stringify({ analytics: "rejected", version: 1 }),
    );
  });
});

test.describe("a first visit to /timeout or /retrieve", () => {
  test.use({ storageState: noConsentYet });

  for (const [path, heading, startNew] of [
    ["/timeout", "Your quote has timed out for security", "Start new quote"],
    ["/retrieve", "Retrieve your quote", "Start a new quote"],
  ]) {
    test(`${path} shows its words before any script runs, and the app's render puts the same in the same place`, async ({ page }) => {
      await withoutAppScripts(page);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      // Only this page's words: the other static page's stay hidden.
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("main")).toHaveCount(1);
      await expectNoViolations(page);
      const words = await pageWords(page);
      const app = await expectAppRenderKeepsTop(page, await topMarkup(page), path);
      expect(await pageWords(app)).toEqual(words);

      // Its way on is a link: it works before the app has started.
      await page.getByRole("link", { name: startNew }).click();
      await expect(page).toHaveURL(/\/product$/);
    });
  }

  test("a link's token, or a quote kept in the tab, is the app's to show: the HTML shows no page's words", async ({ page }) => {
    await withoutAppScripts(page);
    await page.goto("/retrieve?token=link-token");
    await expect(page.locator("header").getByRole("link")).toBeVisible();
    await expect(page.getByRole("main")).toHaveCount(0);

    await page.evaluate(() => sessionStorage.setItem("quote-journey", JSON.stringify({ state: { session: {} }, version: 2 })));
    for (const path of ["/retrieve", "/timeout"]) {
      await page.goto(path);
      await expect(page.locator("header").getByRole("link")).toBeVisible();
      await expect(page.getByRole("main")).toHaveCount(0);
    }
  });

  test("a journey page shows no page's words from the HTML", async ({ page }) => {
    await withoutAppScripts(page);
    await page.goto("/product");
    await expect(page.locator("header").getByRole("link")).toBeVisible();
    await expect(page.getByRole("main")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(0);
  });
});

test.describe("a visit after a cookie choice", () => {
  test.use({ storageState: ({ baseURL }, use) => use(acceptedAnalytics(baseURL!)) });

  test("shows the header alone before any script runs, as the app does, and nothing moves", async ({ page }) => {
    await withoutAppScripts(page);
    await page.goto("/product");
    await expect(page.locator("header").getByRole("link")).toBeVisible();
    await expect(page.locator(".govuk-cookie-banner")).toBeHidden();
    const app = await expectAppRenderKeepsTop(page, await topMarkup(page));
    await expect(app.locator(".govuk-cookie-banner")).toHaveCount(0);
  });
});
