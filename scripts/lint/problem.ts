/** What every check returns: a file (relative to the repo root) and a readable message. */
import { relative, resolve } from "node:path";

export type Severity = "error" | "warning";

export interface Problem {
  /** Path relative to the repo root, with forward slashes, so it reads the same on every OS. */
  file: string;
  message: string;
  severity: Severity;
  /**
   * The check's id (see checkIds.ts). Only problems with an id can be suppressed, by a
   * `"lint": {"<id>": "<reason>"}` on their subject.
   */
  check?: string;
  /** The journey object the problem is about (a page, field, rule, edge, ...): where a suppression sits. */
  subject?: object;
}

/** Which check found a problem and on what: both optional, so structural problems stay unsuppressible. */
export interface ProblemOptions {
  check?: string;
  subject?: object;
}

/** The repo root: paths are printed relative to it whatever the current directory is. */
export const REPO_ROOT = resolve(import.meta.dirname, "../..");

/** An absolute (or cwd-relative) path as printed in problems. */
export function displayPath(path: string): string {
  return relative(REPO_ROOT, resolve(path)).split("\\").join("/");
}

const problem = (severity: Severity) => (file: string, message: string, options: ProblemOptions = {}): Problem => ({
  file, message, severity,
  ...(options.check !== undefined ? { check: options.check } : {}),
  ...(options.subject !== undefined ? { subject: options.subject } : {}),
});

export const error = problem("error");
export const warning = problem("warning");

export const isError = (problem: Problem): boolean => problem.severity === "error";

/** What is printed or written as JSON: the subject is an in-memory object, not output. */
export function printable({ file, message, severity, check }: Problem): Omit<Problem, "subject"> {
  return { file, severity, message, ...(check !== undefined ? { check } : {}) };
}

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
