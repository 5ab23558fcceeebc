// @vitest-environment jsdom
/** nextPaint: after the page's next frame has been painted, or at once in a hidden tab. nextTask: in a task of its own. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { nextPaint, nextTask } from "../../src/app/nextPaint.ts";

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

describe("nextTask", () => {
  it("resolves in a later task, not in the task that asked: work after it is a task of its own", async () => {
    const order: string[] = [];
    const asked = nextTask().then(() => order.push("next task"));
    // Every microtask of the asking task runs first, however long its chain.
    let chain = Promise.resolve();
    for (let link = 0; link < 20; link++) chain = chain.then(() => undefined);
    await chain.then(() => order.push("asking task's microtasks"));
    await asked;
    expect(order).toEqual(["asking task's microtasks", "next task"]);
  });

  it("is not held back by timers, which a background tab delays by a second or more", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    await expect(nextTask()).resolves.toBeUndefined();
  });
});
