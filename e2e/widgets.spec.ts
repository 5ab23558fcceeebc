import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";

/**
 * The widget showcase (/dev/widgets, development and test builds only), driven by keyboard
 * alone: focus is placed with Tab or locator.focus(), never with a pointer. Each test ends
 * with an axe scan of the page in the state it left.
 */

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"];

// Each test runs several full axe scans, which take seconds on a busy CI machine.
test.describe.configure({ timeout: 60_000 });

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = results.violations.map((v) => ({ rule: v.id, help: v.help, targets: v.nodes.map((n) => n.target) }));
  expect(found).toEqual([]);
}

/** The showcase prints each answer as JSON, so types are visible: "5" is a string, 5 a number. */
const answer = (page: Page, name: string): Locator => page.locator(`#answer-${name}`);

async function typeInto(page: Page, box: Locator, text: string): Promise<void> {
  await box.focus();
  await page.keyboard.type(text);
}

test.beforeEach(async ({ page }) => {
  await page.goto("/dev/widgets");
  await expect(page.getByRole("heading", { level: 1, name: "Form widgets" })).toBeVisible();
});

test("the page passes axe before anything is answered", async ({ page }) => {
  await expectNoAxeViolations(page);
});

test("text, email, mobile, number, currency and plate boxes by keyboard", async ({ page }) => {
  await typeInto(page, page.getByLabel("First name"), "Ada");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Email address")).toBeFocused();
  await page.keyboard.type("ada@example.com");
  await page.keyboard.press("Tab");
  await page.keyboard.type("07700 900-982");
  await page.keyboard.press("Tab");
  await page.keyboard.type("5");
  await page.keyboard.press("Tab");
  await page.keyboard.type("£12,500");
  await page.keyboard.press("Tab");
  await page.keyboard.type("AB12 CDE");

  await expect(page.getByLabel("First name")).toHaveValue("Ada");
  await expect(page.getByLabel("Email address")).toHaveValue("ada@example.com");
  await expect(page.getByLabel("Mobile phone number")).toHaveValue("07700900982");
  await expect(page.getByLabel("Number of seats")).toHaveValue("5");
  await expect(page.getByLabel("What is the car worth?")).toHaveValue("12500");
  await expect(page.getByLabel("Registration number")).toHaveValue("AB12 CDE");
  await expect(page.getByLabel("Registration number")).toHaveCSS("text-transform", "uppercase");
  // No spell checking where words mean nothing: the browser itself must see spellcheck="false".
  for (const label of ["Email address", "Mobile phone number", "Number of seats", "Registration number"]) {
    await expect(page.getByLabel(label)).toHaveAttribute("spellcheck", "false");
    expect(await page.getByLabel(label).evaluate((box) => (box as HTMLElement).spellcheck)).toBe(false);
  }
  await expect(page.getByLabel("First name")).not.toHaveAttribute("spellcheck");

  await expect(answer(page, "phoneNumber")).toHaveText('"07700900982"');
  await expect(answer(page, "seats")).toHaveText("5");
  await expect(answer(page, "value")).toHaveText("12500");
  await expectNoAxeViolations(page);
});

test("date input pads, moves on and builds YYYY-MM-DD", async ({ page }) => {
  const dob = page.getByRole("group", { name: "Date of birth" });
  const [day, month, year] = [dob.getByLabel("Day"), dob.getByLabel("Month"), dob.getByLabel("Year")];

  await typeInto(page, day, "4");
  await expect(day).toHaveValue("04");
  await expect(month).toBeFocused();
  await page.keyboard.type("1");
  await expect(month).toHaveValue("1");
  await expect(month).toBeFocused();
  await page.keyboard.type("2");
  await expect(year).toBeFocused();
  await page.keyboard.type("1990");
  await expect(answer(page, "dob")).toHaveText('"1990-12-04"');

  const cover = page.getByRole("group", { name: "Cover start date" });
  const [coverDay, coverMonth, coverYear] = [cover.getByLabel("Day"), cover.getByLabel("Month"), cover.getByLabel("Year")];
  await typeInto(page, coverDay, "3");
  await expect(coverDay).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(coverDay).toHaveValue("03");
  await expect(coverMonth).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.type("2026");
  // A partial date is reported as '' while the boxes keep what was typed.
  await expect(answer(page, "coverStartDate")).toHaveText('""');
  await expect(coverYear).toHaveValue("2026");
  // The fixture's error names the month, so only that box is marked.
  await expect(coverMonth).toHaveClass(/govuk-input--error/);
  await expect(coverDay).not.toHaveClass(/govuk-input--error/);
  await coverMonth.focus();
  await page.keyboard.type("6");
  await expect(answer(page, "coverStartDate")).toHaveText('"2026-06-03"');
  await expectNoAxeViolations(page);
});

