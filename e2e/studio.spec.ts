/**
 * The journey studio on the dev server, over a scratch copy of the journeys that these tests edit
 * (playwright.studio.config.ts): a page in a scenario's state drawn by the app's renderer, live
 * edits without a reload, a broken file and a broken var with their places, every message of
 * /final, the flow and the path a state takes through it, two products side by side, a consumer
 * tab's quote, keyboard use and axe.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chooseProduct, confirmVehicle, enterReg } from "./support/journey";

const journeys = process.env.STUDIO_E2E_JOURNEYS!;
const BUSINESS_PAGE = "van/pages/van-business.json";
const TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"];

/** Changes a scratch journey file, returning how to put it back. */
function edit(file: string, from: string, to: string): () => void {
  const path = join(journeys, file);
  const original = readFileSync(path, "utf8");
  expect(original, `${file} holds ${from}`).toContain(from);
  writeFileSync(path, original.replace(from, to));
  return () => writeFileSync(path, original);
}

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** The van's business page in the state of the quote that uses the van for business (C1). */
async function openVanBusiness(page: Page) {
  await page.goto("/studio");
  await expect(page.getByRole("heading", { name: "Journey studio", level: 1 })).toBeVisible();
  await page.getByLabel("Product", { exact: true }).selectOption({ label: "Van (van)" });
  await page.getByLabel("Page", { exact: true }).selectOption({ label: "Business details (/van-business)" });
  await page.getByLabel("State", { exact: true }).selectOption({ label: "a van used for business, to the quote" });
  return page.getByRole("region", { name: "Van: Business details (/van-business)" });
}

test("opens the van's business page in a C1 scenario's state, drawn by the app's renderer", async ({ page }) => {
  const preview = await openVanBusiness(page);
  await expect(preview.getByRole("heading", { name: "Business details", level: 1 })).toBeVisible();
  await expect(preview.getByLabel("Trading name")).toHaveValue("Sam's Vans");
  await expect(preview.getByRole("radio", { name: "Sole trader" })).toBeChecked();
  // The sidebar the consumer sees, with the pages before this one.
  await expect(preview.getByText("Racking, Signage")).toBeVisible();
  await expect(page).toHaveURL(/journey=van&page=van-business&state=scenario/);
  await expectNoViolations(page);
});

test("an edited title shows without a reload, keeping the page and its state", async ({ page }) => {
  const preview = await openVanBusiness(page);
  await expect(preview.getByLabel("Trading name")).toHaveValue("Sam's Vans");
  await page.evaluate(() => Object.assign(window, { studioNotReloaded: true }));
  const url = page.url();
  const restore = edit(BUSINESS_PAGE, '"title": "Business details"', '"title": "Your business"');
  try {
    const renamed = page.getByRole("region", { name: "Van: Your business (/van-business)" });
    await expect(renamed.getByRole("heading", { name: "Your business", level: 1 })).toBeVisible();
    await expect(renamed.getByLabel("Trading name")).toHaveValue("Sam's Vans");
    expect(await page.evaluate(() => (window as { studioNotReloaded?: boolean }).studioNotReloaded)).toBe(true);
    expect(page.url()).toBe(url);
  } finally {
    restore();
  }
  await expect(preview.getByRole("heading", { name: "Business details", level: 1 })).toBeVisible();
});

test("a broken var shows the linter's finding with its file and pointer beside the page, and goes when fixed", async ({ page }) => {
  await openVanBusiness(page);
  const linter = page.getByRole("region", { name: "Linter" });
  await expect(linter.getByText("Nothing found on this page.")).toBeVisible();
  const restore = edit(BUSINESS_PAGE, '{"var": "answers.tradingName"}', '{"var": "answers.tradingNam"}');
  try {
    const finding = linter.locator("details").filter({ hasText: "answers.tradingNam" });
    await expect(finding).toContainText("unknown-reference");
    await finding.locator("summary").click();
    await expect(finding).toContainText("Did you mean: answers.tradingName");
    await expect(finding).toContainText(join(journeys, BUSINESS_PAGE));
    await expect(finding).toContainText("/summary/0/value/var");
    await expectNoViolations(page);
  } finally {
    restore();
  }
  await expect(linter.getByText("Nothing found on this page.")).toBeVisible();
  await expect(linter.locator("details").filter({ hasText: "answers.tradingNam" })).toHaveCount(0);
});

test("a file that no longer loads shows its load error with file and place in place of the page, also after a reload", async ({ page }) => {
  const preview = await openVanBusiness(page);
  await expect(preview.getByRole("heading", { name: "Business details", level: 1 })).toBeVisible();
  const restore = edit(BUSINESS_PAGE, '"fields": [', '"fields": [,');
  try {
    // Without its journey the studio knows the page by its id alone.
    const problems = page.getByRole("region", { name: "Van: van-business" }).getByRole("alert");
    await expect(problems).toContainText("This journey does not load");
    await expect(problems).toContainText(join(journeys, BUSINESS_PAGE));
    await expect(problems).toContainText(/line 7, column \d+/);
    await expectNoViolations(page);
    await page.reload();
    await expect(page.getByRole("region", { name: "Van: van-business" }).getByRole("alert")).toContainText("This journey does not load");
  } finally {
    restore();
  }
  await expect(page.getByRole("region", { name: "Van: Business details (/van-business)" }).getByRole("heading", { level: 1 })).toHaveText(
    "Business details",
  );
});

