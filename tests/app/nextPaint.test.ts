// @vitest-environment jsdom
/** nextPaint: after the page's next frame has been painted, or at once in a hidden tab. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { nextPaint } from "../../src/app/nextPaint.ts";

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
}

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(document, "visibilityState");
});

describe("nextPaint", () => {
  it("resolves in a task after the next frame's callbacks, so after that frame's paint", async () => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "setTimeout"] });
    const order: string[] = [];
    void nextPaint().then(() => order.push("resolved"));
    requestAnimationFrame(() => order.push("frame"));
    await Promise.resolve();
    expect(order).toEqual([]);
    await vi.advanceTimersByTimeAsync(20);
    expect(order).toEqual(["frame", "resolved"]);
  });

  it("resolves at once in a hidden tab, which paints no frames", async () => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "setTimeout"] });
    setVisibility("hidden");
    await expect(nextPaint()).resolves.toBeUndefined();
  });

  it("resolves when the tab is hidden before its next frame", async () => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "setTimeout"] });
    let resolved = false;
    void nextPaint().then(() => (resolved = true));
    setVisibility("hidden");
    await Promise.resolve();
    expect(resolved).toBe(true);
  });
});
