/**
 * Analytics wait for consent (UK PECR): a first visit shows the cookie banner, with no axe violation and
 * reachable first by keyboard; rejecting keeps every analytics entry out of the data layer, through a
 * comparison-site entry link and the first pages, after a reload too; accepting lets page views and
 * events in; the footer's Cookie settings changes the choice.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { chooseProduct, confirmVehicle, enterReg } from "./support/journey";
import { noConsentYet } from "./support/consent";

test.use({ storageState: noConsentYet });

type Entry = Record<string, unknown>;

/** The data layer as the page holds it; undefined when nothing ever pushed to it. */
const dataLayer = (page: Page) => page.evaluate(() => (window as unknown as { dataLayer?: Entry[] }).dataLayer);
const pageViews = async (page: Page) => ((await dataLayer(page)) ?? []).filter((e) => e.event === "page_view").map((e) => e.page_path);

const banner = (page: Page) => page.getByRole("region", { name: "Cookies on Roadwise" });

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("a first visit shows the banner, axe clean; rejecting keeps every analytics entry out, after a reload too", async ({ page }) => {
  // A comparison-site link: its entry event would be the first entry.
  await page.goto("/?source=pcw&utm_source=pcw");
  await expect(page).toHaveURL(/\/product$/);
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole("button", { name: "Accept analytics cookies" })).toBeVisible();
  await expectNoViolations(page);
  expect(await dataLayer(page)).toBeUndefined();

  await banner(page).getByRole("button", { name: "Reject analytics cookies" }).click();
  const confirmation = banner(page).getByRole("alert");
  await expect(confirmation).toContainText("You’ve rejected analytics cookies");
  await expect(confirmation).toBeFocused();
  await expectNoViolations(page);
  await page.getByRole("button", { name: "Hide cookie message" }).click();
  await expect(banner(page)).toHaveCount(0);

  await page.getByLabel("New driver").check();
  await page.getByRole("button", { name: "Continue" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Next" }).click();
  await dialog.getByRole("button", { name: "Agree" }).click();
  await enterReg(page, "AB12 CDE");
  await confirmVehicle(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await dataLayer(page)).toBeUndefined();

  // Remembered: a reload asks no more, and still reports nothing.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("footer")).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  expect(await dataLayer(page)).toBeUndefined();
});

test("the banner is the first thing a keyboard reaches; accepting reports the page it was made on, and the pages after", async ({
  page,
}) => {
  await page.goto("/product");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("button", { name: "Accept analytics cookies" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("button", { name: "Reject analytics cookies" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Enter");
  await expect(banner(page).getByRole("alert")).toBeFocused();
  await expect(banner(page).getByRole("alert")).toContainText("You’ve accepted analytics cookies");
  await expect.poll(() => pageViews(page)).toEqual(["/product"]);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Hide cookie message" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(banner(page)).toHaveCount(0);

  await page.getByLabel("New driver").check();
  await page.getByRole("button", { name: "Continue" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Next" }).click();
  await dialog.getByRole("button", { name: "Agree" }).click();
  await expect(page).toHaveURL(/\/numberplate$/);
  await expect.poll(() => pageViews(page)).toEqual(["/product", "/numberplate"]);
  // The intro's events come in too.
  expect((await dataLayer(page))!.some((e) => e.event !== "page_view")).toBe(true);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => pageViews(page)).toEqual(["/numberplate"]);
});

test("the footer's Cookie settings asks again; a rejection then stops analytics, and hiding returns to the link", async ({ page }) => {
  await page.goto("/product");
  await banner(page).getByRole("button", { name: "Accept analytics cookies" }).click();
  await page.getByRole("button", { name: "Hide cookie message" }).click();
  await chooseProduct(page);
  await expect.poll(() => pageViews(page)).toEqual(["/product", "/numberplate"]);

  const settings = page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" });
  await settings.click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).locator(":focus")).toHaveCount(1);
  await expectNoViolations(page);
  await banner(page).getByRole("button", { name: "Reject analytics cookies" }).click();
  await page.getByRole("button", { name: "Hide cookie message" }).click();
  await expect(settings).toBeFocused();
  const before = (await dataLayer(page))!.length;

  await enterReg(page, "AB12 CDE");
  await confirmVehicle(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect((await dataLayer(page))!.length).toBe(before);
});
