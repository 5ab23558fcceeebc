// @vitest-environment jsdom
/**
 * A page drawn again from another journey (a product was chosen) gives focus back to the control
 * that had it; another page, or a page that moved focus itself, is left alone.
 */
import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { useFocusKeptOnRedraw } from "../../src/app/keptFocus.ts";

function Page({ page, autoFocusHeading = false }: { page: string; autoFocusHeading?: boolean }) {
  useFocusKeptOnRedraw(page);
  return (
    <div>
      <h1
        tabIndex={-1}
        ref={(h) => {
          if (autoFocusHeading) h?.focus();
        }}
      >
        {page}
      </h1>
      <input id="product-older" aria-label="Older driver" />
    </div>
  );
}

/** `journey` keys the page as the app does: another journey's page mounts afresh. */
function drawn(journey: string, page: string, autoFocusHeading = false) {
  return <Page key={`${journey}:${page}`} page={page} autoFocusHeading={autoFocusHeading} />;
}

describe("focus across a page drawn again", () => {
  it("comes back to the same control when the same page is drawn from another journey", () => {
    const { rerender } = render(drawn("car", "product:"));
    const before = screen.getByLabelText("Older driver");
    before.focus();
    rerender(drawn("older", "product:"));
    const after = screen.getByLabelText("Older driver");
    expect(after).not.toBe(before);
    expect(document.activeElement).toBe(after);
  });

  it("does not follow the user to another page", () => {
    const { rerender } = render(drawn("car", "product:"));
    screen.getByLabelText("Older driver").focus();
    rerender(drawn("car", "numberplate:"));
    expect(document.activeElement).toBe(document.body);
  });

  it("leaves focus where the new page put it", () => {
    const { rerender } = render(drawn("car", "product:"));
    screen.getByLabelText("Older driver").focus();
    rerender(drawn("older", "product:", true));
    expect(document.activeElement).toBe(screen.getByRole("heading"));
  });
});
