/** What a per-product check gets: the resolved journey plus the name lists it may refer to. */
import { join } from "node:path";
import type { ResolvedField, ResolvedJourney, ResolvedPage } from "../../src/engine/index.ts";
import { displayPath, type Problem } from "./problem.ts";
import type { Registries } from "./registries.ts";
import { includesOfPage, type ParsedFiles } from "./fieldOrigins.ts";

export interface ProductContext {
  /** The product folder name. */
  id: string;
  /** Printable path of the product's manifest.json. */
  manifestFile: string;
  journey: ResolvedJourney;
  registries: Registries;
  /** Printable path of the file a page came from (shared pages live under common/pages). */
  fileOf(page: ResolvedPage): string;
  /** How a field is named in messages: by name (indexes shift with includes), plus its include. */
  fieldWhere(page: ResolvedPage, field: ResolvedField): string;
}

/** One check over one product; checks never throw on well-formed (schema-valid) journeys. */
export type ProductCheck = (product: ProductContext) => Problem[];

export function productContext(
  root: string,
  id: string,
  journey: ResolvedJourney,
  registries: Registries,
  parsed: ParsedFiles,
): ProductContext {
  const origins = new Map<string, Map<string, string>>();
  const includesOf = (file: string) => origins.get(file) ?? origins.set(file, includesOfPage(file, parsed)).get(file)!;
  return {
    id,
    manifestFile: displayPath(join(root, id, "manifest.json")),
    journey,
    registries,
    fileOf: (page) => displayPath(join(root, page.file)),
    fieldWhere: (page, field) => {
      const include = includesOf(page.file).get(field.name);
      return `field "${field.name}"${include ? ` (from ${include})` : ""}`;
    },
  };
}

/** Pages in manifest order (the order analysts read them in). */
export function pagesOf(journey: ResolvedJourney): ResolvedPage[] {
  return journey.pageOrder.map((id) => journey.pages[id]);
}
