/**
 * What the stack alone costs a page: tools/bench/floor/ (React DOM and one RJSF field over a
 * precompiled validator) built for production as the app is and served on loopback. `npm run bench
 * -- browser` measures it beside the harness's targets (what it loads, how soon its field takes
 * input), and `npm run bench -- lighthouse` scores it beside the journey's routes.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { precompiledValidatorCode } from "../journeysPlugin.ts";
import { serveFolder, type ServedFolder } from "./serveFolder.ts";

const FLOOR = fileURLToPath(new URL("./floor", import.meta.url));

/** The floor page's schema: the harness form's licence number, as one field. */
const SCHEMA = {
  $id: "floor",
  type: "object",
  properties: { licence: { type: "string", title: "Licence number", pattern: "^[A-Z9]{5}[0-9]{6}[A-Z9]{2}[0-9][A-Z]{2}$" } },
} as const;

function floorValidatorPlugin(): Plugin {
  const id = "virtual:floor-validator";
  return {
    name: "floor-validator",
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) =>
      resolved === `\0${id}` ? `${precompiledValidatorCode(SCHEMA)}\nexport const schema = ${JSON.stringify(SCHEMA)};` : undefined,
  };
}

/** Builds the floor page for production into `outDir` (its index.html and assets/). */
async function buildStackFloor(outDir: string): Promise<void> {
  await build({
    root: FLOOR,
    configFile: false,
    logLevel: "error",
    plugins: [react(), floorValidatorPlugin()],
    build: { outDir, emptyOutDir: true },
  });
}

/** The floor page built into a fresh folder and served; `close` stops it and removes the build. */
export async function serveStackFloor(): Promise<ServedFolder & { dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), "stack-floor-"));
  await buildStackFloor(dir);
  const served = await serveFolder(dir);
  return {
    ...served,
    dir,
    async close() {
      await served.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
