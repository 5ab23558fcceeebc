import { expect, test } from "@playwright/test";

/** The showcase's modal in a real browser: the page under a native modal dialog is inert. */
test("the page under the modal takes neither focus nor clicks", async ({ page }) => {
  await page.goto("/dev/widgets");
  const opener = page.getByRole("button", { name: "Show the session timeout example" });
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Session timeout" });
  const continueButton = dialog.getByRole("button", { name: "Continue with quote" });
  await expect(continueButton).toBeFocused();

  await opener.evaluate((button) => button.focus());
  await expect(continueButton).toBeFocused();
  expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
  // A click on a box of the dimmed page does not reach it.
  const firstName = page.getByLabel("First name");
  const box = await firstName.boundingBox();
  expect(box).not.toBeNull();
  await page.mouse.click((box?.x ?? 0) + 5, (box?.y ?? 0) + 5);
  await expect(dialog).toBeVisible();
  await expect(firstName).not.toBeFocused();
  // Focus left on the page by that click goes back into the dialog with the next Tab.
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
});
