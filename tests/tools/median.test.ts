import { describe, expect, it } from "vitest";
import { medianItem } from "../../tools/bench/median.ts";

describe("the median item of benchmark runs", () => {
  const run = (name: string, score: number | null) => ({ name, score });

  it("is the middle one by value, with the lowest and highest value", () => {
    expect(medianItem([run("a", 93), run("b", 88), run("c", 96)], (r) => r.score)).toEqual({ item: run("a", 93), range: [88, 96] });
  });

  it("is the lower middle of an even count", () => {
    expect(medianItem([run("a", 90), run("b", 95), run("c", 80), run("d", 99)], (r) => r.score)?.item.name).toBe("a");
  });

  it("leaves out runs without a value, and is undefined when none has one", () => {
    expect(medianItem([run("a", null), run("b", 91)], (r) => r.score)).toEqual({ item: run("b", 91), range: [91, 91] });
    expect(medianItem([run("a", null)], (r) => r.score)).toBeUndefined();
  });
});
