/**
 * The style tools npm test runs refuse what they are there to refuse: ESLint (eslint.config.js) a
 * hook called conditionally, Prettier (.prettierrc.json) a file not in its layout. Each is shown a
 * fixture under tests/fixtures/style/, which both tools' project runs leave out.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { ESLint } from "eslint";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const fixture = (name: string) => readFileSync(join(ROOT, "tests/fixtures/style", name), "utf8");

describe("the style checks", () => {
  it("refuse a hook called conditionally in app code", async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const [result] = await eslint.lintText(fixture("conditionalHook.tsx"), { filePath: join(ROOT, "src/app/Greeting.tsx") });
    expect(result.messages.map((m) => `${m.line}: ${m.ruleId}`)).toEqual(["5: react-hooks/rules-of-hooks"]);
  }, 60_000);

  it("refuse a file Prettier would lay out otherwise, and pass it once laid out", async () => {
    const filepath = join(ROOT, "src/app/premium.ts");
    const options = { ...(await prettier.resolveConfig(filepath)), filepath };
    const source = fixture("unformatted.ts");
    expect(await prettier.check(source, options)).toBe(false);
    const laidOut = await prettier.format(source, options);
    expect(laidOut).toBe("export const premium = { annual: 48250, monthly: 4021 };\n");
    expect(await prettier.check(laidOut, options)).toBe(true);
  });
});
