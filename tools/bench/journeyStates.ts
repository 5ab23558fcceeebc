/**
 * The journey state each route opens with, recorded by walking the journey once as a person does
 * (the browser tests' page fillers, e2e/support). A deep page opens only for someone who got there,
 * so a measurement of it starts from the sessionStorage the app had on arriving: the new-driver car
 * quote through every page, a named driver, and its quote; the manual vehicle search; a declined
 * quote; and the pages that need no state.
 */
import { expect, type Page } from "@playwright/test";
import { chromium, type Browser } from "playwright-core";
import { chromiumPath } from "../../e2e/chromium.ts";
import { chooseProduct, confirmVehicle, enterReg } from "../../e2e/support/journey.ts";
import { continueTo, fillAddress, fillJobEmployed, fillLicence, noClaims, noConvictions, radio } from "../../e2e/support/driver.ts";
import {
  fillNamedContact,
  fillNamedPersonal,
  fillFinal,
  fillPolicyholder,
  getQuote,
  reachFinal,
  startNamedDriver,
  startOnProductPage,
  POLICYHOLDER_EMAIL,
} from "../../e2e/support/final.ts";
import { fillCar, isoToday } from "../../e2e/support/vehicleUse.ts";
import { submitPage } from "../../e2e/support/unknownQuestions.ts";

/** The app keeps its journey state in sessionStorage under this key. */
export const STORE_KEY = "quote-journey";

export interface RouteState {
  /** The path (and query) the page opens at. */
  path: string;
  /** sessionStorage[STORE_KEY] on arrival; null for a page that needs none. */
  storage: string | null;
}

/** Pages that open without any journey state. */
const STATELESS = ["/product", "/incompatible", "/timeout", "/error", "/retrieve"];

export async function recordJourneyStates(baseURL: string): Promise<RouteState[]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"],
  });
  try {
    const states: RouteState[] = STATELESS.map((path) => ({ path, storage: null }));
    const car = await carQuote(browser, baseURL);
    states.push(...car);
    const numberplate = car.find((s) => s.path === "/numberplate")!;
    states.push(await manualVehicle(browser, baseURL, numberplate));
    states.push(await declined(browser, baseURL));
    return states;
  } finally {
    await browser.close();
  }
}

/**
 * The form-renderer harness's starting state: the convicted-driver product on /history with all
 * five convictions revealed (Yes to each conviction question) and every other answer there empty.
 * Checked by opening /history afresh with only that state.
 */
export async function recordHistoryWithConvictions(baseURL: string): Promise<string> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"],
  });
  const fifth = (page: Page) => page.getByRole("combobox", { name: "Conviction 5: DVLA code" });
  try {
    const storage = await withPage(browser, baseURL, null, async (page) => {
      await startOnProductPage(page, "convicted");
      await fillPolicyholder(page);
      await fillAddress(page, POLICYHOLDER_EMAIL);
      await fillJobEmployed(page);
      await radio(page, /any motoring convictions/, "Yes").check();
      for (let n = 2; n <= 5; n++)
        await radio(page, /another motoring conviction/, "Yes")
          .nth(n - 2)
          .check();
      await expect(fifth(page)).toBeVisible();
      return (await arrived(page)).storage!;
    });
    await withPage(browser, baseURL, storage, async (page) => {
      await page.goto("/history");
      await expect(fifth(page)).toBeVisible();
    });
    return storage;
  } finally {
    await browser.close();
  }
}

async function withPage<T>(browser: Browser, baseURL: string, storage: string | null, walk: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(30_000);
  if (storage !== null) await context.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [STORE_KEY, storage] as const);
  try {
    return await walk(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The state once the page at the current URL has rendered its heading. */
async function arrived(page: Page): Promise<RouteState> {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const url = new URL(page.url());
  return { path: url.pathname + url.search, storage: await page.evaluate((key) => sessionStorage.getItem(key), STORE_KEY) };
}

/** A new driver's car quote, page by page, with a named driver added from /final, up to its price on /rate. */
function carQuote(browser: Browser, baseURL: string): Promise<RouteState[]> {
  return withPage(browser, baseURL, null, async (page) => {
    const states: RouteState[] = [];
    /** Does what moves the page on, then records the page it arrives at. */
    const step = async (route: string, act: () => Promise<void>) => {
      await act();
      await expect(page).toHaveURL(new RegExp(`${route}(\\?[^#]*)?$`));
      states.push(await arrived(page));
    };
    await step("/numberplate", () => chooseProduct(page, "New driver"));
    await step("/vehicle", () => enterReg(page, "AB12 CDE"));
    await step("/driver-personal", () => confirmVehicle(page));
    await step("/driver-address", () => fillPolicyholder(page));
    await step("/job", () => fillAddress(page, POLICYHOLDER_EMAIL));
    await step("/history", () => fillJobEmployed(page));
    await step("/claims", async () => {
      await fillLicence(page, { years: "3", months: "6" });
      await noConvictions(page);
    });
    await step("/car", () => noClaims(page, "car"));
    await step("/final", () => fillCar(page, { purchase: { date: isoToday() } }));
    await fillFinal(page, { payment: "Annually by card" });
    await step("/named/0/driver-personal", () => startNamedDriver(page, 0));
    await step("/named/0/driver-contact", () =>
      fillNamedPersonal(page, 0, {
        firstName: "Sam",
        lastName: "Taylor",
        dob: "1980-03-02",
        relationship: "Spouse",
        email: "sam.taylor@example.com",
      }),
    );
    await step("/named/0/job", () => fillNamedContact(page, 0, "sam.taylor@example.com"));
    await step("/named/0/history", async () => {
      await radio(page, "What is their employment status?", "Retired").check();
      await continueTo(page, "named/0/history", "Next");
    });
    await step("/named/0/claims", async () => {
      await radio(page, /type of driving licence do they have/, "Full UK").check();
      await radio(page, /Is their licence manual or automatic/, "Manual").check();
      await page.getByLabel("How many full years have they held their licence?").selectOption("5");
      await radio(page, /Have they had any motoring convictions/, "No").check();
      await continueTo(page, "named/0/claims");
    });
    await radio(page, /Have they made any claims/, "No").check();
    await submitPage(page, page.getByRole("button", { name: "Continue" }), /\/final\?didAddNamed#named-drivers$/);
    await step("/rate", async () => {
      await getQuote(page, "ANNUALLY");
    });
    return states;
  });
}

/** No registration on /numberplate: the manual vehicle search. */
function manualVehicle(browser: Browser, baseURL: string, numberplate: RouteState): Promise<RouteState> {
  return withPage(browser, baseURL, numberplate.storage, async (page) => {
    await page.goto(numberplate.path);
    await enterReg(page, "");
    await expect(page).toHaveURL(/\/vehicle-manual$/);
    return arrived(page);
  });
}

/** A quote the rating declines (nine points on a new driver's licence). */
function declined(browser: Browser, baseURL: string): Promise<RouteState> {
  return withPage(browser, baseURL, null, async (page) => {
    await reachFinal(page, { convictionPoints: 9 });
    await page.getByRole("button", { name: "Get quote" }).click();
    await expect(page).toHaveURL(/\/declined$/);
    return arrived(page);
  });
}
