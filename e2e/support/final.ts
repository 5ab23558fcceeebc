/**
 * The whole journey up to /final, the final page, Get quote and the named-driver chain, for the
 * browser tests. The clock is not fixed: the server checks the quote with its own today.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { chooseProduct, confirmVehicle, enterReg, fillDateOfBirth, fillYourDetails } from "./journey";
import {
  continueTo,
  fillAddress,
  fillDate,
  fillJobEmployed,
  fillLicence,
  noClaims,
  noConvictions,
  radio,
  REG,
  search,
  type Product,
} from "./driver";
import { fillCar, isoToday, yearsBeforeToday } from "./vehicleUse";
import { expectPrice, graphqlAnswer, paymentOptions } from "./rate";
import { submitPage } from "./unknownQuestions";
import type { RateResponse } from "../../src/api/rateResponse";

/** The product's radio label on /product: all five are offered there. */
export const PRODUCT_LABEL: Record<Product, string> = {
  car: "New driver",
  older: "Older driver",
  convicted: "Convicted driver",
  van: "Van",
  ppm: "Pay per mile",
};

/** Product (with its intro modal), reg and vehicle confirmation: the test is then on /driver-personal. */
export async function startOnProductPage(page: Page, product: Product) {
  await chooseProduct(page, PRODUCT_LABEL[product]);
  await enterReg(page, REG[product]);
  await expect(page).toHaveURL(/\/vehicle$/);
  await confirmVehicle(page);
}

/** Your details (Alex Morgan, born 14/06/2006 unless another date of birth is given), then /driver-address. */
export async function fillPolicyholder(page: Page, dob?: string) {
  await fillYourDetails(page);
  if (dob) {
    const [year, month, day] = dob.split("-");
    await fillDateOfBirth(page, day, month, year);
  }
  await continueTo(page, "driver-address");
}

export const POLICYHOLDER_EMAIL = "alex.morgan@example.com";

/**
 * From /driver-personal through address, job, history and claims to the vehicle-use page. A
 * convicted driver has one 3-point speeding conviction; `convictionPoints` gives any product one.
 */
export async function fillDriverPages(page: Page, product: Product, dob?: string, convictionPoints?: number) {
  await fillPolicyholder(page, dob);
  await fillAddress(page, POLICYHOLDER_EMAIL);
  await fillJobEmployed(page);
  const licence = {
    car: { years: "3", months: "6" },
    older: { years: "25" },
    convicted: { years: "2" },
    ppm: { years: "0", months: "11" },
    van: { years: "1" },
  }[product];
  await fillLicence(page, licence);
  const points = convictionPoints ?? (product === "convicted" ? 3 : undefined);
  if (points !== undefined) await oneSpeedingConviction(page, product, points);
  else await noConvictions(page);
  await noClaims(page, product === "van" ? "van" : "car");
}

/** One speeding conviction a year ago; the convicted product also asks the ban (no breathalyser reading needed). */
async function oneSpeedingConviction(page: Page, product: Product, points: number) {
  await radio(page, /any motoring convictions/, "Yes").check();
  await fillDate(page, /Conviction 1: date of conviction/, yearsBeforeToday(1));
  await search(page, "Conviction 1: DVLA code", "SP30", "SP30 – Exceeding statutory speed limit on a public road");
  await page.getByLabel("Conviction 1: penalty points").fill(String(points));
  await page.getByLabel("Conviction 1: fine").fill("100");
  if (product === "convicted") await page.getByLabel("Conviction 1: length of ban in months").fill("0");
  await expect(radio(page, /another motoring conviction/, "No")).toBeChecked();
  await continueTo(page, "claims");
}

const slider = (page: Page, label: string) => page.locator(".app-slider").filter({ has: page.getByRole("slider", { name: label }) });

/** Presses a slider's Increase button `times` times and checks the value shown. */
export async function increase(page: Page, label: string, times: number, shown: string) {
  for (let i = 0; i < times; i += 1) await page.getByRole("button", { name: `Increase ${label}` }).click();
  await expect(slider(page, label).locator(".app-slider__value")).toHaveText(shown);
}

export interface FinalAnswers {
  /** Years of no claims discount (0 asks about driving as a named driver; over 3 offers protection, switched on). */
  ncd?: number;
  excessSteps?: number;
  /** Null for a product with one way to pay (pay per mile), where /final does not ask. */
  payment?: "Monthly by direct debit" | "Annually by card" | null;
}

