/** Steps a person takes through the first pages, shared by the browser tests. */
import { expect, type Page } from "@playwright/test";
import { labelOf } from "./journeyText";

export async function chooseProduct(page: Page, label = "New driver") {
  await page.goto("/product");
  await page.getByLabel(label).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await agreeToIntro(page);
}

/** The product's intro modal, shown once per product: Next, then Agree. */
export async function agreeToIntro(page: Page) {
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Next" }).click();
  await dialog.getByRole("button", { name: "Agree" }).click();
  await expect(dialog).toHaveCount(0);
}

export async function enterReg(page: Page, reg: string) {
  await expect(page).toHaveURL(/\/numberplate$/);
  await page.getByLabel(/registration number/).fill(reg);
  await page.getByRole("button", { name: "Continue" }).click();
}

export async function confirmVehicle(page: Page) {
  await page.getByRole("button", { name: /^Yes, this is my (car|van)$/ }).click();
  await expect(page).toHaveURL(/\/driver-personal$/);
}

export async function fillDateOfBirth(page: Page, day: string, month: string, year: string) {
  const group = page.getByRole("group", { name: /Date of birth/ });
  await group.getByLabel("Day").fill(day);
  await group.getByLabel("Month").fill(month);
  await group.getByLabel("Year").fill(year);
}

export async function fillYourDetails(page: Page) {
  const label = (field: string) => labelOf("car", "driver-personal", field);
  await page.getByLabel(label("title")).selectOption({ label: "Ms" });
  await page.getByLabel(label("firstName")).fill("Alex");
  await page.getByLabel(label("lastName")).fill("Morgan");
  await page
    .getByRole("group", { name: label("gender") })
    .getByLabel("Female")
    .check();
  await fillDateOfBirth(page, "14", "06", "2006");
  await page.getByLabel(label("maritalStatus")).selectOption({ label: "Single" });
  await page
    .getByRole("group", { name: label("homeStatus") })
    .getByLabel("No")
    .check();
}
