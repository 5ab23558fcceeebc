/**
 * The browser's GraphQL client is graphql-request, in the entry's chunk (the entry makes the first
 * requests). It imports graphql's parser and printer statically, to name an operation, so they come
 * with it (about 11 KiB gzip); nothing else of graphql does: no schema, validation or execution.
 * The generated operations stay text, so no chunk carries a parsed document.
 */
import { describe, expect, it } from "vitest";
import { build, type Rollup } from "vite";

/** Every chunk of a production build of the app, built in memory (nothing written). */
async function browserChunks(): Promise<Rollup.OutputChunk[]> {
  const result = await build({ logLevel: "silent", build: { write: false, reportCompressedSize: false } });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  return outputs.flatMap((output) => output.output.filter((item): item is Rollup.OutputChunk => item.type === "chunk"));
}

/** The package a module id is from, e.g. "graphql-request" or "graphql/language". */
const fromPackage = (id: string, pattern: RegExp) => pattern.exec(id.replaceAll("\\", "/"))?.[1];

describe("the browser bundle", () => {
  it("has graphql-request in the entry's chunk, with graphql's language modules only, and no parsed document", async () => {
    const chunks = await browserChunks();
    const entry = chunks.find((chunk) => chunk.isEntry);
    expect(entry?.moduleIds.some((id) => fromPackage(id, /node_modules\/(graphql-request)\//))).toBe(true);
    const graphqlParts = new Set(
      chunks
        .flatMap((chunk) => chunk.moduleIds)
        .map((id) => fromPackage(id, /node_modules\/graphql\/([^/]+)\//))
        .filter(Boolean),
    );
    expect([...graphqlParts].sort()).toEqual(["error", "jsutils", "language"]);
    // A document parsed at build time would appear as an AST literal.
    const withParsedDocument = chunks.filter((chunk) => /kind:\s*"Document",\s*definitions:/.test(chunk.code));
    expect(withParsedDocument.map((chunk) => chunk.fileName)).toEqual([]);
  }, 300_000);
});
