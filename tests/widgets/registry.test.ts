// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { getWidget, ownsLabel, widgets } from "../../renderer-widgets/index";
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

  it.each(widgetNames)("getWidget(%s) returns the registered component", (name) => {
    expect(getWidget(name)).toBe(widgets[name]);
  });

  it.each(["slider2", "toString", "", "Date"])("getWidget(%j) throws a clear error", (name) => {
    expect(() => getWidget(name)).toThrow(`Unknown widget "${name}"`);
  });

  it("marks the widgets that render their own legend", () => {
    const owning = widgetNames.filter((name) => ownsLabel(getWidget(name))).sort();
    expect(owning).toEqual(["checkboxes", "date", "radios"]);
  });
});
