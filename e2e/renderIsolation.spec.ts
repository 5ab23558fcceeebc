/**
 * One owner of answers: typing into one field of the driving-history page (five convictions
 * revealed) re-renders that field alone (not the other fields, nor the "Edit previous sections"
 * sidebar beside them), and a fast-typing pass loses no character. The test build counts those
 * renders in `window.__fieldRenders`.
 */
import { expect, test, type Page } from "@playwright/test";
import { fillAddress, fillJobEmployed, fillLicence, fillPersonal, fixToday, radio, startQuote } from "./support/driver";

const fieldRenders = (page: Page) => page.evaluate(() => ({ ...(window as { __fieldRenders?: Record<string, number> }).__fieldRenders }));

async function historyWithFiveConvictions(page: Page) {
  await fixToday(page);
  await startQuote(page, "convicted");
  await fillPersonal(page, "convicted");
  await fillAddress(page);
  await fillJobEmployed(page);
  await fillLicence(page, { years: "2" });
  await radio(page, /any motoring convictions/, "Yes").check();
  for (let n = 2; n <= 5; n++) {
    await radio(page, /another motoring conviction/, "Yes")
      .last()
      .check();
    await expect(page.locator(`#f-points${n}`)).toBeVisible();
  }
}

test("typing into one field re-renders only that field, and 30 characters typed back to back all arrive", async ({ page }) => {
  await historyWithFiveConvictions(page);
  // Revealing the convictions rendered their fields, so the counter is live in this build.
  expect((await fieldRenders(page)).points5).toBeGreaterThan(0);
  expect((await fieldRenders(page)).editSidebar).toBeGreaterThan(0);

  const box = page.locator("#f-breathalyserReading5");
  await box.focus();
  await page.evaluate(() => {
    (window as { __fieldRenders?: Record<string, number> }).__fieldRenders = {};
  });
  const typed = "0123456789".repeat(3);
  await page.keyboard.type(typed);
  await expect(box).toHaveValue(typed);

  const renders = await fieldRenders(page);
  expect(Object.keys(renders)).toEqual(["breathalyserReading5"]);
  expect(renders.breathalyserReading5).toBeGreaterThan(0);
  expect(renders.breathalyserReading5).toBeLessThanOrEqual(typed.length);
});
