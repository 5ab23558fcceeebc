/**
 * The journey loader as it was at a git ref (Node only). A format change may change what the
 * loader makes of the same files (format v2 merges an override's rules where v1 replaced them),
 * so the old side is resolved by the old engine: its `src/engine` is copied out with
 * `git archive` into a temporary folder, imported, and the folder removed. Nothing is checked out.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { LoadJourney } from "./journeySet.ts";

/** The ref's own `loadJourney`, or undefined when the ref has no engine to load with. */
export async function loaderAt(ref: string, repo: string): Promise<LoadJourney | undefined> {
  const git = (args: string[]) => execFileSync("git", args, { cwd: repo, maxBuffer: 64 * 1024 * 1024, stdio: ["pipe", "pipe", "pipe"] });
  try {
    git(["cat-file", "-e", `${ref}:src/engine/load.ts`]);
  } catch {
    return undefined;
  }
  const dir = mkdtempSync(join(tmpdir(), "journeys-diff-"));
  try {
    // The root tsconfigs come too: the engine's own config may extend one, and the transform reads it.
    execFileSync("tar", ["-x", "-C", dir], { input: git(["archive", ref, "src/engine", ":(glob)tsconfig*.json"]) });
    // The engine's own dependencies (json-logic-js) resolve from the project's node_modules.
    symlinkSync(join(repo, "node_modules"), join(dir, "node_modules"), "dir");
    const entry = join(dir, "src/engine/load.ts");
    if (!existsSync(entry)) return undefined;
    const engine = (await import(pathToFileURL(entry).href)) as { loadJourney?: LoadJourney };
    return engine.loadJourney;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
