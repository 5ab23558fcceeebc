/** What every check returns: a file (relative to the repo root) and a readable message. */
import { relative, resolve } from "node:path";

export type Severity = "error" | "warning";

export interface Problem {
  /** Path relative to the repo root, with forward slashes, so it reads the same on every OS. */
  file: string;
  message: string;
  severity: Severity;
}

/** The repo root: paths are printed relative to it whatever the current directory is. */
export const REPO_ROOT = resolve(import.meta.dirname, "../..");

/** An absolute (or cwd-relative) path as printed in problems. */
export function displayPath(path: string): string {
  return relative(REPO_ROOT, resolve(path)).split("\\").join("/");
}

export const error = (file: string, message: string): Problem => ({ file, message, severity: "error" });
export const warning = (file: string, message: string): Problem => ({ file, message, severity: "warning" });

export const isError = (problem: Problem): boolean => problem.severity === "error";

/** Drops repeats: a shared field included by several pages reports the same thing once per page only. */
export function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.severity}\u0000${p.file}\u0000${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
