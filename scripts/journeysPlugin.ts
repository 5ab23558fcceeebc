/**
 * Vite plugin: the product journeys as modules the app loads when it needs them, with precompiled
 * ajv validators for their answers, so the browser ships no schema compiler and needs no eval.
 *
 * - `virtual:journeys` is the small manifest the app starts with: the product ids, the product
 *   whose journey serves before one is chosen, every journey page's route, and a loader per product.
 * - `virtual:journeys/<product>` is one product's resolved journey and the precompiled validator of
 *   its answers: its own chunk, so a page ships only the journey it is on.
 *
 * In dev, an edited journey file invalidates the modules and reloads the page.
 */
import type { Plugin, ViteDevServer } from "vite";
import type { RJSFSchema } from "@rjsf/utils";
import { compileSchemaValidatorsCode } from "@rjsf/validator-ajv8/compileSchemaValidators";
import { answersSchema, type ResolvedJourney } from "../src/engine/index.ts";
import { ANSWER_AJV_OPTIONS } from "../src/journeys/ajvCheck.ts";
import { JOURNEYS_DIR, loadAllJourneys } from "../src/journeys/readJourneys.ts";

const ID = "virtual:journeys";
export const PRODUCT_PREFIX = `${ID}/`;
/** The product whose journey serves before a choice: the products share their first pages. */
const DEFAULT_PRODUCT = "car";

export function journeysPlugin(): Plugin {
  // The manifest and every product module read the same files: once per build (or per edit in dev).
  let journeys: Record<string, ResolvedJourney> | undefined;
  return {
    name: "quote-journeys",
    buildStart() {
      journeys = undefined;
    },
    resolveId: (id) => (id === ID || id.startsWith(PRODUCT_PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${ID}`)) return undefined;
      journeys ??= loadJourneys();
      if (id === `\0${ID}`) return manifestModule(journeys);
      const product = id.slice(`\0${PRODUCT_PREFIX}`.length);
      const journey = journeys[product];
      if (!journey) throw new Error(`No product journey "${product}"`);
      return `${validatorsModule(journey)}\nexport const journey = ${parsedJson(journey)};\n`;
    },
    configureServer(server: ViteDevServer) {
      server.watcher.add(JOURNEYS_DIR);
      server.watcher.on("all", (_event, file) => {
        if (!file.startsWith(JOURNEYS_DIR)) return;
        journeys = undefined;
        for (const mod of server.moduleGraph.idToModuleMap.values()) {
          if (mod.id?.startsWith(`\0${ID}`)) server.moduleGraph.invalidateModule(mod);
        }
        server.ws.send({ type: "full-reload" });
      });
    },
  };
}

function loadJourneys(): Record<string, ResolvedJourney> {
  const results = loadAllJourneys();
  const problems = Object.values(results).flatMap((r) => r.problems);
  if (problems.length > 0) {
    throw new Error(`Journey files have problems:\n${problems.map((p) => `${p.file}: ${p.message}`).join("\n")}\n(run npm run lint:journeys)`);
  }
  return Object.fromEntries(Object.entries(results).map(([k, r]) => [k, r.journey!]));
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
function manifestModule(journeys: Record<string, ResolvedJourney>): string {
  const products = Object.keys(journeys);
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
 */
export function precompiledValidatorCode(schema: RJSFSchema & { $id: string }): string {
  const code = compileSchemaValidatorsCode(schema, {
    ajvOptionsOverrides: { ...ANSWER_AJV_OPTIONS, code: { source: true, esm: true, lines: false } },
  })
    .replace(/^"use strict";/, "")
    .replace(/^export const (\w+) = /, "const $1 = ")
    // ajv's runtime helpers and formats come as require() of CommonJS modules; the bundle wants imports
    // (a file path with its extension, as Node's ES module resolution wants it too).
    .replace(/const (\w+) = require\("([^"]+?)(\.js)?"\)((?:\.\w+)*);/g, 'import * as $1_module from "$2.js";\nconst $1 = commonJs($1_module)$4;');
  const commonJs = "const commonJs = (module) => (module.default !== null && typeof module.default === \"object\" ? module.default : module);";
  return `${commonJs}\n${code}\nexport const validateFns = { ${schema.$id} };`;
}

/** One journey's answer schemas (engine's answersSchema) and their precompiled validator, exported as `answers`. */
export function validatorsModule(journey: ResolvedJourney): string {
  const schema = { ...answersSchema([journey]), $id: `answers_${journey.id.replace(/\W/g, "_")}` };
  return `${precompiledValidatorCode(schema as RJSFSchema & { $id: string })}\nexport const answers = { schema: ${parsedJson(schema)}, validateFns };`;
}
