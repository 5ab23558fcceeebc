/**
 * The studio's slow answers, on a thread of their own so the dev server keeps serving pages and
 * HMR updates meanwhile: the linter over the journeys folder (about a second) and the journey diff
 * against a git ref (longer the first time a ref is asked). One question at a time, by id.
 */
import { parentPort, workerData } from "node:worker_threads";
import { snapshotReader } from "./studioSnapshot.ts";
import { lintFindings } from "./lintFindings.ts";
import { journeyChanges } from "./journeyChanges.ts";
import type { StudioQuestion } from "./studioThread.ts";

const { root, repo } = workerData as { root: string; repo: string };
const readSnapshot = snapshotReader(root);

parentPort!.on("message", async ({ id, question }: { id: number; question: StudioQuestion }) => {
  try {
    const value =
      question.kind === "lint"
        ? lintFindings(root, readSnapshot())
        : await journeyChanges({ root, repo, ref: question.ref, product: question.product });
    parentPort!.postMessage({ id, value });
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
