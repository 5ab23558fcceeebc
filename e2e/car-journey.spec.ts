import { expect, test } from "@playwright/test";
import { agreeToIntro, chooseProduct, confirmVehicle, enterReg, fillDateOfBirth, fillYourDetails } from "./support/journey";
import { labelOf, messagesOn } from "./support/journeyText";

test("a new driver goes from product to Your details with a registration", async ({ page }) => {
  await chooseProduct(page);
  await expect(page).toHaveTitle("Enter reg | Roadwise insurance");
  await enterReg(page, "ab12cde");
  await expect(page).toHaveURL(/\/vehicle$/);
  await expect(page).toHaveTitle("Your vehicle | Roadwise insurance");
  const summary = page.locator(".app-page-summary");
  await expect(summary).toContainText("Ford");
  await expect(summary).toContainText("Fiesta Zetec 1.0 EcoBoost 5dr");
  await expect(summary).toContainText("1.0 litres");
  await confirmVehicle(page);
  await expect(page).toHaveTitle("Your details | Roadwise insurance");
  await fillYourDetails(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/driver-address$/);
  await expect(page).toHaveTitle("Your address | Roadwise insurance");
});

test("an empty submit shows every message, a focused summary and links to the fields", async ({ page }) => {
  await chooseProduct(page);
  await enterReg(page, "AB12 CDE");
  await confirmVehicle(page);
  await page.getByRole("button", { name: "Continue" }).click();

  // The words come from the journey (its scenarios pin them): every message of the empty page, in page order.
  const empty = messagesOn("car", "driver-personal");
  expect(Object.keys(empty)).toEqual(["title", "firstName", "lastName", "gender", "dob", "maritalStatus", "homeStatus"]);
  const summary = page.locator(".govuk-error-summary");
  await expect(summary).toBeFocused();
  await expect(page.getByLabel(labelOf("car", "driver-personal", "title"))).toBeInViewport();
  await expect(summary.getByRole("heading")).toHaveText("There is a problem");
  await expect(page).toHaveTitle("Error: Your details | Roadwise insurance");
  await expect(summary.getByRole("link")).toHaveText(Object.values(empty));
  await expect(page.locator(".govuk-error-message").filter({ hasText: empty.lastName })).toBeVisible();

  const lastName = page.getByLabel(labelOf("car", "driver-personal", "lastName"));
  await summary.getByRole("link", { name: empty.lastName }).click();
  await expect(lastName).toBeFocused();

  // Errors then update live as the user corrects.
  await lastName.fill("Morgan");
  await expect(summary.getByRole("link", { name: empty.lastName })).toHaveCount(0);

  await fillDateOfBirth(page, "01", "01", "2015");
  await expect(summary.getByRole("link")).toContainText([messagesOn("car", "driver-personal", { dob: "2015-01-01" }).dob]);
});

test("older drivers are held to their own age range", async ({ page }) => {
  await chooseProduct(page, "Older driver");
  await enterReg(page, "AB12CDE");
  await confirmVehicle(page);
  await fillYourDetails(page);
  await page.getByRole("button", { name: "Continue" }).click();
  // fillYourDetails gives a date of birth the older product refuses.
  await expect(page.locator(".govuk-error-summary").getByRole("link")).toHaveText([
    messagesOn("older", "driver-personal", { dob: "2006-06-14" }).dob,
  ]);
});

test("an unknown registration returns to the reg page with a message", async ({ page }) => {
  await chooseProduct(page);
  await enterReg(page, "ZZ99 ZZZ");
  await expect(page).toHaveURL(/\/numberplate$/);
  await expect(page.locator(".govuk-error-summary")).toContainText("We couldn’t find a vehicle with that registration");
  await expect(page.getByLabel(/registration number/)).toHaveValue("ZZ99 ZZZ");
});

test("a registration that is not a UK plate is rejected on the reg page", async ({ page }) => {
  await chooseProduct(page);
  await enterReg(page, "HELLO");
  await expect(page.locator(".govuk-error-summary")).toContainText(messagesOn("car", "numberplate", { numberplate: "HELLO" }).numberplate);
});

