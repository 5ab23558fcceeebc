/** The validation worker thread: loads the journeys once, then validates drafts as they arrive. */
import { parentPort, workerData } from "node:worker_threads";
import { fixedClock } from "../clock.ts";
import { loadJourneyCatalogue } from "../domain/journeyCatalogue.ts";
import { validateDraft } from "./draftValidation.ts";

const journeys = loadJourneyCatalogue((workerData as { journeysDir?: string }).journeysDir);

parentPort!.on("message", ({ id, product, answers, today }) => {
  const result = validateDraft(journeys.journey(product)!, answers, fixedClock(today), journeys.check);
  parentPort!.postMessage({ id, result });
});
