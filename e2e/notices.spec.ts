/**
 * The notices beside the journey in the browser: the intro's Privacy policy link opens the privacy
 * notice, the cookie banner's View cookies opens the cookie notice, the footer leads to the help and
 * FAQs; each titled as its route and with no axe violations.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { noConsentYet } from "./support/consent";

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("the intro's Privacy policy link opens the privacy notice, titled and axe clean", async ({ page }) => {
  await page.goto("/product");
  await page.getByLabel("New driver").check();
  await page.getByRole("button", { name: "Continue" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Next" }).click();
  await dialog.getByRole("link", { name: "Privacy policy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy notice");
  await expect(page).toHaveTitle("Privacy notice | Roadwise insurance");
  await expect(page.getByRole("main")).not.toContainText("not available yet");
  await expect(page.getByRole("main")).toContainText("Call us on 0800 000 0001");
  await expectNoViolations(page);
});

test.describe("before a cookie choice", () => {
  test.use({ storageState: noConsentYet });

  test("the banner's View cookies opens the cookie notice, whose button asks again; axe clean", async ({ page }) => {
    await page.goto("/product");
    const banner = page.getByRole("region", { name: "Cookies on Roadwise" });
    await banner.getByRole("link", { name: "View cookies" }).click();
    await expect(page).toHaveURL(/\/cookies$/);
    await expect(page).toHaveTitle("Cookies | Roadwise insurance");
    await expect(page.getByRole("heading", { level: 2, name: "Analytics cookies (optional)" })).toBeVisible();
    await expectNoViolations(page);
    await banner.getByRole("button", { name: "Reject analytics cookies" }).click();
    await banner.getByRole("button", { name: "Hide cookie message" }).click();
    await expect(banner).toHaveCount(0);
    await page.getByRole("button", { name: "Change your cookie settings" }).click();
    await expect(banner.getByRole("button", { name: "Accept analytics cookies" })).toBeVisible();
  });
});

test("the footer leads to the help and FAQs, with the help articles and the app stores; axe clean", async ({ page }) => {
  await page.goto("/product");
  await page.getByRole("contentinfo").getByRole("link", { name: "Read our help and FAQs" }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page).toHaveTitle("Help and FAQs | Roadwise insurance");
  const app = page.locator("#faq-app");
  await expect(app.getByRole("heading", { level: 2 })).toHaveText("Which phones does the app work on?");
  await expect(app.getByRole("link", { name: "Download on the App Store" })).toHaveAttribute("href", /apps\.apple\.com/);
  await expect(app.getByRole("link", { name: "Get it on Google Play" })).toHaveAttribute("href", /play\.google\.com/);
  await expect(page.locator("#faq-device").getByRole("link", { name: "Fitting your black box device" })).toBeVisible();
  await expectNoViolations(page);
});
