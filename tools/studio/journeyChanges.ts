/**
 * "What changed" for one product: the journeys:diff report between a git ref (by default where
 * this branch left the main line) and the journeys folder served now, one line per change with the
 * page it is about, so the studio can link each to that page's preview. Answers are not sampled
 * (that takes seconds; `npm run journeys:diff` does it).
 */
import { execFileSync } from "node:child_process";
import { diffJourneySets, loadJourneySet } from "../journeys/diff/index.ts";
import type { JourneySet } from "../journeys/diff/journeySet.ts";
import { changeLine } from "../journeys/diff/changeLines.ts";
import type { Change } from "../journeys/diff/changes.ts";
import { gitFiles, workingTreeFiles } from "../journeys/diff/sources.ts";
import { loaderAt } from "../journeys/diff/refLoader.ts";
import { describeCondition, describeValue } from "../../src/describe/describeLogic.ts";
import type { ChangeReport } from "../../src/studio/studioModel.ts";

const inWords = { condition: (logic: unknown) => describeCondition(logic), value: (logic: unknown) => describeValue(logic) };

/** The branches a feature branch is taken from, tried in order for the merge base. */
const MAIN_LINES = ["origin/main", "main"];

function git(repo: string, args: string[]): string {
  return execFileSync("git", args, { cwd: repo, stdio: ["pipe", "pipe", "pipe"] })
    .toString()
    .trim();
}

/** Where HEAD left the main line, or HEAD itself when there is none. */
export function defaultRef(repo: string): string {
  for (const line of MAIN_LINES) {
    try {
      return git(repo, ["merge-base", "HEAD", line]);
    } catch {
      // Not a branch here: the next one.
    }
  }
  return "HEAD";
}

/** Each commit's journeys, read once: by its own engine, copied out of git and imported (today's when it has none). */
const atCommit = new Map<string, Promise<JourneySet>>();

function journeysAt(commit: string, repo: string): Promise<JourneySet> {
  if (!atCommit.has(commit)) {
    const files = gitFiles(commit, repo);
    atCommit.set(
      commit,
      loaderAt(commit, repo)
        .catch(() => undefined)
        .then((load) => loadJourneySet(files, load)),
    );
  }
  return atCommit.get(commit)!;
}

export async function journeyChanges({
  root,
  repo,
  ref,
  product,
}: {
  root: string;
  repo: string;
  ref: string;
  product: string;
}): Promise<ChangeReport> {
  let commit: string;
  try {
    commit = git(repo, ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`]);
  } catch {
    throw new Error(`"${ref}" is not a commit in this repository`);
  }
  const diff = diffJourneySets(await journeysAt(commit, repo), loadJourneySet(workingTreeFiles(root)));
  const lines = diff.changes.flatMap((change) => {
    if (!("product" in change) || change.product !== product) return [];
    const text = changeLine(change, inWords);
    const page = pageOf(change);
    return text === undefined ? [] : [{ text, ...(page ? { page } : {}) }];
  });
  const problems = diff.changes.flatMap((change) =>
    change.kind === "loadProblem" ? [`${change.side}: ${change.file}: ${change.message}`] : [],
  );
  return { ref, commit, lines, problems };
}

function pageOf(change: Change): string | undefined {
  if ("page" in change) return change.page;
  if ("at" in change) return change.at.page;
  if (change.kind === "fieldMoved") return change.toPage;
  return undefined;
}
