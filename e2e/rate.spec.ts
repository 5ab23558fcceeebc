/**
 * The quote page against the real server: repricing an addon and the excess, the monthly
 * representative example, a decline, a rating error, and Get quote rating once. Every amount
 * shown is compared with the server's own answer, read off the network.
 */
import { expect, test, type Page } from "@playwright/test";
import type { RateResponse } from "../src/api/rateResponse";
import { getQuote, reachFinal } from "./support/final";
import { expectExcesses, expectPrice, gbp, graphqlAnswer, paymentOptions } from "./support/rate";

const excessSelect = (page: Page) => page.getByRole("combobox", { name: "Voluntary excess" });

test("an addon and the voluntary excess are priced again by the server, and a later re-rate keeps them", async ({ page }) => {
  await reachFinal(page);
  const first = await getQuote(page, "ANNUALLY");
  await expectExcesses(page, first);
  const addon = first.ratingOutcome.addons.find((a) => !a.mandatory && !a.selected);
  expect(addon, "the car rating offers an optional addon").toBeDefined();
  const box = page.locator(`#addon-${addon!.code}`);
  await expect(box).not.toBeChecked();
  await expect(page.locator(`#addon-${addon!.code}-hint`)).toHaveText(`${gbp(addon!.annualCost)} a year`);

  const afterAddon = graphqlAnswer<RateResponse>(page, "repriceQuote");
  await box.check();
  const withAddon = await afterAddon;
  expect(withAddon.ratingOutcome.addons.find((a) => a.code === addon!.code)?.selected).toBe(true);
  expect(withAddon.ratingOutcome.underwritingOutcomeResponseId).not.toBe(first.ratingOutcome.underwritingOutcomeResponseId);
  expect(paymentOptions(withAddon).single!.totalAmountPayable).toBeGreaterThan(paymentOptions(first).single!.totalAmountPayable);
  await expectPrice(page, withAddon, "ANNUALLY");
  await expect(box).toBeChecked();

  const options = withAddon.ratingOutcome.voluntaryExcessOptions;
  const highest = options[options.length - 1];
  expect(highest).not.toBe(withAddon.ratingOutcome.excesses[0].voluntaryAmount);
  const afterExcess = graphqlAnswer<RateResponse>(page, "repriceQuote");
  await excessSelect(page).selectOption({ label: gbp(highest) });
  const withExcess = await afterExcess;
  expect(withExcess.ratingOutcome.excesses.every((e) => e.voluntaryAmount === highest)).toBe(true);
  expect(withExcess.ratingOutcome.addons.find((a) => a.code === addon!.code)?.selected).toBe(true);
  await expectPrice(page, withExcess, "ANNUALLY");
  await expectExcesses(page, withExcess);
  await expect(excessSelect(page)).toHaveValue(String(highest));
  await expect(box).toBeChecked();

  // Back on /final the excess is the one chosen on /rate; rating again keeps the quote reference.
  await page.goto("/final");
  await expect(page.getByRole("slider", { name: "Voluntary excess" })).toHaveValue(String(highest / 100));
  const again = await getQuote(page, "ANNUALLY");
  expect(again.quoteRef).toBe(first.quoteRef);
  expect(again.ratingOutcome.excesses[0].voluntaryAmount).toBe(highest);

  await page.getByRole("button", { name: "Continue to buy" }).click();
  await expect(page).toHaveURL(/\/telematics$/);
});

test("Monthly (chosen by keyboard) shows the instalment price and the representative example with the server's numbers", async ({
  page,
}) => {
  await reachFinal(page);
  const rate = await getQuote(page, "ANNUALLY");
  const example = page.locator("#representative-example");
  await expect(example).toHaveCount(0);

  // By keyboard: the arrow key moves from Annually to Monthly.
  await page.getByRole("radio", { name: "Annually" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "Monthly" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Monthly" })).toBeFocused();
  const i = paymentOptions(rate).instalments!;
  await expectPrice(page, rate, "MONTHLY");
  await expect(example).toHaveText(
    `Total amount of credit ${gbp(i.totalAmountOfCredit)}. Pay a deposit of ${gbp(i.upFrontAmount)}, then ${i.instalmentCount} monthly ` +
      `instalments of ${gbp(i.standardInstalmentAmount)}. Interest ${gbp(i.interestAmount)} at a fixed rate of ${i.interestFixedRate}% ` +
      `a year, and an arrangement fee of ${gbp(i.arrangementFee)}. Total amount payable ${gbp(i.totalAmountPayable)}. ` +
      `Representative ${i.typicalApr}% APR. Credit is provided by Close Brothers Premium Finance.`,
  );
  expect(i.premiumFinanceProvider).toBe("CLOSE_BROTHERS");
  const addon = rate.ratingOutcome.addons.find((a) => !a.mandatory)!;
  await expect(page.locator(`#addon-${addon.code}-hint`)).toHaveText(`${gbp(addon.monthlyCost)} a month`);

  await page.getByRole("radio", { name: "Annually" }).check();
  await expectPrice(page, rate, "ANNUALLY");
  await expect(example).toHaveCount(0);

  // Coming back later: the saved quote opens again, with the method last chosen.
  await page.goto("/");
  await expect(page).toHaveURL(/\/rate\?existing$/);
  await expect(page.getByRole("radio", { name: "Annually" })).toBeChecked();
  await expectPrice(page, rate, "ANNUALLY");
});

test("a conviction with 9 penalty points is declined, worded by its category", async ({ page }) => {
  await reachFinal(page, { convictionPoints: 9 });
  const answer = graphqlAnswer<RateResponse>(page, "rateQuote");
  await page.getByRole("button", { name: "Get quote" }).click();
  const rate = await answer;
  expect(rate.ratingOutcome).toMatchObject({ optionState: "HAS_DECLINES", declineCategory: "convictions", paymentOptions: [] });
  await expect(page).toHaveURL(/\/declined$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unable to quote");
  await expect(page.locator("#decline-reason")).toHaveText("This is because of the motoring convictions you told us about.");
  await expect(page.getByText(/£/)).toHaveCount(0);

  await page.getByRole("link", { name: "Start a new quote" }).click();
  await expect(page).toHaveURL(/\/product$/);
});

test("a rating the server cannot price goes to the error page", async ({ page }) => {
  await reachFinal(page, { value: "300000" });
  const answer = graphqlAnswer<RateResponse>(page, "rateQuote");
  await page.getByRole("button", { name: "Get quote" }).click();
  expect((await answer).ratingOutcome.optionState).toBe("RATING_RETURNED_ERROR");
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.getByText("We’re so sorry - this bit of the website is having a temporary glitch.")).toBeVisible();
});

test("double-clicking Get quote rates the quote once", async ({ page }) => {
  await reachFinal(page);
  const rateCalls: string[] = [];
  page.on("request", (request) => {
    const query =
      request.method() === "POST" && request.url().endsWith("/graphql") ? (request.postDataJSON() as { query?: string }).query : "";
    if (query?.includes("rateQuote(")) rateCalls.push(request.url());
  });
  // Both clicks of the double click reach the button itself: with the mouse, the second can miss
  // it once the spinner above it has appeared.
  await page.getByRole("button", { name: "Get quote" }).evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });
  await expect(page).toHaveURL(/\/rate$/);
  await expect(page.locator("#quote-price")).toContainText(/a year/);
  expect(rateCalls).toHaveLength(1);
});
