/**
 * Buying a quote against the real server and its local card processor: the telematics
 * agreement, the card payment, the Direct Debit with the server's modulus check, take-up once,
 * /complete and the purchase event. Amounts are compared with the server's own answers, read
 * off the network. (Comparison-site quotes cannot be made here yet: the server rates every quote
 * as direct, so the comparison-site sale event is covered by tests/app/completePage.test.tsx.)
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import type { RateResponse } from "../src/api/rateResponse";
import type { PaymentIntentDetails, TakeUpResult } from "../src/api/purchase";
import { addNamedDriver, fillDriverPages, fillFinal, getQuote, reachFinal, startOnProductPage, type NamedDriver } from "./support/final";
import { fillVan, fillVanFeatures } from "./support/vehicleUse";
import { gbp, graphqlAnswer, paymentOptions } from "./support/rate";
import { emailTo } from "./support/mail";
import { scrapeMetrics } from "./support/metrics";
import {
  agreeToTelematics,
  BANK,
  CARDS,
  continueToBuy,
  countCalls,
  dataLayerEvents,
  expectComplete,
  fillBankDetails,
  fillCard,
  payButton,
} from "./support/buy";

const SAM: NamedDriver = {
  firstName: "Sam",
  lastName: "Taylor",
  dob: "1980-03-02",
  relationship: "Spouse",
  email: "sam.taylor@example.com",
};
const LOGINS = { alex: "Alex Morgan: alex.morgan@example.com", sam: "Sam Taylor: sam.taylor@example.com" };

/** A van used socially, paying annually, quoted on /rate. */
async function vanQuote(page: Page): Promise<RateResponse> {
  await startOnProductPage(page, "van");
  await fillDriverPages(page, "van");
  await fillVan(page, { purchase: { date: "2021-09-01" }, use: "S" });
  await fillVanFeatures(page, "final");
  await fillFinal(page, { payment: "Annually by card" });
  return getQuote(page, "ANNUALLY");
}

/** From /payment: the prepared intent, checked against the price, then the card paid and the policy taken up. */
async function payAnnually(page: Page, rate: RateResponse, prepared: Promise<PaymentIntentDetails>) {
  const intent = await prepared;
  const price = paymentOptions(rate).single!.totalAmountPayable;
  expect(intent).toMatchObject({
    paymentCollectionOptionCode: "SINGLE_CARD_PAYMENT",
    cardPaymentProcessor: "LOCAL",
    amount: price,
    currency: "GBP",
  });
  await expect(page.locator("#amount-now")).toHaveText(`You’ll pay ${gbp(price)} now.`);
  await fillCard(page);
  await expect(payButton(page)).toHaveText(`Pay ${gbp(price)}`);
  const takenUp = graphqlAnswer<TakeUpResult>(page, "takeUpQuote");
  await payButton(page).click();
  const result = await takenUp;
  expect(result).toMatchObject({ quoteState: "TAKEN_UP", quoteRef: rate.quoteRef });
  expect(await expectComplete(page)).toBe(result.policyReference);
  return result;
}

