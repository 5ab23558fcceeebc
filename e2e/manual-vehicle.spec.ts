import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { chooseProduct, enterReg } from "./support/journey";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"];

// The keyboard walk runs axe twice on a long form: seconds apiece on a busy machine.
test.describe.configure({ timeout: 60_000 });

async function startManual(page: Page) {
  await chooseProduct(page);
  await enterReg(page, "");
  await expect(page).toHaveURL(/\/vehicle-manual$/);
  await expect(page).toHaveTitle("Vehicle details | Roadwise insurance");
}

test("the manual cascade offers only what the remaining models have", async ({ page }) => {
  await startManual(page);
  const select = page.getByRole("button", { name: "Select vehicle" });
  await expect(select).toBeDisabled();
  await expect(page.getByLabel("Year of manufacture")).toHaveCount(0);

  await page.getByLabel("Manufacturer").selectOption({ label: "Ford" });
  await page.getByLabel("Year of manufacture").selectOption("2012");
  const transmission = page.getByRole("group", { name: "Transmission" });
  await expect(transmission.getByRole("radio")).toHaveCount(2);
  await transmission.getByLabel("Automatic").check();
  // The only automatic Ford of 2012 is a diesel five-door: each lone option is chosen for the user.
  const fuel = page.getByRole("group", { name: "Fuel type" });
  await expect(fuel.getByRole("radio")).toHaveCount(1);
  await expect(fuel.getByLabel("Diesel")).toBeChecked();
  await expect(page.getByRole("group", { name: "Number of doors" }).getByLabel("5")).toBeChecked();
  const model = page.getByRole("combobox", { name: "Model" });
  await expect(model).toHaveValue("Focus Titanium 2.0 TDCi Powershift 5dr");
  await expect(select).toBeEnabled();
  // The only model left stays chosen through an edit of its name, which leaving the box undoes.
  await model.focus();
  await page.keyboard.press("End");
  await page.keyboard.press("Backspace");
  await expect(model).toHaveValue("Focus Titanium 2.0 TDCi Powershift 5d");
  await expect(select).toBeEnabled();
  await page.keyboard.press("Tab");
  await expect(model).toHaveValue("Focus Titanium 2.0 TDCi Powershift 5dr");
  await select.click();

  await expect(page).toHaveURL(/\/vehicle$/);
  const summary = page.locator(".app-page-summary");
  await expect(summary).toContainText("Focus");
  await expect(summary).toContainText("2012");
  await expect(summary).toContainText("Automatic");
  await expect(summary).toContainText("2.0 litres");
  await page.getByRole("button", { name: "Yes, this is my car" }).click();
  await expect(page).toHaveURL(/\/driver-personal$/);
});

test("a manual vehicle with several models lets the user pick one", async ({ page }) => {
  await startManual(page);
  await page.getByLabel("Manufacturer").selectOption({ label: "Volkswagen" });
  await page.getByLabel("Year of manufacture").selectOption("2012");
  await expect(page.getByRole("group", { name: "Transmission" }).getByLabel("Manual")).toBeChecked();
  await expect(page.getByRole("group", { name: "Fuel type" }).getByLabel("Petrol")).toBeChecked();
  await expect(page.getByRole("button", { name: "Select vehicle" })).toBeDisabled();
  const model = page.getByRole("combobox", { name: "Model" });
  await model.fill("polo");
  await page.getByRole("option", { name: "Polo SE 1.2 3dr", exact: true }).click();
  await expect(model).toHaveValue("Polo SE 1.2 3dr");
  await page.getByRole("button", { name: "Select vehicle" }).click();
  await expect(page.locator(".app-page-summary")).toContainText("Polo SE 1.2 3dr");
});

