/**
 * The DVLA code of a conviction on /history, by keyboard: the list starts with the drink-driving
 * codes (spec §5), words of an offence find its code even when its description does not use them
 * ("drink" finds DR10), and the chosen code with its offence is readable whole however narrow the box.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { fillAddress, fillJobEmployed, fillPersonal, fixToday, radio, startQuote } from "./support/driver";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"];
const DR10 = "DR10 – Driving or attempting to drive with alcohol level above limit";
const DRINK_CODES = ["DR10", "DR20", "DR30", "DR31", "DR40", "DR50", "DR60", "DR61", "DR70"];

// Each test walks four pages to /history and runs axe on it: longer than 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** The codes the list offers, in order (each option reads "CODE – offence"). */
async function offeredCodes(list: Locator): Promise<string[]> {
  return (await list.getByRole("option").allTextContents()).map((text) => text.slice(0, 4));
}

async function reachFirstConviction(page: Page): Promise<Locator> {
  await fixToday(page);
  await startQuote(page, "convicted");
  await fillPersonal(page, "convicted");
  await fillAddress(page);
  await fillJobEmployed(page);
  await radio(page, /any motoring convictions/, "Yes").check();
  const box = page.getByRole("combobox", { name: "Conviction 1: DVLA code" });
  await expect(box).toBeVisible();
  return box;
}

test("the code list starts with the drink-driving codes, and “drink” finds DR10 first", async ({ page }) => {
  const box = await reachFirstConviction(page);
  const list = page.getByRole("listbox", { name: "Conviction 1: DVLA code" });
  await box.focus();
  // Nothing typed: the down arrow opens the whole list.
  await page.keyboard.press("ArrowDown");
  await expect(list).toBeVisible();
  const all = await offeredCodes(list);
  const drCount = all.filter((code) => code.startsWith("DR")).length;
  expect(all.slice(0, drCount)).toEqual([...DRINK_CODES, "DR80", "DR90"]);
  expect(all.length).toBeGreaterThan(drCount);
  await expect(list.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
  await expect(list.getByRole("option").first()).toHaveText(DR10);
  await page.keyboard.press("Escape");
  await expect(list).toBeHidden();

  // DR10's description says "alcohol", not "drink": the field's search words find it all the same.
  await page.keyboard.type("drink");
  await expect(list.getByRole("option").first()).toHaveText(DR10);
  const found = await offeredCodes(list);
  expect(found.slice(0, DRINK_CODES.length)).toEqual(DRINK_CODES);
  expect(found).toContain("CD40");
  expect(found).not.toContain("SP30");
  await expect(page.locator("#f-dvlaCode1 ~ [role=status]")).toHaveText(`${found.length} results are available`);
  await expectNoAxeViolations(page);

  await page.keyboard.press("ArrowDown");
  await expect(list.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(box).toHaveValue(DR10);
  await expect(list).toBeHidden();
});

test("the chosen code is shown whole, even on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const box = await reachFirstConviction(page);
  await box.focus();
  await page.keyboard.type("drink driving");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("option", { name: DR10 })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(box).toHaveValue(DR10);

  // A text box never wraps and this one is narrower than its text, so the whole of it is shown under the box.
  expect(await box.evaluate((input) => input.scrollWidth > input.clientWidth)).toBe(true);
  const whole = page.locator("[data-field='f-dvlaCode1'] .app-combobox__chosen");
  await expect(whole).toHaveText(DR10);
  await expect(whole).toBeVisible();
  const { fits, lines } = await whole.evaluate((line) => ({
    fits: line.scrollWidth <= line.clientWidth && line.getBoundingClientRect().right <= document.documentElement.clientWidth,
    lines: Math.round(line.getBoundingClientRect().height / parseFloat(getComputedStyle(line).lineHeight)),
  }));
  expect(fits).toBe(true);
  expect(lines).toBeGreaterThan(1);
  await expectNoAxeViolations(page);

  // Editing the text drops the choice, and its whole text with it.
  await page.keyboard.press("Backspace");
  await expect(whole).toHaveCount(0);
});
