/**
 * After the sale, against the real server: a bought quote is never offered for sale again. Opened
 * again (the home page, the Back button) it shows its policy on /complete, with a new quote to
 * start; its emailed retrieve link says it is bought, with the policy reference; a tab still
 * showing it for sale finds it bought at its next change. A quote paid for whose take-up answer was
 * lost can be neither rated again nor paid the other way: each says why, never /error, and buying
 * takes the payment up.
 */
import { expect, test, type Page } from "@playwright/test";
import type { RateResponse } from "../src/api/rateResponse";
import type { TakeUpResult } from "../src/api/purchase";
import { expectNoViolations } from "./support/axe";
import { agreeToTelematics, continueToBuy, countCalls, dataLayerEvents, expectComplete, fillCard, payButton } from "./support/buy";
import { getQuote, reachFinal } from "./support/final";
import { emailQuote } from "./support/mail";
import { graphqlAnswer } from "./support/rate";

const BOUGHT_ALREADY = "You’ve already bought this quote, so it can’t be changed or bought again.";
const PAID = "This quote has been paid for, so it can no longer be changed.";

/** From /rate, paying annually: the card payment and take-up; returns the policy reference. */
async function buyAnnually(page: Page): Promise<string> {
  await continueToBuy(page);
  await agreeToTelematics(page, "payment");
  await fillCard(page);
  const takenUp = graphqlAnswer<TakeUpResult>(page, "takeUpQuote");
  await payButton(page).click();
  await takenUp;
  return expectComplete(page);
}

/** /complete showing `policyReference`, and nothing of the quote for sale. */
async function expectPolicy(page: Page, policyReference: string) {
  await expect(page).toHaveURL(/\/complete$/);
  await expect(page.locator("#policy-reference")).toHaveText(`Your policy reference is ${policyReference}`);
  await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue to buy" })).toHaveCount(0);
}

test("after buying, the Back button and the home page show the policy, never the quote for sale; its retrieve link says it is bought; a new quote starts from /complete", async ({
  page,
  browser,
}) => {
  test.slow();
  await reachFinal(page, { payment: "Annually by card" });
  await getQuote(page, "ANNUALLY");
  const link = await emailQuote(page);
  const policyReference = await buyAnnually(page);
  await expect(page.locator("#bought-already")).toHaveCount(0);
  const calls = countCalls(page, ["repriceQuote", "prepareTakeUp", "rateQuote"]);

  // Back through the buying pages and the quote page: each shows the policy instead.
  for (const left of ["telematics", "rate"]) {
    await page.goBack();
    await expect(page, `back to /${left}`).toHaveURL(/\/complete$/);
    await expectPolicy(page, policyReference);
  }
  // The site opened again from its home page.
  await page.goto("/");
  await expectPolicy(page, policyReference);
  await page.goto("/rate?existing");
  await expectPolicy(page, policyReference);
  await expectNoViolations(page);
  expect(calls).toEqual({ repriceQuote: 0, prepareTakeUp: 0, rateQuote: 0 });

  // The emailed link, in a fresh browser: bought, with its policy reference, never 'Quote not found'.
  const fresh = await (await browser.newContext()).newPage();
  await fresh.goto(link);
  const notice = fresh.getByRole("region", { name: "Important" });
  await expect(notice).toContainText("You’ve already bought this quote, so there’s nothing to retrieve.");
  await expect(notice).toContainText(`Your policy reference is ${policyReference}. We emailed your policy details when you bought it.`);
  await expect(notice).toBeFocused();
  await expect(fresh.getByText(/We only store your details for 30 days/)).toHaveCount(0);
  await expect(fresh.getByRole("button", { name: "Retrieve quote" })).toHaveCount(0);
  await expectNoViolations(fresh);
  await fresh.getByRole("link", { name: "Start a new quote" }).click();
  await expect(fresh).toHaveURL(/\/product$/);
  await fresh.context().close();

  // A new quote, from /complete: the bought one is gone from this browser.
  await page.getByRole("link", { name: "Start a new quote" }).click();
  await expect(page).toHaveURL(/\/product$/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/product$/);
  await expect(page.getByLabel("New driver")).not.toBeChecked();
});

test("a quote bought in another tab: the tab still offering it finds it bought at its next change, and shows the policy", async ({
  page,
  context,
}) => {
  test.slow();
  await reachFinal(page, { payment: "Annually by card" });
  await getQuote(page, "ANNUALLY");
  const link = await emailQuote(page);

  // A second tab (its own session) opens the quote from the email, then the first one buys it.
  const other = await context.newPage();
  await other.goto(link);
  await expect(other).toHaveURL(/\/rate\?existing$/);
  const policyReference = await buyAnnually(page);

  await other.getByRole("checkbox", { name: /^Breakdown cover/ }).click();
  await expectPolicy(other, policyReference);
  await expect(other.locator("#bought-already")).toHaveText(BOUGHT_ALREADY);
  await expect(other.getByText("Sorry, something went wrong - please try again.")).toHaveCount(0);
  // The sale was reported once, by the tab that made it.
  expect(await dataLayerEvents(other, "purchase")).toEqual([]);
  await expectNoViolations(other);
});

test("a quote paid for whose take-up answer was lost: Get quote and the other way of paying each say it is paid for, never /error, and buying takes the payment up", async ({
  page,
}) => {
  test.slow();
  await reachFinal(page, { payment: "Annually by card" });
  const rate = await getQuote(page, "ANNUALLY");
  await continueToBuy(page);
  await agreeToTelematics(page, "payment");
  // The card is paid, but take-up's answer never arrives.
  await page.route("**/graphql", (route) =>
    (route.request().postData() ?? "").includes("takeUpQuote(") ? route.abort() : route.continue(),
  );
  await fillCard(page);
  await payButton(page).click();
  await expect(page.getByRole("button", { name: "Set up my policy" })).toBeVisible();
  await page.unroute("**/graphql");

  // Back to the final page, Get quote: refused as paid, the quote as paid shows on /rate, saying so.
  await page.goto("/final");
  const retrieved = graphqlAnswer<{ rate: RateResponse }>(page, "retrieveQuote");
  await page.getByRole("button", { name: "Get quote" }).click();
  expect((await retrieved).rate.ratingOutcome.underwritingOutcomeResponseId).toBe(rate.ratingOutcome.underwritingOutcomeResponseId);
  await expect(page).toHaveURL(/\/rate$/);
  const summary = page.locator(".govuk-error-summary");
  await expect(summary).toContainText(PAID);
  await expect(summary).toBeFocused();
  await expect(page.getByRole("radio", { name: "Annually" })).toBeChecked();

  // Paid annually: Monthly is refused, saying why, and the annual price stays.
  await page.getByRole("radio", { name: "Monthly" }).click();
  await expect(summary).toContainText(
    "You’ve already paid for this quote annually by card, so you can’t change how you pay. Continue to buy to set up your policy.",
  );
  await expect(summary).toBeFocused();
  await expect(page.getByRole("radio", { name: "Annually" })).toBeChecked();
  await expect(page).toHaveURL(/\/rate$/);
  await expectNoViolations(page);

  // Buying takes the payment up, with no second card payment.
  const calls = countCalls(page, ["payLocalCard"]);
  const takenUp = graphqlAnswer<TakeUpResult>(page, "takeUpQuote");
  await continueToBuy(page);
  await page.getByRole("button", { name: "Continue" }).click();
  expect((await takenUp).quoteRef).toBe(rate.quoteRef);
  await expectComplete(page);
  expect(calls.payLocalCard).toBe(0);
});
