/**
 * Each product from /product to a price on /rate, with the browser's and the server's real today
 * (the server validates the quote with its own clock before rating it). getQuote checks the
 * shown reference and price against the server's own rateQuote answer.
 */
import { expect, test, type Page } from "@playwright/test";
import { fillDriverPages, fillFinal, getQuote, startOnProductPage } from "./support/final";
import { gbp, paymentOptions } from "./support/rate";
import { fillCar, fillVan, fillVanBusiness, fillVanFeatures, isoToday, yearsBeforeToday } from "./support/vehicleUse";

const sidebar = (page: Page) => page.getByRole("complementary");

test("car: a car bought today, through /car and /final to a monthly price", async ({ page }) => {
  await startOnProductPage(page, "car");
  await fillDriverPages(page, "car");
  await fillCar(page, { purchase: { date: isoToday() } });
  await expect(sidebar(page)).toContainText("Social, domestic, pleasure and commuting: Less than 1,000 miles");
  await fillFinal(page);
  await getQuote(page);
});

test("older: a policyholder aged 88 at the policy start, with protected NCD", async ({ page }) => {
  const dob = yearsBeforeToday(88);
  await startOnProductPage(page, "older");
  await fillDriverPages(page, "older", dob);
  await expect(sidebar(page)).toContainText("Alex, 88");
  await fillCar(page, { purchase: { date: "2020-03-27" } });
  await fillFinal(page, { ncd: 5, payment: "Annually by card" });
  await getQuote(page, "ANNUALLY");
});

test("convicted: a speeding conviction, and a car not bought yet (the toggle clears the typed purchase date)", async ({ page }) => {
  await startOnProductPage(page, "convicted");
  await fillDriverPages(page, "convicted");
  await fillCar(page, { purchase: { notBoughtYet: true, typedFirst: "2019-05-10" } });
  await fillFinal(page);
  await getQuote(page);
});

test("van with use C1: /van, /van-features and /van-business, then /final", async ({ page }) => {
  await startOnProductPage(page, "van");
  await fillDriverPages(page, "van");
  await fillVan(page, { purchase: { date: "2021-09-01" }, use: "C1" });
  await fillVanFeatures(page, "van-business");
  await fillVanBusiness(page, "Morgan Joinery");
  await expect(sidebar(page)).toContainText("Racking, Signage");
  await expect(sidebar(page)).toContainText("Morgan Joinery");
  await fillFinal(page);
  await getQuote(page);
});

test("van with social use: /van-features goes straight to /final, skipping /van-business", async ({ page }) => {
  const visited: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await startOnProductPage(page, "van");
  await fillDriverPages(page, "van");
  await fillVan(page, { purchase: { date: "2021-09-01" }, use: "S" });
  await fillVanFeatures(page, "final");
  const fromFeatures = visited.slice(visited.lastIndexOf("/van-features"));
  expect(fromFeatures).toEqual(["/van-features", "/final"]);
  expect(visited).not.toContain("/van-business");
  await expect(sidebar(page)).not.toContainText("Business");
  await fillFinal(page);
  await getQuote(page);
});

test("pay per mile: a car bought today for social use only, through /car and /final", async ({ page }) => {
  await startOnProductPage(page, "ppm");
  await fillDriverPages(page, "ppm");
  await fillCar(page, { purchase: { date: isoToday() }, use: "Social, domestic and pleasure only" });
  await expect(sidebar(page)).toContainText("Social, domestic and pleasure only: Less than 1,000 miles");
  // One way to pay: /final does not ask how.
  await fillFinal(page, { payment: null });
  // Pay per mile has an upfront price and a rate a mile only: getQuote sees no payment choice.
  const rate = await getQuote(page);
  expect(paymentOptions(rate).instalments).toBeUndefined();
  const { single } = paymentOptions(rate);
  expect(single?.pencePerMile).toBeGreaterThan(0);
  // Fewer than 1,000 miles declared: the most a year can cost is the upfront amount and 1,000 miles.
  await expect(page.locator("#per-mile-estimate")).toHaveText(
    `For fewer than 1,000 miles a year, that’s at most ${gbp(single!.totalAmountPayable + 1000 * single!.pencePerMile!)} for the year, including the upfront amount.`,
  );
  await expect(page.locator("#per-mile-billing")).toContainText("Each month we take payment by card for the miles driven that month.");
});