test("car, annually with a named driver: the telematics agreement must be ticked, then a card payment, /complete and one purchase event", async ({
  page,
}) => {
  test.slow();
  await reachFinal(page, { payment: "Annually by card" });
  await addNamedDriver(page, 0, SAM);
  const rate = await getQuote(page, "ANNUALLY");
  await continueToBuy(page);
  // What is being bought, before any card details: the server's price, the answers it was priced on, the documents.
  const cover = page.getByRole("region", { name: "Check your cover" });
  await expect(cover.locator("dl").first()).toContainText(`Price${gbp(paymentOptions(rate).single!.totalAmountPayable)} a year`);
  await expect(cover.locator("#cover-details")).toContainText("Sam");
  await expect(page.getByRole("list", { name: "Your documents" }).getByRole("link")).toHaveText([
    "Insurance product information document",
    "Policy summary",
    "Policy terms and conditions",
  ]);
  await expect(page.getByRole("heading", { name: "Your windscreen device" })).toBeVisible();
  await expect(page.locator("#driver-logins li")).toHaveText([LOGINS.alex, LOGINS.sam]);
  await expect(page.locator("#smartphone-requirements")).toContainText("iOS 16 or later, or Android 9 or later");

  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.locator(".govuk-error-summary")).toBeFocused();
  await expect(page.locator(".govuk-error-summary")).toContainText("Confirm that you agree to fit the device and use the app");
  await expect(page).toHaveURL(/\/telematics$/);

  const prepared = graphqlAnswer<PaymentIntentDetails>(page, "prepareTakeUp");
  await agreeToTelematics(page, "payment");
  const { policyReference } = await payAnnually(page, rate, prepared);
  await expect(page.locator("#driver-logins li")).toHaveText([LOGINS.alex, LOGINS.sam]);
  await expect(page.locator("#confirmation-sent")).toHaveText("We’ve emailed a confirmation of your policy to alex.morgan@example.com.");
  // The policy set up after the sale: its confirmation and each driver's app login emailed, the device ordered.
  await emailTo("alex.morgan@example.com", `Your policy reference is ${policyReference}`);
  await emailTo("alex.morgan@example.com", `You’re a driver on Roadwise policy ${policyReference}`);
  await emailTo(SAM.email, `You’re a driver on Roadwise policy ${policyReference}`);
  const order = join(process.env.E2E_DISPATCH_DIR!, `${policyReference}.json`);
  await expect.poll(() => existsSync(order), { message: `the device order ${order}` }).toBe(true);
  expect(JSON.parse(readFileSync(order, "utf8"))).toMatchObject({
    policyReference,
    deviceType: "IC6",
    deliverTo: { postcode: expect.any(String) },
  });

  const purchases = await dataLayerEvents(page, "purchase");
  expect(purchases).toEqual([
    {
      event: "purchase",
      transaction_id: rate.quoteRef,
      quote_reference: rate.quoteRef,
      value: paymentOptions(rate).single!.totalAmountPayable / 100,
      currency: "GBP",
      product: "car",
      scheme: "New_Driver_RAC",
      payment_method: "ANNUALLY",
    },
  ]);
  expect(await dataLayerEvents(page, "comparison_site_sale")).toEqual([]);

  // A reload starts a new data layer; the store remembers the event was sent.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your policy is set up");
  await expect(page.locator("#what-next")).toBeVisible();
  expect(await dataLayerEvents(page, "purchase")).toEqual([]);
});

test("van, annually: a declined card shows the catalogue's message and keeps the other answers, then a good card buys the policy; /metrics counts it", async ({
  page,
  request,
}) => {
  const before = await scrapeMetrics(request);
  const rate = await vanQuote(page);
  await continueToBuy(page);
  const prepared = graphqlAnswer<PaymentIntentDetails>(page, "prepareTakeUp");
  await agreeToTelematics(page, "payment");
  await prepared;

  await fillCard(page, CARDS.declined);
  await payButton(page).click();
  const summary = page.locator(".govuk-error-summary");
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("Your payment has been declined - please contact your card issuer");
  await expect(page.getByLabel("Card number")).toHaveValue("");
  await expect(page.getByLabel(/^Security code/)).toHaveValue("");
  await expect(page.getByLabel("Name on card")).toHaveValue("A Morgan");
  await expect(page.getByLabel("Postcode")).toHaveValue("LS1 4AP");

  await page.getByLabel("Card number").fill(CARDS.good);
  await page.getByLabel(/^Security code/).fill("123");
  const takenUp = graphqlAnswer<TakeUpResult>(page, "takeUpQuote");
  await payButton(page).click();
  expect((await takenUp).quoteRef).toBe(rate.quoteRef);
  await expectComplete(page);
  expect(await dataLayerEvents(page, "purchase")).toEqual([
    expect.objectContaining({
      product: "van",
      scheme: "Van_RAC",
      payment_method: "ANNUALLY",
      value: paymentOptions(rate).single!.totalAmountPayable / 100,
    }),
  ]);
  // An operator's scrape after the walk: the rating, the declined card and the take-up are counted
  // (at least once each: other tests run beside this one on the same server).
  const after = await scrapeMetrics(request);
  for (const series of [
    'quotes_rated_total{operation="rateQuote",outcome="rated"}',
    'payment_failures_total{code="CARD_DECLINED"}',
    'take_ups_total{result="taken_up"}',
    'graphql_operation_duration_seconds_count{operation="takeUpQuote"}',
  ]) {
    expect(after(series) - before(series), series).toBeGreaterThanOrEqual(1);
  }
});

