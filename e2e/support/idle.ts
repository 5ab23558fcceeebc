/** The idle warning on Playwright's clock: the timer's code is a chunk of its own, so it may start a moment after the page shows. */
import { expect, type Page } from "@playwright/test";

export const idleWarning = (page: Page) => page.getByRole("dialog", { name: "Session timeout" });

/**
 * Moves time on 29 minutes at a time until the warning shows. Once the timer runs, one step is
 * enough; a step taken before its chunk arrived only moves time, and the next step opens it.
 */
export async function openIdleWarning(page: Page) {
  await expect(async () => {
    await page.clock.fastForward("29:00");
    await expect(idleWarning(page)).toBeVisible({ timeout: 1000 });
  }).toPass();
}
