// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import type { EnumOptionsType, Registry, WidgetProps } from "@rjsf/utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import AddressListWidget, { ADDRESS_BLUR_DELAY_MS } from "../../renderer-widgets/AddressListWidget";
import { renderWidget, WIDGET_ID, type WidgetSetup } from "./renderWidget";

const addresses = Array.from({ length: 10 }, (_, i) => ({
  value: `GB|${i + 1}`,
  label: `Flat ${i + 1}, 10 Downing Street, London`,
}));

// jsdom has no layout, so scrolling is observed through the call rather than pixels.
const scrollIntoView = vi.fn();
beforeEach(() => {
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
});

function renderList(setup: WidgetSetup = {}) {
  const view = renderWidget(AddressListWidget, {
    label: "Select your address",
    ...setup,
    options: { enumOptions: addresses, labelField: "address", ...setup.options },
  });
  const input = screen.getByRole("combobox", { name: "Select your address" });
  const listbox = () => screen.getByRole("listbox", { hidden: true });
  return { ...view, input, listbox };
}

const optionId = (index: number) => `${WIDGET_ID}-listbox-option-${index}`;

describe("address list widget", () => {
  it("opens the list on focus", async () => {
    const { user, input, listbox } = renderList();
    expect(input).toHaveAttribute("id", WIDGET_ID);
    expect(listbox()).not.toBeVisible();
    await user.tab();
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute("aria-expanded", "true");
    expect(listbox()).toBeVisible();
    expect(screen.getAllByRole("option")).toHaveLength(10);
  });

  it("shows the catalogue placeholder before a choice", () => {
    const { input } = renderList();
    expect(input).toHaveAttribute("placeholder", "Select your address");
    expect(input).toHaveValue("");
  });

  it("moves the highlight with ArrowDown and ArrowUp, showing the highlighted address", async () => {
    const { user, input } = renderList();
    await user.tab();
    await user.keyboard("{ArrowDown}");
    expect(input).toHaveAttribute("aria-activedescendant", optionId(0));
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(input).toHaveAttribute("aria-activedescendant", optionId(2));
    expect(input).toHaveValue("Flat 3, 10 Downing Street, London");
    await user.keyboard("{ArrowUp}");
    expect(input).toHaveAttribute("aria-activedescendant", optionId(1));
    expect(screen.getByRole("option", { name: /^Flat 2,/ })).toHaveAttribute("aria-selected", "true");
  });

  it("stops at the ends and jumps there with Home and End", async () => {
    const { user, input } = renderList();
    await user.tab();
    await user.keyboard("{ArrowUp}");
    expect(input).toHaveAttribute("aria-activedescendant", optionId(0));
    await user.keyboard("{End}");
    expect(input).toHaveAttribute("aria-activedescendant", optionId(9));
    await user.keyboard("{ArrowDown}");
    expect(input).toHaveAttribute("aria-activedescendant", optionId(9));
    await user.keyboard("{Home}");
    expect(input).toHaveAttribute("aria-activedescendant", optionId(0));
  });

  it("keeps the highlighted row scrolled into view", async () => {
    const { user } = renderList();
    await user.tab();
    await user.keyboard("{End}");
    const last = document.getElementById(optionId(9));
    expect(scrollIntoView).toHaveBeenLastCalledWith({ block: "nearest" });
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(last);
  });

  it("selects with Enter: code, display value, touched, closed", async () => {
    const { user, input, onChange, onBlur, setSibling, listbox } = renderList();
    await user.tab();
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(onChange).toHaveBeenLastCalledWith("GB|2");
    expect(setSibling).toHaveBeenLastCalledWith("address", "Flat 2, 10 Downing Street, London");
    expect(onBlur).toHaveBeenCalledWith(WIDGET_ID, "GB|2");
    expect(input).toHaveValue("Flat 2, 10 Downing Street, London");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(listbox()).not.toBeVisible();
    expect(input).toHaveFocus();
  });

  it("reopens with ArrowDown or Enter after a choice, starting from the chosen row", async () => {
    const { user, input } = renderList({ value: "GB|4" });
    await user.tab();
    await user.keyboard("{Escape}");
    expect(input).toHaveAttribute("aria-expanded", "false");
    await user.keyboard("{Enter}");
    expect(input).toHaveAttribute("aria-expanded", "true");
    expect(input).toHaveAttribute("aria-activedescendant", optionId(3));
    await user.keyboard("{Escape}{ArrowDown}");
    expect(input).toHaveAttribute("aria-activedescendant", optionId(3));
  });

  it("resets with Escape: closes and restores the last chosen address", async () => {
    const { user, input, onChange } = renderList({ value: "GB|4" });
    await user.tab();
    expect(input).toHaveValue("Flat 4, 10 Downing Street, London");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(input).toHaveValue("Flat 6, 10 Downing Street, London");
    await user.keyboard("{Escape}");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).toHaveValue("Flat 4, 10 Downing Street, London");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("selects with a pointer without losing focus", async () => {
    const { user, input, onChange } = renderList();
    await user.click(input);
    await user.click(screen.getByRole("option", { name: /^Flat 7,/ }));
    expect(onChange).toHaveBeenLastCalledWith("GB|7");
    expect(input).toHaveFocus();
  });

  describe("blur", () => {
    // Timers are faked only once the list is open: Testing Library's async helpers wait on
    // real timers, and the blur timer starts when focus moves, after that point.
    afterEach(() => vi.useRealTimers());
    const moveFocusAway = () => act(() => screen.getByRole("button", { name: "Elsewhere" }).focus());

    it("closes the list and marks the field touched 1 s after focus leaves", async () => {
      const { user, input, onBlur } = renderList();
      await user.tab();
      await user.keyboard("{ArrowDown}{ArrowDown}");
      vi.useFakeTimers();
      moveFocusAway();
      expect(input).not.toHaveFocus();
      act(() => vi.advanceTimersByTime(ADDRESS_BLUR_DELAY_MS - 1));
      expect(input).toHaveAttribute("aria-expanded", "true");
      expect(onBlur).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(input).toHaveAttribute("aria-expanded", "false");
      expect(input).toHaveValue("");
      expect(onBlur).toHaveBeenCalledTimes(1);
      expect(onBlur).toHaveBeenCalledWith(WIDGET_ID, undefined);
    });

    it("is cancelled when focus comes back within the delay", async () => {
      const { user, input, onBlur } = renderList();
      await user.tab();
      vi.useFakeTimers();
      moveFocusAway();
      act(() => vi.advanceTimersByTime(500));
      act(() => input.focus());
      act(() => vi.advanceTimersByTime(ADDRESS_BLUR_DELAY_MS));
      expect(onBlur).not.toHaveBeenCalled();
      expect(input).toHaveAttribute("aria-expanded", "true");
    });

    it("waits exactly one second", () => {
      expect(ADDRESS_BLUR_DELAY_MS).toBe(1000);
    });
  });

  it("stays closed when there are no addresses", async () => {
    const { user, input } = renderList({ options: { enumOptions: [] } });
    await user.tab();
    await user.keyboard("{ArrowDown}");
    expect(input).toHaveAttribute("aria-expanded", "false");
  });

  it("focused while the lookup runs, opens as the addresses arrive", () => {
    const field = (enumOptions: EnumOptionsType[]) => (
      <>
        <label htmlFor={WIDGET_ID}>Select your address</label>
        <AddressListWidget
          {...({} as WidgetProps)}
          id={WIDGET_ID}
          name="addressId"
          label="Select your address"
          value={undefined}
          schema={{}}
          registry={{ formContext: { setSibling: () => undefined } } as unknown as Registry}
          options={{ enumOptions }}
          onChange={() => undefined}
          onBlur={() => undefined}
          onFocus={() => undefined}
        />
      </>
    );
    const { rerender } = render(field([]));
    const input = screen.getByRole("combobox", { name: "Select your address" });
    act(() => input.focus());
    expect(input).toHaveAttribute("aria-expanded", "false");
    rerender(field(addresses));
    expect(input).toHaveAttribute("aria-expanded", "true");
    expect(screen.getAllByRole("option")).toHaveLength(10);
  });
});
