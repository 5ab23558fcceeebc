// @vitest-environment jsdom
import "./domCleanup";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Spinner } from "../../renderer-widgets/Spinner";

describe("spinner", () => {
  it("is a polite status showing the catalogue's loading text", () => {
    render(<Spinner />);
    const status = screen.getByRole("status");
    expect(status).toHaveAttribute("aria-live", "polite");
    expect(status).toHaveTextContent("Loading");
  });

  it("shows a given label instead", () => {
    render(<Spinner label="Loading your vehicle" />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading your vehicle");
  });
});
