/**
 * Reflow (WCAG 1.4.10): at 320 CSS pixels wide no route scrolls sideways. Each route is reached as a
 * person reaches it (the page fillers of e2e/support), so it shows with the state it has then: the car
 * quote page by page with a named driver, its price paid annually and monthly, the monthly purchase to
 * /complete, the manual vehicle search, a declined quote, the pages that need no state, error summaries
 * and the intro modal. On each, once the whole page (footer included) shows, the document is no wider
 * than the viewport.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { agreeToIntro, chooseProduct, confirmVehicle, enterReg } from "./support/journey";
import { continueTo, fillAddress, fillJobEmployed, fillLicence, noClaims, noConvictions, radio } from "./support/driver";
import {
  fillFinal,
  fillNamedContact,
  fillNamedPersonal,
  fillPolicyholder,
  getQuote,
  POLICYHOLDER_EMAIL,
  reachFinal,
  startNamedDriver,
  startOnProductPage,
} from "./support/final";
import { agreeToTelematics, BANK, continueToBuy, expectComplete, fillBankDetails, fillCard, payButton } from "./support/buy";
import { fillCar, isoToday } from "./support/vehicleUse";
import { submitPage } from "./support/unknownQuestions";

test.use({ viewport: { width: 320, height: 640 } });
// Each test walks many pages at a phone's width, checking each: longer than the default on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** The page's whole content is showing (the footer comes last), and nothing is wider than the viewport. */
async function expectNoSidewaysScroll(page: Page, what?: string) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("footer")).toBeVisible();
  const label = what ?? new URL(page.url()).pathname;
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(clientWidth, label).toBe(320);
  expect.soft(scrollWidth, `${label} scrolls sideways at 320px`).toBeLessThanOrEqual(clientWidth);
}

/** Does what moves the page on, waits for the route it leads to, and checks the page there. */
async function step(page: Page, route: RegExp, act: () => Promise<void>) {
  await act();
  await expect(page).toHaveURL(route);
  await expectNoSidewaysScroll(page);
}

test("the car quote, page by page with a named driver and an error summary, to its price paid annually and monthly", async ({ page }) => {
  await page.goto("/product");
  await expectNoSidewaysScroll(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.locator(".govuk-error-summary")).toBeFocused();
  await expectNoSidewaysScroll(page, "/product with its error summary");
  await page.getByLabel("New driver").check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoSidewaysScroll(page, "/product with the intro modal open");
  await step(page, /\/numberplate$/, () => agreeToIntro(page));
  await step(page, /\/vehicle$/, () => enterReg(page, "AB12 CDE"));
  await step(page, /\/driver-personal$/, () => confirmVehicle(page));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.locator(".govuk-error-summary")).toBeFocused();
  await expectNoSidewaysScroll(page, "/driver-personal with its error summary");
  await step(page, /\/driver-address$/, () => fillPolicyholder(page));
  await step(page, /\/job$/, () => fillAddress(page, POLICYHOLDER_EMAIL));
  await step(page, /\/history$/, () => fillJobEmployed(page));
  await step(page, /\/claims$/, async () => {
    await fillLicence(page, { years: "3", months: "6" });
    await noConvictions(page);
  });
  await step(page, /\/car$/, () => noClaims(page, "car"));
  await step(page, /\/final$/, () => fillCar(page, { purchase: { date: isoToday() } }));
  await fillFinal(page, { payment: "Annually by card" });
  await step(page, /\/named\/0\/driver-personal\?completed$/, () => startNamedDriver(page, 0));
  await step(page, /\/named\/0\/driver-contact/, () =>
    fillNamedPersonal(page, 0, {
      firstName: "Sam",
      lastName: "Taylor",
      dob: "1980-03-02",
      relationship: "Spouse",
      email: "sam.taylor@example.com",
    }),
  );
  await step(page, /\/named\/0\/job/, () => fillNamedContact(page, 0, "sam.taylor@example.com"));
  await step(page, /\/named\/0\/history/, async () => {
    await radio(page, "What is their employment status?", "Retired").check();
    await continueTo(page, "named/0/history", "Next");
  });
  await step(page, /\/named\/0\/claims/, async () => {
    await radio(page, /type of driving licence do they have/, "Full UK").check();
    await radio(page, /Is their licence manual or automatic/, "Manual").check();
    await page.getByLabel("How many full years have they held their licence?").selectOption("5");
    await radio(page, /Have they had any motoring convictions/, "No").check();
    await continueTo(page, "named/0/claims");
  });
  await radio(page, /Have they made any claims/, "No").check();
  await step(page, /\/final\?didAddNamed#named-drivers$/, () =>
    submitPage(page, page.getByRole("button", { name: "Continue" }), /\/final\?didAddNamed#named-drivers$/),
  );
  await step(page, /\/rate$/, async () => void (await getQuote(page, "ANNUALLY")));
  await expect(page.locator("#excess-table")).toBeVisible();
  await expectNoSidewaysScroll(page, "/rate paying annually, with the excess table");
  // The table scrolls inside its own region instead: named by its caption, reachable by keyboard, axe clean.
  const region = page.getByRole("region", { name: "Your excess" });
  await expect(region).toHaveAttribute("tabindex", "0");
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  const { violations } = await new AxeBuilder({ page })
    .include("#main-content")
    .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  await page.getByRole("radio", { name: "Monthly" }).check();
  await expect(page.locator("#representative-example")).toBeVisible();
  await expectNoSidewaysScroll(page, "/rate paying monthly, with the representative example");
});

