/**
 * Start-up in the browser: the entry query is applied and stripped; a comparison-site entry
 * reports the partner-interacted event once and its quote is sold through the comparison-site
 * channel; a saved rate reopens /rate?existing from "/"; the host page's quote reference goes
 * with a retrieve link that names none.
 */
import { expect, test, type Page } from "@playwright/test";
import { agreeToIntro, confirmVehicle } from "./support/journey";
import { fillDriverPages, fillFinal, getQuote } from "./support/final";
import { fillCar, isoToday } from "./support/vehicleUse";
import type { RateResponse } from "../src/api/rateResponse";

const PARTNER_EVENT = "comparison_site_interaction";

/** The events pushed to the data layer since the page loaded. */
const events = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((e) => ({ ...e })));

test('a comparison-site link: the partner event once, the affiliate sent, the quote sold as PCW, and a reload of "/" reopens the quote', async ({
  page,
  baseURL,
}) => {
  test.slow();
  await page.goto("/?source=pcw&product=car&reg=AB12CDE&affiliate=compare-1");
  // Product and reg came with the link, so the journey opens at the vehicle, and the query is gone.
  await expect(page).toHaveURL(`${baseURL}/vehicle`);
  await expect
    .poll(async () => (await events(page)).filter((e) => e.event === PARTNER_EVENT))
    .toEqual([{ event: PARTNER_EVENT, source_of_business: "PCW", product: "car" }]);
  // Nothing personal in it: not the reg, not the affiliate's customer data.
  expect(JSON.stringify((await events(page)).filter((e) => e.event === PARTNER_EVENT))).not.toMatch(/AB12/);

  await agreeToIntro(page);
  await confirmVehicle(page);
  await fillDriverPages(page, "car");
  await fillCar(page, { purchase: { date: isoToday() } });
  await fillFinal(page, { payment: "Annually by card" });
  const request = page.waitForRequest((r) => (r.postData() ?? "").includes("rateQuote("));
  const rate: RateResponse = await getQuote(page, "ANNUALLY");
  const body = (await request).postDataJSON() as { variables: { body: { answers: Record<string, unknown> } } };
  expect(body.variables.body.answers).toMatchObject({ sourceOfBusiness: "PCW", affiliate: "compare-1" });
  expect(rate.salesChannel).toBe("PCW");
  expect(rate.sourceOfBusiness).toBe("PCW");

  // The event was for the entry only: moving on and reloading does not report it again.
  await page.goto("/");
  await expect(page).toHaveURL(/\/rate\?existing$/);
  await expect(page.locator("#quote-reference")).toHaveText(`Your quote reference is ${rate.quoteRef}`);
  expect((await events(page)).filter((e) => e.event === PARTNER_EVENT)).toEqual([]);
});

test("a direct link reports no partner event and leaves the source of business unset", async ({ page, baseURL }) => {
  await page.goto("/?product=car&reg=AB12CDE");
  await expect(page).toHaveURL(`${baseURL}/vehicle`);
  await agreeToIntro(page);
  expect((await events(page)).filter((e) => e.event === PARTNER_EVENT)).toEqual([]);
  const stored = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem("quote-journey") ?? "{}") as { state?: { draft?: Record<string, unknown> } },
  );
  expect(stored.state?.draft).not.toHaveProperty("sourceOfBusiness");
});

for (const { search, due } of [
  { search: "?noreg&product=older", due: "/vehicle-manual" },
  { search: "?product=convicted", due: "/numberplate" },
  { search: "?reg=AB12CDE", due: "/product" },
  { search: "?product=van&reg=AB12CDE", due: "/product" },
  { search: "?source=elsewhere&affiliate=%3Cscript%3E", due: "/product" },
]) {
  test(`the link ${search} opens ${due} with the query stripped`, async ({ page, baseURL }) => {
    await page.goto(`/${search}`);
    await expect(page).toHaveURL(`${baseURL}${due}`);
    expect((await events(page)).filter((e) => e.event === PARTNER_EVENT)).toEqual([]);
  });
}

test("the host page's quote reference goes with a retrieve link that names none; the link's own reference comes first", async ({
  page,
  baseURL,
}) => {
  // The host page sets the reference in its head, as a page embedding the journey would.
  await page.route(/\/retrieve(\?.*)?$/, async (route) => {
    if (route.request().resourceType() !== "document") return route.continue();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '<meta name="quote-reference" content="" />',
      '<meta name="quote-reference" content="QR-HOST0001" />',
    );
    await route.fulfill({ status: response.status(), contentType: "text/html; charset=utf-8", body: html });
  });
  // The link is used at once, with the reference on offer.
  const retrieveSent = () =>
    page
      .waitForRequest((r) => (r.postData() ?? "").includes("retrieveQuote("))
      .then((r) => (r.postDataJSON() as { variables: Record<string, unknown> }).variables);
  let sent = retrieveSent();
  await page.goto("/retrieve?token=some-token");
  expect(await sent).toEqual({ token: "some-token", quoteRef: "QR-HOST0001" });
  expect(page.url()).toBe(`${baseURL}/retrieve`);

  sent = retrieveSent();
  await page.goto("/retrieve?token=some-token&quoteRef=QR-LINK0001");
  expect(await sent).toEqual({ token: "some-token", quoteRef: "QR-LINK0001" });
});
