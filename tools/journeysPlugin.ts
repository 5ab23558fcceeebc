/**
 * Vite plugin: the product journeys as modules the app loads when it needs them, with precompiled
 * ajv validators for their answers, so the browser ships no schema compiler and needs no eval.
 *
 * - `virtual:journeys` is the small manifest the app starts with: the product ids, the product
 *   whose journey serves before one is chosen, every journey page's route, and a loader per product.
 * - `virtual:journeys/<product>` is one product's resolved journey and the precompiled validator of
 *   its answers: its own chunk, so a page ships only the journey it is on (productModule).
 *
 * In dev, an edited journey file invalidates these modules and tells the pages: each app page
 * reloads, unless it updates its journeys in place (the studio marks its document for that and
 * takes its own module's update by HMR), so an edit reloads the app's tabs and leaves the studio's.
 */
import { resolve } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import type { RJSFSchema } from "@rjsf/utils";
import { compileSchemaValidatorsCode } from "@rjsf/validator-ajv8/compileSchemaValidators";
import { answersSchema, type ResolvedJourney } from "../src/engine/index.ts";
import { ANSWER_AJV_OPTIONS } from "../server/journeys/ajvCheck.ts";
import { JOURNEYS_DIR, loadAllJourneys } from "../server/journeys/readJourneys.ts";
import { LIVE_JOURNEYS_ATTRIBUTE } from "../src/studio/studioModel.ts";
import { pagesInCompressibleOrder } from "./pagesInCompressibleOrder.ts";
import { withShortSchemaKeys } from "./shortSchemaKeys.ts";
import { browserJourney } from "./browserJourney.ts";

const ID = "virtual:journeys";
export const PRODUCT_PREFIX = `${ID}/`;
/** The product whose journey serves before a choice: the products share their first pages. */
const DEFAULT_PRODUCT = "car";

/** The dev server's word to its pages that a journey file changed. */
const JOURNEYS_EDITED = "journeys:edited";
/** Dev only, in the manifest every app page loads: an edit reloads the page, unless it keeps its journeys live itself. */
const RELOAD_ON_EDIT = `if (import.meta.hot) import.meta.hot.on(${JSON.stringify(JOURNEYS_EDITED)}, () => { if (!document.documentElement.hasAttribute(${JSON.stringify(LIVE_JOURNEYS_ATTRIBUTE)})) location.reload(); });`;

