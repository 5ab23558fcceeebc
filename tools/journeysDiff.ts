/**
 * `npm run journeys:diff -- <git-ref> [--to <git-ref>] [--seed N] [--budget MS] [--no-samples]`:
 * what changed in the journeys between a git ref and the working tree (or a second ref), in
 * Markdown for a pull-request comment. Exits 1 when a shared page changed under a product whose
 * version did not move, or when a side does not load.
 */
import { parseArgs } from "node:util";
import { resolve } from "node:path";
import { format } from "date-fns";
import {
  defaultSampleOptions,
  diffJourneySets,
  loadJourneySet,
  renderMarkdown,
  type Describe,
  type LoadJourney,
} from "./journeys/diff/index.ts";
import { describeCondition, describeValue } from "../src/describe/describeLogic.ts";
import { gitFiles, workingTreeFiles } from "./journeys/diff/sources.ts";
import { loaderAt } from "./journeys/diff/refLoader.ts";

const usage = "usage: npm run journeys:diff -- <git-ref> [--to <git-ref>] [--seed N] [--budget MS] [--no-samples]";

const inWords: Describe = { condition: (logic) => describeCondition(logic), value: (logic) => describeValue(logic) };

/** The ref's own loader; today's when the ref's engine cannot be loaded (said on stderr, not hidden). */
async function refLoader(ref: string, repo: string): Promise<LoadJourney | undefined> {
  try {
    return await loaderAt(ref, repo);
  } catch (error) {
    console.error(
      `journeys:diff: ${ref}'s own engine did not load (${error instanceof Error ? error.message : String(error)}); using today's`,
    );
    return undefined;
  }
}

function args() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        to: { type: "string" },
        seed: { type: "string" },
        budget: { type: "string" },
        "no-samples": { type: "boolean" },
        help: { type: "boolean" },
      },
    });
  } catch {
    return undefined;
  }
}

const isCount = (text: string | undefined) => text === undefined || /^\d+$/.test(text);

async function main(): Promise<number> {
  const parsed = args();
  if (!parsed || parsed.values.help || parsed.positionals.length !== 1 || !isCount(parsed.values.seed) || !isCount(parsed.values.budget)) {
    console.error(usage);
    return parsed?.values.help ? 0 : 2;
  }
  const { values, positionals } = parsed;
  const repo = resolve(import.meta.dirname, "..");
  const started = Date.now();
  let before, after;
  try {
    // Each ref's journeys are resolved by that ref's own engine, as the app of the day did.
    const atRef = async (ref: string) => {
      const files = gitFiles(ref, repo);
      return loadJourneySet(files, await refLoader(ref, repo));
    };
    before = await atRef(positionals[0]);
    after = values.to ? await atRef(values.to) : loadJourneySet(workingTreeFiles(resolve(repo, "journeys")));
  } catch (error) {
    console.error(`journeys:diff: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  // The command is where the real clock is read: the engine and the diff take it injected.
  const clock = { today: () => format(new Date(), "yyyy-MM-dd") };
  const samples = values["no-samples"]
    ? undefined
    : {
        ...defaultSampleOptions(clock),
        ...(values.seed ? { seed: Number(values.seed) } : {}),
        ...(values.budget ? { budgetMs: Number(values.budget) } : {}),
      };
  const diff = diffJourneySets(before, after, samples);
  process.stdout.write(renderMarkdown(diff, inWords));
  console.error(`journeys:diff: ${diff.changes.length} changes in ${Date.now() - started} ms`);
  return diff.failed ? 1 : 0;
}

process.exitCode = await main();
