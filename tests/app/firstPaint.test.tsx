// @vitest-environment jsdom
/** The app's first render shows the top of the page only, and the rest once that has been painted. */
import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { RestAfterFirstPaint, showTopFirst, useTopOnly } from "../../src/app/firstPaint.ts";

function Page() {
  return (
    <>
      <RestAfterFirstPaint />
      <p>{useTopOnly() ? "top only" : "whole page"}</p>
    </>
  );
}

afterEach(() => {
  window.history.replaceState(null, "", "/");
  Reflect.deleteProperty(document, "visibilityState");
});

describe("the first paint", () => {
  it("shows the whole page when the app's start did not ask for the top first (any other render)", () => {
    render(<Page />);
    expect(screen.getByText("whole page")).toBeDefined();
  });

  it("shows the top of the page first, then the rest after the next frame", async () => {
    showTopFirst();
    render(<Page />);
    expect(screen.getByText("top only")).toBeDefined();
    expect(await screen.findByText("whole page")).toBeDefined();
  });

  it("shows the whole page at once when the address names a place further down it", () => {
    window.history.replaceState(null, "", "/history#f-points5");
    showTopFirst();
    render(<Page />);
    expect(screen.getByText("whole page")).toBeDefined();
  });

  it("shows the whole page at once in a hidden tab, which paints no frame to wait for", () => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    showTopFirst();
    render(<Page />);
    expect(screen.getByText("whole page")).toBeDefined();
  });
});
