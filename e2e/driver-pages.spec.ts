/**
 * The driver pages in the browser: address lookup (not found, keyboard pick, details failure),
 * job presets and search, a convicted driver's convictions with a breathalyser reading, the claim
 * date limit, and every product filling the four pages. The browser clock is fixed at 2026-11-22.
 */
import { expect, test, type Page } from "@playwright/test";
import {
  continueTo,
  fillAddress,
  fillDate,
  fillJobEmployed,
  fillLicence,
  fillPersonal,
  findAndPickAddress,
  fixToday,
  noClaims,
  noConvictions,
  radio,
  search,
  startQuote,
  type Product,
} from "./support/driver";
import { chooseProduct, confirmVehicle, enterReg, fillDateOfBirth, fillYourDetails } from "./support/journey";
import { messagesOn } from "./support/journeyText";

/** The day fixToday fixes the browser to: messages are worked out for the same day. */
const today = "2026-11-22";

const errorSummary = (page: Page) => page.locator(".govuk-error-summary");
/** The message shown on one field (its form group), not the summary's copy. */
const fieldError = (page: Page, fieldName: string) => page.locator(`[data-field="f-${fieldName}"] .govuk-error-message`);

test.beforeEach(async ({ page }) => {
  await fixToday(page);
});

test("the sidebar shows only accepted answers: not a refused date of birth, then the corrected one", async ({ page }) => {
  await startQuote(page, "car");
  await fillYourDetails(page);
  await fillDateOfBirth(page, "14", "06", "2015");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(errorSummary(page)).toContainText(messagesOn("car", "driver-personal", { dob: "2015-06-14" }, { today }).dob);
  const sidebar = page.getByRole("complementary");
  await expect(sidebar).toContainText("Vehicle");
  await expect(sidebar).not.toContainText("Policyholder");
  await fillDateOfBirth(page, "14", "06", "2006");
  await continueTo(page, "driver-address");
  await expect(sidebar).toContainText("Policyholder");
  await expect(sidebar).toContainText("Alex, 20");
  // Readable in its narrow column: a one-word label is never broken across lines.
  const key = sidebar.locator(".govuk-summary-list__key", { hasText: "Policyholder" });
  const [height, lineHeight] = await key.evaluate((el) => [el.getBoundingClientRect().height, parseFloat(getComputedStyle(el).lineHeight)]);
  expect(height).toBeLessThan(lineHeight * 1.5);
});

