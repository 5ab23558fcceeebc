/**
 * The quote page in the browser tests: the server's own rate responses (read off the network)
 * and what /rate must show for them. Amounts are formatted here independently of the app.
 */
import { expect, type Page } from "@playwright/test";
import type { InstalmentsOption, RateResponse, SinglePaymentOption } from "../../src/api/rateResponse";

/** £1,234.50 from 123450 pence. */
export function gbp(pence: number): string {
  const [pounds, pennies] = (pence / 100).toFixed(2).split(".");
  return `£${pounds.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${pennies}`;
}

/** The server's answer to the next `operation` GraphQL call the page makes. */
export async function graphqlAnswer<T>(page: Page, operation: string): Promise<T> {
  const response = await page.waitForResponse((r) => {
    if (!r.url().endsWith("/graphql") || r.request().method() !== "POST") return false;
    const query = (r.request().postDataJSON() as { query?: string } | null)?.query ?? "";
    return query.includes(`${operation}(`);
  });
  const body = (await response.json()) as { data?: Record<string, T>; errors?: unknown[] };
  expect(body.errors, `${operation} failed`).toBeUndefined();
  return body.data![operation];
}

export function paymentOptions(rate: RateResponse) {
  const options = rate.ratingOutcome.paymentOptions;
  return {
    single: options.find((o): o is SinglePaymentOption => o.__typename === "SinglePaymentOption"),
    instalments: options.find((o): o is InstalmentsOption => o.__typename === "InstalmentsOption"),
  };
}

/** The price area shows the server's price for the method (pay per mile: upfront, then per mile). */
export async function expectPrice(page: Page, rate: RateResponse, method: "ANNUALLY" | "MONTHLY") {
  const { single, instalments } = paymentOptions(rate);
  const price = page.locator("#quote-price");
  if (method === "MONTHLY") {
    expect(instalments).toBeDefined();
    const instalment = gbp(instalments!.standardInstalmentAmount);
    await expect(price).toContainText(`${instalment} a month`);
    await expect(price).toContainText(
      `A deposit of ${gbp(instalments!.upFrontAmount)} by card, then ${instalments!.instalmentCount} monthly payments of ${instalment}`,
    );
    return;
  }
  expect(single).toBeDefined();
  if (single!.pencePerMile !== null) {
    await expect(price).toContainText(`${gbp(single!.totalAmountPayable)} upfront`);
    await expect(price).toContainText(`then ${single!.pencePerMile}p a mile`);
  } else {
    await expect(price).toContainText(`${gbp(single!.totalAmountPayable)} a year`);
  }
}

/** Each excess row: compulsory + voluntary = total, as the server priced them. */
export async function expectExcesses(page: Page, rate: RateResponse) {
  const rows = page.locator("#excess-table tbody tr");
  await expect(rows).toHaveCount(rate.ratingOutcome.excesses.length);
  for (const [i, excess] of rate.ratingOutcome.excesses.entries()) {
    expect(excess.compulsoryAmount + excess.voluntaryAmount).toBe(excess.totalAmount);
    await expect(rows.nth(i).locator("th")).toHaveText(excess.excessDisplayName);
    await expect(rows.nth(i).locator("td")).toHaveText([
      gbp(excess.compulsoryAmount),
      gbp(excess.voluntaryAmount),
      gbp(excess.totalAmount),
    ]);
  }
}
