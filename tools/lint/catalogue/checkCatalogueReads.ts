/**
 * The catalogue against the code that reads it (appReads.ts): a key the app or the server reads
 * that the catalogue does not have (the page would show nothing, or the server would fail), a
 * placeholder in a text that the reading code does not pass, and (a warning) a text nothing reads.
 * Checked for any journeys folder that has a catalogue, against this repository's code.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { placeholdersIn } from "../checkMessages.ts";
import { closest } from "../describeAjvError.ts";
import { displayPath, error, pointerTo, warning, type Problem } from "../problem.ts";
import type { TextItem } from "../texts/textItems.ts";
import type { AppReads, CatalogueRead } from "./appReads.ts";
import { declaredFor, type Declarations } from "./declarations.ts";

export const CATALOGUE_CHECKS: Record<string, string> = {
  "catalogue-placeholder":
    "a {placeholder} in a catalogue text that common/catalogue-declarations.json does not declare for it, or a declaration for a text that does not exist",
  "catalogue-key-missing": "a catalogue text the app or the server reads that the catalogue does not have",
  "catalogue-param-missing": "a {placeholder} in a catalogue text that the code reading it does not pass",
  "catalogue-key-unused": "a catalogue text nothing in the app or the server reads (a warning)",
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => !!value && typeof value === "object" && !Array.isArray(value);

/**
 * `catalogues`: file name to content, for the catalogue files of the journeys folder. With
 * `declarations`, a placeholder they do not declare is left to catalogue-placeholder.
 */
export function catalogueReadProblems(
  root: string,
  catalogues: Map<string, unknown>,
  items: TextItem[],
  reads: AppReads,
  declarations?: Declarations,
): Problem[] {
  if (!existsSync(join(root, "common/catalogue"))) return [];
  const shown = (file: string) => displayPath(join(root, "common/catalogue", file));
  const problems: Problem[] = [];
  const missingFiles = new Set<string>();
  for (const read of reads.reads) {
    const content = catalogues.get(read.file);
    if (content === undefined) {
      if (!missingFiles.has(read.file))
        problems.push(error(shown(read.file), `missing: ${read.at} reads it`, { check: "catalogue-key-missing" }));
      missingFiles.add(read.file);
      continue;
    }
    const declared = declarations && ((key: string) => declaredFor(declarations, read.file, key));
    problems.push(...readProblems(shown(read.file), content, read, declared));
  }
  return [...problems, ...unusedTexts(items, reads)];
}

function readProblems(file: string, content: unknown, read: CatalogueRead, declared?: (key: string) => string[]): Problem[] {
  const parts = read.path;
  const key = parts.join(".");
  let value = content;
  for (let i = 0; i < parts.length; i++) {
    // A method of a list or a text (`ddGuarantee.map`) reads no further key.
    if (!isObject(value)) break;
    if (!Object.hasOwn(value, parts[i])) {
      const guess = closest(parts[i], Object.keys(value));
      const near = guess ? ` (did you mean "${[...parts.slice(0, i), guess].join(".")}"?)` : "";
      return [
        error(file, `${read.at} reads "${key}", which is not in this catalogue${near}`, {
          check: "catalogue-key-missing",
          pointer: pointerTo(...parts.slice(0, i)),
        }),
      ];
    }
    value = value[parts[i]];
  }
  if (typeof value !== "string" || read.passes === undefined) return [];
  const checked = declared ? declared(key) : undefined;
  return [...new Set(placeholdersIn(value))]
    .filter((name) => !read.passes!.includes(name) && (!checked || checked.includes(name)))
    .map((name) => {
      const given = read.passes!.length > 0 ? `it passes ${read.passes!.map((p) => `{${p}}`).join(", ")}` : "it passes none";
      return error(file, `${key}: {${name}} is not passed by ${read.at} (${given}), so it is shown as written`, {
        check: "catalogue-param-missing",
        pointer: pointerTo(...parts),
      });
    });
}

/** Texts no read reaches (a read of an object reads all in it) and whose key the code names nowhere. */
function unusedTexts(items: TextItem[], { reads, named }: AppReads): Problem[] {
  const read = new Set(reads.map((one) => [one.file, ...one.path].join("\u0000")));
  const reached = (file: string, parts: string[]) => parts.some((_, i) => read.has([file, ...parts.slice(0, i + 1)].join("\u0000")));
  const reported = new Set<string>();
  return items.flatMap((item) => {
    if (!item.catalogue) return [];
    const { file, key, path } = item.catalogue;
    if (reported.has(`${file}\u0000${key}`)) return [];
    reported.add(`${file}\u0000${key}`);
    if (reached(file, path) || named.has(path[path.length - 1])) return [];
    return [
      warning(item.file, `${key}: no code in the app or the server reads this text; remove it, or read it`, {
        check: "catalogue-key-unused",
        pointer: item.pointer,
      }),
    ];
  });
}