test("buying monthly: the telematics agreement, the Direct Debit pages, the card and /complete", async ({ page }) => {
  await reachFinal(page, { payment: "Monthly by direct debit" });
  await step(page, /\/rate$/, async () => void (await getQuote(page, "MONTHLY")));
  await step(page, /\/telematics$/, () => continueToBuy(page));
  await step(page, /\/ddagreement$/, () => agreeToTelematics(page, "ddagreement"));
  await step(page, /\/ddpayment$/, () => page.getByRole("button", { name: "Continue" }).click());
  await fillBankDetails(page, BANK.valid);
  await expect(page.getByText(BANK.bankName)).toBeVisible();
  await expectNoSidewaysScroll(page, "/ddpayment with the bank's name");
  await step(page, /\/payment$/, () => page.getByRole("button", { name: "Continue to payment" }).click());
  await fillCard(page);
  await step(page, /\/complete$/, async () => {
    await payButton(page).click();
    await expectComplete(page);
  });
});

test("the manual vehicle search, a declined quote, and the pages that need no state", async ({ page }) => {
  await chooseProduct(page);
  await step(page, /\/vehicle-manual$/, () => enterReg(page, ""));
  await page.getByLabel("Manufacturer").selectOption({ label: "Ford" });
  await page.getByLabel("Year of manufacture").selectOption("2012");
  await expect(page.getByRole("group", { name: "Transmission" })).toBeVisible();
  await expectNoSidewaysScroll(page, "/vehicle-manual with its questions shown");

  // A new quote: the intro modal shows once per product in a session.
  await page.evaluate(() => sessionStorage.clear());
  await reachFinal(page, { convictionPoints: 9 });
  await step(page, /\/declined$/, () => page.getByRole("button", { name: "Get quote" }).click());

  for (const path of [
    "/incompatible",
    "/timeout",
    "/error",
    "/retrieve",
    "/retrieve?token=unknown-token",
    "/privacy",
    "/cookies",
    "/help",
  ]) {
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(path);
    await expectNoSidewaysScroll(page, path);
  }
  // A convicted driver's history with a conviction shown, the widest of the driver pages' questions.
  await page.evaluate(() => sessionStorage.clear());
  await startOnProductPage(page, "convicted");
  await fillPolicyholder(page);
  await fillAddress(page, POLICYHOLDER_EMAIL);
  await fillJobEmployed(page);
  await radio(page, /any motoring convictions/, "Yes").check();
  await expect(page.getByRole("combobox", { name: "Conviction 1: DVLA code" })).toBeVisible();
  await expectNoSidewaysScroll(page, "/history with a conviction shown");
});