test("a Tab pressed straight after the date moves on by itself skips no box", async ({ page }) => {
  const dob = page.getByRole("group", { name: "Date of birth" });
  const [day, month, year] = [dob.getByLabel("Day"), dob.getByLabel("Month"), dob.getByLabel("Year")];
  const coverDay = page.getByRole("group", { name: "Cover start date" }).getByLabel("Day");

  // Typed as in any form, a Tab after each box: the move two digits made is not made twice.
  await typeInto(page, day, "12");
  await expect(month).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(month).toBeFocused();
  await page.keyboard.type("06");
  await expect(year).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(year).toBeFocused();
  await page.keyboard.type("1990");
  await page.keyboard.press("Tab");
  await expect(coverDay).toBeFocused();
  await expect(answer(page, "dob")).toHaveText('"1990-06-12"');

  // Shift+Tab after a move goes back at once, and a second Tab after a move is the user's own.
  await page.keyboard.press("Shift+Tab");
  await expect(year).toBeFocused();
  await day.focus();
  await page.keyboard.press("Control+A");
  await page.keyboard.type("9");
  await expect(day).toHaveValue("09");
  await expect(month).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(day).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(month).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(year).toBeFocused();
  await expect(answer(page, "dob")).toHaveText('"1990-06-09"');
  await expectNoAxeViolations(page);
});

test("toggle, radios and checkboxes by keyboard", async ({ page }) => {
  const toggle = page.getByRole("switch", { name: "Not bought yet" });
  await toggle.focus();
  await page.keyboard.press("Space");
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await expect(toggle).toHaveText("On");
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await expect(toggle).toHaveText("Off");
  await page.keyboard.press("Space");
  await expect(answer(page, "notYetPurchased")).toHaveText("true");

  await page.keyboard.press("Tab");
  const yes = page.getByRole("radio", { name: "Yes" });
  await expect(yes).toBeFocused();
  await page.keyboard.press("Space");
  await expect(yes).toBeChecked();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "No" })).toBeChecked();
  await expect(answer(page, "imported")).toHaveText("false");

  await page.keyboard.press("Tab");
  await expect(page.getByRole("radio", { name: "At home" })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(answer(page, "overnightLocation")).toHaveText('"Home"');

  await page.keyboard.press("Tab");
  await expect(page.getByRole("checkbox", { name: "Email" })).toBeFocused();
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  await expect(page.getByRole("checkbox", { name: "Chat" })).toBeChecked();
  await expect(answer(page, "marketing")).toHaveText('["email","chat"]');
  await page.keyboard.press("Space");
  await expect(answer(page, "marketing")).toHaveText('["email"]');
  await expectNoAxeViolations(page);
});

