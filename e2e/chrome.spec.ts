/**
 * The page chrome in the browser: the header's logos are drawn and line up with the page's
 * width container, as the footer's content does, on a wide and a narrow screen; the footer's
 * customer-service number follows the channel; and on /final the named-driver block has room
 * above its heading and each card names its driver once.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { chooseProduct } from "./support/journey";
import { addNamedDriver, namedBlock, reachFinal } from "./support/final";

const left = async (locator: Locator) => (await locator.boundingBox())!.x;

async function expectAligned(page: Page, wide: boolean) {
  const main = page.locator("main");
  const mainLeft = await left(main);
  const homeLogo = page.getByRole("banner").getByRole("link", { name: "Roadwise" });
  const footerFirst = page.getByRole("contentinfo").getByRole("heading", { name: "Contact us" });
  const disclaimer = page.locator("#footer-disclaimer");
  // The header's logo and the footer's first column and disclaimer start where the page's content starts.
  expect(Math.abs((await left(homeLogo)) - mainLeft)).toBeLessThanOrEqual(1);
  expect(Math.abs((await left(footerFirst)) - mainLeft)).toBeLessThanOrEqual(1);
  expect(Math.abs((await left(disclaimer)) - mainLeft)).toBeLessThanOrEqual(1);
  // The provider's logo ends where the content ends, or (on a narrow screen) starts under the brand's.
  const box = (await main.boundingBox())!;
  const poweredBy = (await page.locator(".app-header__powered-by-logo").boundingBox())!;
  if (wide) expect(Math.abs(poweredBy.x + poweredBy.width - (box.x + box.width))).toBeLessThanOrEqual(1);
  else expect(poweredBy.x + poweredBy.width).toBeLessThanOrEqual(box.x + box.width + 1);
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 800 },
]) {
  test(`header and footer at ${viewport.width}px: both logos are drawn, and everything lines up with the page's content`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/product");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Roadwise" })).toHaveAttribute("href", "/product");
    await expect(banner).toContainText("Powered by Example Insurance Services");
    // Both logos are drawn, at their boxes' heights and in their drawings' proportions.
    await expect(banner.locator("svg")).toHaveCount(2);
    for (const [selector, height] of [
      [".app-header__logo", 36],
      [".app-header__powered-by-logo", 30],
    ] as const) {
      const drawing = banner.locator(`${selector} > svg`);
      const box = (await drawing.boundingBox())!;
      const viewBox = await drawing.evaluate(({ viewBox: { baseVal } }: SVGSVGElement) => ({
        width: baseVal.width,
        height: baseVal.height,
      }));
      expect(box.height).toBeCloseTo(height, 0);
      expect(box.width / box.height).toBeCloseTo(viewBox.width / viewBox.height, 1);
    }
    await expectAligned(page, viewport.width > 640);
    // The header's rule and the footer's are the same width (the page's), colour and thickness.
    const rule = (selector: string, side: "bottom" | "top") =>
      page.locator(selector).evaluate((el, s) => {
        const style = getComputedStyle(el);
        return {
          width: el.getBoundingClientRect().width,
          colour: style.getPropertyValue(`border-${s}-color`),
          thickness: style.getPropertyValue(`border-${s}-width`),
        };
      }, side);
    const headerRule = await rule("header.app-header", "bottom");
    expect(headerRule).toEqual(await rule("footer", "top"));
    expect(headerRule.width).toBe(await page.evaluate(() => document.documentElement.clientWidth));

    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Start a chat" })).toHaveAttribute("href", /^https:\/\//);
    await expect(footer.getByRole("link", { name: "Frequently asked questions" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Download on the App Store" })).toHaveAttribute("href", /apps\.apple\.com/);
    await expect(footer.getByRole("link", { name: "Get it on Google Play" })).toHaveAttribute("href", /play\.google\.com/);
    await expect(footer).toContainText("iOS 16 or later, or Android 9 or later");
    await expect(footer.locator("#footer-disclaimer")).toContainText("authorised and regulated by the Financial Conduct Authority");
  });
}

test("the footer's number: direct, then the comparison site's car number, then its van number once a van is chosen", async ({ page }) => {
  await page.goto("/product");
  const phone = page.locator("#footer-phone");
  await expect(phone).toHaveText("Call us on 0800 000 0001");
  await expect(phone.getByRole("link")).toHaveAttribute("href", "tel:08000000001");

  await page.evaluate(() => sessionStorage.clear());
  await page.goto("/?source=pcw");
  await expect(page).toHaveURL(/\/product$/);
  await expect(phone).toHaveText("Call us on 0800 000 0002");
  await chooseProduct(page, "Van");
  await expect(phone).toHaveText("Call us on 0800 000 0003");
});

test("on /final, the named-driver block has a section's space above its heading and each card names its driver once", async ({ page }) => {
  test.slow();
  await reachFinal(page);
  await addNamedDriver(page, 0, {
    firstName: "Sam",
    lastName: "Taylor",
    dob: "1990-07-15",
    relationship: "Friend",
    email: "sam.taylor@example.com",
  });
  const heading = namedBlock(page).getByRole("heading", { name: "Named drivers" });
  const space = await heading.evaluate((h) => parseFloat(getComputedStyle(h).marginTop));
  expect(space).toBeGreaterThanOrEqual(30);
  const card = namedBlock(page).locator("[data-named-driver='0']");
  await expect(card.locator(".govuk-summary-card__title")).toHaveText("Sam Taylor");
  // Shown once: the card's title (the Remove button's extra words are for screen readers only, so left out here).
  const shown = await card.evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement;
    copy.querySelectorAll(".govuk-visually-hidden").forEach((hidden) => hidden.remove());
    return copy.textContent ?? "";
  });
  expect(shown.match(/Sam Taylor/g)).toHaveLength(1);
  await expect(card.getByRole("button", { name: "Remove Sam Taylor" })).toBeVisible();
  await expect(card).toContainText("sam.taylor@example.com");
});
