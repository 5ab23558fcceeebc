// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { WidgetProps } from "@rjsf/utils";
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

  it("finds every typed word anywhere in the label, in list order", async () => {
    const { user, input, optionNames } = renderSearch();
    await user.type(input, "accountant chartered");
    expect(optionNames()).toEqual(["Chartered Accountant"]);
  });

  it("finds an option by the words the field gives for it, not shown in its label", async () => {
    const codes = [
      { value: "DR10", label: "DR10 – Driving or attempting to drive with alcohol level above limit" },
      { value: "DR20", label: "DR20 – Driving or attempting to drive while unfit through drink" },
      { value: "CD40", label: "CD40 – Causing death through careless driving when unfit through drink" },
      { value: "SP30", label: "SP30 – Exceeding statutory speed limit on a public road" },
    ];
    const { user, input, optionNames } = renderSearch({
      options: { enumOptions: codes, minChars: 2, searchWords: { DR10: "drink-driving, drunk", SP30: "speeding" } },
    });
    await user.type(input, "drink");
    expect(optionNames()).toEqual([codes[0].label, codes[1].label, codes[2].label]);
    await user.clear(input);
    await user.type(input, "Speeding");
    expect(optionNames()).toEqual([codes[3].label]);
    await user.clear(input);
    await user.type(input, "drunk driving");
    expect(optionNames()).toEqual([codes[0].label]);
  });

  it("with minChars 0, opens the whole list in order on the down arrow before anything is typed", async () => {
    const { user, input, optionNames, status } = renderSearch({ options: { minChars: 0 } });
    await user.click(input);
    expect(input).toHaveAttribute("aria-expanded", "false");
    await user.keyboard("{ArrowDown}");
    expect(input).toHaveAttribute("aria-expanded", "true");
    expect(optionNames()).toEqual(["Accountant", "Actor", "Chartered Accountant", "Teacher"]);
    expect(input).toHaveAttribute("aria-activedescendant", `${WIDGET_ID}-listbox-option-0`);
    expect(status()).toHaveTextContent("4 results are available");
    await user.keyboard("tor");
    expect(optionNames()).toEqual(["Actor"]);
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

  it("shows the answer again on leaving when the journey kept it through an edit (a lone option)", async () => {
    // As the journey does with autoSelectSingle: clearing the only option's answer picks it again.
    const LoneOption = (props: WidgetProps) => <SearchWidget {...props} onChange={(next: unknown) => props.onChange(next ?? "T01")} />;
    const { user, lastValue } = renderWidget(LoneOption, {
      label: "Occupation",
      value: "T01",
      options: { enumOptions: [{ value: "T01", label: "Teacher" }], minChars: 0 },
    });
    const input = screen.getByRole("combobox", { name: "Occupation" });
    await user.type(input, "s");
    expect(lastValue()).toBe("T01");
    expect(input).toHaveValue("Teachers");
    await user.tab();
    expect(input).toHaveValue("Teacher");
  });

  describe("a chosen label too long for the box", () => {
    // jsdom lays nothing out: the box reports the widths a browser would for a label it cuts off.
    const boxWidths = (scrollWidth: number, clientWidth: number) => {
      vi.spyOn(HTMLInputElement.prototype, "scrollWidth", "get").mockReturnValue(scrollWidth);
      vi.spyOn(HTMLInputElement.prototype, "clientWidth", "get").mockReturnValue(clientWidth);
    };
    afterEach(() => {
      vi.restoreAllMocks();
    });
    const chosenLine = () => document.querySelector(".app-combobox__chosen");

    it("is shown whole under the box, for the eye only, until the text is edited", async () => {
      boxWidths(900, 400);
      const { user, input } = renderSearch();
      expect(chosenLine()).toBeNull();
      await user.type(input, "chartered");
      await user.keyboard("{ArrowDown}{Enter}");
      expect(chosenLine()).toHaveTextContent(/^Chartered Accountant$/);
      expect(chosenLine()).toHaveAttribute("aria-hidden", "true");
      await user.keyboard("{Backspace}");
      expect(chosenLine()).toBeNull();
    });

    it("is shown for an answer restored from outside", () => {
      boxWidths(900, 400);
      renderSearch({ value: "C02" });
      expect(chosenLine()).toHaveTextContent("Chartered Accountant");
    });

    it("is not repeated when the box shows it all", () => {
      boxWidths(400, 400);
      renderSearch({ value: "C02" });
      expect(chosenLine()).toBeNull();
    });
  });

  it("shows the label of an answer set from outside", () => {
    const { input, setValue } = renderSearch();
    setValue("A03");
    expect(input).toHaveValue("Actor");
  });
});
