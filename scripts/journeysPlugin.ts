/**
 * Vite plugin: `virtual:journeys` gives the app every resolved product journey plus precompiled
 * ajv validators for their answers, so the browser ships no schema compiler and needs no eval.
 * In dev, an edited journey file invalidates the module and reloads the page.
 */
import type { Plugin, ViteDevServer } from "vite";
import standaloneCode from "ajv/dist/standalone/index.js";
import { answerSchema, type ResolvedJourney } from "../src/engine/index.ts";
import { createAjv } from "../src/journeys/ajvCheck.ts";
import { JOURNEYS_DIR, loadAllJourneys } from "../src/journeys/readJourneys.ts";

const ID = "virtual:journeys";
const RESOLVED = `\0${ID}`;

export function journeysPlugin(): Plugin {
  return {
    name: "quote-journeys",
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      const results = loadAllJourneys();
      const problems = Object.values(results).flatMap((r) => r.problems);
      if (problems.length > 0) {
        throw new Error(`Journey files have problems:\n${problems.map((p) => `${p.file}: ${p.message}`).join("\n")}\n(run npm run lint:journeys)`);
      }
      const journeys = Object.fromEntries(Object.entries(results).map(([k, r]) => [k, r.journey!]));
      return `${validatorsModule(Object.values(journeys))}\n${journeysModule(journeys)}`;
    },
    configureServer(server: ViteDevServer) {
      server.watcher.add(JOURNEYS_DIR);
      server.watcher.on("all", (_event, file) => {
        if (!file.startsWith(JOURNEYS_DIR)) return;
        const mod = server.moduleGraph.getModuleById(RESOLVED);
        if (mod) server.moduleGraph.invalidateModule(mod);
        server.ws.send({ type: "full-reload" });
      });
    },
  };
}

/**
 * `export const journeys`, with each page written once: products share most pages, and a page
 * only differs where a product's `$limit` values made it differ.
 */
function journeysModule(journeys: Record<string, ResolvedJourney>): string {
  const pageNames = new Map<string, string>();
  const declarations: string[] = [];
  const products = Object.entries(journeys).map(([id, journey]) => {
    const pages = Object.entries(journey.pages).map(([pageId, page]) => {
      const text = JSON.stringify(page);
      let name = pageNames.get(text);
      if (!name) {
        name = `page${pageNames.size}`;
        pageNames.set(text, name);
        declarations.push(`const ${name} = ${text};`);
      }
      return `${JSON.stringify(pageId)}: ${name}`;
    });
    const { pages: _pages, ...rest } = journey;
    return `${JSON.stringify(id)}: { ...${JSON.stringify(rest)}, pages: { ${pages.join(", ")} } }`;
  });
  return `${declarations.join("\n")}\nexport const journeys = { ${products.join(",\n")} };\n`;
}

/** ajv standalone code for every distinct answer schema, exported as `validators`. */
function validatorsModule(journeys: ResolvedJourney[]): string {
  const ajv = createAjv();
  const keys = new Map<string, string>();
  for (const journey of journeys) {
    for (const page of Object.values(journey.pages)) {
      for (const field of page.fields) {
        if (keys.has(field.schemaKey)) continue;
        ajv.addSchema(answerSchema(field), field.schemaKey);
        keys.set(field.schemaKey, field.schemaKey);
      }
    }
  }
  const code = standaloneCode(ajv, Object.fromEntries(keys))
    .replace(/^"use strict";/, "")
    // ajv's runtime helpers come as require() of CommonJS modules; the bundle wants imports.
    .replace(
      /const (\w+) = require\("([^"]+)"\)\.default;/g,
      'import * as $1_module from "$2";\nconst $1 = $1_module.default?.default ?? $1_module.default;',
    );
  const names = [...keys.keys()];
  return `${code}\nexport const validators = { ${names.join(", ")} };`;
}
