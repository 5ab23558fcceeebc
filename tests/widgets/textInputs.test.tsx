// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import CurrencyInputWidget from "../../renderer-widgets/CurrencyInputWidget";
import EmailInputWidget from "../../renderer-widgets/EmailInputWidget";
import NumberInputWidget from "../../renderer-widgets/NumberInputWidget";
import PlateInputWidget from "../../renderer-widgets/PlateInputWidget";
import TextInputWidget from "../../renderer-widgets/TextInputWidget";
import UkMobileInputWidget from "../../renderer-widgets/UkMobileInputWidget";
import { renderWidget, WIDGET_ID } from "./renderWidget";

const box = () => screen.getByRole("textbox", { name: "Answer" });

describe.each([
  ["number", NumberInputWidget],
  ["currency", CurrencyInputWidget],
])("%s widget", (_name, Widget) => {
  it("is a numeric text box", () => {
    renderWidget(Widget);
    expect(box()).toHaveAttribute("type", "text");
    expect(box()).toHaveAttribute("inputmode", "numeric");
    expect(box()).toHaveAttribute("id", WIDGET_ID);
  });

  it("drops spaces, thousands commas and a pound sign, and reports a number", async () => {
    const { user, lastValue } = renderWidget(Widget);
    await user.type(box(), "£12,500 ");
    expect(lastValue()).toBe(12500);
  });

  it.each(["-5", "12.5", "1a2", "5seats"])(
    "keeps %s as typed for the field's rules to refuse, never changing its meaning",
    async (typed) => {
      const { user, lastValue } = renderWidget(Widget);
      await user.type(box(), typed);
      expect(box()).toHaveValue(typed);
      expect(lastValue()).toBe(typed);
    },
  );

  it("reports undefined when emptied", async () => {
    const { user, lastValue } = renderWidget(Widget, { value: 42 });
    expect(box()).toHaveValue("42");
    await user.clear(box());
    expect(lastValue()).toBeUndefined();
    expect(box()).toHaveValue("");
  });

  it("is marked in error", () => {
    renderWidget(Widget, { rawErrors: ["Enter value"], options: { errorId: "value-error" } });
    expect(box()).toHaveClass("govuk-input--error");
    expect(box()).toHaveAttribute("aria-describedby", "value-error");
  });
});

describe("currency widget", () => {
  it("shows the catalogue's pound prefix, hidden from screen readers", () => {
    renderWidget(CurrencyInputWidget);
    const prefix = screen.getByText("£");
    expect(prefix).toHaveClass("govuk-input__prefix");
    expect(prefix).toHaveAttribute("aria-hidden", "true");
  });
});

describe("uk-mobile widget", () => {
  it("is a tel box with tel autocomplete", () => {
    renderWidget(UkMobileInputWidget);
    expect(box()).toHaveAttribute("type", "tel");
    expect(box()).toHaveAttribute("autocomplete", "tel");
  });

  it("strips non-digits as typed and keeps a string with its leading zero", async () => {
    const { user, lastValue } = renderWidget(UkMobileInputWidget);
    await user.type(box(), "07700 900-982");
    expect(box()).toHaveValue("07700900982");
    expect(lastValue()).toBe("07700900982");
  });
});

describe("text widget", () => {
  it("reports the string as typed and takes autocomplete and width from options", async () => {
    const { user, lastValue } = renderWidget(TextInputWidget, {
      options: { autocomplete: "given-name", width: "govuk-input--width-20", hint: "As on your licence", hintId: "h" },
    });
    expect(box()).toHaveAttribute("autocomplete", "given-name");
    expect(box()).toHaveClass("govuk-input", "govuk-input--width-20");
    expect(box()).toHaveAttribute("aria-describedby", "h");
    await user.type(box(), "Ada");
    expect(lastValue()).toBe("Ada");
  });

  it("reports blur with the current text", async () => {
    const { user, onBlur } = renderWidget(TextInputWidget, { value: "Ada" });
    box().focus();
    await user.tab();
    expect(onBlur).toHaveBeenCalledWith(WIDGET_ID, "Ada");
  });

  it("leaves out a hint id when there is no hint text", () => {
    renderWidget(TextInputWidget, { options: { hintId: "h" } });
    expect(box()).not.toHaveAttribute("aria-describedby");
  });
});

describe("email widget", () => {
  it("is an email box without spellcheck", async () => {
    const { user, lastValue } = renderWidget(EmailInputWidget);
    expect(box()).toHaveAttribute("type", "email");
    expect(box()).toHaveAttribute("autocomplete", "email");
    expect(box()).toHaveAttribute("spellcheck", "false");
    await user.type(box(), "Ada@Example.com");
    expect(lastValue()).toBe("Ada@Example.com");
  });
});

describe("plate widget", () => {
  it("is a wide, upper-case box without autocomplete or spellcheck", async () => {
    const { user, lastValue } = renderWidget(PlateInputWidget);
    expect(box()).toHaveClass("app-input--plate");
    expect(box()).toHaveAttribute("autocomplete", "off");
    expect(box()).toHaveAttribute("spellcheck", "false");
    await user.type(box(), "ab12 cde");
    // Normalising is the journey's transform; the widget passes on what was typed.
    expect(lastValue()).toBe("ab12 cde");
  });
});