test("sliders by keys and by their buttons", async ({ page }) => {
  const miles = page.getByRole("slider", { name: "Annual mileage" });
  await expect(miles).toHaveAttribute("aria-valuetext", "Less than 1,000");
  await miles.focus();
  await page.keyboard.press("End");
  await expect(miles).toHaveAttribute("aria-valuetext", "25,000+");
  await expect(page.getByText("25,000+", { exact: true })).toBeVisible();
  await expect(answer(page, "miles")).toHaveText("25000");
  await page.keyboard.press("Home");
  await expect(miles).toHaveAttribute("aria-valuetext", "Less than 1,000");
  await page.keyboard.press("ArrowRight");
  await expect(miles).toHaveAttribute("aria-valuetext", "1,000");
  await page.keyboard.press("PageUp");
  await expect(miles).not.toHaveAttribute("aria-valuetext", "1,000");
  await page.keyboard.press("Home");

  // Dragging is never needed (WCAG 2.5.7): the buttons step too.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Increase Annual mileage" })).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Space");
  await expect(miles).toHaveAttribute("aria-valuetext", "2,000");
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await expect(page.getByRole("button", { name: "Decrease Annual mileage" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(answer(page, "miles")).toHaveText("1000");

  const households = page.getByRole("slider", { name: "Vehicles in your household" });
  await households.focus();
  await page.keyboard.press("End");
  await expect(households).toHaveAttribute("aria-valuetext", "4+");
  await page.keyboard.press("ArrowLeft");
  await expect(households).toHaveAttribute("aria-valuetext", "3");

  const ncd = page.getByRole("slider", { name: "Years of no claims discount" });
  await ncd.focus();
  await page.keyboard.press("End");
  await expect(ncd).toHaveAttribute("aria-valuetext", "9+");
  await expect(answer(page, "ncd")).toHaveText("9");
  await expectNoAxeViolations(page);
});

test("dropdowns keep placeholder and value types", async ({ page }) => {
  const title = page.getByRole("combobox", { name: "Title" });
  await expect(title).toHaveValue("nonselected");
  await expect(title.locator("option").first()).toHaveText("Select a title");
  await title.focus();
  await page.keyboard.press("ArrowDown");
  await expect(answer(page, "title")).toHaveText('"MR"');

  const year = page.getByRole("combobox", { name: "Year of manufacture" });
  await expect(year.locator("option").first()).toHaveText("Please select");
  await year.focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(answer(page, "year")).toHaveText("2023");
  await page.keyboard.press("Home");
  await expect(answer(page, "year")).toHaveText('"nonselected"');
  await expectNoAxeViolations(page);
});

test("search as you type by keyboard", async ({ page }) => {
  const search = page.getByRole("combobox", { name: "Occupation" });
  const listbox = page.getByRole("listbox", { name: "Occupation" });
  const status = page.locator("#showcase-occupationCode ~ [role=status]");

  await typeInto(page, search, "ac");
  await expect(search).toHaveAttribute("aria-expanded", "false");
  await expect(listbox).toBeHidden();
  await page.keyboard.type("C");
  await expect(listbox.getByRole("option")).toHaveText(["Accountant", "Accounts Assistant", "Chartered Accountant"]);
  await expect(status).toHaveText("3 results are available");

  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowUp");
  await expect(listbox.getByRole("option", { name: "Accounts Assistant" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(search).toHaveValue("Accounts Assistant");
  await expect(listbox).toBeHidden();
  await expect(answer(page, "occupationCode")).toHaveText('"A02"');
  await expect(answer(page, "occupation")).toHaveText('"Accounts Assistant"');

  // Editing the text drops the chosen code; Escape closes, then clears.
  await page.keyboard.press("Backspace");
  await expect(answer(page, "occupationCode")).toHaveText("Not answered");
  await page.keyboard.press("Escape");
  await expect(listbox).toBeHidden();
  await expect(search).toHaveValue("Accounts Assistan");
  await page.keyboard.press("Escape");
  await expect(search).toHaveValue("");

  await page.keyboard.type("zzz");
  await expect(status).toHaveText("No results found");
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");
  await page.keyboard.type("TEACH");
  await expect(listbox.getByRole("option")).toHaveText(["Teacher", "Teaching Assistant"]);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(answer(page, "occupationCode")).toHaveText('"T01"');
  await expectNoAxeViolations(page);
});

test("address list by keyboard", async ({ page }) => {
  const input = page.getByRole("combobox", { name: "Select your address" });
  const listbox = page.getByRole("listbox", { name: "Select your address" });

  await page.getByRole("combobox", { name: "Occupation" }).focus();
  await page.keyboard.press("Tab");
  await expect(input).toBeFocused();
  await expect(listbox).toBeVisible();
  // The list shows about six 35px rows in a 210px scrolling box.
  const box = await listbox.boundingBox();
  expect(box?.height).toBeLessThanOrEqual(214);
  const lastRow = listbox.getByRole("option", { name: /^Flat 10,/ });
  await expect(lastRow).not.toBeInViewport();

  await page.keyboard.press("End");
  await expect(lastRow).toHaveAttribute("aria-selected", "true");
  await expect(lastRow).toBeInViewport();
  await page.keyboard.press("ArrowUp");
  await expect(input).toHaveValue("Flat 9, 10 Downing Street, London");
  await page.keyboard.press("Enter");
  await expect(listbox).toBeHidden();
  await expect(answer(page, "addressId")).toHaveText('"GB|9"');
  await expect(answer(page, "address")).toHaveText('"Flat 9, 10 Downing Street, London"');

  // Escape puts back the last choice.
  await page.keyboard.press("ArrowDown");
  await expect(listbox).toBeVisible();
  await page.keyboard.press("Home");
  await expect(input).toHaveValue("Flat 1, 10 Downing Street, London");
  await page.keyboard.press("Escape");
  await expect(listbox).toBeHidden();
  await expect(input).toHaveValue("Flat 9, 10 Downing Street, London");

  // Leaving the field closes the list after the spec's delay.
  await page.keyboard.press("ArrowDown");
  await expect(listbox).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(input).not.toBeFocused();
  await expect(listbox).toBeHidden();
  await expect(input).toHaveValue("Flat 9, 10 Downing Street, London");
  await expectNoAxeViolations(page);
});

test("modal traps focus, closes on Escape and returns focus", async ({ page }) => {
  const opener = page.getByRole("button", { name: "Show the session timeout example" });
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Session timeout" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute("aria-modal", "true");
  const close = dialog.getByRole("button", { name: "Close" });
  const continueButton = dialog.getByRole("button", { name: "Continue with quote" });
  await expect(continueButton).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(close).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(continueButton).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(close).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(continueButton).toBeFocused();

  await expectNoAxeViolations(page);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(continueButton).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("spinner announces loading politely", async ({ page }) => {
  // Scoped to the showcase: the app's own page may show a spinner while it loads.
  const spinner = page.locator(".app-widget-showcase .app-spinner");
  await expect(spinner).toHaveAttribute("role", "status");
  await expect(spinner).toHaveAttribute("aria-live", "polite");
  await expect(spinner).toHaveText("Loading");
});
