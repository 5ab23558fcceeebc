// @vitest-environment jsdom
import "./domCleanup";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import WidgetShowcase from "../../renderer-widgets/showcase/WidgetShowcase";
import showcase from "../../renderer-widgets/showcase/showcase.json";
import widgetNames from "../../renderer-widgets/widgetNames.json";

describe("widget showcase", () => {
  it("shows every registered widget", () => {
    const shown = new Set(showcase.fields.map((field) => field.widget));
    expect([...widgetNames].filter((name) => !shown.has(name))).toEqual([]);
  });

  it("renders each field with its label and keeps answers locally", async () => {
    const user = userEvent.setup();
    render(<WidgetShowcase />);
    expect(screen.getByRole("heading", { level: 1, name: showcase.title })).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Number of seats" }), "5");
    expect(document.getElementById("answer-seats")).toHaveTextContent("5");
    expect(screen.getByRole("switch", { name: "Not bought yet" })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Date of birth" })).toBeInTheDocument();
    const statuses = screen.getAllByRole("status").map((status) => status.textContent);
    expect(statuses).toContain("Loading");
  });
});
