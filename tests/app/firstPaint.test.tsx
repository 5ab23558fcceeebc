// @vitest-environment jsdom
/**
 * The app's first paint shows the top of the page only, and the rest once that has been painted;
 * a spinner standing in for the page holds the rest back until the page itself is painted.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { useState } from "react";
import { createRoot } from "react-dom/client";
import { AfterFirstPaint, FIELDS_BY_PAINT, FirstPaint, HoldFirstPaint, useFieldLimit, useTopOnly } from "../../src/app/firstPaint.tsx";

function Top() {
  return <p>{useTopOnly() ? "top only" : "whole page"}</p>;
}

const nextPaint = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));

afterEach(() => {
  window.history.replaceState(null, "", "/");
  Reflect.deleteProperty(document, "visibilityState");
});

describe("the first paint", () => {
  it("shows the whole page without the app's FirstPaint around it (any other render)", () => {
    render(<Top />);
    expect(screen.getByText("whole page")).toBeDefined();
  });

  it("shows the top of the page first, then the rest after the next frame", async () => {
    render(
      <FirstPaint>
        <Top />
        <AfterFirstPaint>
          <footer>footer</footer>
        </AfterFirstPaint>
      </FirstPaint>,
    );
    expect(screen.getByText("top only")).toBeDefined();
    expect(screen.queryByText("footer")).toBeNull();
    expect(await screen.findByText("whole page")).toBeDefined();
    expect(screen.getByText("footer")).toBeDefined();
  });

  it("shows more of the page's fields paint by paint, and the footer only with all of them", async () => {
    const seen: [number, boolean][] = [];
    function Fields() {
      const limit = useFieldLimit();
      const step: [number, boolean] = [limit, useTopOnly()];
      if (seen.at(-1)?.join() !== step.join()) seen.push(step);
      return <p>{limit === Infinity ? "all fields" : `${limit} fields`}</p>;
    }
    render(
      <FirstPaint>
        <Fields />
        <AfterFirstPaint>
          <footer>footer</footer>
        </AfterFirstPaint>
      </FirstPaint>,
    );
    expect(screen.getByText(`${FIELDS_BY_PAINT[0]} fields`)).toBeDefined();
    expect(await screen.findByText("all fields")).toBeDefined();
    expect(screen.getByText("footer")).toBeDefined();
    expect(seen).toEqual([...FIELDS_BY_PAINT.map((limit): [number, boolean] => [limit, true]), [Infinity, false]]);
  });

  it("keeps the rest back while a spinner stands in for the page, until the page has been painted", async () => {
    let showPage!: () => void;
    function Main() {
      const [loaded, setLoaded] = useState(false);
      showPage = () => setLoaded(true);
      return loaded ? <Top /> : <HoldFirstPaint />;
    }
    render(
      <FirstPaint>
        <Main />
        <AfterFirstPaint>
          <footer>footer</footer>
        </AfterFirstPaint>
      </FirstPaint>,
    );
    await nextPaint();
    await nextPaint();
    expect(screen.queryByText("footer")).toBeNull();
    act(() => showPage());
    expect(screen.getByText("top only")).toBeDefined();
    expect(await screen.findByText("whole page")).toBeDefined();
    expect(screen.getByText("footer")).toBeDefined();
  });

  it("shows the whole page at once when the address names a place further down it", () => {
    window.history.replaceState(null, "", "/history#f-points5");
    render(
      <FirstPaint>
        <Top />
      </FirstPaint>,
    );
    expect(screen.getByText("whole page")).toBeDefined();
  });

  it("shows the whole page at once in a hidden tab, which paints no frame to wait for", () => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    render(
      <FirstPaint>
        <Top />
      </FirstPaint>,
    );
    expect(screen.getByText("whole page")).toBeDefined();
  });

  it("renders the rest in slices: a task queued while it renders (a keystroke, say) runs before the rest is done", async () => {
    // Outside act(), so that React schedules its work as in a browser.
    const actEnvironment = Reflect.get(globalThis, "IS_REACT_ACT_ENVIRONMENT");
    Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", false);
    const rendered: number[] = [];
    let renderedWhenTaskRan: number | undefined;
    function SlowPart({ n }: { n: number }) {
      if (rendered.length === 0) setTimeout(() => (renderedWhenTaskRan ??= rendered.length));
      const until = performance.now() + 8;
      while (performance.now() < until);
      rendered.push(n);
      return <p>part {n}</p>;
    }
    const container = document.createElement("div");
    const root = createRoot(container);
    try {
      root.render(
        <FirstPaint>
          <Top />
          <AfterFirstPaint>
            {[0, 1, 2, 3, 4].map((n) => (
              <SlowPart key={n} n={n} />
            ))}
          </AfterFirstPaint>
        </FirstPaint>,
      );
      await vi.waitFor(() => expect(container.textContent).toContain("part 4"));
      expect(container.textContent).toContain("whole page");
      expect(renderedWhenTaskRan).toBeLessThan(5);
    } finally {
      root.unmount();
      Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", actEnvironment);
    }
  });
});