test("a looked-up vehicle is in the sidebar only once confirmed", async ({ page }) => {
  await chooseProduct(page, "New driver");
  await enterReg(page, "AB12 CDE");
  await expect(page).toHaveURL(/\/vehicle$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const vehicleRow = page.getByRole("complementary").locator(".govuk-summary-list__key", { hasText: "Vehicle" });
  await expect(vehicleRow).toHaveCount(0);
  await confirmVehicle(page);
  await expect(vehicleRow).toHaveCount(1);
});

test.describe("driver address", () => {
  test("a postcode that is not found, then a valid one picked from the list with the keyboard", async ({ page }) => {
    await startQuote(page, "car");
    await fillPersonal(page, "car");

    const find = page.getByRole("button", { name: "Find address" });
    await expect(find).toBeDisabled();
    await page.getByLabel("Postcode").fill("ZZ1");
    await expect(find).toBeDisabled();
    await page.getByLabel("Postcode").fill("zz1 1zz");
    await expect(find).toBeEnabled();
    await find.click();
    await expect(fieldError(page, "postcode")).toHaveText("Error: Postcode not found");
    await expect(page).toHaveURL(/\/driver-address$/);

    await page.getByLabel("Postcode").fill("LS1 4AP");
    await expect(fieldError(page, "postcode")).toHaveCount(0);
    await page.getByLabel("Email address").fill("Alex.Morgan@Example.com");
    await page.getByLabel("Mobile number").fill("07700 900123");
    // Submitting before an address is chosen.
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(errorSummary(page).getByRole("link")).toHaveText([
      messagesOn("car", "driver-address", { postcode: "LS1 4AP", addressId: "nonselected" }, { today }).addressId,
    ]);

    await find.click();
    const list = page.getByRole("combobox", { name: "Address" });
    const options = page.getByRole("option");
    await list.focus();
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeGreaterThan(1);
    await list.press("ArrowDown");
    await list.press("ArrowDown");
    await expect(list).toHaveAttribute("aria-activedescendant", /.+/);
    const second = await options.nth(1).textContent();
    await list.press("Enter");
    await expect(page.getByRole("listbox")).toBeHidden();
    await expect(list).toHaveValue(second ?? "");
    await expect(errorSummary(page)).toHaveCount(0);

    await continueTo(page, "job");
    await expect(page.getByRole("complementary")).toContainText("East Parade");
    // Back on the page, the list is looked up again and the chosen address is still chosen.
    await page.goBack();
    await expect(page).toHaveURL(/\/driver-address$/);
    await expect(page.getByRole("combobox", { name: "Address" })).toHaveValue(second ?? "");
    await expect(page.getByLabel("Email address")).toHaveValue("alex.morgan@example.com");
  });

  test("when the address details cannot be fetched the address shows a message and the page stays", async ({ page }) => {
    await startQuote(page, "car");
    await fillPersonal(page, "car");
    await findAndPickAddress(page, "EX4 4QJ");
    await page.getByLabel("Email address").fill("alex@example.com");
    await page.getByLabel("Mobile number").fill("07700900123");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(fieldError(page, "addressId")).toHaveText("Error: Something went wrong with your address details, please try again.");
    await expect(page).toHaveURL(/\/driver-address$/);
  });

  test("email and mobile are checked", async ({ page }) => {
    await startQuote(page, "car");
    await fillPersonal(page, "car");
    await findAndPickAddress(page);
    await page.getByLabel("Email address").fill("alex@example");
    await page.getByLabel("Mobile number").fill("0800 123 456");
    await page.getByRole("button", { name: "Continue" }).click();
    const refused = messagesOn("car", "driver-address", { email: "alex@example", phoneNumber: "0800 123 456" }, { today });
    await expect(errorSummary(page).getByRole("link")).toHaveText([refused.email, refused.phoneNumber]);
  });
});

test.describe("job", () => {
  test.beforeEach(async ({ page }) => {
    await startQuote(page, "car");
    await fillPersonal(page, "car");
    await fillAddress(page);
  });

  test("retired presets the occupation and industry and shows them", async ({ page }) => {
    await expect(page.getByRole("button", { name: "Next" })).toBeVisible();
    await radio(page, "What is your employment status?", "Retired").check();
    await expect(page.getByRole("combobox", { name: "What is your occupation?" })).toHaveValue("Retired");
    await expect(page.getByRole("combobox", { name: "What industry do you work in?" })).toHaveValue("None - Retired");
    await continueTo(page, "history", "Next");
    await expect(page.getByRole("complementary")).toContainText("Retired");
  });

  test("employed searches occupation and industry from 3 characters", async ({ page }) => {
    await radio(page, "What is your employment status?", "Employed").check();
    const occupation = page.getByRole("combobox", { name: "What is your occupation?" });
    await expect(occupation).toHaveValue("");
    await occupation.fill("ac");
    await expect(page.getByRole("option")).toHaveCount(0);
    await occupation.fill("acc");
    await expect(page.getByRole("option", { name: "Accountant", exact: true })).toBeVisible();
    await page.getByRole("option", { name: "Accountant", exact: true }).click();
    await expect(occupation).toHaveValue("Accountant");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(errorSummary(page).getByRole("link")).toHaveText([
      messagesOn("car", "job", { statusCode: "E", occupationCode: "A01" }, { today }).businessCode,
    ]);
    await search(page, "What industry do you work in?", "ACC", "Accountancy");
    await continueTo(page, "history", "Next");
  });

  test("a student picks a type from a list and a second job is asked the same way", async ({ page }) => {
    await radio(page, "What is your employment status?", "Student").check();
    await expect(page.getByRole("combobox", { name: "What industry do you work in?" })).toHaveValue("Education");
    await page.getByRole("switch", { name: "Do you have a second job?" }).click();
    await radio(page, "What is your employment status in your second job?", "Not in paid work").check();
    await expect(page.getByRole("combobox", { name: "What industry is your second job in?" })).toHaveValue("Not In Paid Work");
    await page.getByRole("button", { name: "Next" }).click();
    const job = messagesOn("car", "job", { statusCode: "S", secondary: true, secondaryStatusCode: "NIW" }, { today });
    await expect(errorSummary(page).getByRole("link")).toHaveText([job.occupationCode, job.secondaryOccupationCode]);
    await page.getByLabel("What type of student are you?").selectOption({ label: "School student" });
    await page.getByLabel("Second job: what best describes you?").selectOption({ label: "Voluntary worker" });
    await continueTo(page, "history", "Next");
  });
});

test("a convicted driver declares two convictions, one with a breathalyser reading", async ({ page }) => {
  await startQuote(page, "convicted");
  await fillPersonal(page, "convicted");
  await fillAddress(page);
  await fillJobEmployed(page);

  await fillLicence(page, { years: "2" });
  await expect(page.getByLabel(/how many months/)).toHaveCount(0);
  await radio(page, /any motoring convictions/, "Yes").check();
  // Yes reveals the details and an "another" question already answered No.
  await expect(radio(page, /another motoring conviction/, "No")).toBeChecked();

  await fillDate(page, /Conviction 1: date of conviction/, "2024-05-10");
  // People know their conviction by the code on their licence record, or by its words: both find it.
  await search(page, "Conviction 1: DVLA code", "dr10", "DR10 – Driving or attempting to drive with alcohol level above limit");
  await page.getByLabel("Conviction 1: penalty points").fill("13");
  await page.getByLabel("Conviction 1: fine").fill("750");
  await page.getByLabel("Conviction 1: length of ban in months").fill("61");
  await page.getByRole("button", { name: "Continue" }).click();
  const conviction = { conviction1: true, convictionDate1: "2024-05-10", dvlaCode1: "DR10", points1: 13, fine1: 750, lengthOfBan1: 61 };
  const refused = messagesOn("convicted", "history", conviction, { today });
  await expect(errorSummary(page).getByRole("link")).toHaveText([refused.points1, refused.lengthOfBan1, refused.breathalyserReading1]);
  await page.getByLabel("Conviction 1: penalty points").fill("0");
  await page.getByLabel("Conviction 1: length of ban in months").fill("12");
  await page.getByLabel("Conviction 1: breathalyser alcohol reading").fill("300.1");
  const reading = messagesOn(
    "convicted",
    "history",
    { ...conviction, points1: 0, lengthOfBan1: 12, breathalyserReading1: "300.1" },
    { today },
  );
  await expect(errorSummary(page).getByRole("link")).toHaveText([reading.breathalyserReading1]);
  await page.getByLabel("Conviction 1: breathalyser alcohol reading").fill("45.5");
  await expect(errorSummary(page)).toHaveCount(0);

  await radio(page, /another motoring conviction/, "Yes").check();
  await fillDate(page, /Conviction 2: date of conviction/, "2025-01-15");
  await search(page, "Conviction 2: DVLA code", "statutory speed", "SP30 – Exceeding statutory speed limit on a public road");
  await page.getByLabel("Conviction 2: penalty points").fill("3");
  await page.getByLabel("Conviction 2: fine").fill("100");
  await page.getByLabel("Conviction 2: length of ban in months").fill("0");
  // A speeding conviction needs no reading; the third "another" question is already No.
  await expect(radio(page, /another motoring conviction/, "No").last()).toBeChecked();
  await continueTo(page, "claims");
  await expect(page.getByRole("complementary")).toContainText("with convictions");
});

test("a claim exactly 5 years old is rejected, a day younger is accepted", async ({ page }) => {
  await startQuote(page, "car");
  await fillPersonal(page, "car");
  await fillAddress(page);
  await fillJobEmployed(page);
  await fillLicence(page, { years: "2", months: "3" });
  await noConvictions(page);

  await radio(page, /any claims/, "Yes").check();
  await page.getByLabel("Claim 1: type of incident").selectOption({ label: "Accident" });
  await radio(page, "Claim 1: is the claim still open?", "No").check();
  await radio(page, "Claim 1: were you at fault?", "Yes").check();
  await fillDate(page, /Claim 1: date of incident/, "2021-11-22");
  await page.getByRole("button", { name: "Continue" }).click();
  const claim = { claim1: true, type1: "1", open1: false, fault1: true };
  await expect(errorSummary(page).getByRole("link")).toHaveText([
    messagesOn("car", "claims", { ...claim, date1: "2021-11-22" }, { today }).date1,
  ]);
  await fillDate(page, /Claim 1: date of incident/, "2026-11-23");
  await expect(errorSummary(page).getByRole("link")).toHaveText([
    messagesOn("car", "claims", { ...claim, date1: "2026-11-23" }, { today }).date1,
  ]);
  await fillDate(page, /Claim 1: date of incident/, "2021-11-23");
  await expect(errorSummary(page)).toHaveCount(0);
  await continueTo(page, "car");
  await expect(page.getByRole("complementary")).toContainText("Have claims");
});

const PRODUCTS: { product: Product; years: string; months?: string; next: string; statuses: string[] }[] = [
  {
    product: "car",
    years: "3",
    months: "6",
    next: "car",
    statuses: ["Employed", "Self-employed", "Student", "Retired", "Not in paid work"],
  },
  { product: "older", years: "25", next: "car", statuses: ["Employed", "Self-employed", "Student", "Retired", "Not in paid work"] },
  { product: "convicted", years: "1", next: "car", statuses: ["Employed", "Self-employed", "Student", "Retired", "Not in paid work"] },
  {
    product: "ppm",
    years: "0",
    months: "11",
    next: "car",
    statuses: ["Employed", "Self-employed", "Student", "Retired", "Not in paid work"],
  },
  { product: "van", years: "1", next: "van", statuses: ["Self-employed", "Employed", "Retired", "Not in paid work", "Student"] },
];

for (const { product, years, months, next, statuses } of PRODUCTS) {
  test(`${product}: address, job, history and claims lead on to /${next}`, async ({ page }) => {
    await startQuote(page, product);
    await fillPersonal(page, product);
    await fillAddress(page);

    await expect(page.getByRole("group", { name: "What is your employment status?" }).getByRole("radio")).toHaveCount(5);
    const labels = page.getByRole("group", { name: "What is your employment status?" }).locator("label");
    await expect(labels).toHaveText(statuses);
    await fillJobEmployed(page);

    const yearOptions = page.getByLabel("How many full years have you held your licence?").locator("option");
    const expectedYears = product === "car" ? ["0", "9"] : product === "van" ? ["1", "9"] : ["0", "25"];
    await expect(yearOptions.nth(1)).toHaveText(expectedYears[0]);
    await expect(yearOptions.last()).toHaveText(expectedYears[1]);
    const licenceTypes = page.getByRole("group", { name: /type of driving licence/ }).locator("label");
    await expect(licenceTypes).toHaveText(
      product === "van" ? ["Full UK", "EU", "International"] : ["Full UK", "Provisional UK", "EU", "International"],
    );
    await fillLicence(page, { years, months });
    if (months === undefined) await expect(page.getByLabel(/how many months/)).toHaveCount(0);
    await noConvictions(page);
    await noClaims(page, next);
  });
}