test("the model is found by typing part of its name, by keyboard alone", async ({ page }) => {
  await startManual(page);
  await page.getByLabel("Manufacturer").selectOption({ label: "Ford" });
  await page.getByLabel("Year of manufacture").selectOption("2018");
  await page.getByRole("group", { name: "Transmission" }).getByLabel("Manual").check();
  await page.getByRole("group", { name: "Fuel type" }).getByLabel("Petrol").check();
  // Every manual petrol Ford of 2018 has five doors, so the doors answer themselves.
  await expect(page.getByRole("group", { name: "Number of doors" }).getByLabel("5")).toBeChecked();

  const model = page.getByRole("combobox", { name: "Model" });
  const list = page.getByRole("listbox", { name: "Model" });
  const select = page.getByRole("button", { name: "Select vehicle" });
  const status = page.locator("#f-model ~ [role=status]");
  await expect(model).toHaveAttribute("aria-autocomplete", "list");
  await expect(model).toHaveAttribute("aria-expanded", "false");
  await model.focus();
  await page.keyboard.type("st-line");
  await expect(list.getByRole("option")).toHaveText(["Fiesta ST-Line 1.0 EcoBoost 5dr", "Focus ST-Line 1.0 EcoBoost 5dr"]);
  await expect(status).toHaveText("2 results are available");
  // Words are found in any order: "st-line focus" narrows it to one.
  await page.keyboard.type(" focus");
  await expect(list.getByRole("option")).toHaveText(["Focus ST-Line 1.0 EcoBoost 5dr"]);
  await expect(status).toHaveText("1 result is available");
  await page.keyboard.press("ArrowDown");
  await expect(model).toHaveAttribute("aria-activedescendant", /-option-0$/);
  await expect(list.getByRole("option", { name: "Focus ST-Line 1.0 EcoBoost 5dr" })).toHaveAttribute("aria-selected", "true");
  await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .analyze()
    .then(({ violations }) => expect(violations).toEqual([]));
  await page.keyboard.press("Enter");
  await expect(model).toHaveValue("Focus ST-Line 1.0 EcoBoost 5dr");
  await expect(list).toBeHidden();
  await expect(select).toBeEnabled();

  // Editing the text drops the choice, so half a name is never taken for a model.
  await page.keyboard.press("Backspace");
  await expect(select).toBeDisabled();
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");
  await expect(model).toHaveValue("");
  // With nothing typed, the down arrow still lists every model left, in the list's order.
  await page.keyboard.press("ArrowDown");
  await expect(list.getByRole("option")).toHaveText([
    "Fiesta ST-Line 1.0 EcoBoost 5dr",
    "Focus ST-Line 1.0 EcoBoost 5dr",
    "Ka+ Zetec 1.2 5dr",
  ]);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(list.getByRole("option", { name: "Ka+ Zetec 1.2 5dr" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(model).toHaveValue("Ka+ Zetec 1.2 5dr");
  await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .analyze()
    .then(({ violations }) => expect(violations).toEqual([]));
  await select.click();
  await expect(page).toHaveURL(/\/vehicle$/);
  await expect(page.locator(".app-page-summary")).toContainText("Ka+ Zetec 1.2 5dr");
});

test("changing the manufacturer resets the later answers", async ({ page }) => {
  await startManual(page);
  await page.getByLabel("Manufacturer").selectOption({ label: "Ford" });
  await page.getByLabel("Year of manufacture").selectOption("2012");
  await expect(page.getByRole("group", { name: "Transmission" })).toBeVisible();
  await page.getByLabel("Manufacturer").selectOption({ label: "Smart" });
  await expect(page.getByLabel("Year of manufacture")).toHaveValue("nonselected");
  await expect(page.getByRole("group", { name: "Transmission" })).toHaveCount(0);
});

test("a manufacturer without models says so", async ({ page }) => {
  await startManual(page);
  await page.getByLabel("Manufacturer").selectOption({ label: "DeLorean" });
  await expect(page.locator(".govuk-error-message")).toContainText("We couldn’t find any models for this manufacturer");
  await expect(page.getByRole("button", { name: "Select vehicle" })).toBeDisabled();
});
