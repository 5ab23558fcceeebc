/** Steps through the driver pages (address, job, history, claims) for the browser tests, plus the way in for each product. */
import { expect, type Locator, type Page } from "@playwright/test";
import { chooseProduct, confirmVehicle, enterReg, fillDateOfBirth, fillYourDetails } from "./journey";
import { submitPage } from "./unknownQuestions";

export type Product = "car" | "older" | "convicted" | "van" | "ppm";

const PRODUCT_LABELS: Record<Product, string> = {
  car: "New driver",
  older: "Older driver",
  convicted: "Convicted driver",
  van: "Van",
  ppm: "Pay per mile",
};

/** A registration the fixtures know for the product's vehicle type. */
export const REG: Record<Product, string> = { car: "AB12 CDE", older: "AB12 CDE", convicted: "AB12 CDE", ppm: "AB12 CDE", van: "VN68 VAN" };

/** Product, reg and vehicle confirmation: the test is then on /driver-personal. */
export async function startQuote(page: Page, product: Product) {
  await chooseProduct(page, PRODUCT_LABELS[product]);
  await enterReg(page, REG[product]);
  await expect(page).toHaveURL(/\/vehicle$/);
  await confirmVehicle(page);
}

/** Your details with a date of birth the product accepts (older drivers are 35 to 89). */
export async function fillPersonal(page: Page, product: Product) {
  await fillYourDetails(page);
  if (product === "older") await fillDateOfBirth(page, "14", "06", "1956");
  await continueTo(page, "driver-address");
}

/** Submits the page with `button` and checks it moved on to `route`, answering any choice it refuses unanswered (unknownQuestions.ts). */
export async function continueTo(page: Page, route: string, button = "Continue") {
  await submitPage(page, page.getByRole("button", { name: button }), new RegExp(`/${route}$`));
}

/** A radio of a yes/no (or other) question, found through its legend. */
export function radio(page: Page, legend: string | RegExp, option: string): Locator {
  return page.getByRole("group", { name: legend }).getByLabel(option, { exact: true });
}

export async function fillDate(page: Page, legend: string | RegExp, iso: string) {
  const [year, month, day] = iso.split("-");
  const group = page.getByRole("group", { name: legend });
  await group.getByLabel("Day").fill(day);
  await group.getByLabel("Month").fill(month);
  await group.getByLabel("Year").fill(year);
}

/** The browser's today in these tests, as the engine tests fix it. */
export const TODAY = "2026-11-22";

/** Fixes the browser's clock (timers still run), so date rules have stable boundaries. */
export async function fixToday(page: Page) {
  await page.clock.setFixedTime(new Date(`${TODAY}T10:00:00`));
}

/** Finds LS1 4AP's addresses and picks the second one with the keyboard. */
export async function findAndPickAddress(page: Page, postcode = "LS1 4AP") {
  await page.getByLabel("Postcode").fill(postcode);
  await page.getByRole("button", { name: "Find address" }).click();
  const list = page.getByRole("combobox", { name: "Address" });
  // Focused while the lookup runs, the list opens as the addresses arrive.
  await list.focus();
  await expect(page.getByRole("option").first()).toBeVisible();
  await list.press("ArrowDown");
  await list.press("ArrowDown");
  await list.press("Enter");
  await expect(page.getByRole("listbox")).toBeHidden();
  await expect(list).not.toHaveValue("");
}

export async function fillAddress(page: Page, email = "alex.morgan@example.com") {
  await findAndPickAddress(page);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Mobile number").fill("07700 900123");
  await continueTo(page, "job");
}

/** Picks an option of a search-as-you-type field after typing `typed` (at least 3 characters). */
export async function search(page: Page, label: string | RegExp, typed: string, option: string) {
  const box = page.getByRole("combobox", { name: label });
  await box.fill(typed);
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
}

export async function fillJobEmployed(page: Page) {
  await radio(page, "What is your employment status?", "Employed").check();
  await search(page, "What is your occupation?", "acc", "Accountant");
  await search(page, "What industry do you work in?", "acc", "Accountancy");
  await continueTo(page, "history", "Next");
}

export interface HistoryAnswers {
  years: string;
  months?: string;
}

/** Licence questions with no convictions. */
export async function fillLicence(page: Page, { years, months }: HistoryAnswers) {
  await radio(page, /type of driving licence/, "Full UK").check();
  await radio(page, /manual or automatic/, "Manual").check();
  await page.getByLabel("How many full years have you held your licence?").selectOption(years);
  if (months !== undefined) await page.getByLabel(/how many months/).selectOption(months);
}

export async function noConvictions(page: Page) {
  await radio(page, /any motoring convictions/, "No").check();
  await continueTo(page, "claims");
}

export async function noClaims(page: Page, next: string) {
  await radio(page, /any claims/, "No").check();
  await continueTo(page, next);
}
