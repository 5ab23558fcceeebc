/**
 * common/catalogue-declarations.json: what the code gives the catalogue's texts (the placeholders
 * each may use) and the representative APR the quote page states. Read and checked against its
 * schema once per lint; a journeys folder without it (the linter's fixtures) declares nothing.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { validatorWithMemory } from "../cachedValidator.ts";
import { readJson, textOf } from "../jsonTexts.ts";
import { displayPath, error, REPO_ROOT, type Problem } from "../problem.ts";
import { readableErrors } from "../schemaValidation.ts";

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
  let content: unknown;
  try {
    content = readJson(path);
  } catch (cause) {
    problems.push(error(file, (cause as Error).message));
    return undefined;
  }
  const errors = validatorWithMemory(SCHEMA, { allErrors: true, verbose: true, strict: true })(content, textOf(path));
  if (errors.length > 0) {
    problems.push(...readableErrors(errors).map((message) => error(file, message)));
    return undefined;
  }
  return { file, ...(content as Omit<Declarations, "file">) };
}

/** The placeholders declared for a text: its own key's, its objects' `*`, the file's `*`. */
export function declaredFor(declarations: Declarations, file: string, key: string): string[] {
  const declared = declarations.placeholders[file] ?? {};
  const parts = key.split(".");
  const keys = [key, "*", ...parts.slice(0, -1).map((_, i) => `${parts.slice(0, i + 1).join(".")}.*`)];
  return [...new Set(keys.flatMap((one) => declared[one] ?? []))];
}
