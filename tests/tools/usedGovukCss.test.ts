import { describe, expect, it } from "vitest";
import postcss from "postcss";
import { usedGovukCss, withoutUniversalSibling } from "../../tools/usedGovukCss.ts";

describe("withoutUniversalSibling", () => {
  it("writes a trailing `* + *` as `:not(:first-child)`", () => {
    expect(withoutUniversalSibling(".govuk-error-summary__body > * + *")).toBe(".govuk-error-summary__body > :not(:first-child)");
    expect(withoutUniversalSibling(".a>*+*")).toBe(".a>:not(:first-child)");
    expect(withoutUniversalSibling("* + *")).toBe(":not(:first-child)");
  });

  it("leaves every other selector alone", () => {
    for (const selector of [".a > *", ".a + .b", ".a > .b + *", ".a * + .b", "body *"])
      expect(withoutUniversalSibling(selector)).toBe(selector);
  });
});

describe("usedGovukCss", () => {
  const run = (css: string, from: string) =>
    postcss([usedGovukCss()])
      .process(css, { from })
      .then((result) => result.css);

  it("cuts GOV.UK's sheet to the classes the app names and rewrites its universal sibling rules", async () => {
    const css = await run(
      ".govuk-error-summary__body > * + * { margin-top: 15px }\n.govuk-never-named-anywhere { color: red }",
      "/x/node_modules/govuk-frontend/dist/govuk/index.css",
    );
    expect(css).toContain(".govuk-error-summary__body > :not(:first-child)");
    expect(css).not.toContain("* + *");
    expect(css).not.toContain("govuk-never-named-anywhere");
  });

  it("leaves the app's own stylesheet whole", async () => {
    const css = ".app-x > * + * { margin-top: 1px }";
    expect(await run(css, "/x/src/app/app.css")).toBe(css);
  });
});