test("a vehicle whose device is NOT_COMPATIBLE goes to the incompatible page", async ({ page }) => {
  await chooseProduct(page);
  await enterReg(page, "NC11 OLD");
  await expect(page).toHaveURL(/\/incompatible$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Device not compatible");
});

test("an electric car hides the engine size", async ({ page }) => {
  await chooseProduct(page);
  await enterReg(page, "EV70 LTD");
  const summary = page.locator(".app-page-summary");
  await expect(summary).toContainText("Electric");
  await expect(summary).not.toContainText("litres");
});

test("rejecting the vehicle clears it and returns to the reg page", async ({ page }) => {
  await chooseProduct(page);
  await enterReg(page, "AB12 CDE");
  await page.getByRole("button", { name: "No, this isn’t my car" }).click();
  await expect(page).toHaveURL(/\/numberplate$/);
  await enterReg(page, "EV70 LTD");
  await expect(page.locator(".app-page-summary")).toContainText("Nissan");
});

test("a link with a product and a reg opens the vehicle", async ({ page }) => {
  await page.goto("/?product=car&reg=ab12cde");
  await expect(page).toHaveURL(/\/vehicle$/);
  await agreeToIntro(page);
  await expect(page.locator(".app-page-summary")).toContainText("Ford");
});

test("a link with an unknown reg lands once on the reg page with the message, and stays there", async ({ page }) => {
  await page.goto("/?product=car&reg=zz99zzz");
  await expect(page).toHaveURL(/\/numberplate$/);
  await expect(page.locator(".govuk-error-summary")).toContainText("We couldn’t find a vehicle with that registration");
  await agreeToIntro(page);
  // A redirect loop between /vehicle and /numberplate would keep adding history entries.
  await expect(page.getByLabel(/registration number/)).toHaveValue("ZZ99 ZZZ");
  expect(await page.evaluate(() => window.history.length)).toBeLessThanOrEqual(4);
  await enterReg(page, "AB12 CDE");
  await expect(page).toHaveURL(/\/vehicle$/);
});

test("a link with noreg opens the manual vehicle details", async ({ page }) => {
  await page.goto("/?product=older&noreg");
  await expect(page).toHaveURL(/\/vehicle-manual$/);
  await agreeToIntro(page);
});

test("a link with a reg but a product that links may not choose starts at the product", async ({ page }) => {
  await page.goto("/product?reg=ab12cde&product=van");
  await expect(page).toHaveURL(/\/product$/);
  await page.getByLabel("New driver").check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/vehicle$/);
  await agreeToIntro(page);
  await expect(page.locator(".app-page-summary")).toContainText("Ford");
});

test("a reload mid-journey keeps the answers and the place", async ({ page }) => {
  await chooseProduct(page);
  await enterReg(page, "AB12 CDE");
  await confirmVehicle(page);
  await page.getByLabel("First name").fill("Alex");
  await page.getByRole("group", { name: "Gender" }).getByLabel("Female").check();
  await page.reload();
  await expect(page).toHaveURL(/\/driver-personal$/);
  await expect(page.getByLabel("First name")).toHaveValue("Alex");
  await expect(page.getByRole("group", { name: "Gender" }).getByLabel("Female")).toBeChecked();
  await page.goto("/numberplate");
  await expect(page.getByLabel(/registration number/)).toHaveValue("AB12 CDE");
});

test("a reload asks for the page's reference lists once, as the page starts; should that request fail, the app asks again", async ({
  page,
}) => {
  await chooseProduct(page);
  await enterReg(page, "AB12 CDE");
  await confirmVehicle(page);
  await expect(page).toHaveURL(/\/driver-personal$/);
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/graphql") && (request.postData() ?? "").includes("referenceData(")) asked.push(request.postData() ?? "");
  });
  const female = page.getByRole("group", { name: "Gender" }).getByLabel("Female");

  await page.reload();
  await expect(female).toBeVisible();
  expect(asked).toHaveLength(1);

  // The first request of the next load (the preload script's) fails; the app's own request then succeeds.
  let failed = false;
  await page.route("**/graphql", async (route) => {
    if (failed || !(route.request().postData() ?? "").includes("referenceData(")) return route.continue();
    failed = true;
    await route.fulfill({ status: 502, body: "Bad gateway" });
  });
  await page.reload();
  await expect(female).toBeVisible();
  await expect(page).toHaveURL(/\/driver-personal$/);
  expect(failed).toBe(true);
  expect(asked).toHaveLength(3);
});

test("pages beyond the first incomplete one cannot be opened", async ({ page }) => {
  await chooseProduct(page);
  await page.goto("/driver-personal");
  await expect(page).toHaveURL(/\/numberplate$/);
});

test("a page loads with nothing missing: no 404 (a favicon included) and no console error", async ({ page }) => {
  const missing: string[] = [];
  const errors: string[] = [];
  page.on("response", (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/product");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator('link[rel="icon"]')).toHaveCount(1);
  const icon = await page.request.get((await page.locator('link[rel="icon"]').getAttribute("href"))!);
  expect(icon.status()).toBe(200);
  // Not an SVG: Chromium would build a document for it on the main thread while the app starts.
  expect(icon.headers()["content-type"]).toBe("image/x-icon");
  expect(missing).toEqual([]);
  expect(errors).toEqual([]);
});

test("the product page offers the three driver products first, and van and pay per mile apart as other cover", async ({ page }) => {
  await page.goto("/product");
  const group = page.getByRole("group", { name: "Which cover are you looking for?" });
  await expect(group.getByRole("radio")).toHaveCount(5);
  // In reading order: the spec's three choices, the divider, then the other cover.
  await expect(group.locator(".govuk-radios__label, .govuk-radios__divider")).toHaveText([
    "New driver",
    "Older driver",
    "Convicted driver",
    "Or, for other cover",
    "Van",
    "Pay per mile",
  ]);
});

test("a product chosen by keyboard keeps the focus while its journey loads and the page is drawn from it", async ({ page }) => {
  await page.goto("/product");
  const first = page.getByLabel("New driver");
  const older = page.getByLabel("Older driver");
  await first.focus();
  // The older journey's page replaces the one drawn from the default journey: the radios are new then.
  await first.evaluate((radio) => {
    (window as unknown as { before: Element }).before = radio;
  });
  await page.keyboard.press("ArrowDown");
  await expect(older).toBeChecked();
  await page.waitForFunction(() => !(window as unknown as { before: Element }).before.isConnected);
  await expect(older).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByLabel("Convicted driver")).toBeChecked();
});
