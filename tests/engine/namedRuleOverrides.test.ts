/**
 * Regression: a named-driver page that rewords a shared rule must keep every other shared rule.
 * named-history rewords only the "held that long" rule of the shared licence-years question; before
 * rules merged by id, that override replaced the whole list and dropped the product's
 * licence-years limit, so a named driver on the car product could hold a licence 20 years (maximum 9).
 * The expectation is read from the policyholder's own page, so wording changes do not touch this test.
 */
import { describe, expect, it } from "vitest";
import { logicData, pageInstance, validatePage } from "../../src/engine/index.ts";
import type { Draft } from "../../src/engine/types.ts";
import { check, clock, journey } from "./support/realJourneys.ts";

function errorsOn(product: string, pageId: string, draft: Draft, index?: number) {
  const page = pageInstance(journey(product), pageId, index);
  if (!page) throw new Error(`no page ${pageId}`);
  return validatePage(page, logicData({ journey: journey(product), draft, section: page.section, clock }), check);
}

const history = { drivingLicenceType: "FULL_UK", licenceType: "M", conviction1: false };

describe.each(["car", "older", "convicted", "van", "ppm"])("%s: named-driver licence years", (product) => {
  const allowed = journey(product).limits.licenceYears as number[];
  const beyond = Math.max(...allowed) + 1;

  it(`refuses ${beyond} years held, as the policyholder's page does`, () => {
    const own = errorsOn(product, "history", { history: { ...history, years: beyond } }).years;
    const named = errorsOn(product, "named-history", { named: [{ added: true, history: { ...history, years: beyond } }] }, 0).years;
    expect(own).toBeTruthy();
    expect(named).toBeTruthy();
  });

  it("keeps the shared rules' conditions and changes only the reworded message", () => {
    const own = pageInstance(journey(product), "history")!.fields.find((f) => f.name === "years")!;
    const named = pageInstance(journey(product), "named-history", 0)!.fields.find((f) => f.name === "years")!;
    expect(named.rules?.map((r) => [r.id, r.errorWhen])).toEqual(own.rules?.map((r) => [r.id, r.errorWhen]));
  });
});
