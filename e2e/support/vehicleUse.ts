/**
 * The vehicle-use pages for the browser tests: /car, /van, /van-features and /van-business.
 * Dates are the browser's and the server's real today (no fixed clock), so a quote made with them
 * is accepted by the server, which validates with its own clock.
 */
import { expect, type Page } from "@playwright/test";
import { continueTo, fillDate, radio } from "./driver";

/** Today as YYYY-MM-DD in local time, from `new Date()`. */
export function isoToday(now = new Date()): string {
  return isoDate(now);
}

export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The same day and month `years` years before today (29 February falls back to the 28th). */
export function yearsBeforeToday(years: number, now = new Date()): string {
  const day = new Date(now.getFullYear() - years, now.getMonth(), now.getDate());
  if (day.getMonth() !== now.getMonth()) day.setDate(0);
  return isoDate(day);
}

/** How the purchase is answered: a date, or "Not bought yet" after a date was typed (the toggle clears it). */
export type Purchase = { date: string } | { notBoughtYet: true; typedFirst: string };

/** The purchase date boxes, the "Not bought yet" toggle, and the check that the toggle clears the date. */
async function answerPurchase(page: Page, legend: RegExp, purchase: Purchase) {
  const group = page.getByRole("group", { name: legend });
  const toggle = page.getByRole("switch", { name: "Not bought yet" });
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  if ("date" in purchase) {
    await fillDate(page, legend, purchase.date);
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    return;
  }
  await fillDate(page, legend, purchase.typedFirst);
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await expect(group.getByLabel("Day")).toHaveValue("");
  await expect(group.getByLabel("Month")).toHaveValue("");
  await expect(group.getByLabel("Year")).toHaveValue("");
}

export interface CarAnswers {
  purchase: Purchase;
  /** A label of the reference list `use`. */
  use?: string;
  /** Whole pounds, as typed. */
  value?: string;
}

/** /car with every required answer, then Continue to /final. */
export async function fillCar(page: Page, { purchase, use = "Social, domestic, pleasure and commuting", value = "4500" }: CarAnswers) {
  await expect(page).toHaveURL(/\/car$/);
  await radio(page, "Was the car imported?", "No").check();
  await radio(page, "Does the car have a dashcam fitted?", "No").check();
  await page.getByLabel("How much is the car worth?").fill(value);
  await answerPurchase(page, /When did you buy the car\?/, purchase);
  await radio(page, "Are you the registered keeper of the car?", "Yes").check();
  await radio(page, "Are you the legal owner of the car?", "Yes").check();
  await radio(page, "What do you use the car for?", use).check();
  await radio(page, "Where is the car kept overnight?", "At home").check();
  await page.getByLabel("Where is the car parked overnight?").selectOption({ label: "Driveway" });
  await page.getByLabel("Where is the car parked during the day?").selectOption({ label: "At home" });
  await radio(page, "Do you have access to any other vehicles?", "No").check();
  await page.getByLabel("How many seats does the car have?").fill("5");
  await page.getByLabel("How many doors does the car have?").fill("5");
  await continueTo(page, "final");
}

export interface VanAnswers {
  purchase: Purchase;
  /** "C1" (business, carrying own goods: /van-business follows) or "S" (social, with a social use). */
  use: "C1" | "S";
}

const VAN_USE_LABELS = { C1: "Business use, carrying your own goods", S: "Social, domestic, pleasure and commuting" };

/** /van with every required answer, then Continue to /van-features. */
export async function fillVan(page: Page, { purchase, use }: VanAnswers) {
  await expect(page).toHaveURL(/\/van$/);
  await radio(page, "Does the van have a dashcam fitted?", "No").check();
  await page.getByLabel("How much is the van worth?").fill("12000");
  await answerPurchase(page, /When did you buy the van\?/, purchase);
  await radio(page, "Are you the registered keeper of the van?", "Yes").check();
  await radio(page, "Are you the legal owner of the van?", "Yes").check();
  await radio(page, "What do you use the van for?", VAN_USE_LABELS[use]).check();
  const socialUse = page.getByLabel("What else do you use the van for socially?");
  if (use === "S") await socialUse.selectOption({ label: "Hobby" });
  else await expect(socialUse).toHaveCount(0);
  await radio(page, "Where is the van kept overnight?", "At home").check();
  await page.getByLabel("Where is the van parked overnight?").selectOption({ label: "Locked compound" });
  await radio(page, "Do you have access to any other vehicles?", "No").check();
  await radio(page, "How many seats does the van have?", "3").check();
  await radio(page, "How many doors does the van have?", "4").check();
  await continueTo(page, "van-features");
}

/** /van-features with racking and signage on the sides, then Continue (to `next`). */
export async function fillVanFeatures(page: Page, next: "van-business" | "final") {
  await expect(page).toHaveURL(/\/van-features$/);
  await page.getByRole("switch", { name: "Racking" }).click();
  await expect(page.getByRole("switch", { name: "Racking" })).toHaveAttribute("aria-checked", "true");
  await page.getByRole("switch", { name: "Signage" }).click();
  await page.getByLabel("Where is the signage?").selectOption({ label: "Back and sides" });
  await continueTo(page, next);
}

/** /van-business, then Continue to /final. */
export async function fillVanBusiness(page: Page, tradingName = "Morgan Joinery") {
  await expect(page).toHaveURL(/\/van-business$/);
  await radio(page, "What type of business is it?", "Sole trader").check();
  await page.getByLabel("Trading name").fill(tradingName);
  await fillDate(page, /When was the business established\?/, "2015-04-01");
  await continueTo(page, "final");
}