test("what changed: an edit shows as the journeys:diff words it, linked to its page's preview", async ({ page }) => {
  const restore = edit(BUSINESS_PAGE, '"title": "Business details"', '"title": "Your business"');
  try {
    await page.goto("/studio?journey=van&page=final");
    const changes = page.getByRole("region", { name: "What changed" });
    await expect(changes.getByRole("status")).toContainText("Changes since this branch left the main line");
    await expect(changes).toContainText('title: "Business details" → "Your business"');
    await changes.getByRole("button", { name: "Preview Your business (van-business)" }).click();
    await expect(page.getByRole("region", { name: "Van: Your business (/van-business)" }).getByRole("heading", { level: 1 })).toHaveText(
      "Your business",
    );
    await changes.getByLabel("Compare with git ref").fill("no-such-ref");
    await changes.getByRole("button", { name: "Compare" }).click();
    await expect(changes.getByRole("status")).toContainText('Could not compare: "no-such-ref" is not a commit');
    await expectNoViolations(page);
  } finally {
    restore();
  }
});

test("shows every message of /final, each in a state that shows it", async ({ page }) => {
  await page.goto("/studio?journey=car&page=final");
  const messagesPanel = page.getByRole("region", { name: "Messages and reveals" });
  await expect(messagesPanel.getByRole("listitem").first()).toBeVisible();
  const listed = await messagesPanel.getByRole("listitem").count();
  expect(listed).toBeGreaterThan(10);
  await messagesPanel.getByRole("button", { name: "Show every message" }).click();
  const gallery = page.getByRole("region", { name: `Every message: ${listed} shown` });
  await expect(gallery.getByRole("heading", { name: `Every message: ${listed} shown` })).toBeFocused();
  await expect(gallery).not.toContainText("No scenario state shows these");
  const items = gallery.getByRole("region", { name: /^State \d+$/ });
  expect(await items.count()).toBeGreaterThan(1);
  for (const item of await items.all()) {
    for (const text of await item.locator(".studio-gallery__text").allTextContents()) {
      // As the page shows it: its {placeholders} filled.
      const shown = new RegExp(
        `^${text
          .split(/\{\w+\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
          .join(".+")}$`,
      );
      await expect(item.locator(".studio-preview__frame").getByText(shown).first(), text).toBeVisible();
    }
  }
  await expectNoViolations(page);
});

test("a message's Show puts the page in a state that shows it, and moves focus to its error summary", async ({ page }) => {
  const preview = await openVanBusiness(page);
  const message = page
    .getByRole("region", { name: "Messages and reveals" })
    .getByRole("listitem")
    .filter({ hasText: "Date must not be in the future" });
  await message.getByRole("button", { name: /^Show/ }).press("Enter");
  const summary = preview.locator(".govuk-error-summary");
  await expect(summary).toContainText("Date must not be in the future");
  await expect(summary).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: "Showing: Date must not be in the future" })).toBeVisible();
});

test("shows a named driver's page for the driver chosen, in a state with that driver's answers", async ({ page }) => {
  await page.goto("/studio?journey=car&page=named-driver-personal");
  const state = page.getByLabel("State", { exact: true });
  const secondDriversCase = state.locator("option", { hasText: "named driver 2: valid answers and sidebar" });
  await expect(secondDriversCase).toHaveCount(0);
  await page.getByLabel("Named driver", { exact: true }).selectOption({ label: "Named driver 2" });
  // The rule cases of the page for that driver are offered.
  await expect(secondDriversCase.first()).toBeAttached();
  await state.selectOption({ label: "policyholder and two named drivers, to the quote" });
  const preview = page.getByRole("region", { name: /^New driver: Named driver details/ });
  await expect(preview.getByRole("heading", { level: 1 })).toContainText("Named driver details");
  await expect(preview.getByRole("textbox", { name: /first name/i })).toHaveValue("Jo");
  await expect(page).toHaveURL(/slot=1/);
});

test("shows a page for two products side by side", async ({ page }) => {
  await page.goto("/studio?journey=car&page=vehicle-use");
  await page.getByLabel("Compare with", { exact: true }).selectOption({ label: "Van (van)" });
  await expect(page.getByRole("region", { name: "New driver: Car details (/car)" }).getByRole("heading", { level: 1 })).toHaveText(
    "Car details",
  );
  await expect(page.getByRole("region", { name: "Van: Van details (/van)" }).getByRole("heading", { level: 1 })).toHaveText("Van details");
  await expectNoViolations(page);
});

