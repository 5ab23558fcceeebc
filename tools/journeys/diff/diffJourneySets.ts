/**
 * A semantic diff of two journey sets: products, then each product's resolved journey, then the
 * shared texts; versions are checked, and (optionally) sample answers are replayed through both
 * sides to find behaviour that changed. Comparing resolved models means a pure format change
 * (one that desugars to the same model) shows nothing.
 */
import type { Change } from "./changes.ts";
import { compareJourney } from "./compareJourney.ts";
import { compareTexts } from "./compareTexts.ts";
import type { JourneySet } from "./journeySet.ts";
import { behaviourChanges, type SampleOptions } from "./behaviour.ts";
import { same } from "./structural.ts";
import { versionCheck } from "./versionCheck.ts";

export interface JourneyDiff {
  before: string;
  after: string;
  changes: Change[];
  /** How the answers were sampled, when they were (seed, runs, time). */
  sampled?: string;
  /** An error the reviewer must act on: a shared page changed without a version bump, or a file that did not load. */
  failed: boolean;
}

export function diffJourneySets(before: JourneySet, after: JourneySet, samples?: SampleOptions): JourneyDiff {
  const changes: Change[] = [
    ...before.problems.map((p): Change => ({ kind: "loadProblem", side: before.label, ...p })),
    ...after.problems.map((p): Change => ({ kind: "loadProblem", side: after.label, ...p })),
  ];
  const ids = [...new Set([...Object.keys(before.products), ...Object.keys(after.products)])].sort();
  const checks: Change[] = [];
  // Behaviour is looked for where anything changed, echoes of limits included.
  const everything: Change[] = [];
  for (const id of ids) {
    const a = before.products[id];
    const b = after.products[id];
    if (!a || !b) {
      changes.push({ kind: "product", product: id, change: a ? "removed" : "added", version: (a ?? b).version });
      continue;
    }
    const found = compareJourney(id, a, b);
    checks.push(...versionCheck(id, a, b, found));
    everything.push(...found);
    changes.push(...withoutLimitEchoes(found));
  }
  changes.push(...checks, ...compareTexts(before.texts, after.texts));
  let sampled: string | undefined;
  if (samples) {
    try {
      const result = behaviourChanges(before, after, everything, samples);
      changes.push(...result.changes);
      sampled = result.summary;
    } catch (error) {
      // The wording diff stands on its own; a journey the engine cannot replay is the linter's to explain.
      sampled = `not run: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
  const failed = changes.some((c) => c.kind === "loadProblem" || (c.kind === "versionNotBumped" && c.severity === "error"));
  return { before: before.label, after: after.label, changes, sampled, failed };
}

/**
 * A limit filled into a shared page (`{ "$limit": "ncdMax" }`) changes that page too; the limit's
 * own line says it, so the page's echo of the same old and new values is left out.
 */
function withoutLimitEchoes(changes: Change[]): Change[] {
  const limits = changes.filter((c) => c.kind === "limit");
  if (limits.length === 0) return changes;
  const echoes = (c: Change) => {
    const pair = c.kind === "constraint" || c.kind === "setting" || c.kind === "wording" || c.kind === "logic" ? [c.from, c.to] : undefined;
    return pair !== undefined && limits.some((l) => same(l.from, pair[0]) && same(l.to, pair[1]));
  };
  return changes.filter((c) => !echoes(c));
}
