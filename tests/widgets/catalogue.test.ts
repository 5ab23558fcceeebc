import { describe, expect, it } from "vitest";
import { fillTemplate, widgetDefaults, widgetText, type WidgetTextKey } from "../../renderer-widgets/catalogue";
import catalogue from "../../journeys/common/catalogue/widgets.json";

describe("widget catalogue", () => {
  it.each([
    ["{value}+", { value: "4" }, "4+"],
    ["Decrease {label}", { label: "Annual mileage" }, "Decrease Annual mileage"],
    ["{count} results are available", { count: 12 }, "12 results are available"],
    ["Keeps {unknown} placeholders", {}, "Keeps {unknown} placeholders"],
    ["No placeholders", { value: 1 }, "No placeholders"],
  ])("fills %j", (template, params, expected) => {
    expect(fillTemplate(template, params)).toBe(expected);
  });

  it("has a non-empty text for every key", () => {
    for (const key of Object.keys(catalogue.text) as WidgetTextKey[]) {
      expect(widgetText(key).trim(), key).not.toBe("");
    }
  });

  it("fills placeholders in catalogue texts", () => {
    expect(widgetText("slider.increase", { label: "Annual mileage" })).toBe("Increase Annual mileage");
  });

  it("starts searching at 3 characters by default", () => {
    expect(widgetDefaults.searchMinChars).toBe(3);
  });
});
