/**
 * Every GraphQL document the app sends, as it sends it: the typed documents generated from
 * src/api/*.graphql (fragments included), named as constants (RateQuoteDocument: RATE_QUOTE), so
 * the server's limits are checked against the real thing.
 */
import * as generated from "../../src/api/generated/graphql.ts";

const constantName = (exportName: string): string =>
  exportName
    .replace(/Document$/, "")
    .replace(/(?<!^)(?=[A-Z])/g, "_")
    .toUpperCase();

export function appOperations(): Array<[name: string, document: string]> {
  return Object.entries(generated)
    .filter(([name]) => name.endsWith("Document"))
    .map(([name, document]) => [constantName(name), String(document)]);
}
