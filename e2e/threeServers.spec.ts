/**
 * Three servers on one PostgreSQL behind a round-robin proxy (playwright.servers.config.ts, run by
 * `npm run test:servers`): nothing a consumer does depends on which server answers. The walk pins
 * each step to a server of its choosing (the proxy's pin header) so that every hand-over between
 * servers is certain, then a second consumer walks plain round robin.
 */
import { expect, test, type Page } from "@playwright/test";
import type { RateResponse } from "../src/api/rateResponse";
import type { PaymentIntentDetails, TakeUpResult } from "../src/api/purchase";
import type { RetrievedQuote } from "../src/api/retrieve";
import { getQuote, POLICYHOLDER_EMAIL, reachFinal } from "./support/final";
import { graphqlAnswer, paymentOptions } from "./support/rate";
import { newestQuoteEmail, outboxNames } from "./support/mail";
import { agreeToTelematics, continueToBuy, expectComplete, fillCard, payButton } from "./support/buy";
import { PIN_HEADER, SERVED_BY_HEADER } from "../tests/server/support/roundRobinProxy";

/** From here on, every request the page makes goes to server `n` (1 to 3). */
const pinTo = (page: Page, n: number) => page.setExtraHTTPHeaders({ [PIN_HEADER]: String(n - 1) });

/** Which server answered each GraphQL operation the page sent, in order. */
function servedBy(page: Page): Array<{ operation: string; server: number }> {
  const seen: Array<{ operation: string; server: number }> = [];
  page.on("response", (response) => {
    if (!response.url().endsWith("/graphql") || response.request().method() !== "POST") return;
    const query = (response.request().postDataJSON() as { query?: string } | null)?.query ?? "";
    const operation = /\{\s*(\w+)\s*\(/.exec(query)?.[1] ?? "?";
    seen.push({ operation, server: Number(response.headers()[SERVED_BY_HEADER]) + 1 });
  });
  return seen;
}

test("rated on one server, repriced on another, emailed and retrieved on a third, paid and taken up across two", async ({
  page,
  browser,
}) => {
  test.slow();
  const served = servedBy(page);
  await pinTo(page, 1);
  await reachFinal(page, { payment: "Annually by card" });
  const first = await getQuote(page, "ANNUALLY");

  await pinTo(page, 2);
  const addon = first.ratingOutcome.addons.find((a) => !a.mandatory && !a.selected)!;
  const repriced = graphqlAnswer<RateResponse>(page, "repriceQuote");
  await page.locator(`#addon-${addon.code}`).check();
  const withAddon = await repriced;
  expect(withAddon.quoteRef).toBe(first.quoteRef);

  await pinTo(page, 3);
  const before = await outboxNames();
  await page.getByRole("button", { name: "Email me this quote" }).click();
  await expect(page.getByText(/^We’ve sent a link to your quote to /)).toBeVisible();
  const { link } = await newestQuoteEmail(POLICYHOLDER_EMAIL, before);

  // The link, opened in a browser of its own on the third server, brings back the repriced quote.
  const context = await browser.newContext();
  const fresh = await context.newPage();
  const freshServed = servedBy(fresh);
  await pinTo(fresh, 3);
  const retrieved = graphqlAnswer<RetrievedQuote>(fresh, "retrieveQuote");
  await fresh.goto(link);
  const retrieveButton = fresh.getByRole("button", { name: "Retrieve quote" });
  // The link may open the quote by itself; otherwise the page offers the button.
  await expect(fresh.getByRole("heading", { level: 1 })).toHaveText(/Retrieve your quote|Your quote/);
  if (await retrieveButton.isVisible()) await retrieveButton.click();
  expect((await retrieved).expired).toBe(false);
  await expect(fresh).toHaveURL(/\/rate\?existing$/);
  await expect(fresh.locator(`#addon-${addon.code}`)).toBeChecked();

  // Paying: the payment prepared on the first server, the card taken and the policy set up on the second.
  await pinTo(fresh, 1);
  const prepared = graphqlAnswer<PaymentIntentDetails>(fresh, "prepareTakeUp");
  await continueToBuy(fresh);
  await agreeToTelematics(fresh, "payment");
  const intent = await prepared;
  expect(intent.amount).toBe(paymentOptions(withAddon).single!.totalAmountPayable);
  await pinTo(fresh, 2);
  await fillCard(fresh);
  const takenUp = graphqlAnswer<TakeUpResult>(fresh, "takeUpQuote");
  await payButton(fresh).click();
  const result = await takenUp;
  expect(result).toMatchObject({ quoteState: "TAKEN_UP", quoteRef: first.quoteRef });
  expect(await expectComplete(fresh)).toBe(result.policyReference);

  const where = (seen: typeof served, operation: string) => seen.filter((s) => s.operation === operation).map((s) => s.server);
  expect(where(served, "rateQuote")).toEqual([1]);
  expect(where(served, "repriceQuote")).toEqual([2]);
  expect(where(served, "sendQuoteEmail")).toEqual([3]);
  expect(where(freshServed, "retrieveQuote")).toEqual([3]);
  expect(where(freshServed, "prepareTakeUp")).toEqual([1]);
  expect(where(freshServed, "takeUpQuote")).toEqual([2]);
  await context.close();
});

test("a whole purchase through plain round robin, every server answering part of it", async ({ page }) => {
  test.slow();
  const served = servedBy(page);
  await reachFinal(page, { payment: "Annually by card" });
  const rate = await getQuote(page, "ANNUALLY");
  await continueToBuy(page);
  await agreeToTelematics(page, "payment");
  await fillCard(page);
  const takenUp = graphqlAnswer<TakeUpResult>(page, "takeUpQuote");
  await payButton(page).click();
  expect(await takenUp).toMatchObject({ quoteState: "TAKEN_UP", quoteRef: rate.quoteRef });
  await expectComplete(page);
  expect(new Set(served.map((s) => s.server))).toEqual(new Set([1, 2, 3]));
});
