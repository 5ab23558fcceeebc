// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { ownsLabel, widgets } from "../../renderer-widgets/index";
import widgetNames from "../../renderer-widgets/widgetNames.json";

describe("widget registry", () => {
  it("registers exactly the names the journey linter reads", () => {
    expect(Object.keys(widgets).sort()).toEqual([...widgetNames].sort());
  });

  it("lists each name once", () => {
    expect(new Set(widgetNames).size).toBe(widgetNames.length);
  });

  it("is a frozen plain dictionary", () => {
    expect(Object.isFrozen(widgets)).toBe(true);
    expect(Object.getPrototypeOf(widgets)).toBe(Object.prototype);
  });

  it("marks the widgets that render their own legend", () => {
    const owning = widgetNames.filter((name) => ownsLabel(widgets[name])).sort();
    expect(owning).toEqual(["checkboxes", "date", "radios"]);
  });
});
