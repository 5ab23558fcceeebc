/**
 * A file's `$schema` must point (relative to the file) at journeys/journey.schema.json, or the
 * analyst's editor silently stops validating it. A copy of the journeys folder may point at its
 * own copy of the schema. Files without `$schema` are not flagged here.
 */
import { existsSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { displayPath, error, type Problem } from "./problem.ts";
import { JOURNEY_SCHEMA_PATH } from "./schemaValidation.ts";

export function checkSchemaRefs(root: string, parsed: Map<string, unknown>): Problem[] {
  const problems: Problem[] = [];
  const rootCopy = resolve(root, "journey.schema.json");
  const accepted = new Set([JOURNEY_SCHEMA_PATH, ...(existsSync(rootCopy) ? [rootCopy] : [])]);
  for (const [path, content] of parsed) {
    const ref = (content as { $schema?: unknown } | null)?.$schema;
    if (typeof ref !== "string") continue;
    const folder = dirname(join(root, path));
    if (accepted.has(resolve(folder, ref))) continue;
    const expected = relative(folder, JOURNEY_SCHEMA_PATH).split("\\").join("/");
    problems.push(error(displayPath(join(root, path)), `"$schema" is "${ref}" but journey.schema.json is at "${expected}" from here`));
  }
  return problems;
}
