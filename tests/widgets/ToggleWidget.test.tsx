// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import ToggleWidget from "../../renderer-widgets/ToggleWidget";
import { renderWidget, WIDGET_ID } from "./renderWidget";

describe("toggle widget", () => {
  it("is a switch named by its label, showing the off word", () => {
    renderWidget(ToggleWidget, { label: "Not bought yet" });
    const toggle = screen.getByRole("switch", { name: "Not bought yet" });
    expect(toggle).toHaveAttribute("id", WIDGET_ID);
    expect(toggle).toHaveAttribute("aria-checked", "false");
    expect(toggle).toHaveTextContent("Off");
  });

  it("toggles with Space and Enter, reporting booleans", async () => {
    const { user, onChange } = renderWidget(ToggleWidget, { label: "Not bought yet" });
    const toggle = screen.getByRole("switch");
    toggle.focus();
    await user.keyboard(" ");
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(toggle).toHaveAttribute("aria-checked", "true");
    expect(toggle).toHaveTextContent("On");
    await user.keyboard("{Enter}");
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(toggle).toHaveAttribute("aria-checked", "false");
  });

  it("shows a value set from outside", () => {
    const { setValue } = renderWidget(ToggleWidget, { value: true });
    expect(screen.getByRole("switch")).toBeChecked();
    setValue(false);
    expect(screen.getByRole("switch")).not.toBeChecked();
  });

  it("reports blur with its boolean value", async () => {
    const { user, onBlur } = renderWidget(ToggleWidget, { value: true });
    screen.getByRole("switch").focus();
    await user.tab();
    expect(onBlur).toHaveBeenCalledWith(WIDGET_ID, true);
  });
});
