// The project's one dependency graph (`npm run lint:deps`, part of `npm test`): journeys ← engine ←
// {store, server, tools}; {store, api, widgets} ← app; no cycles; nothing imports the tests; code the
// browser runs never imports Node code. tests/architecture/dependencyRules.test.ts shows each rule
// refusing a fixture.

/** Code the browser runs: all of src/ (the engine, the journeys described in words, the app and what it is built from) and the widgets. */
const BROWSER = "^(?:src|renderer-widgets)/";
/** Node-only code: the server (with its journey loader) and the tools (linter, diff, graph, scenarios, studio plugin, build, bench). */
const NODE = "^(?:server|tools)/";
/** What the server reads journeys with; the tools build on it, never the other way round. */
const JOURNEY_LOADING = "^server/journeys/";
const TOOLS = "^tools/";
const TESTS = "^(?:tests|e2e)/";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycle",
      comment: "A module never depends on itself through others: move the shared part to where both can import it.",
      severity: "error",
      from: { pathNot: "node_modules" },
      to: { circular: true },
    },
    {
      name: "engine-imports-only-journeys",
      comment: "The engine is pure: it reads the journeys' JSON and libraries, never the app, the server or the tools.",
      severity: "error",
      from: { path: "^src/engine/" },
      to: { path: "^(?:src/(?!engine/)|server/|tools/|renderer-widgets/|tests/|e2e/)" },
    },
    {
      name: "engine-through-its-index",
      comment: "Outside the engine (and its unit tests), the engine is imported from src/engine/index.ts alone.",
      severity: "error",
      from: { pathNot: "^(?:src/engine|tests/engine)/" },
      to: { path: "^src/engine/(?!index\\.ts$)" },
    },
    {
      name: "store-below-app",
      comment: "The store holds the quote; it knows nothing of the pages, the widgets or the API client.",
      severity: "error",
      from: { path: "^src/store/" },
      to: { path: "^(?:src/(?:app|api|studio)|renderer-widgets)/" },
    },
    {
      name: "api-below-app",
      comment: "The GraphQL client is handed what it needs (the link-error reporter) by the app; it never imports it.",
      severity: "error",
      from: { path: "^src/api/" },
      to: { path: "^(?:src/(?:app|store|studio)|renderer-widgets)/" },
    },
    {
      name: "widgets-below-app",
      comment: "Widgets are the renderer's parts: the app registers them, they never reach back into it.",
      severity: "error",
      from: { path: "^renderer-widgets/" },
      to: { path: "^src/(?:app|store|api|studio)/" },
    },
    {
      name: "browser-never-imports-node",
      comment: "Code the browser runs never imports the server's or the tools' code.",
      severity: "error",
      from: { path: BROWSER },
      to: { path: NODE },
    },
    {
      name: "browser-never-imports-node-builtins",
      comment: "Code the browser runs never imports Node's own modules (node:fs and the rest).",
      severity: "error",
      from: { path: BROWSER },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "server-below-tools",
      comment: "The server runs on its own: it reads journeys with its own loader (server/journeys), never imports a tool or the app.",
      severity: "error",
      from: { path: "^server/" },
      to: { path: `${TOOLS}|^src/(?:app|store|studio)/|^renderer-widgets/` },
    },
    {
      name: "journey-loading-below-server",
      comment: "Loading journeys is below the server and the tools that use it.",
      severity: "error",
      from: { path: JOURNEY_LOADING },
      to: { path: `^server/(?!journeys/)|${TOOLS}` },
    },
    {
      name: "domain-knows-no-graphql",
      comment: "The domain raises domain errors; server/graphql alone turns them into GraphQL.",
      severity: "error",
      from: { path: "^server/domain/" },
      to: { path: "^server/graphql/|node_modules/(?:graphql|graphql-yoga|@graphql-yoga|@escape\\.tech/graphql-armor)/" },
    },
    {
      name: "db-below-domain",
      comment: "server/db holds the SQL and the rows it returns; the domain's rules call it, never the other way round.",
      severity: "error",
      from: { path: "^server/db/" },
      to: { path: "^server/(?:domain|graphql|payments|policySetup|rating)/" },
    },
    {
      name: "nothing-imports-tests",
      comment: "Tests import the code, never the other way round (the browser bench drives pages with the browser tests' helpers).",
      severity: "error",
      from: { pathNot: `${TESTS}|^tools/bench(?:/|\\.ts$)` },
      to: { path: TESTS },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(?:tests/fixtures/(?:boundaries|dependencies)|dist|dist-[a-z-]+|test-results)/" },
    // Type-only imports are dependencies too: a cycle through types is still a cycle.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
