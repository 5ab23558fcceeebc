/**
 * common/catalogue-declarations.json: what the code gives the catalogue's texts (the placeholders
 * each may use) and the representative APR the quote page states. Read and checked against its
 * schema once per lint; a journeys folder without it (the linter's fixtures) declares nothing.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { readValidJson } from "../validJson.ts";
import { displayPath, error, REPO_ROOT, type Problem } from "../problem.ts";

export const DECLARATIONS_FILE = "common/catalogue-declarations.json";
const SCHEMA = join(REPO_ROOT, "journeys/catalogue-declarations.schema.json");

export interface Declarations {
  /** As printed in problems. */
  file: string;
  representativeApr?: number;
  /** Catalogue file name to text key (`*`, `helpArticles.*` included) to placeholder names. */
  placeholders: Record<string, Record<string, string[]>>;
}

/** `required`: the journeys folder is the app's (or a copy), which must declare them. */
export function readDeclarations(root: string, required: boolean, problems: Problem[]): Declarations | undefined {
  const path = join(root, DECLARATIONS_FILE);
  const file = displayPath(path);
  if (!existsSync(path)) {
    if (required) problems.push(error(file, "not found: the catalogue's placeholders and the representative APR are declared here"));
    return undefined;
  }
  const content = readValidJson(path, SCHEMA, { allErrors: true, verbose: true, strict: true }, problems);
  if (content === undefined) return undefined;
  return { file, ...(content as Omit<Declarations, "file">) };
}

/** The placeholders declared for a text: its own key's, its objects' `*`, the file's `*`. */
export function declaredFor(declarations: Declarations, file: string, key: string): string[] {
  const declared = declarations.placeholders[file] ?? {};
  const parts = key.split(".");
  const keys = [key, "*", ...parts.slice(0, -1).map((_, i) => `${parts.slice(0, i + 1).join(".")}.*`)];
  return [...new Set(keys.flatMap((one) => declared[one] ?? []))];
}
