import { describe, expect, it } from "vitest";
import { mergeRounds, rotated, roundsFrom } from "../../tools/bench/harnessRounds.ts";

const samples = (...xs: (number | null)[]) => {
  const valued = xs.filter((x): x is number => x != null);
  return { median: valued[0] ?? null, min: Math.min(...valued), max: Math.max(...valued), n: valued.length, samples: xs };
};

describe("the browser bench's rounds", () => {
  it("turn the targets' order by one place a round, so each target runs at each position", () => {
    const targets = ["handwritten", "rjsf", "ours"];
    expect([0, 1, 2, 3].map((round) => rotated(targets, round))).toEqual([
      ["handwritten", "rjsf", "ours"],
      ["rjsf", "ours", "handwritten"],
      ["ours", "handwritten", "rjsf"],
      ["handwritten", "rjsf", "ours"],
    ]);
  });

  it("are as many as --reps asks, 5 unless it does, and the harness gets its other options", () => {
    expect(roundsFrom(["--reps", "3", "--throttle", "6"])).toEqual({ rounds: 3, harnessArgs: ["--throttle", "6"] });
    expect(roundsFrom(["--reps=1"])).toEqual({ rounds: 1, harnessArgs: [] });
    expect(roundsFrom(["--target", "ours"])).toEqual({ rounds: 5, harnessArgs: ["--target", "ours"] });
    expect(() => roundsFrom(["--reps", "0"])).toThrow(/whole number of rounds/);
  });

  it("pool each figure's samples over the rounds and take the median of them all", () => {
    const round = (firstInput: number[], etP95: number, valueOk: boolean, timedOut: number, counts: number[]) => ({
      name: "ours",
      ok: true,
      networkJs: { requests: 7, gzip: 193_000, raw: 700_000 },
      load: { firstInput: samples(...firstInput) },
      keystroke: { etP95: samples(etP95), valueOk, finalValues: ["ABC"] },
      validation: { ms: samples(300), counts, expected: 28, timedOut },
    });
    const [ours] = mergeRounds([
      [round([2400, 2300], 80, true, 0, [28])],
      [round([2900, 2100], 96, false, 1, [27])],
      [round([2500, 2600], 88, true, 0, [28])],
    ]);
    expect(ours.load.firstInput).toEqual({ median: 2450, min: 2100, max: 2900, n: 6, samples: [2400, 2300, 2900, 2100, 2500, 2600] });
    expect(ours.keystroke.etP95.median).toBe(88);
    expect(ours.keystroke.valueOk).toBe(false);
    expect(ours.validation).toMatchObject({ counts: [28, 27], expected: 28, timedOut: 1 });
    expect(ours.networkJs).toEqual({ requests: 7, gzip: 193_000, raw: 700_000 });
  });

  it("leave out samples without a value", () => {
    const round = (...xs: (number | null)[]) => ({ name: "floor", ok: true, load: { firstInput: samples(...xs) } });
    expect(mergeRounds([[round(1000, null)], [round(1200, 1100)]])[0].load.firstInput).toMatchObject({ median: 1100, n: 3 });
  });

  it("report a target that failed in any round as it failed, not on fewer loads than the others", () => {
    const ok = { name: "jsonforms", ok: true, load: { firstInput: samples(3000, 3100) } };
    const failed = { name: "jsonforms", ok: false, error: "first input to become visible and enabled: timed out" };
    const other = { name: "ours", ok: true, load: { firstInput: samples(2000, 2100) } };
    const merged = mergeRounds<{ name: string; ok: boolean }>([
      [ok, other],
      [failed, other],
    ]);
    expect(merged.map((t) => t.name)).toEqual(["jsonforms", "ours"]);
    expect(merged[0]).toBe(failed);
  });
});