test("shows a page with the answers of a consumer's quote in another tab, asked again as that tab moves on", async ({ page, context }) => {
  const consumer = await context.newPage();
  await chooseProduct(consumer, "Van");
  await enterReg(consumer, "AB12 CDE");
  await expect(consumer).toHaveURL(/\/vehicle$/);
  await page.goto("/studio?journey=van&page=numberplate");
  const preview = page.getByRole("region", { name: "Van: Enter reg (/numberplate)" });
  await expect(preview.getByLabel(/registration number/)).toHaveValue("");
  await page.getByRole("button", { name: "Look for quotes in other tabs" }).click();
  await page.getByLabel("State", { exact: true }).selectOption({ label: "The quote of the tab at /vehicle" });
  // The consumer's own answer, which no scenario or empty state holds.
  await expect(preview.getByLabel(/registration number/)).toHaveValue(/^AB12 ?CDE$/i);

  // The tab answers again with where it is now, and stays the state chosen.
  await confirmVehicle(consumer);
  await page.getByRole("button", { name: "Look for quotes in other tabs" }).click();
  await expect(page.getByLabel("State", { exact: true }).locator("option:checked")).toHaveText("The quote of the tab at /driver-personal");
  await expect(preview.getByLabel(/registration number/)).toHaveValue(/^AB12 ?CDE$/i);
  await expect(page.getByRole("region", { name: "Flow" })).toContainText("This state's path: Choose a product → Enter reg → ");
});

test("is usable from the keyboard: the skip link goes to the preview, and a page in the flow opens", async ({ page }) => {
  await page.goto("/studio?journey=van&page=van-business");
  await expect(
    page.getByRole("region", { name: "Van: Business details (/van-business)" }).getByRole("heading", { level: 1 }),
  ).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to the preview" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("#studio-preview")).toBeFocused();
  const flow = page.getByRole("region", { name: "Flow" });
  await flow.getByRole("button", { name: "Van features (/van-features)" }).press("Enter");
  await expect(page.getByRole("region", { name: "Van: Van features (/van-features)" }).getByRole("heading", { level: 1 })).toHaveText(
    "Van features",
  );
  await expect(flow.getByRole("button", { name: "Van features (/van-features)" })).toHaveAttribute("aria-current", "page");
});

test("the flow marks the page shown, draws the path the chosen state takes, and opens a page chosen in it", async ({ page }) => {
  await page.goto("/studio?journey=van&page=van-features");
  const flow = page.getByRole("region", { name: "Flow" });
  const node = (name: string) => flow.getByRole("listitem").filter({ has: page.getByRole("button", { name, exact: true }) });
  const features = node("Van features (/van-features)");
  const business = node("Business details (/van-business)");
  await expect(features.getByRole("button")).toHaveAttribute("aria-current", "page");
  await expect(features).toHaveClass(/studio-flow__page--shown/);
  const taken = features.locator(".studio-flow__edge--taken");

  await page.getByLabel("State", { exact: true }).selectOption({ label: "a van for social use (no business page), to the quote" });
  await expect(flow).toContainText("This state's path: Choose a product → ");
  await expect(flow).toContainText("Van details → Van features → Final details → Your quote");
  await expect(features).toContainText("step 10");
  await expect(business).not.toContainText("step");
  await expect(business).not.toHaveClass(/studio-flow__page--on-path/);
  await expect(taken).toHaveCount(1);
  await expect(taken).toHaveText(/^to Final details .*\(this state's way\)$/);

  await page.getByLabel("State", { exact: true }).selectOption({ label: "a van used for business, to the quote" });
  await expect(flow).toContainText("Van features → Business details → Final details → Your quote");
  await expect(business).toContainText("step 11");
  await expect(business).toHaveClass(/studio-flow__page--on-path/);
  await expect(taken).toHaveCount(1);
  await expect(taken).toHaveText(/^to Business details when .*\(this state's way\)$/);

  await page.getByLabel("State", { exact: true }).selectOption({ label: "a van for social use with one named driver, to the quote" });
  await expect(flow).toContainText("Named driver 1's path: Named driver details → ");
  await expect(node("Named driver details (/named/{index}/driver-personal)")).toContainText("named driver 1, step 1");
  await expect(node("Your claims (/named/{index}/claims)").locator(".studio-flow__edge--taken")).toHaveText(
    /^then Final details \(this state's way\)$/,
  );

  await business.getByRole("button").click();
  await expect(page.getByRole("region", { name: "Van: Business details (/van-business)" }).getByRole("heading", { level: 1 })).toHaveText(
    "Business details",
  );
  await expect(business.getByRole("button")).toHaveAttribute("aria-current", "page");
  await expect(features.getByRole("button")).not.toHaveAttribute("aria-current", "page");
  // The state stays chosen: its path is still drawn.
  await expect(flow).toContainText("Named driver 1's path: ");
  await expect(page).toHaveURL(/page=van-business&state=scenario/);
  await expectNoViolations(page);
});
