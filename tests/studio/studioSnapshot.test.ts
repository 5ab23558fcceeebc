/**
 * The studio's view of a journeys folder, on a copy: every product with its scenario states; a file
 * that breaks shows as its product's problems (file and place) rather than throwing; an edit reloads
 * only the products that read the edited file; the linter's findings are placed and assigned.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOURNEYS_DIR } from "../../server/journeys/readJourneys.ts";
import { snapshotReader } from "../../tools/studio/studioSnapshot.ts";
import { lintFindings } from "../../tools/studio/lintFindings.ts";

let root: string;
const pageFile = () => join(root, "van/pages/van-business.json");
let original: string;

/** Writes the van business page changed by `edit`, with a later modification time than the last write. */
function editPage(edit: (text: string) => string): void {
  writeFileSync(pageFile(), edit(original));
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "studio-snapshot-"));
  cpSync(JOURNEYS_DIR, root, { recursive: true });
  original = readFileSync(pageFile(), "utf8");
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("snapshotReader", () => {
  it("loads every product, with the states of its scenario files", () => {
    const snapshot = snapshotReader(root)();
    expect(snapshot.products.map((p) => p.id)).toEqual(["car", "convicted", "older", "ppm", "van"]);
    const van = snapshot.products.find((p) => p.id === "van")!;
    expect(van.problems).toEqual([]);
    expect(van.journey?.pages["van-business"].title).toBe("Business details");
    const business = van.states.find((s) => s.label === "a van used for business, to the quote")!;
    expect(business).toMatchObject({ kind: "scenario", source: "van/scenarios/quotes.json", today: "2026-11-22" });
    expect(business.draft).toMatchObject({ product: "van", vanBusiness: { tradingName: expect.any(String) } });
    const emptyPage = van.states.find((s) => s.kind === "case" && s.label.startsWith("empty page") && s.page === "van-business")!;
    expect(emptyPage.messages).toEqual({
      companyType: "Select business type",
      tradingName: "Enter trading name",
      established: "Enter date",
    });
  });

  it("reports a file that is not JSON with its place, and loads the other products as they were", () => {
    const read = snapshotReader(root);
    const before = read();
    editPage(() => '{\n  "id": ');
    try {
      const after = read();
      const van = after.products.find((p) => p.id === "van")!;
      expect(van.journey).toBeUndefined();
      expect(van.problems).toEqual([expect.objectContaining({ file: pageFile(), pointer: "", line: 2, column: 9 })]);
      // Only the van reads the van's pages: the others are kept as they were.
      expect(after.products.find((p) => p.id === "car")).toBe(before.products.find((p) => p.id === "car"));
    } finally {
      editPage((text) => text);
    }
  });

  it("places a load problem in the file by its words", () => {
    editPage((text) => text.replace('"errorWhen": "inFuture"', '"errorWhen": "inFutur"'));
    try {
      const van = snapshotReader(root)().products.find((p) => p.id === "van")!;
      expect(van.problems).toEqual([
        expect.objectContaining({
          file: pageFile(),
          pointer: "/fields/3/rules/0/errorWhen",
          message: expect.stringContaining('"inFutur"'),
        }),
      ]);
    } finally {
      editPage((text) => text);
    }
  });
});

describe("lintFindings", () => {
  it("gives a broken var with its check, place, suggestion, product and page", () => {
    editPage((text) => text.replace('{"var": "answers.tradingName"}', '{"var": "answers.tradingNam"}'));
    try {
      const findings = lintFindings(root, snapshotReader(root)());
      expect(findings).toEqual([
        expect.objectContaining({
          file: pageFile(),
          pointer: "/summary/0/value/var",
          check: "unknown-reference",
          severity: "error",
          didYouMean: "answers.tradingName",
          products: ["van"],
          pages: ["van-business"],
        }),
      ]);
    } finally {
      editPage((text) => text);
    }
  }, 60_000);
});
