/**
 * Retrieving a quote in the browser, against the real server: the quote emailed from /rate comes
 * back through the email's link in a fresh browser, opened with no click, with its price and every
 * answer; an unknown or malformed token is 'Quote not found' and an empty quote; a timed-out quote
 * comes back through Retrieve quote; a quote 31 days old is expired (on a server of this test's own
 * whose clock it moves): its cover start has gone, so no new price came back, and the final page
 * asks for a new start date, saying why, never that the price was updated.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { addNamedDriver, getQuote, POLICYHOLDER_EMAIL, reachFinal, type NamedDriver } from "./support/final";
import { expectPrice, graphqlAnswer } from "./support/rate";
import { emailQuote } from "./support/mail";
import { fillDate } from "./support/driver";
import type { RetrievedQuote } from "../src/api/retrieve";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { addDays, format } from "date-fns";
import { createAppServer, type AppServer } from "../server/app";
import type { ServerClock } from "../server/clock";

const SAM: NamedDriver = {
  firstName: "Sam",
  lastName: "Taylor",
  dob: "1980-03-02",
  relationship: "Spouse",
  email: "sam.taylor@example.com",
};
const NOT_FOUND = "We only store your details for 30 days so please start a new quote.";
const EXPIRED = "Your previous quote expired so we’ve updated your price.";
const START_PASSED = "Your previous quote has expired and its cover start date has passed. Choose a new start date, then get a new quote.";

/** A new browser context: no session storage, nothing shared with the page that made the quote. */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test("a retrieve link opens /rate?existing with no click, in a fresh browser, with the same price and every answer", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  await reachFinal(page);
  await addNamedDriver(page, 0, SAM);
  const rate = await getQuote(page, "ANNUALLY");
  const link = await emailQuote(page);
  expect(link).toBe(`${baseURL}/retrieve?token=${encodeURIComponent(rate.token)}&quoteRef=${rate.quoteRef}`);

  const fresh = await freshPage(browser);
  const retrieveRequest = fresh.waitForRequest((r) => (r.postData() ?? "").includes("retrieveQuote("));
  const retrieved = graphqlAnswer<RetrievedQuote>(fresh, "retrieveQuote");
  await fresh.goto(link);
  // The link's token and reference were used at once, with nothing pressed.
  expect((await retrieveRequest).postDataJSON()).toMatchObject({ variables: { token: rate.token, quoteRef: rate.quoteRef } });
  expect((await retrieved).expired).toBe(false);
  await expect(fresh).toHaveURL(/\/rate\?existing$/);
  // The token is read on entry and gone from the address bar (and so from history and referrers).
  expect(fresh.url()).toBe(`${baseURL}/rate?existing`);
  await expect(fresh.locator("#quote-reference")).toHaveText(`Your quote reference is ${rate.quoteRef}`);
  await expect(fresh.getByRole("radio", { name: "Annually" })).toBeChecked();
  await expectPrice(fresh, rate, "ANNUALLY");
  await expect(fresh.locator("#retrieve-notice")).toHaveCount(0);
  expect(await fresh.content()).not.toContain(rate.token);

  // Every answer came back: the final page's, the named driver's on their own page, and the sidebar's summary.
  await fresh.goto("/final");
  await expect(fresh.locator("section#named-drivers .govuk-summary-card__title")).toHaveText(["Sam Taylor"]);
  await expect(fresh.getByRole("group", { name: "How would you like to pay?" }).getByLabel("Annually by card")).toBeChecked();
  const sidebar = fresh.getByRole("complementary");
  await expect(sidebar.getByRole("heading", { name: "Edit previous sections" })).toBeVisible();
  await expect(sidebar).toContainText("Policyholder");
  await expect(sidebar).toContainText("Alex");
  await expect(sidebar).toContainText("Vehicle");
  await fresh.goto("/named/0/driver-personal");
  await expect(fresh.getByLabel("First name")).toHaveValue("Sam");
  await expect(fresh.getByLabel("Last name")).toHaveValue("Taylor");
  await expect(fresh.getByLabel("What is their relationship to you?")).toHaveValue(/.+/);
  await expect(fresh.getByLabel("What is their relationship to you?").locator("option:checked")).toHaveText("Spouse");
  await expect(fresh.getByRole("complementary")).toContainText("Sam");
  await fresh.context().close();
});

for (const { what, token } of [
  { what: "an unknown token", token: "Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg" },
  { what: "a malformed token", token: "%%not a token<>" },
]) {
  test(`${what} is 'Quote not found' and leaves an empty quote`, async ({ page, baseURL }) => {
    // A quote in progress, started from a link.
    await page.goto("/?product=car&reg=AB12CDE");
    await expect(page).toHaveURL(/\/vehicle$/);
    await page.goto(`/retrieve?token=${encodeURIComponent(token)}`);
    expect(page.url()).toBe(`${baseURL}/retrieve`);
    // Used at once: no click.
    const summary = page.locator(".govuk-error-summary");
    await expect(summary).toContainText(NOT_FOUND);
    await expect(summary).toBeFocused();
    await expect(page).toHaveTitle(/^Error: Retrieve your quote/);
    await expect(page.getByRole("link", { name: "Start a new quote" })).toBeVisible();
    // The quote in progress is gone: "/" starts at the beginning.
    await page.goto("/");
    await expect(page).toHaveURL(/\/product$/);
    await expect(page.getByLabel("New driver")).not.toBeChecked();
  });
}

