/**
 * Where drafts are validated: on the calling thread, or on a worker thread so that a busy server's
 * event loop keeps serving HTTP and the database while a second core replays journeys.
 */
import { Worker } from "node:worker_threads";
import type { Draft } from "../../src/engine/index.ts";
import type { JourneyCatalogue } from "../domain/journeyCatalogue.ts";
import { fixedClock } from "../clock.ts";
import type { DraftValidation } from "./draftValidation.ts";

export interface DraftValidator {
  /**
   * `product` must be one of the catalogue's; `today` is YYYY-MM-DD. With `quoteRef`, a valid
   * draft comes with its quote request built for that reference and day.
   */
  validate(product: string, answers: Draft, today: string, quoteRef?: string): Promise<DraftValidation>;
  /** Settles once drafts can be validated (the worker has loaded and compiled the journeys); rejects when they cannot. */
  ready: Promise<void>;
  close(): Promise<void>;
}

export function inProcessValidator(journeys: JourneyCatalogue): DraftValidator {
  // Loaded when first used (once), so a server that validates on its worker thread never loads it here.
  let loading: Promise<typeof import("./draftValidation.ts")> | undefined;
  return {
    validate: async (product, answers, today, quoteRef) => {
      const { validateDraft } = await (loading ??= import("./draftValidation.ts"));
      return validateDraft(journeys.journey(product)!, answers, fixedClock(today), journeys.check, quoteRef);
    },
    ready: Promise.resolve(),
    close: async () => {},
  };
}

interface Pending {
  resolve(result: DraftValidation): void;
  reject(error: Error): void;
}

/** One worker thread loading the same journeys; requests are answered in order by id. */
export function workerValidator(journeysDir: string | undefined): DraftValidator {
  const worker = new Worker(new URL("./validationThread.mjs", import.meta.url), {
    workerData: { journeysDir },
  });
  worker.unref();
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let loaded!: { resolve(): void; reject(error: Error): void };
  const ready = new Promise<void>((resolve, reject) => (loaded = { resolve, reject }));
  ready.catch(() => undefined); // also reported to whoever waits on it
  const failAll = (error: Error) => {
    loaded.reject(error);
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  // Drafts go both ways as JSON text: one string is copied between threads far more cheaply than
  // structured cloning the many small objects of a draft.
  worker.on("message", ({ id, result, ready: isReady }: { id: number; result: string; ready?: true }) => {
    if (isReady) return loaded.resolve();
    const p = pending.get(id);
    pending.delete(id);
    p?.resolve(JSON.parse(result) as DraftValidation);
  });
  worker.on("error", failAll);
  worker.on("exit", (code) => failAll(new Error(`The validation worker stopped (exit code ${code})`)));
  return {
    validate(product, answers, today, quoteRef) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, product, answers: JSON.stringify(answers), today, quoteRef });
      });
    },
    ready,
    close: async () => void (await worker.terminate()),
  };
}
