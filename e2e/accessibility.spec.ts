import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { chooseProduct, confirmVehicle, enterReg } from "./support/journey";
import { getQuote, reachFinal } from "./support/final";

const TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"];

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("the first pages have no axe violations, with and without errors", async ({ page }) => {
  await page.goto("/product");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.locator(".govuk-error-summary")).toBeFocused();
  await expectNoViolations(page);

  await page.getByLabel("New driver").check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole("dialog").getByRole("button", { name: "Next" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Agree" }).click();

  await expectNoViolations(page);
  await enterReg(page, "AB12 CDE");
  await expect(page.locator(".app-page-summary")).toBeVisible();
  await expectNoViolations(page);
  await confirmVehicle(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.locator(".govuk-error-summary")).toBeFocused();
  await expectNoViolations(page);
});

test("the manual vehicle page has no axe violations as its questions appear", async ({ page }) => {
  await chooseProduct(page);
  await enterReg(page, "");
  await page.getByLabel("Manufacturer").selectOption({ label: "Ford" });
  await page.getByLabel("Year of manufacture").selectOption("2012");
  await expect(page.getByRole("group", { name: "Transmission" })).toBeVisible();
  await expectNoViolations(page);
});

test("the quote page has no axe violations, paying annually and monthly", async ({ page }) => {
  await reachFinal(page);
  await getQuote(page, "ANNUALLY");
  await expect(page.locator("#excess-table")).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole("radio", { name: "Monthly" }).check();
  await expect(page.locator("#representative-example")).toBeVisible();
  await expectNoViolations(page);
});

test("the declined page has no axe violations", async ({ page }) => {
  await reachFinal(page, { convictionPoints: 9 });
  await page.getByRole("button", { name: "Get quote" }).click();
  await expect(page).toHaveURL(/\/declined$/);
  await expect(page.locator("#decline-reason")).toBeVisible();
  await expectNoViolations(page);
});
