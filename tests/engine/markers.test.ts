import { describe, expect, it } from "vitest";
import { applyOutcomes, nextEdge, type ResolvedPage } from "../../src/engine/index.ts";

describe("address markers", () => {
  it("a goTo outcome hands on its marker with the target and slot", () => {
    const result = applyOutcomes([{ goTo: "named-driver-personal", marker: "completed", index: 1 }], {}, {} as never);
    expect(result).toMatchObject({ goTo: "named-driver-personal", index: 1, marker: "completed" });
  });

  it("an edge keeps its marker and anchor", () => {
    const page = { next: [{ to: "final", anchor: "named-drivers", marker: "didAddNamed" }] } as unknown as ResolvedPage;
    expect(nextEdge(page, {} as never)).toEqual({ to: "final", anchor: "named-drivers", marker: "didAddNamed" });
  });
});
