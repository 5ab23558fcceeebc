// @vitest-environment jsdom
/**
 * A combobox draws its options only while its list is open, and a list offered from the first
 * character folds no label while nothing is typed: an empty submit re-renders every field with its
 * error, five DVLA code lists of 60 options among them on /history, and none of that work is for
 * something on screen.
 */
import "./domCleanup";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { EnumOptionsType, Registry, WidgetProps } from "@rjsf/utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import { matchChoices } from "../../renderer-widgets/searchMatches";
import SearchWidget from "../../renderer-widgets/SearchWidget";

const codes: EnumOptionsType[] = Array.from({ length: 60 }, (_, index) => ({
  value: `SP${index}`,
  label: `SP${index} – Speeding offence ${index}`,
}));

/** As RJSF's StringField renders a widget: the options afresh, in a new array, each time. */
function codeField(rawErrors?: string[]) {
  return (
    <>
      <label htmlFor="f-dvlaCode">DVLA code</label>
      <SearchWidget
        {...({} as WidgetProps)}
        id="f-dvlaCode"
        name="dvlaCode"
        label="DVLA code"
        value={undefined}
        schema={{ type: "string" }}
        registry={{ formContext: { setSibling: () => undefined } } as unknown as Registry}
        options={{ minChars: 0, enumOptions: codes.map((option) => ({ ...option })) }}
        rawErrors={rawErrors}
        onChange={() => undefined}
        onBlur={() => undefined}
        onFocus={() => undefined}
      />
    </>
  );
}

const drawnOptions = () => document.querySelectorAll("#f-dvlaCode-listbox li").length;

describe("a combobox's list", () => {
  it("has no options drawn while shut, re-rendered for an error or not; opened, all of them; shut again, none", async () => {
    const { rerender } = render(codeField());
    expect(drawnOptions()).toBe(0);
    rerender(codeField(["Enter DVLA code"]));
    const box = screen.getByRole("combobox", { name: "DVLA code" });
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(drawnOptions()).toBe(0);

    const user = userEvent.setup();
    await user.type(box, "SP");
    expect(box).toHaveAttribute("aria-expanded", "true");
    expect(screen.getAllByRole("option")).toHaveLength(60);
    await user.keyboard("{Escape}");
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(drawnOptions()).toBe(0);
  });
});

describe("matchChoices", () => {
  afterEach(() => vi.restoreAllMocks());
  const choices = codes.map(({ value, label }) => ({ value: value as string, label: String(label) }));

  it("with nothing typed, and a list offered from the first character: the choices themselves, nothing folded", () => {
    const fold = vi.spyOn(String.prototype, "toLocaleLowerCase");
    expect(matchChoices(choices, "  ", 0)).toBe(choices);
    expect(fold).not.toHaveBeenCalled();
  });

  it("with nothing typed, in a list that waits for characters: not searching yet", () => {
    expect(matchChoices(choices, " ", 1)).toBeNull();
    expect(matchChoices(choices, "sp", 3)).toBeNull();
  });

  it("with a word typed: the choices holding it, whatever its case", () => {
    expect(matchChoices(choices, "sp3 OFFENCE", 0)?.map((choice) => choice.value)).toEqual([
      "SP3",
      ...Array.from({ length: 10 }, (_, digit) => `SP3${digit}`),
    ]);
    expect(matchChoices(choices, "SPEEDING offence 12", 0)?.map((choice) => choice.value)).toEqual(["SP12"]);
  });
});
