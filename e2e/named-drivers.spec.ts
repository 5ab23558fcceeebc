/**
 * Named drivers from /final (the chain driver-personal, driver-contact, job, history, claims and
 * back to the named-driver block), the email check between named drivers, removing one, and an
 * edit from the "Edit previous sections" sidebar. The clock is the real one: quotes are submitted.
 */
import { expect, test, type Page } from "@playwright/test";
import {
  addNamedDriver,
  fillDriverPages,
  fillFinal,
  fillNamedContact,
  fillNamedPersonal,
  finishNamedDriver,
  getQuote,
  namedBlock,
  namedRoute,
  startNamedDriver,
  startOnProductPage,
  type NamedDriver,
} from "./support/final";
import { fillCar, isoToday } from "./support/vehicleUse";
import { continueTo, radio } from "./support/driver";
import { messagesOn } from "./support/journeyText";

const SAM: NamedDriver = {
  firstName: "Sam",
  lastName: "Taylor",
  dob: "1980-03-02",
  relationship: "Spouse",
  email: "sam.taylor@example.com",
};
const JO: NamedDriver = {
  firstName: "Jo",
  lastName: "Taylor",
  dob: "1999-11-30",
  relationship: "Son or daughter",
  email: "jo.taylor@example.com",
};
const KIM: NamedDriver = { firstName: "Kim", lastName: "Lee", dob: "1990-07-15", relationship: "Friend", email: "kim.lee@example.com" };

const errorSummary = (page: Page) => page.locator(".govuk-error-summary");
const addButton = (page: Page) => page.getByRole("button", { name: "Add named driver" });
/** The summary cards of the named-driver block, by their titles (the driver's name). */
const cardTitles = (page: Page) => namedBlock(page).locator(".govuk-summary-card__title");
const sidebar = (page: Page) => page.getByRole("complementary");

/** The policyholder's whole-year age today (fillYourDetails gives 14 June 2006). */
function policyholderAge(now = new Date()): number {
  const birthdayPassed = now.getMonth() > 5 || (now.getMonth() === 5 && now.getDate() >= 14);
  return now.getFullYear() - 2006 - (birthdayPassed ? 0 : 1);
}

/** A new driver's car quote filled up to /final, with the final page's own questions answered. */
async function toFinal(page: Page) {
  await startOnProductPage(page, "car");
  await fillDriverPages(page, "car");
  await fillCar(page, { purchase: { date: isoToday() } });
  await fillFinal(page);
  await expect(namedBlock(page)).toHaveCount(0);
}

test("two named drivers are added from /final; the second cannot reuse the first's email in another case", async ({ page }) => {
  test.setTimeout(60_000);
  await toFinal(page);

  await addNamedDriver(page, 0, SAM);
  await expect(cardTitles(page)).toHaveText(["Sam Taylor"]);
  await expect(namedBlock(page)).toContainText(SAM.email);
  await expect(page.getByLabel("First named driver’s email address")).toHaveValue(SAM.email);
  // The final page's answers were kept while the named driver was added.
  await expect(radio(page, "How would you like to pay?", "Monthly by direct debit")).toBeChecked();
  await expect(page.locator(".app-slider__value").first()).toHaveText("£100");

  await startNamedDriver(page, 1);
  await expect(page.getByLabel("First name")).toHaveValue("");
  await fillNamedPersonal(page, 1, JO);
  await page.getByLabel("Their email address").fill("Sam.Taylor@EXAMPLE.com");
  await page.getByRole("button", { name: "Next" }).click();
  const taken = messagesOn(
    "car",
    "named-driver-contact",
    { email: "Sam.Taylor@EXAMPLE.com" },
    { slot: 1, draft: { named: [{ added: true, driverContact: { email: SAM.email } }] } },
  );
  await expect(errorSummary(page).getByRole("link")).toHaveText([taken.email]);
  await expect(page).toHaveURL(namedRoute(1, "driver-contact"));
  await fillNamedContact(page, 1, JO.email);
  await expect(errorSummary(page)).toHaveCount(0);
  await finishNamedDriver(page, 1);

  await expect(cardTitles(page)).toHaveText(["Sam Taylor", "Jo Taylor"]);
  await expect(page.getByLabel("First named driver’s email address")).toHaveValue(SAM.email);
  await expect(page.getByLabel("Second named driver’s email address")).toHaveValue(JO.email);
  // Two is the most: Add named driver is no longer available.
  await expect(addButton(page)).toBeDisabled();
  await getQuote(page);
});

