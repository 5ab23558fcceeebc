/**
 * Shared scenario files (journeys/common/scenarios/): a rule table there is replayed for every
 * product whose journey has its page, or for the products it names, with the draft's product set to
 * each; it is recorded once, so products that answer a case differently are reported by --update.
 * Checked on a copy of journeys/ with shared tables added.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOURNEYS_DIR } from "../../server/journeys/readJourneys.ts";
import { recordScenarios, scenarioChecks, type RecordedFile } from "../../tools/journeys/scenarios/index.ts";
import { canonicalJson } from "../../tools/lint/canonicalJson.ts";

const FILE = "common/scenarios/probe.json";
const probe = {
  $schema: "../../scenario.schema.json",
  rules: [
    { name: "van only", page: "van-features", draft: {}, cases: [{ note: "nothing answered" }] },
    { name: "ten years of NCD", page: "final", products: ["van", "car"], defaults: true, draft: {}, cases: [{ answers: { ncd: 10 } }] },
    { name: "ten years of NCD everywhere", page: "final", defaults: true, draft: {}, cases: [{ answers: { ncd: 10 } }] },
  ],
};

let workspace: string;
let root: string;
let recorded: RecordedFile[];

beforeAll(() => {
  workspace = mkdtempSync(join(tmpdir(), "shared-scenarios-"));
  root = join(workspace, "journeys");
  cpSync(JOURNEYS_DIR, root, { recursive: true });
  writeFileSync(join(root, FILE), canonicalJson(probe));
  recorded = recordScenarios(root);
}, 120_000);

afterAll(() => rmSync(workspace, { recursive: true, force: true }));

const checksOf = (table: string) => scenarioChecks(root).filter((c) => c.file === FILE && c.title.startsWith(`${table} › `));

describe("a shared rule table", () => {
  it("applies to every product with its page, one check per product and case", () => {
    expect(checksOf("van only").map((c) => c.title)).toEqual(["van only › nothing answered (van)"]);
    expect(checksOf("ten years of NCD everywhere").map((c) => c.title.replace(/.* \(/, "("))).toEqual(["(car)", "(convicted)", "(older)", "(ppm)", "(van)"]);
  });

  it("applies only to the products it names, in name order", () => {
    expect(checksOf("ten years of NCD").map((c) => c.title)).toEqual(["ten years of NCD › ncd 10 (car)", "ten years of NCD › ncd 10 (van)"]);
  });

  it("records one result that every product it applies to gives", () => {
    for (const check of checksOf("ten years of NCD")) expect(isDeepStrictEqual(check.actual(), check.expected), check.title).toBe(true);
    const { messages } = checksOf("ten years of NCD")[0].expected as { messages: Record<string, string> };
    expect(Object.keys(messages)).toContain("ncd");
  });

  it("reports the cases products answer differently, and their checks fail", () => {
    const probeFile = recorded.find((r) => r.file === FILE)!;
    // Older allows fewer years of NCD; pay per mile does not ask how to pay.
    expect(probeFile.disagreements).toEqual(["ten years of NCD everywhere › ncd 10: older, ppm differ from car"]);
    const failing = checksOf("ten years of NCD everywhere").filter((c) => !isDeepStrictEqual(c.actual(), c.expected)).map((c) => c.title);
    expect(failing).toEqual(["ten years of NCD everywhere › ncd 10 (older)", "ten years of NCD everywhere › ncd 10 (ppm)"]);
  });

  it("naming a product without the page is an error, not a table silently skipped", () => {
    const typo = { $schema: "../../scenario.schema.json", rules: [{ name: "typo", page: "final", products: ["olders"], draft: {}, cases: [{}] }] };
    writeFileSync(join(root, "common/scenarios/typo.json"), canonicalJson(typo));
    try {
      expect(() => scenarioChecks(root)).toThrow('shared rule table "typo": olders has no page "final" (or is not a product)');
    } finally {
      rmSync(join(root, "common/scenarios/typo.json"));
    }
  });
});
