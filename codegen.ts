/**
 * Typed documents for the app's GraphQL operations, generated from server/schema.graphql and the
 * operations in src/api/*.graphql (`npm run codegen`). The output is committed; tests/app/codegen.test.ts
 * regenerates it in memory and fails when it differs, so a schema change that breaks an operation
 * fails the tests, and one that changes its types fails the type check where the app reads them.
 */
import type { CodegenConfig } from "@graphql-codegen/cli";

const config: CodegenConfig = {
  schema: "server/schema.graphql",
  documents: ["src/api/*.graphql"],
  generates: {
    "src/api/generated/": {
      preset: "client",
      // The app reads whole results; masking would only add an unmask call at every read.
      presetConfig: { fragmentMasking: false },
      config: {
        // Documents as plain strings: the browser bundle carries no parsed AST.
        documentMode: "string",
        // Enums as string unions: types only, nothing added to the bundle.
        enumType: "string-literal",
        strictScalars: true,
        scalars: { JSON: "unknown" },
        useTypeImports: true,
        importExtension: ".ts",
        // A selected field is always in the answer: null, never absent.
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      },
    },
  },
};

export default config;
