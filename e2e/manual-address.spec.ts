/**
 * An address that cannot be looked up is entered by hand (GOV.UK's address pattern): for a postcode
 * with no addresses the postcode's message comes first and no address is demanded; the address typed
 * in goes on to a price the server accepts, axe clean on the way. An address whose details fail can be typed in too.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { continueTo, fillJobEmployed, fillLicence, findAndPickAddress, noClaims, noConvictions } from "./support/driver";
import { fillFinal, fillPolicyholder, getQuote, startOnProductPage } from "./support/final";
import { fillCar, isoToday } from "./support/vehicleUse";

const summaryLinks = (page: Page) => page.locator(".govuk-error-summary").getByRole("link");
const fieldError = (page: Page, fieldName: string) => page.locator(`[data-field="f-${fieldName}"] .govuk-error-message`);
const byHand = (page: Page) => page.getByRole("switch", { name: "Enter your address yourself" });

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function contactDetails(page: Page) {
  await page.getByLabel("Email address").fill("alex.morgan@example.com");
  await page.getByLabel("Mobile number").fill("07700 900123");
}

test("a postcode with no addresses: its message first, no address demanded, and the address typed in is priced", async ({ page }) => {
  test.slow();
  await startOnProductPage(page, "car");
  await fillPolicyholder(page);
  await page.getByLabel("Postcode").fill("ZZ1 1ZZ");
  await page.getByRole("button", { name: "Find address" }).click();
  await expect(fieldError(page, "postcode")).toHaveText("Error: Postcode not found");
  await expect(byHand(page)).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Address" })).toHaveCount(0);

  await contactDetails(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(summaryLinks(page)).toHaveText(["Postcode not found"]);

  await byHand(page).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(summaryLinks(page)).toHaveText(["Enter address line 1, typically the building and street", "Enter town or city"]);
  await expectNoViolations(page);
  await page.getByLabel("Address line 1").fill("1 High Street");
  await page.getByLabel("Address line 2 (optional)").fill("Heavitree");
  await page.getByLabel("Town or city").fill("Exeter");
  await continueTo(page, "job");
  await expect(page.getByRole("complementary")).toContainText("1 High Street, ZZ1 1ZZ");

  await fillJobEmployed(page);
  await fillLicence(page, { years: "3", months: "6" });
  await noConvictions(page);
  await noClaims(page, "car");
  await fillCar(page, { purchase: { date: isoToday() } });
  await fillFinal(page, { payment: "Annually by card" });
  // The server's answer as sent: the address the quote request carries.
  const rate = (await getQuote(page, "ANNUALLY")) as unknown as { capturedQuoteModel: { quote: { policyholderDTO: { address: object } } } };
  expect(rate.capturedQuoteModel.quote.policyholderDTO.address).toMatchObject({
    line1: "1 High Street",
    line2: "Heavitree",
    postTown: "Exeter",
    postcode: "ZZ1 1ZZ",
  });
});

test("an address whose details cannot be fetched is typed in instead", async ({ page }) => {
  await startOnProductPage(page, "car");
  await fillPolicyholder(page);
  await findAndPickAddress(page, "EX4 4QJ");
  await contactDetails(page);
  await expect(byHand(page)).toHaveCount(0);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(fieldError(page, "addressId")).toHaveText("Error: Something went wrong with your address details, please try again.");
  await byHand(page).click();
  await page.getByLabel("Address line 1").fill("1 Prince Of Wales Road");
  await page.getByLabel("Town or city").fill("Exeter");
  await continueTo(page, "job");
  await expect(page.getByRole("complementary")).toContainText("1 Prince Of Wales Road, EX4 4QJ");
});
