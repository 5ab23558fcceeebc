// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import SelectWidget from "../../renderer-widgets/SelectWidget";
import { renderWidget, WIDGET_ID } from "./renderWidget";

const years = [2024, 2023, 2022].map((year) => ({ value: year, label: String(year) }));

describe("select widget", () => {
  it("starts with a 'nonselected' placeholder from the catalogue", () => {
    renderWidget(SelectWidget, { options: { enumOptions: years } });
    const select = screen.getByRole("combobox", { name: "Answer" });
    expect(select).toHaveAttribute("id", WIDGET_ID);
    const first = screen.getAllByRole("option")[0] as HTMLOptionElement;
    expect(first.value).toBe("nonselected");
    expect(first).toHaveTextContent("Please select");
    expect(first.selected).toBe(true);
  });

  it("uses the field's own placeholder text when given", () => {
    renderWidget(SelectWidget, { options: { enumOptions: years, placeholder: "Select a year" } });
    expect(screen.getAllByRole("option")[0]).toHaveTextContent("Select a year");
  });

  it("keeps number values as numbers", async () => {
    const { user, onChange } = renderWidget(SelectWidget, { options: { enumOptions: years } });
    await user.selectOptions(screen.getByRole("combobox"), "2023");
    expect(onChange).toHaveBeenLastCalledWith(2023);
    expect(screen.getByRole("option", { name: "2023" })).toHaveProperty("selected", true);
  });

  it("reports 'nonselected' when the placeholder is chosen again", async () => {
    const { user, onChange } = renderWidget(SelectWidget, { value: 2024, options: { enumOptions: years } });
    await user.selectOptions(screen.getByRole("combobox"), "Please select");
    expect(onChange).toHaveBeenLastCalledWith("nonselected");
  });

  it("shows 'nonselected' and unknown answers as the placeholder", () => {
    renderWidget(SelectWidget, { value: "nonselected", options: { enumOptions: years } });
    expect(screen.getByRole("combobox")).toHaveValue("nonselected");
  });

  it("is marked in error with a described-by error", () => {
    renderWidget(SelectWidget, { rawErrors: ["Enter year"], options: { enumOptions: years, errorId: "year-error" } });
    expect(screen.getByRole("combobox")).toHaveClass("govuk-select--error");
    expect(screen.getByRole("combobox")).toHaveAttribute("aria-describedby", "year-error");
  });
});