/** The final page's questions for the policyholder (the contact block is already filled from the address page). */
export async function fillFinal(page: Page, { ncd = 0, excessSteps = 2, payment = "Monthly by direct debit" }: FinalAnswers = {}) {
  await expect(page).toHaveURL(/\/final(#.*)?$/);
  await increase(page, "Voluntary excess", excessSteps, `£${excessSteps * 50}`);
  const howToPay = page.getByRole("group", { name: "How would you like to pay?" });
  if (payment) await radio(page, "How would you like to pay?", payment).check();
  else await expect(howToPay).toHaveCount(0);
  const protect = page.getByRole("switch", { name: "Protect your no claims discount" });
  const asNamed = page.getByRole("group", { name: /driven as a named driver/ });
  if (ncd > 0) {
    await increase(page, "How many years of no claims discount (NCD) do you have?", ncd, String(ncd));
    await expect(asNamed).toHaveCount(0);
  }
  if (ncd > 3) {
    await protect.click();
    await expect(protect).toHaveAttribute("aria-checked", "true");
  } else {
    await expect(protect).toHaveCount(0);
  }
  if (ncd === 0) await asNamed.getByLabel("No", { exact: true }).check();
  // Cover starts today unless changed, and the contact block repeats the address page's answers.
  await expectDate(page, /When would you like your cover to start\?/, isoToday());
  await expect(page.getByLabel("Your email address")).toHaveValue(POLICYHOLDER_EMAIL);
  await expect(page.getByLabel("Your mobile number")).toHaveValue("07700900123");
}

export async function expectDate(page: Page, legend: RegExp, iso: string) {
  const [year, month, day] = iso.split("-");
  const group = page.getByRole("group", { name: legend });
  await expect(group.getByLabel("Day")).toHaveValue(day);
  await expect(group.getByLabel("Month")).toHaveValue(month);
  await expect(group.getByLabel("Year")).toHaveValue(year);
}

/**
 * Get quote: the rateQuote call, then /rate with the server's reference and its price for the
 * payment method answered on /final (pay per mile offers no choice); returns the server's answer.
 */
export async function getQuote(page: Page, method: "ANNUALLY" | "MONTHLY" = "MONTHLY"): Promise<RateResponse> {
  const answer = graphqlAnswer<RateResponse>(page, "rateQuote");
  // Where the rating sends the quote is checked below, with the server's answer.
  await submitPage(page, page.getByRole("button", { name: "Get quote" }), /\/(rate|declined|error)$/);
  const rate = await answer;
  expect(rate.ratingOutcome.optionState).toBe("READY_FOR_TAKE_UP");
  expect(rate.quoteRef).toMatch(/^QR-[A-Z0-9]{8}$/);
  await expect(page).toHaveURL(/\/rate$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your quote");
  await expect(page.locator("#quote-reference")).toHaveText(`Your quote reference is ${rate.quoteRef}`);
  const { instalments } = paymentOptions(rate);
  if (instalments) await expect(page.getByRole("radio", { name: method === "MONTHLY" ? "Monthly" : "Annually" })).toBeChecked();
  else await expect(page.getByRole("radio")).toHaveCount(0);
  await expectPrice(page, rate, instalments ? method : "ANNUALLY");
  return rate;
}

/** A new driver's car quote up to a filled /final: optionally a conviction, a car value, a payment method. */
export async function reachFinal(
  page: Page,
  {
    convictionPoints,
    value,
    payment = "Annually by card",
  }: { convictionPoints?: number; value?: string; payment?: FinalAnswers["payment"] } = {},
) {
  await startOnProductPage(page, "car");
  await fillDriverPages(page, "car", undefined, convictionPoints);
  await fillCar(page, { purchase: { date: isoToday() }, value });
  await fillFinal(page, { payment });
}

export interface NamedDriver {
  firstName: string;
  lastName: string;
  dob: string;
  relationship: string;
  email: string;
}

export const namedRoute = (index: number, page: string) => new RegExp(`/named/${index}/${page}(\\?[^#]*)?$`);

/** The named-driver block of /final. */
export const namedBlock = (page: Page): Locator => page.locator("section#named-drivers");

/** Add named driver on /final: to the next free slot's details page. */
export async function startNamedDriver(page: Page, index: number) {
  await page.getByRole("button", { name: "Add named driver" }).click();
  // The named chain opens marked as coming from a completed quote.
  await expect(page).toHaveURL(new RegExp(`/named/${index}/driver-personal\\?completed$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Named driver details");
}

export async function fillNamedPersonal(page: Page, index: number, driver: NamedDriver) {
  await page.getByLabel("First name").fill(driver.firstName);
  await page.getByLabel("Last name").fill(driver.lastName);
  await page.getByRole("group", { name: "Gender" }).getByLabel("Male", { exact: true }).check();
  await fillDate(page, /Date of birth/, driver.dob);
  await page.getByLabel("Marital status").selectOption({ label: "Married" });
  await page.getByLabel("What is their relationship to you?").selectOption({ label: driver.relationship });
  await continueTo(page, `named/${index}/driver-contact`);
}

/** Their email address and Next: the test is then on their job page. */
export async function fillNamedContact(page: Page, index: number, email: string) {
  await page.getByLabel("Their email address").fill(email);
  await continueTo(page, `named/${index}/job`, "Next");
}

/** Job (retired), licence and no convictions, no claims: back on /final at the named-driver block. */
export async function finishNamedDriver(page: Page, index: number) {
  await radio(page, "What is their employment status?", "Retired").check();
  await expect(page.getByRole("combobox", { name: "What is their occupation?" })).toHaveValue("Retired");
  await continueTo(page, `named/${index}/history`, "Next");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Their driving history");
  await radio(page, /type of driving licence do they have/, "Full UK").check();
  await radio(page, /Is their licence manual or automatic/, "Manual").check();
  await page.getByLabel("How many full years have they held their licence?").selectOption("5");
  await radio(page, /Have they had any motoring convictions/, "No").check();
  await continueTo(page, `named/${index}/claims`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Their claims");
  await radio(page, /Have they made any claims/, "No").check();
  // Back on /final with the didAddNamed marker, scrolled to the named-driver block.
  await submitPage(page, page.getByRole("button", { name: "Continue" }), /\/final\?didAddNamed#named-drivers$/);
  await expect(namedBlock(page)).toBeVisible();
  await expect(namedBlock(page)).toBeInViewport();
}

/** The whole chain for one named driver, from Add named driver on /final back to /final. */
export async function addNamedDriver(page: Page, index: number, driver: NamedDriver) {
  await startNamedDriver(page, index);
  await fillNamedPersonal(page, index, driver);
  await fillNamedContact(page, index, driver.email);
  await finishNamedDriver(page, index);
}
