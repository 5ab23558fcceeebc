import { createHash } from "node:crypto";
import { readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { PGlite } from "@electric-sql/pglite";

/** The engine's compiled WASM and its file bundle, which PGlite otherwise reads and compiles when it opens. */
export interface PgliteEngineFiles {
  pgliteWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

/**
 * A new PGlite runs initdb, about 4 s of CPU. In-memory databases (one per test file) start
 * instead from an empty data directory dumped once and kept in the OS temp folder, which loads
 * in under a second. The file name carries a hash of PGlite's package.json, so an upgrade never
 * reuses an old template; any problem with the file falls back to a normal start.
 */
export async function createInMemoryPglite(engine?: PgliteEngineFiles): Promise<PGlite> {
  const templatePath = join(tmpdir(), `quote-journey-pglite-${await pgliteFingerprint()}.tar.gz`);
  const template = await readFile(templatePath).catch(() => undefined);
  if (template) {
    try {
      return await PGlite.create({ ...engine, loadDataDir: new Blob([template]) });
    } catch {
      // A truncated or foreign file: rebuild it below.
    }
  }
  const fresh = await PGlite.create(engine);
  await saveTemplate(fresh, templatePath).catch(() => undefined); // only a cache: never fatal
  return fresh;
}

async function saveTemplate(db: PGlite, templatePath: string): Promise<void> {
  const dump = await db.dumpDataDir("gzip");
  // Write then rename, so a concurrent reader never sees half a file.
  const partial = `${templatePath}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, templatePath);
}

async function pgliteFingerprint(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const packageJson = await readFile(join(dirname(entry), "..", "package.json"));
  return createHash("sha256").update(packageJson).digest("hex").slice(0, 12);
}
