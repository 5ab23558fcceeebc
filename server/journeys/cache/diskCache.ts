/**
 * Work kept on disk between runs (compiled schemas, resolved journeys), under node_modules/.cache/
 * as tools usually keep theirs. Every entry is named by what it was made from, so a stale one is
 * never found; a cache that cannot be written only costs the work again.
 */
import { createHash } from "node:crypto";
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

export const CACHE_ROOT = resolve(import.meta.dirname, "../../../node_modules/.cache");

/** The server's cache folder (the linter keeps its own). */
export const SERVER_CACHE_DIR = join(CACHE_ROOT, "quote-server");

export const hashOf = (text: string): string => createHash("sha256").update(text).digest("hex").slice(0, 20);

/** Written aside and renamed, so a run alongside never reads half a file. */
export function store(file: string, content: string): void {
  try {
    mkdirSync(dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, content);
    renameSync(partial, file);
  } catch {
    // A read-only checkout: this run keeps what it computed, the next computes it again.
  }
}
