/**
 * The browser's GraphQL client is graphql-request, in the entry's chunk (the entry makes the first
 * requests). It imports graphql's parser and printer statically, only to name an operation or print
 * a document that is not text; ours are text, so the browser build resolves its `graphql` to a
 * stand-in (src/api/graphqlWithoutParser.ts) and nothing of graphql comes into the page. No chunk
 * carries a parsed document either.
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
  it("has graphql-request in the entry's chunk, the stand-in for graphql beside it, nothing of graphql, and no parsed document", async () => {
    const chunks = await browserChunks();
    const entry = chunks.find((chunk) => chunk.isEntry);
    expect(entry?.moduleIds.some((id) => fromPackage(id, /node_modules\/(graphql-request)\//))).toBe(true);
    expect(entry?.moduleIds.some((id) => id.replaceAll("\\", "/").endsWith("src/api/graphqlWithoutParser.ts"))).toBe(true);
    const graphqlParts = new Set(
      chunks
        .flatMap((chunk) => chunk.moduleIds)
        .map((id) => fromPackage(id, /node_modules\/graphql\/([^/]+)\//))
        .filter(Boolean),
    );
    expect([...graphqlParts]).toEqual([]);
    // A document parsed at build time would appear as an AST literal.
    const withParsedDocument = chunks.filter((chunk) => /kind:\s*"Document",\s*definitions:/.test(chunk.code));
    expect(withParsedDocument.map((chunk) => chunk.fileName)).toEqual([]);
  }, 300_000);
});
