/** The validation worker thread: loads the journeys once, then validates drafts as they arrive. */
import { parentPort, workerData } from "node:worker_threads";
import { fixedClock } from "../clock.ts";
import { loadJourneyCatalogue } from "../domain/journeyCatalogue.ts";
import { validateDraft } from "./draftValidation.ts";

const journeys = loadJourneyCatalogue((workerData as { journeysDir?: string }).journeysDir);
const { check } = journeys; // compiled now: a schema that does not compile stops the start, not a quote

parentPort!.on("message", ({ id, product, answers, today, quoteRef }) => {
  // JSON text both ways (validator.ts): cheaper between threads than a structured clone.
  const result = validateDraft(journeys.journey(product)!, JSON.parse(answers), fixedClock(today), check, quoteRef);
  parentPort!.postMessage({ id, result: JSON.stringify(result) });
});
parentPort!.postMessage({ ready: true });
