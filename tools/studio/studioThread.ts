/** The studio's worker thread (studioWorker.ts), asked and answered by promise. */
import { Worker } from "node:worker_threads";
import type { ChangeReport, LintFinding } from "../../src/studio/studioModel.ts";

export type StudioQuestion = { kind: "lint" } | { kind: "changes"; ref: string; product: string };

type AnswerTo<Q extends StudioQuestion> = Q extends { kind: "lint" } ? LintFinding[] : ChangeReport;

export interface StudioThread {
  ask<Q extends StudioQuestion>(question: Q): Promise<AnswerTo<Q>>;
  close(): Promise<void>;
}

export function startStudioThread(root: string, repo: string): StudioThread {
  const worker = new Worker(new URL("./studioThread.mjs", import.meta.url), { workerData: { root, repo } });
  // The dev server may stop without closing it.
  worker.unref();
  const waiting = new Map<number, { resolve(value: never): void; reject(error: Error): void }>();
  let next = 0;
  worker.on("message", ({ id, value, error }: { id: number; value?: never; error?: string }) => {
    const asked = waiting.get(id);
    waiting.delete(id);
    if (error === undefined) asked?.resolve(value!);
    else asked?.reject(new Error(error));
  });
  const stopped = (reason: unknown) => {
    for (const asked of waiting.values()) asked.reject(reason instanceof Error ? reason : new Error(String(reason)));
    waiting.clear();
  };
  worker.on("error", stopped);
  worker.on("exit", (code) => stopped(`the studio's worker stopped (exit code ${code})`));
  return {
    ask<Q extends StudioQuestion>(question: Q) {
      const id = next++;
      return new Promise<AnswerTo<Q>>((resolve, reject) => {
        waiting.set(id, { resolve: resolve as (value: never) => void, reject });
        worker.postMessage({ id, question });
      });
    },
    close: async () => void (await worker.terminate()),
  };
}
