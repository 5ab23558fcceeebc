/**
 * Reads common/quote-request.json once per lint for every check that holds something against it
 * (the answers sent, the request's fields, the rating inputs): parsed and checked against its
 * schema with the server's own options, so a check only ever sees a mapping the server would load.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { QUOTE_MAPPING_FILE, QUOTE_MAPPING_SCHEMA, type QuoteMapping } from "../../../server/domain/quoteMapping.ts";
import { JOURNEYS_DIR } from "../../../server/journeys/readJourneys.ts";
import { displayPath, error, type Problem } from "../problem.ts";
import { readValidJson } from "../validJson.ts";

export interface MappingFile {
  /** Absolute path. */
  path: string;
  /** As printed in problems. */
  shown: string;
  /** Undefined when the file is missing or broken (`problems` says why). */
  mapping?: QuoteMapping & { $schema?: string };
  problems: Problem[];
}

export function readMappingFile(root: string): MappingFile {
  const path = join(root, QUOTE_MAPPING_FILE);
  const shown = displayPath(path);
  if (!existsSync(path)) {
    // The linter's fixture journeys have no quote request; the app's journeys must.
    const problems = resolve(root) === JOURNEYS_DIR ? [error(shown, "not found: the server builds the quote request from it")] : [];
    return { path, shown, problems };
  }
  const problems: Problem[] = [];
  // The options of the server's mappingSchema; an unchanged mapping is not validated again.
  const content = readValidJson(path, QUOTE_MAPPING_SCHEMA, { allErrors: true, verbose: true, strict: false }, problems);
  if (content === undefined) return { path, shown, problems };
  return { path, shown, mapping: content as QuoteMapping & { $schema?: string }, problems: [] };
}

/** A mapping of the insurer's quote request (its captured quote model): the app's, or a copy of it, not the linter's small fixtures. */
export function mapsInsurersRequest(mapping: QuoteMapping | undefined): boolean {
  return !!mapping && "capturedQuoteModel" in mapping.request;
}
