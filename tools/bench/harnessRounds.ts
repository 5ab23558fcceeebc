/**
 * The browser budgets compare targets measured one after another, and this machine's load drifts
 * over a run: the same build of ours, measured first and then again last in one run of the harness,
 * reached first input at 2341 ms and then 2795 ms (3 reps each, 2026-11-30). A fixed order hands
 * that drift to whichever target comes last. So the harness runs in rounds of one rep each, every
 * round with the targets in a rotated order, and each figure is the median over all rounds' samples.
 */

/** The targets in round `round`'s order: the list turned by one place per round. */
export function rotated<T>(targets: readonly T[], round: number): T[] {
  const turn = targets.length === 0 ? 0 : round % targets.length;
  return [...targets.slice(turn), ...targets.slice(0, turn)];
}

/** The rounds asked for (`--reps N`, one rep per round) and the harness's other options. */
export function roundsFrom(args: readonly string[], defaultRounds = 5): { rounds: number; harnessArgs: string[] } {
  const harnessArgs: string[] = [];
  let rounds = defaultRounds;
  for (let i = 0; i < args.length; i++) {
    const inline = /^--reps=(.*)$/.exec(args[i]);
    const value = inline ? inline[1] : args[i] === "--reps" ? args[++i] : undefined;
    if (value === undefined) {
      harnessArgs.push(args[i]);
      continue;
    }
    rounds = Number(value);
    if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`--reps takes a whole number of rounds, 1 or more (got ${value})`);
  }
  return { rounds, harnessArgs };
}

/** A figure as the harness writes it: its median, range and every sample. */
export interface Samples {
  median: number | null;
  min: number | null;
  max: number | null;
  n: number;
  samples: (number | null)[];
}

/** One target's result in one round (its figures are `Samples`), as much of it as the merge reads. */
export interface RoundTarget {
  name: string;
  ok: boolean;
}

/** The median the harness takes: the middle sample, or the mean of the two middle ones. */
function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function isSamples(value: unknown): value is Samples {
  return typeof value === "object" && value !== null && Array.isArray((value as Samples).samples) && "median" in value;
}

function mergedSamples(parts: Samples[]): Samples {
  const samples = parts.flatMap((p) => p.samples);
  const xs = samples.filter((v): v is number => v != null && Number.isFinite(v));
  if (xs.length === 0) return { median: null, min: null, max: null, n: 0, samples };
  return { median: median(xs), min: Math.min(...xs), max: Math.max(...xs), n: xs.length, samples };
}

/** Counts that add up across rounds (timed-out validations); any other number is the first round's. */
const ADDED = new Set(["timedOut"]);

/**
 * One part of a target's result over all rounds: figures pool their samples, lists join without
 * repeats, flags must hold in every round, counts in ADDED add up, and anything else is the first
 * round's (the bytes of a build, the expected error count).
 */
function mergedPart(parts: unknown[], key = ""): unknown {
  const present = parts.filter((p) => p !== undefined && p !== null);
  if (present.length === 0) return parts[0];
  const [first] = present;
  if (isSamples(first)) return mergedSamples(present as Samples[]);
  if (Array.isArray(first)) return [...new Set(present.flatMap((p) => p as unknown[]))];
  if (typeof first === "boolean") return present.every(Boolean);
  if (typeof first === "number" && ADDED.has(key)) return (present as number[]).reduce((a, b) => a + b, 0);
  if (typeof first === "object") {
    const keys = [...new Set(present.flatMap((p) => Object.keys(p as object)))];
    return Object.fromEntries(
      keys.map((k) => [
        k,
        mergedPart(
          present.map((p) => (p as Record<string, unknown>)[k]),
          k,
        ),
      ]),
    );
  }
  return first;
}

/**
 * Each target's results over all rounds, in the order targets first appear. A target that failed or
 * was skipped in any round is reported as that round reported it: its figures would stand on fewer
 * loads than the others'.
 */
export function mergeRounds<T extends RoundTarget>(rounds: T[][]): T[] {
  const names = [...new Set(rounds.flatMap((round) => round.map((t) => t.name)))];
  return names.map((name) => {
    const mine = rounds.flatMap((round) => round.filter((t) => t.name === name));
    return mine.find((t) => !t.ok) ?? (mergedPart(mine) as T);
  });
}
