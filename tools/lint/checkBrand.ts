/**
 * src/config/brand.json against src/config/brand.schema.json: the app and the server read the
 * brand's names, numbers, links, logos and idle timeout from it, typed by its content alone, so a
 * misspelt or missing key would only show as something blank or broken in front of customers.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { readJson, textOf } from "./jsonTexts.ts";
import { validatorWithMemory } from "./cachedValidator.ts";
import { displayPath, error, REPO_ROOT, type Problem } from "./problem.ts";
import { readableErrors } from "./schemaValidation.ts";

export const BRAND_FILE = join(REPO_ROOT, "src/config/brand.json");
export const BRAND_SCHEMA_PATH = join(REPO_ROOT, "src/config/brand.schema.json");

/** Problems carry the check id "brand-schema"; brand.json is not a journey file, so they cannot be suppressed. */
export function checkBrandFile(path: string): Problem[] {
  const file = displayPath(path);
  const problem = (message: string) => error(file, message, { check: "brand-schema" });
  if (!existsSync(path)) return [problem("not found: the app and the server read the brand's settings from it")];
  let content: unknown;
  try {
    content = readJson(path);
  } catch (cause) {
    return [problem((cause as Error).message)];
  }
  const errors = validatorWithMemory(BRAND_SCHEMA_PATH, { strict: true, allErrors: true, verbose: true })(content, textOf(path));
  return readableErrors(errors).map(problem);
}
