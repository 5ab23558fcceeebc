/**
 * What the stack alone costs a page: tools/bench/floor/ (React DOM and one RJSF field over a
 * precompiled validator) built for production as the app is, and the gzip size of all its
 * JavaScript (zlib level 9, as the form harness weighs what a page loads). `npm run bench --
 * lighthouse` scores the same build beside the journey's routes.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { precompiledValidatorCode } from "../journeysPlugin.ts";

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
export async function buildStackFloor(outDir: string): Promise<void> {
  await build({
    root: FLOOR,
    configFile: false,
    logLevel: "error",
    plugins: [react(), floorValidatorPlugin()],
    build: { outDir, emptyOutDir: true },
  });
}

export async function stackFloor(): Promise<{ requests: number; gzipKiB: number }> {
  const outDir = mkdtempSync(join(tmpdir(), "stack-floor-"));
  try {
    await buildStackFloor(outDir);
    const assets = join(outDir, "assets");
    const scripts = readdirSync(assets).filter((file) => file.endsWith(".js"));
    const gzip = scripts.reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length, 0);
    return { requests: scripts.length, gzipKiB: gzip / 1024 };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