test("car, monthly: the Direct Debit agreement, a pair failing the modulus check then a valid one, the deposit, take-up with the account", async ({
  page,
}) => {
  await reachFinal(page, { payment: "Monthly by direct debit" });
  const rate = await getQuote(page, "MONTHLY");
  const plan = paymentOptions(rate).instalments!;
  await continueToBuy(page);
  await agreeToTelematics(page, "ddagreement");
  await expect(page.locator("#dd-provider")).toHaveText(/Credit is provided by Close Brothers Premium Finance\.$/);
  await expect(page.locator("#dd-statement-name")).toHaveText("The payments will show on your bank statement as ROADWISE INSURANCE.");
  await expect(page.locator("#dd-phone-note")).toHaveText(
    "If the account is not in your name, or you’d rather pay by phone, call us on 0800 000 0001.",
  );
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/ddpayment$/);
  // The plan's payments, listed before the account is given, in the server's amounts.
  const schedule = page.locator("#payment-schedule");
  await expect(schedule.locator("tbody tr")).toHaveCount(plan.instalmentCount);
  await expect(schedule.locator("tbody td").first()).toHaveText(gbp(plan.standardInstalmentAmount));
  await expect(page.locator("#payment-schedule-total")).toHaveText(
    `Total amount payable, including the deposit: ${gbp(plan.totalAmountPayable)}`,
  );

  await fillBankDetails(page, BANK.failsModulus);
  await expect(page.locator(".govuk-error-summary")).toBeFocused();
  const accountError = "This account number does not match the sort code - check your bank details and try again";
  await expect(page.locator("#f-accountNumber-error")).toContainText(accountError);
  await expect(page.getByRole("button", { name: "Continue to payment" })).toHaveCount(0);

  await page.getByLabel("Account number").fill(BANK.valid);
  await page.getByRole("button", { name: "Check bank details" }).click();
  await expect(page.locator("#bank-name")).toHaveText(`Bank: ${BANK.bankName}`);
  await expect(page.locator(".govuk-error-summary")).toHaveCount(0);

  const prepared = graphqlAnswer<PaymentIntentDetails>(page, "prepareTakeUp");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/payment$/);
  const intent = await prepared;
  expect(intent).toMatchObject({ paymentCollectionOptionCode: "INSTALMENTS_WITH_DEPOSIT", amount: plan.upFrontAmount });
  await expect(page.locator("#amount-now")).toContainText(`You’ll pay a deposit of ${gbp(plan.upFrontAmount)} now.`);

  await fillCard(page);
  const takeUpRequest = page.waitForRequest(
    (r) => r.url().endsWith("/graphql") && (r.postDataJSON() as { query?: string }).query?.includes("takeUpQuote(") === true,
  );
  const takenUp = graphqlAnswer<TakeUpResult>(page, "takeUpQuote");
  await payButton(page).click();
  const variables = ((await takeUpRequest).postDataJSON() as { variables: Record<string, unknown> }).variables;
  expect(variables.body).toEqual({
    paymentIntentId: intent.paymentIntentId,
    directDebit: { accountHolder: "Alex Morgan", sortCode: "202959", accountNumber: BANK.valid },
  });
  expect(variables.inceptionDateTime).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\+0[01]:00$/);
  expect((await takenUp).quoteState).toBe("TAKEN_UP");
  await expectComplete(page);
  await expect(page.locator("#payment-schedule tbody tr")).toHaveCount(plan.instalmentCount);
  // The mandate and credit agreement went to the plan's finance provider with the whole account number.
  const agreement = join(process.env.E2E_FINANCE_DIR!, `${rate.quoteRef}.json`);
  await expect.poll(() => existsSync(agreement), { message: `the credit agreement ${agreement}` }).toBe(true);
  await expect
    .poll(() => JSON.parse(readFileSync(agreement, "utf8")) as Record<string, unknown>, { message: "the agreement activated" })
    .toMatchObject({
      key: rate.quoteRef,
      provider: "CLOSE_BROTHERS",
      status: "active",
      policyReference: (await takenUp).policyReference,
      mandate: { accountHolder: "Alex Morgan", sortCode: "202959", accountNumber: BANK.valid },
      credit: { upFrontAmount: plan.upFrontAmount, totalAmountPayable: plan.totalAmountPayable },
    });
  expect(await dataLayerEvents(page, "purchase")).toEqual([
    expect.objectContaining({ payment_method: "MONTHLY", value: plan.totalAmountPayable / 100, currency: "GBP" }),
  ]);
});

test("a double click on Pay pays once and takes up once: one policy", async ({ page }) => {
  await reachFinal(page, { payment: "Annually by card" });
  await getQuote(page, "ANNUALLY");
  await continueToBuy(page);
  const calls = countCalls(page, ["prepareTakeUp", "payLocalCard", "takeUpQuote"]);
  await agreeToTelematics(page, "payment");
  await fillCard(page);
  const takenUp = graphqlAnswer<TakeUpResult>(page, "takeUpQuote");
  await payButton(page).dblclick();
  const policy = await takenUp;
  expect(await expectComplete(page)).toBe(policy.policyReference);
  expect(calls).toEqual({ prepareTakeUp: 1, payLocalCard: 1, takeUpQuote: 1 });

  // Back to /payment: the quote is bought, so the page goes to /complete without paying again.
  await page.goto("/payment");
  await expect(page).toHaveURL(/\/complete$/);
  expect(calls.payLocalCard).toBe(1);
  expect(calls.takeUpQuote).toBe(1);
});
