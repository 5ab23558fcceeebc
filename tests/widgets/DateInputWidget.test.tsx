// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import DateInputWidget from "../../renderer-widgets/DateInputWidget";
import { renderWidget, WIDGET_ID, type WidgetSetup } from "./renderWidget";

function renderDate(setup: WidgetSetup = {}) {
  const view = renderWidget(DateInputWidget, { label: "Date of birth", withLabel: false, ...setup });
  return {
    ...view,
    day: screen.getByLabelText("Day") as HTMLInputElement,
    month: screen.getByLabelText("Month") as HTMLInputElement,
    year: screen.getByLabelText("Year") as HTMLInputElement,
  };
}

describe("date widget", () => {
  it("renders a fieldset whose legend is the label, with Day, Month and Year boxes", () => {
    const { day, month, year } = renderDate({ options: { hint: "For example, 27 3 2007", hintId: "dob-hint" } });
    const group = screen.getByRole("group", { name: "Date of birth" });
    expect(group.tagName).toBe("FIELDSET");
    expect(group).toHaveAttribute("aria-describedby", "dob-hint");
    expect(screen.getByText("For example, 27 3 2007")).toHaveAttribute("id", "dob-hint");
    expect(day).toHaveAttribute("id", WIDGET_ID);
    for (const box of [day, month, year]) {
      expect(box).toHaveAttribute("inputmode", "numeric");
      expect(box).toHaveAttribute("pattern", "[0-9]*");
      expect(box).not.toHaveAttribute("autocomplete");
    }
  });

  it("asks for bday autocomplete when the field says so", () => {
    const { day, month, year } = renderDate({ options: { autocomplete: "bday" } });
    expect(day).toHaveAttribute("autocomplete", "bday-day");
    expect(month).toHaveAttribute("autocomplete", "bday-month");
    expect(year).toHaveAttribute("autocomplete", "bday-year");
  });

  it("pads a day starting with 4 at once and moves to the month", async () => {
    const { user, day, month } = renderDate();
    await user.type(day, "4");
    expect(day).toHaveValue("04");
    expect(month).toHaveFocus();
  });

  it("waits for a second digit when the day starts with 3", async () => {
    const { user, day, month } = renderDate();
    await user.type(day, "3");
    expect(day).toHaveValue("3");
    expect(day).toHaveFocus();
    await user.type(day, "1");
    expect(day).toHaveValue("31");
    expect(month).toHaveFocus();
  });

  it("pads a month starting with 2 at once and moves to the year", async () => {
    const { user, month, year } = renderDate();
    await user.type(month, "2");
    expect(month).toHaveValue("02");
    expect(year).toHaveFocus();
  });

  it("waits for a second digit when the month starts with 1", async () => {
    const { user, month, year } = renderDate();
    await user.type(month, "1");
    expect(month).toHaveValue("1");
    expect(month).toHaveFocus();
    await user.type(month, "2");
    expect(month).toHaveValue("12");
    expect(year).toHaveFocus();
  });

  it("pads one-digit day and month when they lose focus", async () => {
    const { user, day, month } = renderDate();
    await user.type(day, "3");
    await user.tab();
    expect(day).toHaveValue("03");
    await user.type(month, "1");
    await user.tab();
    expect(month).toHaveValue("01");
  });

  it("takes a Tab straight after moving on as the move itself, so no box is skipped", async () => {
    const { user, day, month, year } = renderDate();
    await user.type(day, "12");
    expect(month).toHaveFocus();
    await user.tab();
    expect(month).toHaveFocus();
    await user.keyboard("06");
    expect(year).toHaveFocus();
    await user.tab();
    expect(year).toHaveFocus();
    await user.keyboard("1990");
    await user.tab();
    expect(screen.getByRole("button", { name: "Elsewhere" })).toHaveFocus();
    expect([day.value, month.value, year.value]).toEqual(["12", "06", "1990"]);
  });

  it("swallows only the first Tab after a move, and never a Shift+Tab", async () => {
    const { user, day, month, year } = renderDate();
    await user.type(day, "4");
    expect(month).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(year).toHaveFocus();
    await user.type(month, "5");
    expect(year).toHaveFocus();
    await user.tab({ shift: true });
    expect(month).toHaveFocus();
  });

  it("lets Tab move on once the user has typed in the box moved to", async () => {
    const { user, day, month, year } = renderDate();
    await user.type(day, "12");
    await user.keyboard("1");
    expect(month).toHaveFocus();
    await user.tab();
    expect(month).toHaveValue("01");
    expect(year).toHaveFocus();
  });

  it("lets Tab move on after a click in the box moved to", async () => {
    const { user, day, month, year } = renderDate();
    await user.type(day, "12");
    await user.click(month);
    await user.tab();
    expect(year).toHaveFocus();
  });

  it("keeps the second digit when the day completes and focus moves on", async () => {
    const { user, day } = renderDate();
    await user.type(day, "12");
    expect(day).toHaveValue("12");
  });

  it("reports '' for a partial date but keeps what was typed", async () => {
    const { user, day, month, year, lastValue } = renderDate();
    await user.type(day, "15");
    await user.type(month, "06");
    expect(lastValue()).toBe("");
    expect(day).toHaveValue("15");
    expect(month).toHaveValue("06");
    expect(year).toHaveValue("");
  });

  it("reports YYYY-MM-DD once all three parts are present", async () => {
    const { user, day, year, lastValue } = renderDate();
    await user.type(day, "5");
    await user.tab();
    await user.type(screen.getByLabelText("Month"), "3");
    await user.type(year, "2024");
    expect(lastValue()).toBe("2024-03-05");
  });

  it("drops non-digits and keeps at most four year digits", async () => {
    const { user, day, year } = renderDate();
    await user.type(day, "a1b");
    expect(day).toHaveValue("1");
    await user.type(year, "199012");
    expect(year).toHaveValue("1990");
  });

  it("goes back to '' when a box of a full date is cleared", async () => {
    const { user, year, lastValue } = renderDate({ value: "1990-12-25" });
    await user.clear(year);
    expect(lastValue()).toBe("");
    expect(screen.getByLabelText("Day")).toHaveValue("25");
  });

  it("shows a value set from outside and follows later changes", () => {
    const { day, month, year, setValue } = renderDate({ value: "1990-12-25" });
    expect([day.value, month.value, year.value]).toEqual(["25", "12", "1990"]);
    setValue("2001-02-03");
    expect([day.value, month.value, year.value]).toEqual(["03", "02", "2001"]);
    setValue("");
    expect([day.value, month.value, year.value]).toEqual(["", "", ""]);
  });

  it("reports blur only when focus leaves the whole date", async () => {
    const { user, day, onBlur } = renderDate();
    await user.type(day, "12");
    await user.type(screen.getByLabelText("Month"), "1");
    expect(onBlur).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(onBlur).toHaveBeenCalledWith(WIDGET_ID, "");
  });

  it("marks every box in error by default", () => {
    const { day, month, year } = renderDate({ rawErrors: ["Enter date of birth"], options: { errorId: "dob-error" } });
    for (const box of [day, month, year]) expect(box).toHaveClass("govuk-input--error");
    expect(screen.getByRole("group")).toHaveAttribute("aria-describedby", "dob-error");
  });

  it("marks only the box named by errorPart", () => {
    const { day, month, year } = renderDate({ rawErrors: ["Date must include a month"], options: { errorPart: "month" } });
    expect(month).toHaveClass("govuk-input--error");
    expect(day).not.toHaveClass("govuk-input--error");
    expect(year).not.toHaveClass("govuk-input--error");
  });

  it("marks nothing without errors", () => {
    const { day, month, year } = renderDate({ rawErrors: [] });
    for (const box of [day, month, year]) expect(box).not.toHaveClass("govuk-input--error");
  });
});
