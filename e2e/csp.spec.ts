/**
 * The app runs under the server's Content-Security-Policy with nothing refused: every
 * `securitypolicyviolation` event (listened for before the first script of each document) and every
 * "Refused to …" console message or complaint about the Permissions-Policy header is collected while
 * walking the start page, the widget showcase and a whole car journey to its price on /rate. A
 * deliberately injected inline script shows the collector works.
 */
import { expect, test, type Page } from "@playwright/test";
import { getQuote, reachFinal } from "./support/final";

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/** Collects every violation the page reports, across navigations, into the returned array. */
async function collectViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeFunction("reportCspViolation", (violation: Violation) => void violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation(v: Violation): void }).reportCspViolation;
      void report({ directive: event.effectiveDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}` });
    });
  });
  page.on("console", (message) => {
    // Also catches a misspelt feature in the Permissions-Policy header, which Chromium reports here.
    if (/Content Security Policy|Refused to|Permissions-Policy/i.test(message.text()))
      violations.push({ directive: "console", blocked: message.text(), source: message.location().url });
  });
  return violations;
}

test("the start page sends a strict policy, and the showcase's widgets run under it", async ({ page }) => {
  const violations = await collectViolations(page);
  const response = await page.goto("/product");
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toMatch(/unsafe-eval|unsafe-inline/);
  expect(response?.headers()["x-frame-options"]).toBe("DENY");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await page.goto("/dev/widgets");
  await expect(page.getByRole("heading", { level: 1, name: "Form widgets" })).toBeVisible();
  // Use two widgets, so what they render on interaction runs under the policy too.
  await page.getByRole("switch").first().click();
  await page.getByRole("slider").first().press("ArrowRight");
  expect(violations).toEqual([]);
});

test("a whole car journey to its price on /rate reports no violation", async ({ page }) => {
  test.slow();
  const violations = await collectViolations(page);
  await reachFinal(page);
  await getQuote(page, "ANNUALLY");
  expect(violations).toEqual([]);
});

test("the policy is enforced and reported: an injected inline script is refused", async ({ page }) => {
  const violations = await collectViolations(page);
  await page.goto("/product");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.injectedScriptRan = true";
    document.head.append(script);
    return (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan ?? false;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.filter((v) => v.directive === "script-src-elem").length).toBeGreaterThan(0);
});
