// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import SliderWidget from "../../renderer-widgets/SliderWidget";
import { formatSliderValue, readSliderFormat, stepValue } from "../../renderer-widgets/sliderFormat";
import { renderWidget } from "./renderWidget";

const carMiles = { min: "Less than 1,000", max: "{value}+", default: "{value}", thousands: true };
const plusAtMax = { max: "{value}+" };

describe("slider display text", () => {
  it.each([
    ["car miles at 0", 0, { min: 0, max: 25000 }, carMiles, "Less than 1,000"],
    ["car miles at 12000", 12000, { min: 0, max: 25000 }, carMiles, "12,000"],
    ["car miles at 25000", 25000, { min: 0, max: 25000 }, carMiles, "25,000+"],
    ["van miles at 41000", 41000, { min: 0, max: 41000 }, carMiles, "41,000+"],
    ["households at 4", 4, { min: 1, max: 4 }, plusAtMax, "4+"],
    ["households at 1", 1, { min: 1, max: 4 }, plusAtMax, "1"],
    ["UK years at 17", 17, { min: 3, max: 17 }, plusAtMax, "17+"],
    ["NCD at 9", 9, { min: 0, max: 9 }, plusAtMax, "9+"],
    ["no format", 5000, { min: 0, max: 25000 }, {}, "5000"],
  ])("%s shows %j", (_case, value, range, format, text) => {
    expect(formatSliderValue(value, range, readSliderFormat(format))).toBe(text);
  });

  it("ignores a malformed format", () => {
    expect(readSliderFormat("oops")).toEqual({});
    expect(readSliderFormat({ max: 4, thousands: "yes" })).toEqual({
      min: undefined,
      max: undefined,
      default: undefined,
      thousands: false,
    });
  });

  it.each([
    [0, 1, { min: 0, max: 300, step: 0.1 }, 0.1],
    [0.2, 1, { min: 0, max: 300, step: 0.1 }, 0.3],
    [25000, 1, { min: 0, max: 25000, step: 1000 }, 25000],
    [0, -1, { min: 0, max: 25000, step: 1000 }, 0],
    [3000, -1, { min: 0, max: 25000, step: 1000 }, 2000],
  ] as const)("steps %d by %d", (value, direction, range, next) => {
    expect(stepValue(value, direction, range)).toBe(next);
  });
});

describe("slider widget", () => {
  const schema = { type: "integer" as const, minimum: 0, maximum: 25000, multipleOf: 1000, default: 0 };

  function renderMiles(value?: number) {
    return renderWidget(SliderWidget, { label: "Annual mileage", value, schema, options: { format: carMiles } });
  }

  it("is a range input with the schema's limits and a visible value", () => {
    renderMiles(0);
    const slider = screen.getByRole("slider", { name: "Annual mileage" });
    expect(slider).toHaveAttribute("min", "0");
    expect(slider).toHaveAttribute("max", "25000");
    expect(slider).toHaveAttribute("step", "1000");
    expect(slider).toHaveAttribute("aria-valuetext", "Less than 1,000");
    expect(screen.getByText("Less than 1,000")).toBeVisible();
  });

  it("takes its step from ui.step when the schema has no multipleOf", () => {
    renderWidget(SliderWidget, { schema: { minimum: 0, maximum: 300 }, options: { step: 0.1 } });
    expect(screen.getByRole("slider")).toHaveAttribute("step", "0.1");
  });

  it("reports numbers as the range moves", () => {
    const { onChange } = renderMiles(0);
    fireEvent.input(screen.getByRole("slider"), { target: { value: "25000" } });
    expect(onChange).toHaveBeenLastCalledWith(25000);
    expect(screen.getByRole("slider")).toHaveAttribute("aria-valuetext", "25,000+");
    expect(screen.getByText("25,000+")).toBeVisible();
  });

  it("steps with buttons named from the catalogue, announcing the new value", async () => {
    const { user, onChange } = renderMiles(0);
    await user.click(screen.getByRole("button", { name: "Increase Annual mileage" }));
    expect(onChange).toHaveBeenLastCalledWith(1000);
    expect(screen.getByRole("slider")).toHaveAttribute("aria-valuetext", "1,000");
    await user.keyboard("{Enter}");
    expect(onChange).toHaveBeenLastCalledWith(2000);
    await user.click(screen.getByRole("button", { name: "Decrease Annual mileage" }));
    expect(onChange).toHaveBeenLastCalledWith(1000);
    expect(document.querySelector("[aria-live='polite']")).toHaveTextContent("1,000");
  });

  it("keeps the end buttons focusable but inert", async () => {
    const { user, onChange } = renderMiles(0);
    const decrease = screen.getByRole("button", { name: "Decrease Annual mileage" });
    expect(decrease).toHaveAttribute("aria-disabled", "true");
    expect(decrease).toBeEnabled();
    await user.click(decrease);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows the schema default when there is no answer yet", () => {
    renderWidget(SliderWidget, { schema: { minimum: 1, maximum: 4, default: 1 }, options: { format: plusAtMax } });
    expect(screen.getByRole("slider")).toHaveValue("1");
  });
});
