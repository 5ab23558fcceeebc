/**
 * The name lists journeys refer to but do not define: app routes, data sources, widgets and
 * reference-data lists. Each is owned by someone else and may not exist yet; a missing list
 * skips its check with a warning rather than failing every journey. The brand settings are read
 * here too, and checked against their schema.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { JOURNEYS_DIR } from "../../server/journeys/readJourneys.ts";
import { parsedJson } from "./validJson.ts";
import { BRAND_FILE, checkBrandFile } from "./checkBrand.ts";
import { displayPath, error, REPO_ROOT, warning, type Problem } from "./problem.ts";
import { dataSourcesOf, type DataSourceArgs } from "./dataSources.ts";

export interface RegistryFiles {
  /** A JSON array of widget names (default renderer-widgets/widgetNames.json). */
  widgetNamesFile?: string;
  /** A JSON object keyed by reference-data list name (default server/fixtures/referenceData.json). */
  referenceDataFile?: string;
  /** The brand settings to check against src/config/brand.schema.json (default src/config/brand.json, for the app's own journeys folder only). */
  brandFile?: string;
}

export interface Registries {
  /** App route id to its URL path, from `<root>/common/routes.json`. */
  appRoutes: Map<string, string | undefined>;
  /** Undefined when the list is missing: the check is skipped. */
  dataSources?: Set<string>;
  /** Each data source's arguments, when common/data-sources.json declares them (its object form). */
  dataSourceArgs?: Map<string, DataSourceArgs>;
  widgets?: Set<string>;
  /** The reference data's list names. */
  referenceData?: Set<string>;
  /** Each reference-data list's codes, by list name (undefined with the lists). */
  referenceCodes?: Map<string, string[]>;
}

export const DEFAULT_REGISTRY_FILES: Required<Omit<RegistryFiles, "brandFile">> = {
  widgetNamesFile: join(REPO_ROOT, "renderer-widgets/widgetNames.json"),
  referenceDataFile: join(REPO_ROOT, "server/fixtures/referenceData.json"),
};

export function readRegistries(root: string, files: RegistryFiles, problems: Problem[]): Registries {
  const { widgetNamesFile, referenceDataFile } = { ...DEFAULT_REGISTRY_FILES, ...files };
  const routes = readOptional(join(root, "common/routes.json"), "object", "edges and goTo may name page ids only", problems);
  const appRoutes = new Map<string, string | undefined>(
    Object.entries((routes ?? {}) as Record<string, unknown>).map(([id, value]) => [id, routePath(value)]),
  );
  const sources = readOptional(join(root, "common/data-sources.json"), "any", "loader sources not checked", problems);
  const declared = sources === undefined ? undefined : dataSourcesOf(join(root, "common/data-sources.json"), sources, problems);
  const widgets = readOptional(widgetNamesFile, "array", "widget names not checked", problems);
  const referenceData = readOptional(referenceDataFile, "object", "optionsFrom names not checked", problems);
  // Brand settings are the app's, not the journeys': other roots (the linter's fixtures) check them only when asked.
  const brandFile = files.brandFile ?? (resolve(root) === JOURNEYS_DIR ? BRAND_FILE : undefined);
  if (brandFile !== undefined) problems.push(...checkBrandFile(brandFile));
  return {
    appRoutes,
    dataSources: declared?.names,
    dataSourceArgs: declared?.args,
    widgets: widgets === undefined ? undefined : new Set((widgets as unknown[]).map(String)),
    referenceData: referenceData === undefined ? undefined : new Set(Object.keys(referenceData as object)),
    referenceCodes: referenceData === undefined ? undefined : codesOf(referenceData as Record<string, unknown>),
  };
}

/** `{"title": [{"code": "MR", ...}]}` as title to ["MR", ...]; a list not in that form has no codes. */
function codesOf(referenceData: Record<string, unknown>): Map<string, string[]> {
  return new Map(
    Object.entries(referenceData).map(([name, options]) => [
      name,
      Array.isArray(options) ? options.flatMap((option) => (typeof option?.code === "string" ? [option.code as string] : [])) : [],
    ]),
  );
}

/** An app route is `{ "path": "/rate", ... }` or just `"/rate"`. */
function routePath(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  const path = (value as { path?: unknown } | null)?.path;
  return typeof path === "string" ? path : undefined;
}

function readOptional(path: string, shape: "array" | "object" | "any", skipped: string, problems: Problem[]): unknown {
  const file = displayPath(path);
  if (!existsSync(path)) {
    problems.push(warning(file, `not found; ${skipped}`));
    return undefined;
  }
  const content = parsedJson(path, problems);
  if (content === undefined) return undefined;
  const fits =
    shape === "any" || (shape === "array" ? Array.isArray(content) : !!content && typeof content === "object" && !Array.isArray(content));
  if (!fits) {
    problems.push(error(file, `must be a JSON ${shape}; ${skipped}`));
    return undefined;
  }
  return content;
}
