/**
 * The app's first paint shows the top of the page (the heading and the first fields); more fields,
 * then the others, the buttons, the sidebar and the footer follow straight after it, and nothing
 * that was shown moves. Recorded in the page from its first script: each change of the number of fields or
 * of the footer, and every layout shift.
 */
import { expect, test } from "@playwright/test";
import { chooseProduct, confirmVehicle, enterReg } from "./support/journey";

interface Recorded {
  steps: { fields: number; footer: boolean }[];
  shifts: number[];
}

test("a reload paints the page's first fields first, then the rest below them, and nothing moves", async ({ page }) => {
  await chooseProduct(page);
  await enterReg(page, "AB12 CDE");
  await confirmVehicle(page);
  await expect(page).toHaveURL(/\/driver-personal$/);
  // The whole page first (the last of it to show), so the count is the page's.
  await expect(page.locator("footer")).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue" })).toBeVisible();
  const allFields = await page.locator("[data-field]").count();
  expect(allFields).toBeGreaterThan(4);

  await page.addInitScript(() => {
    const recorded: Recorded = { steps: [], shifts: [] };
    (window as unknown as { recorded: Recorded }).recorded = recorded;
    new MutationObserver(() => {
      const step = { fields: document.querySelectorAll("[data-field]").length, footer: document.querySelector("footer") !== null };
      const last = recorded.steps.at(-1);
      if (step.fields > 0 && (last?.fields !== step.fields || last.footer !== step.footer)) recorded.steps.push(step);
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) recorded.shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  // On a phone the sidebar stacks below the form; on a wider screen it stands beside it.
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 667 },
  ]) {
    await page.setViewportSize(viewport);
    await page.reload();
    await expect(page.locator("footer")).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue" })).toBeVisible();
    await expect(page.locator("[data-field]")).toHaveCount(allFields);

    const { steps, shifts } = await page.evaluate(() => (window as unknown as { recorded: Recorded }).recorded);
    expect(steps[0].footer).toBe(false);
    expect(steps[0].fields).toBeLessThan(allFields);
    expect(steps.at(-1)).toEqual({ fields: allFields, footer: true });
    // Fields only come, below those shown; the footer last, with all of them.
    for (const [i, step] of steps.entries()) {
      if (i > 0) expect(step.fields).toBeGreaterThanOrEqual(steps[i - 1].fields);
      expect(step.footer).toBe(i === steps.length - 1);
    }
    expect(shifts).toEqual([]);
  }
});