export function journeysPlugin(): Plugin {
  // The manifest and every product module read the same files: once per build (or per edit in dev).
  let loaded: LoadedJourneys | undefined;
  let serving = false;
  return {
    name: "quote-journeys",
    configResolved(config) {
      serving = config.command === "serve";
    },
    buildStart() {
      loaded = undefined;
    },
    resolveId: (id) => (id === ID || id.startsWith(PRODUCT_PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${ID}`)) return undefined;
      loaded ??= loadJourneys();
      // A build stops at a broken journey. The dev server serves the manifest still (the studio's
      // page starts from it and shows the problems itself); the broken product's module fails.
      if (!serving && loaded.problems) throw new Error(loaded.problems);
      if (id === `\0${ID}`) return manifestModule(loaded.journeys, loaded.products) + (serving ? `\n${RELOAD_ON_EDIT}\n` : "");
      const product = id.slice(`\0${PRODUCT_PREFIX}`.length);
      const journey = loaded.journeys[product];
      if (!journey) throw new Error(loaded.problems || `No product journey "${product}"`);
      return productModule(journey);
    },
    configureServer(server: ViteDevServer) {
      server.watcher.add(JOURNEYS_DIR);
    },
    hotUpdate({ file }) {
      if (!file.startsWith(JOURNEYS_DIR)) return;
      loaded = undefined;
      const graph = this.environment.moduleGraph;
      for (const mod of graph.idToModuleMap.values()) if (mod.id?.startsWith(`\0${ID}`)) graph.invalidateModule(mod);
      this.environment.hot.send({ type: "custom", event: JOURNEYS_EDITED });
    },
  };
}

interface LoadedJourneys {
  products: string[];
  /** The products that load, with short schema keys (the browser's only). */
  journeys: Record<string, ResolvedJourney>;
  /** What keeps the others from loading, as one message ("" when every product loads). */
  problems: string;
}

function loadJourneys(): LoadedJourneys {
  const results = Object.entries(loadAllJourneys());
  const problems = results.flatMap(([, r]) => r.problems);
  return {
    products: results.map(([id]) => id),
    journeys: withShortSchemaKeys(
      Object.fromEntries(results.flatMap(([id, r]) => (r.journey && r.problems.length === 0 ? [[id, r.journey]] : []))),
    ),
    problems:
      problems.length === 0
        ? ""
        : `Journey files have problems:\n${problems.map((p) => `${p.file}: ${p.message}`).join("\n")}\n(run npm run lint:journeys)`,
  };
}

/**
 * A value as `JSON.parse('…')`: the browser parses a large object from a JSON string faster than
 * from the same object written as code (Vite's JSON plugin does the same for large JSON files).
 * Single quotes, as JSON holds few of them: the same size gzipped as the object written out.
 */
export function parsedJson(value: unknown): string {
  return `JSON.parse('${JSON.stringify(value).replace(/[\\']/g, "\\$&")}')`;
}

/** What the app needs before any journey: which products exist, the page routes, and how to load a product. */
function manifestModule(journeys: Record<string, ResolvedJourney>, products: string[]): string {
  const defaultProduct = products.includes(DEFAULT_PRODUCT) ? DEFAULT_PRODUCT : products[0];
  // Products share routes: one route is one page id in every product that has it.
  const pageRoutes: Record<string, string> = {};
  for (const journey of Object.values(journeys)) {
    for (const id of journey.pageOrder) pageRoutes[journey.pages[id].route] = id;
  }
  const loaders = products.map((id) => `${JSON.stringify(id)}: () => import(${JSON.stringify(PRODUCT_PREFIX + id)})`);
  return [
    `export const products = ${JSON.stringify(products)};`,
    `export const defaultProduct = ${JSON.stringify(defaultProduct)};`,
    `export const pageRoutes = ${JSON.stringify(pageRoutes)};`,
    `const loaders = { ${loaders.join(", ")} };`,
    `export function loadProduct(id) { return loaders[id](); }`,
  ].join("\n");
}

/**
 * ES module code of @rjsf/validator-ajv8's precompiled validator for `schema` (ajv standalone code,
 * so the browser needs neither ajv's compiler nor eval), exporting `validateFns` for
 * createPrecompiledValidator. The schema's $id names the export, so it must be an identifier.
 * Without ajv's English error messages, nor each error's paths (`instancePath`, `schemaPath`): the
 * browser checks one answer at a time and reads an error's keyword and parameters only, and the
 * journey words what the person sees.
 */
export function precompiledValidatorCode(schema: RJSFSchema & { $id: string }): string {
  const code = compileSchemaValidatorsCode(schema, {
    ajvOptionsOverrides: { ...ANSWER_AJV_OPTIONS, messages: false, code: { source: true, esm: true, lines: false } },
  })
    .replace(/^"use strict";/, "")
    .replace(/^export const (\w+) = /, "const $1 = ")
    // ajv's runtime helpers and formats come as require() of CommonJS modules; the bundle wants imports
    // (a file path with its extension, as Node's ES module resolution wants it too).
    .replace(
      /const (\w+) = require\("([^"]+?)(\.js)?"\)((?:\.\w+)*);/g,
      'import * as $1_module from "$2.js";\nconst $1 = commonJs($1_module)$4;',
    )
    // Every error object ajv writes starts with its two paths; what follows them stays.
    .replace(/\{instancePath(?::instancePath(?:\+[^,]*)?)?,schemaPath:"[^"]*",/g, "{");
  const commonJs =
    'const commonJs = (module) => (module.default !== null && typeof module.default === "object" ? module.default : module);';
  return `${commonJs}\n${code}\nexport const validateFns = { ${schema.$id} };`;
}

/** The $id of a journey's answer schemas: it names the precompiled validator's export, so it must be an identifier. */
const answersId = (journey: ResolvedJourney) => `answers_${journey.id.replace(/\W/g, "_")}`;

/** One journey's answer schemas (engine's answersSchema) and their precompiled validator, exported as `answers`. */
export function validatorsModule(journey: ResolvedJourney): string {
  const schema = { ...answersSchema([journey]), $id: answersId(journey) };
  return `${precompiledValidatorCode(schema as RJSFSchema & { $id: string })}\nexport const answers = { schema: ${parsedJson(schema)}, validateFns };`;
}

/** The engine module a product module takes answersSchema from. */
const FIELD_SCHEMA_MODULE = resolve(import.meta.dirname, "../src/engine/fieldSchema.ts");

/**
 * One product's module: its journey as the browser needs it (browserJourney), its pages in an
 * order that gzips smaller, and the precompiled validator of its answers, exported as `journey` and `answers`. The answer schemas the validator
 * was compiled from are worked out from the journey as the module loads, by the same engine
 * function, rather than downloaded a second time beside the journey that holds them.
 */
export function productModule(journey: ResolvedJourney): string {
  const $id = answersId(journey);
  return [
    `import { answersSchema } from ${JSON.stringify(FIELD_SCHEMA_MODULE)};`,
    precompiledValidatorCode({ ...answersSchema([journey]), $id } as RJSFSchema & { $id: string }),
    `export const journey = ${parsedJson(pagesInCompressibleOrder(browserJourney(journey)))};`,
    `export const answers = { schema: { ...answersSchema([journey]), $id: ${JSON.stringify($id)} }, validateFns };`,
  ].join("\n");
}
