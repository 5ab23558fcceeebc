// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import CheckboxesWidget from "../../renderer-widgets/CheckboxesWidget";
import RadiosWidget from "../../renderer-widgets/RadiosWidget";
import { renderWidget, WIDGET_ID } from "./renderWidget";

const yesNo = [
  { value: true, label: "Yes" },
  { value: false, label: "No" },
];

describe("radios widget", () => {
  it("groups the options under a legend and puts the field id on the first radio", () => {
    renderWidget(RadiosWidget, { label: "Is the car imported?", withLabel: false, options: { enumOptions: yesNo } });
    const group = screen.getByRole("group", { name: "Is the car imported?" });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((r) => r.id)).toEqual([WIDGET_ID, `${WIDGET_ID}-1`]);
    expect(screen.getByRole("radio", { name: "Yes" })).not.toBeChecked();
  });

  it("keeps boolean values, including false", async () => {
    const { user, onChange } = renderWidget(RadiosWidget, { options: { enumOptions: yesNo } });
    await user.click(screen.getByRole("radio", { name: "No" }));
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole("radio", { name: "No" })).toBeChecked();
  });

  it("keeps number values and moves with the arrow keys", async () => {
    const { user, onChange } = renderWidget(RadiosWidget, {
      options: { enumOptions: [1, 2, 3].map((n) => ({ value: n, label: `${n} years` })) },
    });
    await user.click(screen.getByRole("radio", { name: "1 years" }));
    await user.keyboard("{ArrowDown}");
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByRole("radio", { name: "2 years" })).toBeChecked();
  });

  it("shows option hints and an inline layout when asked", () => {
    renderWidget(RadiosWidget, {
      options: {
        inline: true,
        enumOptions: [
          { value: "Home", label: "At home" },
          { value: "Elsewhere", label: "Elsewhere" },
        ],
        optionHints: { Home: "On a driveway or in a garage" },
      },
    });
    const home = screen.getByRole("radio", { name: "At home" });
    expect(home).toHaveAccessibleDescription("On a driveway or in a garage");
    expect(screen.getByRole("radio", { name: "Elsewhere" })).not.toHaveAttribute("aria-describedby");
    expect(home.closest(".govuk-radios")).toHaveClass("govuk-radios--inline");
  });

  it("sets a second group of options apart with the divider's words, in one group for the keyboard", async () => {
    const { user, onChange } = renderWidget(RadiosWidget, {
      options: {
        enumOptions: ["car", "older", "van"].map((value) => ({ value, label: value })),
        optionDividers: { van: "Or, for other cover" },
      },
    });
    const divider = screen.getByText("Or, for other cover");
    const radios = screen.getAllByRole("radio");
    expect(radios[1].compareDocumentPosition(divider) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(divider.compareDocumentPosition(radios[2]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByText(/Or, for other cover/)).toHaveLength(1);
    await user.click(radios[1]);
    await user.keyboard("{ArrowDown}");
    expect(onChange).toHaveBeenLastCalledWith("van");
  });

  it("describes the group by its hint and error", () => {
    renderWidget(RadiosWidget, {
      rawErrors: ["Select if imported"],
      options: { enumOptions: yesNo, hint: "Imported from outside the UK", hintId: "h", errorId: "e" },
    });
    expect(screen.getByRole("group")).toHaveAttribute("aria-describedby", "h e");
  });

  it("renders the legend as the page heading when labelIsHeading", () => {
    renderWidget(RadiosWidget, { label: "Is the car imported?", options: { enumOptions: yesNo, labelIsHeading: true } });
    expect(screen.getByRole("heading", { level: 1, name: "Is the car imported?" })).toBeInTheDocument();
  });
});

describe("checkboxes widget", () => {
  const channels = [
    { value: "email", label: "Email" },
    { value: "chat", label: "Chat" },
    { value: 3, label: "Post" },
  ];

  it("reports the ticked values as an array in option order", async () => {
    const { user, onChange } = renderWidget(CheckboxesWidget, { options: { enumOptions: channels } });
    await user.click(screen.getByRole("checkbox", { name: "Post" }));
    expect(onChange).toHaveBeenLastCalledWith([3]);
    await user.click(screen.getByRole("checkbox", { name: "Email" }));
    expect(onChange).toHaveBeenLastCalledWith(["email", 3]);
    await user.click(screen.getByRole("checkbox", { name: "Post" }));
    expect(onChange).toHaveBeenLastCalledWith(["email"]);
  });

  it("ticks with the Space key", async () => {
    const { user, onChange } = renderWidget(CheckboxesWidget, { options: { enumOptions: channels } });
    screen.getByRole("checkbox", { name: "Chat" }).focus();
    await user.keyboard(" ");
    expect(onChange).toHaveBeenLastCalledWith(["chat"]);
    expect(screen.getByRole("checkbox", { name: "Chat" })).toBeChecked();
  });

  it("groups the boxes under a legend with per-option hints", () => {
    renderWidget(CheckboxesWidget, {
      label: "How can we contact you?",
      value: ["chat"],
      options: { enumOptions: channels, optionHints: { chat: "Messages in the app" } },
    });
    expect(screen.getByRole("group", { name: "How can we contact you?" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Chat" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Chat" })).toHaveAccessibleDescription("Messages in the app");
  });
});
