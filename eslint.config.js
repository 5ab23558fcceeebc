// TypeScript's and React's own rules (`npm run lint`, part of `npm test`): typescript-eslint's
// recommended set, and the rules of hooks where components live. Layout is Prettier's
// (.prettierrc.json); which module may import which is dependency-cruiser's (.dependency-cruiser.cjs).
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "dist-*/", "test-results/", "src/api/generated/", "tests/fixtures/", "**/*.d.ts", "**/*.d.mts"] },
  ...tseslint.configs.recommended,
  {
    rules: {
      // A leading underscore says "left out on purpose" (a rest sibling dropped, a parameter a signature needs).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    // Tests build and break arbitrary JSON (journey copies, GraphQL answers).
    files: ["tests/**/*.{ts,tsx}"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["src/**/*.{ts,tsx}", "renderer-widgets/**/*.{ts,tsx}", "tests/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    // The page's code: date-fns's index module re-exports every function, and the bundler then keeps
    // format's formatters and locale in the chunk every page loads, though only the buying pages use them.
    files: ["src/{app,api,engine,store}/**/*.{ts,tsx}", "renderer-widgets/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "date-fns", message: "Import each function from its own module (date-fns/addDays) in the page's code." }] },
      ],
    },
  },
);
