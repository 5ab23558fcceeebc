/**
 * The idle timeout on Playwright's clock, never real waiting: for a comparison-site
 * customer, the warning after 29 minutes without activity with a 60-second countdown; Continue
 * with quote and activity start the 29 minutes again; the end of the countdown is /timeout. Direct
 * customers, and the retrieve, complete, declined and timed-out pages, never see it.
 */
import { expect, test, type Page } from "@playwright/test";
import { idleWarning as warning, openIdleWarning } from "./support/idle";

/** Stops the page's clock a moment ahead, so every later step moves time by exactly what it says. */
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/**
 * Lets React render whatever the timers just set off: a message-channel round trip runs after the
 * render React queued (its scheduler posts messages too, and the paused clock does not hold them).
 */
async function settle(page: Page) {
  for (let i = 0; i < 3; i++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}

async function expectNoWarning(page: Page) {
  await settle(page);
  await expect(warning(page)).toHaveCount(0);
}

/** A saved session, as the store keeps it in session storage, put there before the app loads (once: a reload keeps what the app saved). */
async function seedSession(page: Page, state: Record<string, unknown>) {
  await page.addInitScript((saved) => {
    if (!sessionStorage.getItem("quote-journey")) sessionStorage.setItem("quote-journey", JSON.stringify({ state: saved, version: 0 }));
  }, state);
}

test("a comparison-site customer: the warning at 29 minutes, Continue and activity reset it, the countdown's end is /timeout", async ({
  page,
}) => {
  await page.clock.install();
  // The comparison site's entry link marks the customer; the app then opens /product.
  await page.goto("/?source=pcw");
  await expect(page).toHaveURL(/\/product$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await pauseClock(page);
  // Activity at the paused time, so the countdown below starts from a whole minute.
  await page.mouse.move(10, 10);

  await openIdleWarning(page);
  await expect(warning(page)).toContainText("Are you there?");
  await expect(warning(page)).toContainText("Your quote will time out for security in:");
  await expect(page.getByRole("timer")).toHaveText("60 seconds");
  const carryOn = warning(page).getByRole("button", { name: "Continue with quote" });
  await expect(carryOn).toBeFocused();

  // The countdown is live; the polite announcement keeps its step until 40 seconds are left.
  await page.clock.runFor(10_000);
  await expect(page.getByRole("timer")).toHaveText("50 seconds");
  await expect(page.locator("#idle-announcement")).toHaveText("Your quote will time out for security in: 60 seconds");
  await page.clock.runFor(10_000);
  await expect(page.locator("#idle-announcement")).toHaveText("Your quote will time out for security in: 40 seconds");

  await carryOn.click();
  await expect(warning(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/product$/);

  // Ten minutes on, some activity: the 29 minutes count from it, not from Continue.
  await page.clock.fastForward("10:00");
  await page.mouse.move(200, 200);
  await page.clock.fastForward("28:59");
  await expectNoWarning(page);
  await page.clock.fastForward(1000);
  await expect(warning(page)).toBeVisible();

  await page.clock.runFor(59_000);
  await expect(page.getByRole("timer")).toHaveText("1 second");
  await expect(page).toHaveURL(/\/product$/);
  await page.clock.runFor(1000);
  await expect(page).toHaveURL(/\/timeout$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your quote has timed out for security");
  await expect(warning(page)).toHaveCount(0);
  // The answers are gone, but not where the customer came from: the comparison site's number.
  await expect(page.locator("#timeout-phone")).toHaveText("If you have any questions, call us on 0800 000 0002.");
  await expect(page.locator("#footer-phone")).toHaveText("Call us on 0800 000 0002");
});

test("Escape (or the dialog's Close) is Continue too: the customer is there", async ({ page }) => {
  await page.clock.install();
  await page.goto("/?source=pcw");
  await expect(page).toHaveURL(/\/product$/);
  await pauseClock(page);
  await openIdleWarning(page);
  await page.keyboard.press("Escape");
  await expect(warning(page)).toHaveCount(0);
  await page.clock.fastForward("28:59");
  await expectNoWarning(page);
  await expect(page).toHaveURL(/\/product$/);
});

test("a direct customer never sees the warning, however long the page is left", async ({ page }) => {
  await page.clock.install();
  await page.goto("/product");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await pauseClock(page);
  await page.clock.fastForward("30:00");
  await expectNoWarning(page);
  await page.clock.fastForward("30:00");
  await expectNoWarning(page);
  await expect(page).toHaveURL(/\/product$/);
});

// A comparison-site rating (its channel says so) that was declined, and one that was bought.
const pcwRate = (optionState: string) => ({
  quoteRef: "QR-SEED0001",
  quoteState: "UNDERWRITTEN",
  salesChannel: "PCW",
  sourceOfBusiness: "PCW",
  token: "seed",
  ratingOutcome: {
    optionState,
    declineCategory: null,
    paymentOptions: [],
    addons: [],
    excesses: [],
    underwritingOutcomeResponseId: "uo-seed",
  },
});
const exemptPages = [
  { path: "/declined", state: { draft: { product: "car", sourceOfBusiness: "PCW", rate: pcwRate("HAS_DECLINES") } } },
  {
    path: "/complete",
    state: {
      draft: {
        product: "car",
        sourceOfBusiness: "PCW",
        policy: {
          policyReference: "POL-SEED000001",
          quoteRef: "QR-SEED0001",
          underwritingOutcomeResponseId: "uo-seed",
          paymentMethod: "ANNUALLY",
        },
      },
    },
  },
  { path: "/retrieve", state: { draft: { product: "car", sourceOfBusiness: "PCW" } } },
  { path: "/timeout", state: { draft: { product: "car", sourceOfBusiness: "PCW" } } },
];

for (const { path, state } of exemptPages) {
  test(`no warning on ${path}, even for a comparison-site customer`, async ({ page }) => {
    await seedSession(page, state);
    await page.clock.install();
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await pauseClock(page);
    await page.clock.fastForward("31:00");
    await expectNoWarning(page);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });
}

test("the same saved comparison-site customer on a journey page does get the warning (the pages above are exempt, not the customer)", async ({
  page,
}) => {
  await seedSession(page, { draft: { product: "car", sourceOfBusiness: "PCW" } });
  await page.clock.install();
  await page.goto("/product");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await pauseClock(page);
  await openIdleWarning(page);
});
