/**
 * The committed operation types (src/api/generated/) are what codegen.ts makes of the schema and
 * the app's operations now: regenerated in memory and compared. A schema change that breaks an
 * operation fails here; one that changes an operation's types shows as a difference, and after
 * `npm run codegen` the type check fails wherever the app reads them.
 */
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { generate } from "@graphql-codegen/cli";
import { describe, expect, it } from "vitest";
import config from "../../codegen.ts";

const root = new URL("../../", import.meta.url);
const schemaText = readFileSync(new URL("server/schema.graphql", root), "utf8");

/** The files codegen.ts makes of this schema, in memory. */
async function generated(schema: string = schemaText): Promise<Array<{ filename: string; content: string }>> {
  return generate({ ...config, schema, silent: true, cwd: root.pathname }, false);
}

describe("generated GraphQL operation types", () => {
  it("are up to date with the schema and the app's operations (npm run codegen)", async () => {
    const files = await generated();
    expect(files.map((file) => relative(root.pathname, file.filename)).sort()).toEqual([
      "src/api/generated/gql.ts",
      "src/api/generated/graphql.ts",
      "src/api/generated/index.ts",
    ]);
    for (const file of files) {
      expect(readFileSync(file.filename, "utf8"), `${relative(root.pathname, file.filename)} is stale: run npm run codegen`).toBe(
        file.content,
      );
    }
  });

  it("type each operation's result and variables", async () => {
    const types = (await generated()).find((file) => file.filename.endsWith("graphql.ts"))?.content ?? "";
    expect(types).toMatch(/export type RateQuoteMutation = \{ rateQuote: \{ quoteRef: string, quoteState: QuoteState,/);
    expect(types).toMatch(/export type TakeUpQuoteMutationVariables = Exact<\{[^}]*body: TakeUpBody;/);
    expect(types).toMatch(/export const VehicleByRegDocument = new TypedDocumentString\(/);
  });

  it("fail when the schema no longer has a field an operation asks for", async () => {
    const withoutQuoteRef = schemaText.replace(/(type RateResponse \{[^}]*?)\n\s*quoteRef: String!/, "$1");
    expect(withoutQuoteRef).not.toBe(schemaText);
    await expect(generated(withoutQuoteRef)).rejects.toThrow(/Cannot query field "quoteRef" on type "RateResponse"/);
  });
});