test("/retrieve without a link's token says the email's link is needed", async ({ page }) => {
  await page.goto("/retrieve");
  await expect(page.locator("#retrieve-needs-link")).toHaveText(/open the link in the email we sent you/);
  await expect(page.getByRole("button", { name: "Retrieve quote" })).toHaveCount(0);
  await page.getByRole("link", { name: "Start a new quote" }).click();
  await expect(page).toHaveURL(/\/product$/);
});

test("a timed-out quote: /timeout clears the answers, and Retrieve quote brings the rated quote back", async ({ page }) => {
  test.slow();
  await reachFinal(page);
  const rate = await getQuote(page, "ANNUALLY");
  // Where the idle timeout sends the user.
  await page.goto("/timeout");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your quote has timed out for security");
  const stored = () => page.evaluate(() => sessionStorage.getItem("quote-journey") ?? "");
  await expect.poll(stored).not.toContain("Alex");
  expect(await stored()).not.toContain(POLICYHOLDER_EMAIL);

  await page.getByRole("link", { name: "Retrieve quote" }).click();
  await expect(page).toHaveURL(/\/retrieve$/);
  await expect(page.getByLabel("Quote reference")).toHaveValue(rate.quoteRef);
  await page.getByRole("button", { name: "Retrieve quote" }).click();
  await expect(page).toHaveURL(/\/rate\?existing$/);
  await expectPrice(page, rate, "ANNUALLY");

  // Start new quote forgets the quote altogether.
  await page.goto("/timeout");
  await page.getByRole("link", { name: "Start new quote" }).click();
  await expect(page).toHaveURL(/\/product$/);
  await page.goto("/retrieve");
  await expect(page.locator("#retrieve-needs-link")).toBeVisible();
});

test("a quote the server prices again as expired opens with the 'Quote expired' message", async ({ page, browser }) => {
  // The real expiry (31 days on) is below, on a server of its own; this one checks the app's side of
  // an expired quote the server could price again, by marking the real server's answer expired.
  test.slow();
  await reachFinal(page);
  const rate = await getQuote(page, "ANNUALLY");
  const link = await emailQuote(page);
  const fresh = await freshPage(browser);
  await fresh.route("**/graphql", async (route) => {
    if (!(route.request().postData() ?? "").includes("retrieveQuote(")) return route.continue();
    const response = await route.fetch();
    const body = (await response.json()) as { data: { retrieveQuote: RetrievedQuote } };
    body.data.retrieveQuote.expired = true;
    await route.fulfill({ response, json: body });
  });
  await fresh.goto(link);
  await expect(fresh).toHaveURL(/\/rate\?existing$/);
  await expect(fresh.getByRole("region", { name: "Important" })).toContainText(EXPIRED);
  await expectPrice(fresh, rate, "ANNUALLY");
  // Shown once: reopening the quote page does not repeat it.
  await fresh.reload();
  await expect(fresh.getByRole("heading", { level: 1 })).toHaveText("Your quote");
  await expect(fresh.locator("#retrieve-notice")).toHaveCount(0);
  await fresh.context().close();
});

test.describe("a quote 31 days old", () => {
  // The shared server reads the real clock; this server's clock is the test's to move.
  let offsetDays = 0;
  const clock: ServerClock = {
    now: () => addDays(new Date(), offsetDays),
    today: () => format(addDays(new Date(), offsetDays), "yyyy-MM-dd"),
  };
  const outbox = join(process.env.E2E_DATA_DIR ?? tmpdir(), `outbox-expiry-${process.pid}`);
  let server: AppServer;
  test.beforeAll(async () => {
    server = await createAppServer({
      port: 0,
      memory: true,
      staticDir: process.env.E2E_STATIC_DIR ?? "dist-test",
      clock,
      mail: { outboxDir: outbox },
      log: () => undefined,
    });
  });
  test.afterAll(async () => {
    await server?.close();
  });

  test("has expired: no new price could come back, as its cover start has gone, so /final asks for a new start date, saying why; the new quote never says the price was updated", async ({
    browser,
  }) => {
    test.slow();
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await reachFinal(page);
    const rate = await getQuote(page, "ANNUALLY");
    const link = await emailQuote(page, outbox);
    await context.close();

    // 31 days on, for the server and for a fresh browser.
    offsetDays = 31;
    const later = addDays(new Date(), offsetDays);
    const fresh = await (await browser.newContext({ baseURL: server.url })).newPage();
    await fresh.clock.setFixedTime(later);
    const retrieved = graphqlAnswer<RetrievedQuote>(fresh, "retrieveQuote");
    await fresh.goto(link);
    const answer = await retrieved;
    expect(answer).toMatchObject({ expired: true, quoteRef: null, rate: null });
    // The cover start date is now in the past: the final page is the first to need an answer, and says what to do.
    await expect(fresh).toHaveURL(/\/final$/);
    const summary = fresh.locator(".govuk-error-summary");
    await expect(summary).toBeFocused();
    await expect(summary).toContainText(START_PASSED);
    await expect(fresh.locator("#f-coverStartDate-error")).toContainText(START_PASSED);
    await expect(fresh.getByText(EXPIRED)).toHaveCount(0);
    await expect(fresh.getByLabel("Your email address")).toHaveValue(POLICYHOLDER_EMAIL);
    const newStart = format(later, "yyyy-MM-dd");
    await fillDate(fresh, /When would you like your cover to start\?/, newStart);
    const renewed = await getQuote(fresh, "ANNUALLY");
    expect(renewed.quoteRef).not.toBe(rate.quoteRef);
    expect(renewed.createdDate).toBe(newStart);
    await expect(fresh.locator("#retrieve-notice")).toHaveCount(0);
    await expect(fresh.getByText(EXPIRED)).toHaveCount(0);
    await fresh.context().close();
  });
});
