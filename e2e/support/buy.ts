/**
 * The buying pages in the browser tests: from /rate's Continue to buy through the telematics
 * agreement, the Direct Debit pages and the card form to /complete, against the real server and
 * its local card processor (server/README.md lists the test cards and bank accounts).
 */
import { expect, type Page } from "@playwright/test";

/** server/README.md "Test cards" and "Test bank accounts". */
export const CARDS = { good: "4242 4242 4242 4242", declined: "4000 0000 0000 0002" };
export const BANK = { sortCode: "20-29-59", valid: "63748472", failsModulus: "63748473", bankName: "Barclays Bank" };

/** The GraphQL calls the page makes, by operation, as they go out. */
export function countCalls(page: Page, operations: string[]): Record<string, number> {
  const counts = Object.fromEntries(operations.map((op) => [op, 0]));
  page.on("request", (request) => {
    if (!request.url().endsWith("/graphql") || request.method() !== "POST") return;
    const query = (request.postDataJSON() as { query?: string } | null)?.query ?? "";
    for (const op of operations) if (query.includes(`${op}(`)) counts[op] += 1;
  });
  return counts;
}

export async function continueToBuy(page: Page) {
  await page.getByRole("button", { name: "Continue to buy" }).click();
  await expect(page).toHaveURL(/\/telematics$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Telematics agreement");
}

/** Ticks the agreement and continues: to /ddagreement for a monthly plan, else to /payment. */
export async function agreeToTelematics(page: Page, next: "payment" | "ddagreement") {
  await page.getByRole("checkbox", { name: /I agree to fit the device/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(new RegExp(`/${next}$`));
}

export async function fillBankDetails(page: Page, accountNumber: string) {
  await page.getByLabel("Name of account holder").fill("Alex Morgan");
  await page.getByLabel("Sort code").fill(BANK.sortCode);
  await page.getByLabel("Account number").fill(accountNumber);
  await page.getByRole("button", { name: "Check bank details" }).click();
}

/** Fills the local card form (any name, a future expiry, any CVC, a billing address). */
export async function fillCard(page: Page, number = CARDS.good) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay by card");
  await page.getByLabel("Name on card").fill("A Morgan");
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Month").fill("12");
  await page.getByLabel("Year").fill(String(new Date().getFullYear() + 3));
  await page.getByLabel(/^Security code/).fill("123");
  await page.getByLabel("First line of address").fill("Flat 1, Parade Court");
  await page.getByLabel("Postcode").fill("LS1 4AP");
}

export const payButton = (page: Page) => page.getByRole("button", { name: /^Pay £/ });

/** /complete with a policy reference: returns it. */
export async function expectComplete(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/complete$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your policy is set up");
  const text = await page.locator("#policy-reference").textContent();
  const reference = /Your policy reference is (POL-[0-9A-Z]{10})/.exec(text ?? "")?.[1];
  expect(reference, `policy reference in "${text}"`).toBeDefined();
  return reference!;
}

/** The data layer's events of one name. */
export async function dataLayerEvents(page: Page, event: string): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    (name) => ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter((e) => e.event === name),
    event,
  );
}
