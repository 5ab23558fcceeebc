/**
 * Moving on from a page whose questions the browser tests do not all know. The fillers answer the
 * questions they were written for; a question an analyst adds later (a required yes/no, say) would
 * stop them. So a submit the page refuses is answered from the rendered form alone, never from its
 * wording: each refused choice question with nothing chosen gets its last option (a yes/no's "No",
 * which reveals nothing further), then the page is submitted again. A refused question the tests did
 * answer, or one that needs typing, is left alone, so a real refusal still fails the test.
 */
import { expect, type Locator, type Page } from "@playwright/test";

/** The draft's "not answered" value of a dropdown (renderer-widgets/choiceOptions.ts). */
const NONSELECTED = "nonselected";

/**
 * Clicks `button` and waits for the URL to match `arrived`; if the page refuses instead, answers the
 * unanswered choice questions it names in its error summary and submits once more.
 */
export async function submitPage(page: Page, button: Locator, arrived: RegExp): Promise<void> {
  await button.click();
  if (await refused(page, arrived)) {
    const answered = await answerUnansweredChoices(page);
    if (answered.length > 0) await button.click();
  }
  await expect(page).toHaveURL(arrived);
}

/** True when the error summary shows before the URL moves on (the page refused its answers). */
async function refused(page: Page, arrived: RegExp): Promise<boolean> {
  const summary = page.locator(".govuk-error-summary");
  const state = async () => (arrived.test(page.url()) ? "moved" : (await summary.isVisible()) ? "refused" : "waiting");
  try {
    await expect.poll(state).not.toBe("waiting");
  } catch {
    return false; // neither within the expect timeout: the URL check that follows fails with its own message
  }
  return (await state()) === "refused";
}

/**
 * Answers each question the error summary links to that is a radio group with nothing chosen or a
 * dropdown still on its placeholder, with its last option; returns the ids of those it answered.
 */
export async function answerUnansweredChoices(page: Page): Promise<string[]> {
  const targets = await page
    .locator(".govuk-error-summary a[href^='#']")
    .evaluateAll((links) => links.map((link) => decodeURIComponent((link.getAttribute("href") ?? "").slice(1))));
  const answered: string[] = [];
  for (const id of targets) {
    const group = page.locator(`[data-field="${id}"]`);
    if ((await group.count()) !== 1) continue;
    const radios = group.getByRole("radio");
    if ((await radios.count()) > 0) {
      if ((await group.locator("input[type=radio]:checked").count()) > 0) continue;
      await radios.last().check();
      answered.push(id);
      continue;
    }
    const select = group.locator("select");
    if ((await select.count()) === 1 && (await select.inputValue()) === NONSELECTED) {
      const options = await select.locator("option").count();
      if (options < 2) continue;
      await select.selectOption({ index: options - 1 });
      answered.push(id);
    }
  }
  return answered;
}
