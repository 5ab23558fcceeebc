/**
 * common/data-sources.json: the server calls journeys may name, each with the arguments it takes
 * (`{"addressLookup": {"args": ["postcode", "searchTerm?"]}}`; `?` marks one a call may leave out).
 * The earlier form, a list of names, declares no arguments, so calls to them are not checked.
 */
import { join } from "node:path";
import { REPO_ROOT, type Problem } from "./problem.ts";
import { validContent } from "./validJson.ts";

export interface DataSourceArgs {
  required: string[];
  optional: string[];
}

const SCHEMA = join(REPO_ROOT, "journeys/data-sources.schema.json");

export function dataSourcesOf(
  path: string,
  content: unknown,
  problems: Problem[],
): { names: Set<string>; args?: Map<string, DataSourceArgs> } | undefined {
  if (validContent(path, content, SCHEMA, { allErrors: true, verbose: true, strict: false }, problems) === undefined) return undefined;
  if (Array.isArray(content)) return { names: new Set(content.map(String)) };
  const declared = Object.entries(content as Record<string, { args: string[] }>).filter(([name]) => name !== "$schema");
  return {
    names: new Set(declared.map(([name]) => name)),
    args: new Map(
      declared.map(([name, { args }]) => [
        name,
        {
          required: args.filter((arg) => !arg.endsWith("?")),
          optional: args.filter((arg) => arg.endsWith("?")).map((arg) => arg.slice(0, -1)),
        },
      ]),
    ),
  };
}
