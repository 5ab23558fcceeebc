import { expect, test, type Page } from "@playwright/test";
import { chooseProduct, enterReg } from "./support/journey";

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
  await expect(page.getByLabel("Model").locator("option:checked")).toHaveText("Focus Titanium 2.0 TDCi Powershift 5dr");
  await expect(select).toBeEnabled();
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
  await page.getByLabel("Model").selectOption({ label: "Polo SE 1.2 3dr" });
  await page.getByRole("button", { name: "Select vehicle" }).click();
  await expect(page.locator(".app-page-summary")).toContainText("Polo SE 1.2 3dr");
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
