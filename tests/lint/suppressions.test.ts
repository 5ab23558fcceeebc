import { describe, expect, it } from "vitest";
import type { ResolvedJourney, ResolvedPage } from "../../src/engine/index.ts";
import { error } from "../../tools/lint/problem.ts";
import type { ProductContext } from "../../tools/lint/productContext.ts";
import { applySuppressions } from "../../tools/lint/suppressions.ts";

const CHECKS = { "forward-read": "reads an answer asked later", "unknown-reference": "names nothing" };
const FILE = "journeys/car/pages/start.json";

function productWith(page: ResolvedPage): ProductContext {
  const journey = { id: "car", pages: { [page.id]: page }, pageOrder: [page.id] } as unknown as ResolvedJourney;
  return {
    id: "car",
    manifestFile: "journeys/car/manifest.json",
    journey,
    registries: {} as ProductContext["registries"],
    fileOf: () => FILE,
    fieldWhere: () => "",
  };
}

describe("lint suppressions", () => {
  const rule = { errorWhen: true, message: "m", lint: { "forward-read": "falls back to today when not yet asked" } };
  const field = { name: "dob", schemaKey: "dob", rules: [rule] };
  const page = {
    id: "start",
    route: "/start",
    title: "t",
    fields: [field],
    next: [],
    file: "car/pages/start.json",
  } as unknown as ResolvedPage;

  it("drops the problems of the named check on the object carrying the suppression, and only those", () => {
    const excused = error(FILE, "reads later", { check: "forward-read", subject: rule });
    const otherCheck = error(FILE, "unknown name", { check: "unknown-reference", subject: rule });
    const otherObject = error(FILE, "reads later elsewhere", { check: "forward-read", subject: field });
    expect(applySuppressions([excused, otherCheck, otherObject], [productWith(page)], CHECKS)).toEqual([otherCheck, otherObject]);
  });

  it("warns about a suppression that excuses nothing, once, naming where it sits", () => {
    expect(applySuppressions([], [productWith(page), productWith(page)], CHECKS)).toEqual([
      {
        file: FILE,
        severity: "warning",
        message: 'lint suppression "forward-read" on field "dob" rules[0] excuses nothing here; remove it',
      },
    ]);
  });

  it("is an error to name an unknown check, with the nearest known id", () => {
    const misspelt = { ...page, lint: { "forward-reed": "the reason for it" } } as unknown as ResolvedPage;
    const problems = applySuppressions([], [productWith({ ...misspelt, fields: [] })], CHECKS);
    expect(problems).toEqual([
      {
        file: FILE,
        severity: "error",
        message: 'lint suppression "forward-reed" on page "start": unknown check id (did you mean "forward-read"?)',
      },
    ]);
  });
});
