/**
 * The page view: each active field with its answer and options, in page order, and the
 * comparison a renderer uses to leave a field alone when nothing it shows changed.
 */
import { describe, expect, it } from "vitest";
import { pageView, sameFieldView } from "../../src/engine/index.ts";
import { page, pageData } from "./support/realJourneys.ts";

const history = page("convicted", "history");

function viewFor(answers: Record<string, unknown>) {
  return pageView(history, pageData("convicted", "history", { product: "convicted", history: answers }));
}

describe("pageView", () => {
  it("lists the active fields in page order, with their answers", () => {
    const view = viewFor({ conviction1: true, points1: 3 });
    const names = view.fields.map((f) => f.field.name);
    expect(names).toContain("points1");
    expect(names).not.toContain("points2");
    expect(names.indexOf("conviction1")).toBeLessThan(names.indexOf("points1"));
    expect(view.byName.get("points1")?.value).toBe(3);
  });

  it("a revealed field appears only once the answer that reveals it is given", () => {
    expect(viewFor({ conviction1: false }).byName.has("points1")).toBe(false);
    expect(viewFor({ conviction1: true }).byName.has("points1")).toBe(true);
  });

  it("offers each field's options as the engine resolves them", () => {
    const view = viewFor({ conviction1: true });
    const years = view.byName.get("years");
    expect(years?.options?.length).toBeGreaterThan(0);
  });
});

describe("sameFieldView", () => {
  it("is the same when the field, answer and options are, even as new objects", () => {
    const a = viewFor({ conviction1: true, points1: 3 }).byName.get("years");
    const b = viewFor({ conviction1: true, points1: 4 }).byName.get("years");
    expect(a?.options).not.toBe(b?.options);
    expect(sameFieldView(a, b)).toBe(true);
  });

  it("differs when the answer changes", () => {
    const a = viewFor({ conviction1: true, points1: 3 }).byName.get("points1");
    const b = viewFor({ conviction1: true, points1: 4 }).byName.get("points1");
    expect(sameFieldView(a, b)).toBe(false);
  });

  it("differs when one of them is missing", () => {
    expect(sameFieldView(viewFor({ conviction1: true }).byName.get("points1"), undefined)).toBe(false);
  });
});
