/** The validation worker thread: loads the journeys once, then validates drafts as they arrive. */
import { parentPort, workerData } from "node:worker_threads";
import { fixedClock } from "../clock.ts";
import { loadJourneyCatalogue } from "../domain/journeyCatalogue.ts";
import { validateDraft } from "./draftValidation.ts";

const journeys = loadJourneyCatalogue((workerData as { journeysDir?: string }).journeysDir);
const { check } = journeys; // compiled now: a schema that does not compile stops the start, not a quote

parentPort!.on("message", ({ id, product, answers, today }) => {
  const result = validateDraft(journeys.journey(product)!, answers, fixedClock(today), check);
  parentPort!.postMessage({ id, result });
});
parentPort!.postMessage({ ready: true });
