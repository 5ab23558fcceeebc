import { describe, expect, it } from "vitest";
import { enterDayOrMonth, enterYear, joinDateParts, padOnBlur, splitIsoDate } from "../../renderer-widgets/dateParts";

describe("date parts", () => {
  it.each([
    ["day", "3", "3", false],
    ["day", "4", "04", true],
    ["day", "9", "09", true],
    ["day", "0", "0", false],
    ["day", "31", "31", true],
    ["day", "123", "12", true],
    ["day", "1a", "1", false],
    ["month", "1", "1", false],
    ["month", "2", "02", true],
    ["month", "0", "0", false],
    ["month", "12", "12", true],
    ["month", "x", "", false],
  ] as const)("%s typed %j shows %j (advance %s)", (part, typed, text, advance) => {
    expect(enterDayOrMonth(typed, part)).toEqual({ text, advance });
  });

  it.each([
    ["2024", "2024"],
    ["20245", "2024"],
    ["19a9", "199"],
  ])("year typed %j keeps %j", (typed, kept) => {
    expect(enterYear(typed)).toBe(kept);
  });

  it.each([
    ["1", "01"],
    ["12", "12"],
    ["", ""],
  ])("pads %j to %j on blur", (text, padded) => {
    expect(padOnBlur(text)).toBe(padded);
  });

  it.each([
    [{ day: "5", month: "3", year: "2024" }, "2024-03-05"],
    [{ day: "25", month: "12", year: "1990" }, "1990-12-25"],
    [{ day: "", month: "3", year: "2024" }, ""],
    [{ day: "5", month: "", year: "2024" }, ""],
    [{ day: "5", month: "3", year: "" }, ""],
    [{ day: "", month: "", year: "" }, ""],
  ])("joins %j as %j", (parts, joined) => {
    expect(joinDateParts(parts)).toBe(joined);
  });

  it.each([
    ["1990-12-25", { day: "25", month: "12", year: "1990" }],
    ["", { day: "", month: "", year: "" }],
    [undefined, { day: "", month: "", year: "" }],
    ["not a date", { day: "", month: "", year: "" }],
  ])("splits %j", (value, parts) => {
    expect(splitIsoDate(value)).toEqual(parts);
  });
});
