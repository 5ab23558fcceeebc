/**
 * Routing on error in the browser: each failing call leads to its page (/error, /numberplate, /incompatible),
 * with the server's own fixtures (server/fixtures/vehicles.json, deviceRules.json) where they
 * know the case, and otherwise by making that one GraphQL operation fail with page.route.
 */
import { expect, test, type Page } from "@playwright/test";
import { chooseProduct, confirmVehicle, enterReg } from "./support/journey";

/** Every later request for `operation` (matched in the POST body) answers with a GraphQL error. */
async function failOperation(page: Page, operation: string) {
  await page.route("**/graphql", async (route) => {
    const body = route.request().postData() ?? "";
    if (!body.includes(`${operation}(`)) return route.continue();
    await route.fulfill({
      status: 200,
      json: { data: null, errors: [{ message: "Service unavailable", extensions: { code: "INTERNAL_SERVER_ERROR" } }] },
    });
  });
}

async function expectGlitchPage(page: Page) {
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.getByText("We’re so sorry - this bit of the website is having a temporary glitch.")).toBeVisible();
  await page.getByRole("link", { name: "Return to home" }).click();
  await expect(page).toHaveURL(/\/product$/);
}

async function expectIncompatiblePage(page: Page) {
  await expect(page).toHaveURL(/\/incompatible$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Device not compatible");
  await expect(page.getByText(/can’t take our device, so we can’t insure it with this product/)).toBeVisible();
  await expect(page.locator("#incompatible-phone")).toHaveText("If you have any questions, call us on 0800 000 0001.");
}

test("a reference-data failure sends the user to /error", async ({ page }) => {
  await chooseProduct(page);
  await enterReg(page, "AB12 CDE");
  await expect(page).toHaveURL(/\/vehicle$/);
  await failOperation(page, "referenceData");
  await page.getByRole("button", { name: /^Yes, this is my car$/ }).click();
  await expectGlitchPage(page);
});

test("a registration lookup failure returns to /numberplate with its message", async ({ page }) => {
  await chooseProduct(page);
  await failOperation(page, "vehicleByReg");
  await enterReg(page, "AB12 CDE");
  await expect(page).toHaveURL(/\/numberplate$/);
  const message = "We couldn’t look up that registration just now. Try again, or leave it blank to enter the vehicle’s details yourself";
  await expect(page.locator(".govuk-error-summary")).toContainText(message);
  await expect(page.locator(".govuk-error-message")).toContainText(message);
  // Once the lookup works again, the same reg finds the vehicle.
  await page.unroute("**/graphql");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/vehicle$/);
  await confirmVehicle(page);
});

test("a vehicle the device cannot fit (NOT_COMPATIBLE) goes to /incompatible", async ({ page }) => {
  await chooseProduct(page);
  await enterReg(page, "NC11 OLD");
  await expectIncompatiblePage(page);
});

test("a device service error for the older driver's product goes to /incompatible, which says the check failed and tries again", async ({
  page,
}) => {
  await chooseProduct(page, "Older driver");
  await failOperation(page, "deviceAssignment");
  await enterReg(page, "AB12 CDE");
  await expect(page).toHaveURL(/\/incompatible$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn’t check your vehicle");
  await expect(page.getByText(/a problem on our side, not with your vehicle/)).toBeVisible();
  await expect(page.getByText(/can’t take our device/)).toHaveCount(0);
  // Once the service answers again, Try again asks it again with the same answers.
  await page.unroute("**/graphql");
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page).toHaveURL(/\/vehicle$/);
  await confirmVehicle(page);
});

test("a device service error for the new driver's car clears the device and the journey goes on", async ({ page }) => {
  await chooseProduct(page);
  const device = page.waitForResponse((r) => (r.request().postData() ?? "").includes("deviceAssignment("));
  await enterReg(page, "DE51 ERR");
  expect(((await (await device).json()) as { errors?: unknown[] }).errors).toBeDefined();
  await expect(page).toHaveURL(/\/vehicle$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const storedDevice = () =>
    page.evaluate(
      () =>
        (JSON.parse(sessionStorage.getItem("quote-journey") ?? "{}") as { state?: { draft?: { device?: unknown } } }).state?.draft?.device,
    );
  // Checked for this vehicle (so not asked again), with no device type or port location.
  await expect.poll(storedDevice).toEqual({ abiCode: "78001229" });
  await confirmVehicle(page);
});

test("a model fetch failure on the manual vehicle page sends the user to /error", async ({ page }) => {
  await chooseProduct(page);
  await enterReg(page, "");
  await expect(page).toHaveURL(/\/vehicle-manual$/);
  await failOperation(page, "vehicleModels");
  await page.getByLabel("Manufacturer").selectOption({ label: "Ford" });
  await expectGlitchPage(page);
});
