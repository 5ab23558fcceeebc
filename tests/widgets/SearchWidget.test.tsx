// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import SearchWidget from "../../renderer-widgets/SearchWidget";
import { renderWidget, WIDGET_ID, type WidgetSetup } from "./renderWidget";

const occupations = [
  { value: "A01", label: "Accountant" },
  { value: "A03", label: "Actor" },
  { value: "C02", label: "Chartered Accountant" },
  { value: "T01", label: "Teacher" },
];

function renderSearch(setup: WidgetSetup = {}) {
  const view = renderWidget(SearchWidget, {
    label: "Occupation",
    ...setup,
    options: { enumOptions: occupations, ...setup.options },
  });
  const input = screen.getByRole("combobox", { name: "Occupation" });
  const status = () => screen.getByRole("status");
  const optionNames = () => screen.queryAllByRole("option").map((o) => o.textContent);
  return { ...view, input, status, optionNames };
}

describe("search widget", () => {
  it("is a combobox controlling a listbox, with the field id", () => {
    const { input } = renderSearch();
    expect(input).toHaveAttribute("id", WIDGET_ID);
    expect(input).toHaveAttribute("aria-autocomplete", "list");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).toHaveAttribute("aria-controls", `${WIDGET_ID}-listbox`);
    expect(document.getElementById(`${WIDGET_ID}-listbox`)).toHaveAttribute("role", "listbox");
  });

  it("waits for 3 characters by default", async () => {
    const { user, input, optionNames } = renderSearch();
    await user.type(input, "ac");
    expect(optionNames()).toEqual([]);
    expect(input).toHaveAttribute("aria-expanded", "false");
    await user.type(input, "c");
    expect(optionNames()).toEqual(["Accountant", "Chartered Accountant"]);
    expect(input).toHaveAttribute("aria-expanded", "true");
  });

  it("starts at 2 characters when the field asks", async () => {
    const { user, input, optionNames } = renderSearch({ options: { minChars: 2 } });
    await user.type(input, "a");
    expect(optionNames()).toEqual([]);
    await user.type(input, "c");
    expect(optionNames()).toEqual(["Accountant", "Actor", "Chartered Accountant", "Teacher"]);
  });

  it("matches a substring ignoring case", async () => {
    const { user, input, optionNames } = renderSearch();
    await user.type(input, "ACCOUNT");
    expect(optionNames()).toEqual(["Accountant", "Chartered Accountant"]);
  });

  it("announces the number of results politely", async () => {
    const { user, input, status } = renderSearch();
    expect(status()).toHaveAttribute("aria-live", "polite");
    await user.type(input, "acc");
    expect(status()).toHaveTextContent("2 results are available");
    await user.type(input, "ountant");
    expect(status()).toHaveTextContent("2 results are available");
    await user.clear(input);
    await user.type(input, "tea");
    expect(status()).toHaveTextContent("1 result is available");
  });

  it("says when nothing matches", async () => {
    const { user, input, status } = renderSearch();
    await user.type(input, "zzz");
    expect(status()).toHaveTextContent("No results found");
    expect(screen.getByText("No results found", { selector: "p" })).toBeVisible();
    expect(input).toHaveAttribute("aria-expanded", "false");
  });

  it("moves the active option with the arrows and selects with Enter", async () => {
    const { user, input, onChange, setSibling } = renderSearch({ options: { labelField: "occupation" } });
    await user.type(input, "acc");
    await user.keyboard("{ArrowDown}");
    expect(input).toHaveAttribute("aria-activedescendant", `${WIDGET_ID}-listbox-option-0`);
    expect(screen.getByRole("option", { name: "Accountant" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(input).toHaveAttribute("aria-activedescendant", `${WIDGET_ID}-listbox-option-1`);
    await user.keyboard("{ArrowUp}");
    expect(input).toHaveAttribute("aria-activedescendant", `${WIDGET_ID}-listbox-option-0`);
    await user.keyboard("{ArrowDown}{Enter}");
    expect(onChange).toHaveBeenLastCalledWith("C02");
    expect(setSibling).toHaveBeenLastCalledWith("occupation", "Chartered Accountant");
    expect(input).toHaveValue("Chartered Accountant");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).not.toHaveAttribute("aria-activedescendant");
  });

  it("does not write a sibling without labelField", async () => {
    const { user, input, onChange, setSibling } = renderSearch();
    await user.type(input, "tea");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(onChange).toHaveBeenLastCalledWith("T01");
    expect(setSibling).not.toHaveBeenCalled();
  });

  it("closes with Escape, then clears the text with a second Escape", async () => {
    const { user, input } = renderSearch();
    await user.type(input, "acc");
    await user.keyboard("{Escape}");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).toHaveValue("acc");
    await user.keyboard("{Escape}");
    expect(input).toHaveValue("");
  });

  it("clears the chosen code once the text is edited", async () => {
    const { user, input, onChange, setSibling } = renderSearch({ value: "T01", options: { labelField: "occupation" } });
    expect(input).toHaveValue("Teacher");
    await user.type(input, "s");
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(setSibling).toHaveBeenLastCalledWith("occupation", undefined);
    expect(input).toHaveValue("Teachers");
  });

  it("selects with a pointer too", async () => {
    const { user, input, onChange } = renderSearch();
    await user.type(input, "act");
    await user.click(screen.getByRole("option", { name: "Actor" }));
    expect(onChange).toHaveBeenLastCalledWith("A03");
    expect(input).toHaveFocus();
  });

  it("empties the box when a preset clears the answer from outside", () => {
    const { input, setValue } = renderSearch({ value: "A03" });
    expect(input).toHaveValue("Actor");
    setValue("nonselected");
    expect(input).toHaveValue("");
  });

  it("keeps the user's own text when their editing clears the answer", async () => {
    const { user, input, lastValue } = renderSearch({ value: "A03" });
    await user.type(input, "s");
    expect(lastValue()).toBeUndefined();
    expect(input).toHaveValue("Actors");
  });

  it("shows the label of an answer set from outside", () => {
    const { input, setValue } = renderSearch();
    setValue("A03");
    expect(input).toHaveValue("Actor");
  });
});
