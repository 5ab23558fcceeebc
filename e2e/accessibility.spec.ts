import { expect, test } from "@playwright/test";
import { expectNoViolations } from "./support/axe";
import { chooseProduct, confirmVehicle, enterReg } from "./support/journey";
import { fillDriverPages, fillFinal, getQuote, reachFinal, startOnProductPage } from "./support/final";
import { agreeToTelematics, BANK, continueToBuy, expectComplete, fillBankDetails, fillCard, payButton } from "./support/buy";
import { fillCar, yearsBeforeToday } from "./support/vehicleUse";
import { openIdleWarning } from "./support/idle";

// Each test walks several pages and runs axe on each (seconds apiece on a long form): the walk, not
// a wait, takes longer than the suite's default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

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
  await page.getByRole("button", { name: "Email me this quote" }).click();
  await expect(page.getByText(/^We’ve sent a link to your quote to /)).toBeVisible();
  await expectNoViolations(page);
});

test("the retrieve and exit pages have no axe violations, with and without errors", async ({ page }) => {
  await page.goto("/retrieve");
  await expect(page.locator("#retrieve-needs-link")).toBeVisible();
  await expectNoViolations(page);
  // A link is used at once: an unknown token is 'Quote not found' with no click.
  await page.goto("/retrieve?token=not-a-real-token");
  await expect(page.locator(".govuk-error-summary")).toContainText("We only store your details for 30 days");
  await expect(page.locator(".govuk-error-summary")).toBeFocused();
  await expectNoViolations(page);
  // The form, as a timed-out quote leaves it: a token kept in the session for Retrieve quote.
  await page.evaluate(() =>
    sessionStorage.setItem(
      "quote-journey",
      JSON.stringify({
        state: { draft: {}, submitted: [], pendingErrors: {}, introSeen: [], session: { retrieveLink: { token: "not-a-real-token" } } },
        version: 2,
      }),
    ),
  );
  await page.goto("/retrieve");
  await page.getByLabel("Quote reference").fill("QR/BAD");
  await page.getByRole("button", { name: "Retrieve quote" }).click();
  await expect(page.locator(".govuk-error-summary")).toBeFocused();
  await expectNoViolations(page);
  for (const path of ["/timeout", "/error", "/incompatible"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoViolations(page);
  }
});

test("the declined page has no axe violations", async ({ page }) => {
  await reachFinal(page, { convictionPoints: 9 });
  await page.getByRole("button", { name: "Get quote" }).click();
  await expect(page).toHaveURL(/\/declined$/);
  await expect(page.locator("#decline-reason")).toBeVisible();
  await expectNoViolations(page);
});

test("the buying pages have no axe violations, with and without errors (older: the plug-in device with its picture, monthly)", async ({
  page,
}) => {
  // The whole journey, then seven pages checked by axe: more than the default 30 s.
  test.slow();
  await startOnProductPage(page, "older");
  await fillDriverPages(page, "older", yearsBeforeToday(70));
  await fillCar(page, { purchase: { date: "2020-03-27" } });
  await fillFinal(page, { ncd: 5, payment: "Monthly by direct debit" });
  await getQuote(page, "MONTHLY");

  await continueToBuy(page);
  const picture = page.getByRole("img", { name: /diagnostic port marked under the steering column/ });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expectNoViolations(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.locator(".govuk-error-summary")).toBeFocused();
  await expectNoViolations(page);
  await agreeToTelematics(page, "ddagreement");
  await expect(page.locator("#dd-phone-note")).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Check bank details" }).click();
  await expect(page.locator(".govuk-error-summary")).toBeFocused();
  await expectNoViolations(page);
  await fillBankDetails(page, BANK.valid);
  await expect(page.locator("#bank-name")).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(payButton(page)).toBeVisible();
  await expectNoViolations(page);
  await payButton(page).click();
  await expect(page.locator(".govuk-error-summary")).toBeFocused();
  await expectNoViolations(page);
  await fillCard(page);
  await payButton(page).click();
  await expectComplete(page);
  await expectNoViolations(page);
});

test("the idle warning has no axe violations, nor the comparison-site customer's page under it", async ({ page }) => {
  await page.clock.install();
  await page.goto("/?source=pcw");
  await expect(page).toHaveURL(/\/product$/);
  await expect(page.getByRole("contentinfo")).toContainText("0800 000 0002");
  await expectNoViolations(page);
  await openIdleWarning(page);
  await expect(page.getByRole("button", { name: "Continue with quote" })).toBeFocused();
  await expectNoViolations(page);
});
