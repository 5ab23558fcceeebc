/**
 * What leaves the browser for analytics: a page view for every route, and never a
 * registration, name, email, phone number, postcode or token in the data layer, from a
 * comparison-site entry link to a bought policy; link errors reported to /client-errors with the
 * operation and route only.
 */
import { expect, test, type Page } from "@playwright/test";
import { POLICYHOLDER_EMAIL, getQuote, reachFinal } from "./support/final";
import { agreeToTelematics, continueToBuy, expectComplete, fillCard, payButton } from "./support/buy";
import { chooseProduct, enterReg } from "./support/journey";
import { paymentOptions } from "./support/rate";

type Entry = Record<string, unknown>;

const dataLayer = (page: Page) => page.evaluate(() => ((window as unknown as { dataLayer?: Entry[] }).dataLayer ?? []) as Entry[]);

/** The values the journey below types in (e2e/support), in every form they might take. */
const PERSONAL = ["AB12 CDE", "AB12CDE", "Alex", "Morgan", POLICYHOLDER_EMAIL, "07700900123", "07700 900123", "LS1 4AP", "LS14AP"];

function expectNothingPersonal(entries: Entry[], token: string | undefined) {
  const json = JSON.stringify(entries);
  for (const value of [...PERSONAL, ...(token ? [token] : [])]) {
    expect(json.toLowerCase(), `the data layer holds "${value}"`).not.toContain(value.toLowerCase());
  }
}

test("no registration, name, email, phone number, postcode or token reaches the data layer, from the entry link to a bought policy", async ({
  page,
}) => {
  test.slow();
  // The link a comparison site sends, with a reg: the app strips it before any page view.
  await page.goto("/?source=pcw&reg=AB12CDE&utm_source=pcw");
  await expect(page).toHaveURL(/\/product$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const entry = await dataLayer(page);
  expect(entry.filter((e) => e.event === "page_view").length).toBeGreaterThan(0);
  expect(entry).toContainEqual(expect.objectContaining({ event: "comparison_site_interaction" }));
  expectNothingPersonal(entry, undefined);

  // A fresh comparison-site session (the link's reg would skip the reg page the walk below expects).
  await page.evaluate(() => sessionStorage.clear());
  await page.goto("/?source=pcw");
  await expect(page).toHaveURL(/\/product$/);

  // A new driver's whole quote (e2e/support: Alex Morgan, alex.morgan@example.com, 07700900123, LS1 4AP, AB12 CDE), then a purchase.
  await reachFinal(page, { payment: "Annually by card" });
  const rate = await getQuote(page, "ANNUALLY");
  const token = await page.evaluate(
    () => (JSON.parse(sessionStorage.getItem("quote-journey") ?? "{}") as { state?: { draft?: { token?: string } } }).state?.draft?.token,
  );
  expect(token, "the rated quote's token in the saved draft").toBeTruthy();
  const quoted = await dataLayer(page);
  const paths = quoted.filter((e) => e.event === "page_view").map((e) => e.page_path);
  expect(paths).toEqual(
    expect.arrayContaining(["/driver-personal", "/driver-address", "/job", "/history", "/claims", "/car", "/final", "/rate", "/quote"]),
  );
  for (const view of quoted.filter((e) => e.event === "page_view" && e.page_path !== "/quote")) {
    expect(view.page_location).toBe(`${new URL(page.url()).origin}${view.page_path}`);
  }
  expectNothingPersonal(quoted, token);

  await continueToBuy(page);
  await agreeToTelematics(page, "payment");
  await fillCard(page);
  await payButton(page).click();
  await expectComplete(page);
  const bought = await dataLayer(page);
  expect(bought.filter((e) => e.event === "purchase")).toEqual([expect.objectContaining({ transaction_id: rate.quoteRef })]);
  // A comparison-site customer's sale is reported back to the site: the quote reference and the premium paid.
  expect(rate.salesChannel).toBe("PCW");
  const premium = paymentOptions(rate).single!.totalAmountPayable / 100;
  expect(bought.filter((e) => e.event === "comparison_site_sale")).toEqual([
    { event: "comparison_site_sale", quote_reference: rate.quoteRef, premium, currency: "GBP" },
  ]);
  expect(bought.filter((e) => e.event === "page_view").map((e) => e.page_path)).toEqual(
    expect.arrayContaining(["/telematics", "/payment", "/complete"]),
  );
  expectNothingPersonal(bought, token);
});

test("a failed GraphQL call is reported to /client-errors with its operation, code and route, and nothing the customer typed", async ({
  page,
}) => {
  const reports: Entry[] = [];
  await page.route("**/client-errors", async (route) => {
    reports.push(route.request().postDataJSON() as Entry);
    await route.fulfill({ status: 204 });
  });
  await chooseProduct(page);
  await page.route("**/graphql", (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    return body?.operationName === "VehicleByReg" ? route.abort("internetdisconnected") : route.fallback();
  });
  await enterReg(page, "AB12 CDE");
  await expect.poll(() => reports.length).toBeGreaterThan(0);
  expect(reports[0]).toEqual({
    operation: "VehicleByReg",
    code: "NETWORK_ERROR",
    message: expect.any(String),
    path: expect.stringMatching(/^\/(numberplate|vehicle)$/),
  });
  expect(JSON.stringify(reports)).not.toMatch(/AB12 ?CDE/i);
});