test("a removed named driver leaves the other listed and Add named driver available again", async ({ page }) => {
  test.setTimeout(60_000);
  await toFinal(page);
  await addNamedDriver(page, 0, SAM);
  await addNamedDriver(page, 1, JO);
  await expect(addButton(page)).toBeDisabled();

  await namedBlock(page).getByRole("button", { name: "Remove Sam Taylor" }).click();
  await expect(cardTitles(page)).toHaveText(["Jo Taylor"]);
  await expect(page).toHaveURL(/\/final(\?didAddNamed)?(#named-drivers)?$/);
  // Jo is now the first named driver, with her own email in the contact block.
  await expect(page.getByLabel("First named driver’s email address")).toHaveValue(JO.email);
  await expect(page.getByLabel("Second named driver’s email address")).toHaveCount(0);
  await expect(addButton(page)).toBeEnabled();

  // The freed place takes a new driver, who may use the removed driver's email.
  await addNamedDriver(page, 1, { ...KIM, email: SAM.email });
  await expect(cardTitles(page)).toHaveText(["Jo Taylor", "Kim Lee"]);
  await expect(page.getByLabel("Second named driver’s email address")).toHaveValue(SAM.email);
  await getQuote(page);
});

test("an edit from the sidebar follows the flow on with later answers kept, then Get quote is accepted", async ({ page }) => {
  test.setTimeout(60_000);
  await toFinal(page);
  await addNamedDriver(page, 0, SAM);
  await expect(sidebar(page)).toContainText(`Alex, ${policyholderAge()}`);

  await sidebar(page).getByRole("link", { name: "Change Policyholder" }).click();
  await expect(page).toHaveURL(/\/driver-personal$/);
  await expect(page.getByLabel("First name")).toHaveValue("Alex");
  await expect(page.getByLabel("Last name")).toHaveValue("Morgan");
  await page.getByLabel("First name").fill("Charlie");
  await continueTo(page, "driver-address");

  // The later pages still hold their answers: Continue on each leads on to /final.
  await expect(page.getByLabel("Postcode")).toHaveValue("LS1 4AP");
  await expect(page.getByRole("combobox", { name: "Address" })).not.toHaveValue("");
  await expect(page.getByLabel("Email address")).toHaveValue("alex.morgan@example.com");
  await continueTo(page, "job");
  await expect(page.getByRole("combobox", { name: "What is your occupation?" })).toHaveValue("Accountant");
  await continueTo(page, "history", "Next");
  await expect(page.getByLabel("How many full years have you held your licence?")).toHaveValue("3");
  await continueTo(page, "claims");
  await expect(radio(page, /any claims/, "No")).toBeChecked();
  await continueTo(page, "car");
  await expect(page.getByLabel("How much is the car worth?")).toHaveValue("4500");
  await continueTo(page, "final");

  await expect(sidebar(page)).toContainText(`Charlie, ${policyholderAge()}`);
  await expect(cardTitles(page)).toHaveText(["Sam Taylor"]);
  await expect(radio(page, "How would you like to pay?", "Monthly by direct debit")).toBeChecked();
  await expect(page.locator(".app-slider__value").first()).toHaveText("£100");
  await expect(page.getByLabel("First named driver’s email address")).toHaveValue(SAM.email);
  await getQuote(page);
});

test.describe("named-driver pages obey the journey's guard", () => {
  for (const route of ["/named/1/claims", "/named/0/job", "/named/0/driver-personal"]) {
    test(`a fresh browser at ${route} starts at the product page`, async ({ page }) => {
      await page.goto(route);
      await expect(page).toHaveURL(/\/product$/);
    });
  }

  test("the second slot cannot be opened before the first driver is added", async ({ page }) => {
    await toFinal(page);
    await page.goto("/named/1/driver-personal");
    await expect(page).toHaveURL(/\/final$/);
    await page.goto("/named/0/driver-personal");
    await expect(page).toHaveURL(namedRoute(0, "driver-personal"));
  });
});
