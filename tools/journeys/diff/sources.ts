/**
 * Where a side's journey files come from (Node only): the working tree, or a git ref read with
 * `git ls-tree` and one `git cat-file --batch`, so nothing is ever checked out.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { JourneyFiles } from "./journeySet.ts";

function parse(path: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${path}: not valid JSON: ${(error as Error).message}`);
  }
}

/** The JSON files under `root` on disk. */
export function workingTreeFiles(root: string, label = "working tree"): JourneyFiles {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return entry.name.endsWith(".json") ? [relative(root, full).split(sep).join("/")] : [];
    });
  return {
    label,
    list: () => walk(root),
    read(path) {
      let text: string;
      try {
        text = readFileSync(join(root, path), "utf8");
      } catch {
        throw new Error(`cannot read ${path}`);
      }
      return parse(path, text);
    },
  };
}

/** The JSON files under `dir` (relative to the repository) at a git ref. Throws when the ref is unknown. */
export function gitFiles(ref: string, repo: string, dir = "journeys"): JourneyFiles {
  const git = (args: string[], input?: string) =>
    execFileSync("git", args, { cwd: repo, input, maxBuffer: 256 * 1024 * 1024, stdio: ["pipe", "pipe", "pipe"] });
  let commit: string;
  try {
    commit = git(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`]).toString().trim();
  } catch {
    throw new Error(`"${ref}" is not a commit in this repository`);
  }
  const prefix = `${dir}/`;
  const paths = git(["ls-tree", "-r", "--name-only", commit, "--", dir])
    .toString()
    .split("\n")
    .filter((p) => p.startsWith(prefix) && p.endsWith(".json"));
  const blobs = readBlobs(git, commit, paths);
  return {
    label: ref,
    list: () => paths.map((p) => p.slice(prefix.length)),
    read(path) {
      const text = blobs.get(prefix + path);
      if (text === undefined) throw new Error(`cannot read ${path} at ${ref}`);
      return parse(path, text);
    },
  };
}

/** Every file's text in one `git cat-file --batch` call: `<oid> blob <size>\n<content>\n` each. */
function readBlobs(git: (args: string[], input?: string) => Buffer, commit: string, paths: string[]): Map<string, string> {
  const out = git(["cat-file", "--batch"], paths.map((p) => `${commit}:${p}\n`).join(""));
  const blobs = new Map<string, string>();
  let at = 0;
  for (const path of paths) {
    const headerEnd = out.indexOf(0x0a, at);
    const header = out.subarray(at, headerEnd).toString();
    const size = Number(header.split(" ")[2]);
    if (!header.includes(" blob ") || !Number.isFinite(size)) throw new Error(`git cat-file: unexpected "${header}" for ${path}`);
    blobs.set(path, out.subarray(headerEnd + 1, headerEnd + 1 + size).toString("utf8"));
    at = headerEnd + 1 + size + 1;
  }
  return blobs;
}
