/**
 * The browser bundle carries no GraphQL parser: the app sends generated operations as text, so
 * neither `graphql` nor a general GraphQL client belongs in any chunk a route loads.
 */
import { describe, expect, it } from "vitest";
import { build, type Rollup } from "vite";

/** Every chunk of a production build of the app, built in memory (nothing written). */
async function browserChunks(): Promise<Rollup.OutputChunk[]> {
  const result = await build({ logLevel: "silent", build: { write: false, reportCompressedSize: false } });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  return outputs.flatMap((output) => output.output.filter((item): item is Rollup.OutputChunk => item.type === "chunk"));
}

describe("the browser bundle", () => {
  it("includes no module of graphql or graphql-request, and no graphql source", async () => {
    const chunks = await browserChunks();
    expect(chunks.some((chunk) => chunk.isEntry)).toBe(true);
    const graphqlModules = chunks.flatMap((chunk) => chunk.moduleIds).filter((id) => /node_modules\/graphql(-request)?\//.test(id));
    expect(graphqlModules).toEqual([]);
    // Text only graphql's lexer and printer carry, should a module reach the bundle under another path.
    const withGraphqlSource = chunks.filter((chunk) => chunk.code.includes("Syntax Error: ") || chunk.code.includes("Unexpected character: "));
    expect(withGraphqlSource.map((chunk) => chunk.fileName)).toEqual([]);
  }, 300_000);
});
