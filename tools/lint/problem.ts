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
  /** Where in the file, as a JSON pointer (`/factors/0/bands/2`), for checks that know it. */
  pointer?: string;
}

/** Which check found a problem, on what and where: all optional, so structural problems stay unsuppressible. */
export interface ProblemOptions {
  check?: string;
  subject?: object;
  pointer?: string;
}

/** The repo root: paths are printed relative to it whatever the current directory is. */
export const REPO_ROOT = resolve(import.meta.dirname, "../..");

/** An absolute (or cwd-relative) path as printed in problems. */
export function displayPath(path: string): string {
  return relative(REPO_ROOT, resolve(path)).split("\\").join("/");
}

const problem =
  (severity: Severity) =>
  (file: string, message: string, options: ProblemOptions = {}): Problem => ({
    file,
    message,
    severity,
    ...(options.check !== undefined ? { check: options.check } : {}),
    ...(options.subject !== undefined ? { subject: options.subject } : {}),
    ...(options.pointer !== undefined ? { pointer: options.pointer } : {}),
  });

export const error = problem("error");
export const warning = problem("warning");

export const isError = (problem: Problem): boolean => problem.severity === "error";

/** What is printed or written as JSON: the subject is an in-memory object, not output. */
export function printable({ file, message, severity, check, pointer }: Problem): Omit<Problem, "subject"> {
  return { file, severity, message, ...(check !== undefined ? { check } : {}), ...(pointer !== undefined ? { pointer } : {}) };
}

/** `file#/pointer` (a JSON pointer as a URI fragment, RFC 6901), or the file alone. */
export const located = ({ file, pointer }: Problem): string => (pointer === undefined ? file : `${file}#${pointer}`);

/** A JSON pointer to the parts given (`["factors", 0, "bands"]` is `/factors/0/bands`). */
export const pointerTo = (...parts: (string | number)[]): string =>
  parts.map((part) => `/${String(part).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");

/** Drops repeats: a shared field included by several pages reports the same thing once per page only. */
export function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.severity}\u0000${p.file}\u0000${p.pointer ?? ""}\u0000${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
