/**
 * The page fillers' fallback for a question they were not written for (e2e/support/unknownQuestions.ts),
 * on a real page submitted empty: every refused choice question gets its last option, a question
 * that needs typing is left for the test to answer, so the page still refuses.
 */
import { expect, test, type Page } from "@playwright/test";
import { startQuote } from "./support/driver";
import { answerUnansweredChoices } from "./support/unknownQuestions";

/** How a question answered by the fallback stands: its last radio checked, or its dropdown on its last option. */
async function onLastOption(page: Page, id: string): Promise<boolean> {
  return page.locator(`[data-field="${id}"]`).evaluate((group) => {
    const radios = [...group.querySelectorAll<HTMLInputElement>("input[type=radio]")];
    if (radios.length > 0) return radios.at(-1)!.checked && radios.filter((r) => r.checked).length === 1;
    const select = group.querySelector("select");
    return !!select && select.selectedIndex === select.options.length - 1;
  });
}

const refusedIds = (page: Page) =>
  page.locator(".govuk-error-summary a[href^='#']").evaluateAll((links) => links.map((link) => link.getAttribute("href")!.slice(1)));

test("an empty page's choice questions get their last option and its typed questions stay refused", async ({ page }) => {
  await startQuote(page, "car");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.locator(".govuk-error-summary")).toBeVisible();
  const refusedBefore = await refusedIds(page);

  const answered = await answerUnansweredChoices(page);
  expect(answered.length).toBeGreaterThan(0);
  for (const id of answered) {
    expect(refusedBefore).toContain(id);
    expect(await onLastOption(page, id), id).toBe(true);
  }

  // Only questions that need typing are still refused, and nothing was typed into them.
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/driver-personal$/);
  const refusedAfter = await refusedIds(page);
  expect(refusedAfter.length).toBeGreaterThan(0);
  expect(refusedAfter.filter((id) => answered.includes(id))).toEqual([]);
  for (const id of refusedAfter) {
    const group = page.locator(`[data-field="${id}"]`);
    await expect(group.getByRole("radio")).toHaveCount(0);
    await expect(group.locator("select")).toHaveCount(0);
  }
  expect(await answerUnansweredChoices(page)).toEqual([]);
});
