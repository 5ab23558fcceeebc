/**
 * Every text a customer reads, found where an analyst writes it, with its JSON pointer: the journey
 * files (titles, headings, labels, hints, messages, content, buttons, options, summary lines, a
 * manifest's name, intro and worded limits), the catalogue files, the app routes' titles and the
 * rating files' consumer wording. Read from the files as written, so a shared field's text is
 * found once, in its own file.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { displayPath, pointerTo } from "../problem.ts";

export interface TextItem {
  /** As printed in problems. */
  file: string;
  pointer: string;
  text: string;
  /** What the text is, for messages: `title`, `label`, `message`, ... (the key it is written under). */
  role: string;
  /** A summary line's `text`: an ICU template, not a plain text. */
  template?: boolean;
  /**
   * For a catalogue text: its file name (`quote.json`), its keys in turn (`["errors", "quoteExpired"]`;
   * a list's items share their list's) and those keys written with dots, as declarations name them.
   */
  catalogue?: { file: string; path: string[]; key: string };
}

/** Keys whose string value is a text, in a journey file. */
const TEXT_KEYS = new Set(["title", "heading", "label", "hint", "text", "message", "removeLabel", "dividerBefore"]);
/** Objects all of whose strings are texts. */
const TEXT_OBJECTS = new Set(["messages", "intro", "wording"]);
/** Never texts: logic, names, reasons for a suppression. */
const SKIPPED = new Set(["lint", "params", "$schema", "values", "ui", "schema", "visibleWhen"]);

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => !!value && typeof value === "object" && !Array.isArray(value);

/** Texts in the parsed journey files (`root`-relative path to content). */
export function journeyFileTexts(root: string, parsed: Map<string, unknown>): TextItem[] {
  const items: TextItem[] = [];
  for (const [path, content] of parsed) {
    const file = displayPath(join(root, path));
    const visit = (value: unknown, at: (string | number)[], allText: boolean, holder: Json | undefined, key: string | number): void => {
      if (typeof value === "string") {
        if (allText || (typeof key === "string" && TEXT_KEYS.has(key))) {
          const template = key === "text" && !!holder && "label" in holder && !("kind" in holder);
          items.push({
            file,
            pointer: pointerTo(...at),
            text: value,
            role:
              typeof key === "string" && !allText
                ? key
                : String(at.find((part) => typeof part === "string" && TEXT_OBJECTS.has(part)) ?? key),
            ...(template ? { template } : {}),
          });
        }
        return;
      }
      if (Array.isArray(value)) return value.forEach((item, i) => visit(item, [...at, i], allText, holder, key));
      if (!isObject(value)) return;
      for (const [inner, child] of Object.entries(value)) {
        if (SKIPPED.has(inner)) continue;
        visit(child, [...at, inner], allText || TEXT_OBJECTS.has(inner), value, inner);
      }
    };
    visit(content, [], false, undefined, "");
    // A manifest's name titles its intro and the product's choice.
    if (path.endsWith("/manifest.json") && isObject(content) && typeof content.name === "string") {
      items.push({ file, pointer: "/name", text: content.name, role: "name" });
    }
  }
  return items;
}

/** Every string of one catalogue file but `$` keys (comments) and numeric settings. */
export function catalogueTexts(root: string, name: string, content: unknown): TextItem[] {
  const file = displayPath(join(root, "common/catalogue", name));
  const items: TextItem[] = [];
  const visit = (value: unknown, at: (string | number)[], keys: string[]): void => {
    if (typeof value === "string")
      items.push({
        file,
        pointer: pointerTo(...at),
        text: value,
        role: "text",
        catalogue: { file: name, path: keys, key: keys.join(".") },
      });
    else if (Array.isArray(value)) value.forEach((item, i) => visit(item, [...at, i], keys));
    else if (isObject(value))
      for (const [key, child] of Object.entries(value)) if (!key.startsWith("$")) visit(child, [...at, key], [...keys, key]);
  };
  visit(content, [], []);
  return items;
}

/** The catalogue files of a journeys folder, by file name (`quote.json`). */
export function catalogueFileNames(root: string): string[] {
  try {
    return readdirSync(join(root, "common/catalogue"))
      .filter((name) => name.endsWith(".json"))
      .sort();
  } catch {
    return [];
  }
}

/** The app routes' titles (common/routes.json). */
export function routeTexts(root: string, routes: unknown): TextItem[] {
  const file = displayPath(join(root, "common/routes.json"));
  if (!isObject(routes)) return [];
  return Object.entries(routes).flatMap(([id, route]) =>
    isObject(route) && typeof route.title === "string" ? [{ file, pointer: pointerTo(id, "title"), text: route.title, role: "title" }] : [],
  );
}

/** A rating file's consumer wording: addon descriptions and the compulsory excess's name and wording. */
export function ratingTexts(file: string, rating: unknown): TextItem[] {
  if (!isObject(rating)) return [];
  const items: TextItem[] = [];
  const excess = rating.compulsoryExcess;
  if (isObject(excess)) {
    for (const key of ["displayName", "wording"])
      if (typeof excess[key] === "string")
        items.push({ file, pointer: pointerTo("compulsoryExcess", key), text: excess[key] as string, role: key });
  }
  if (Array.isArray(rating.addons)) {
    rating.addons.forEach((addon, i) => {
      if (isObject(addon) && typeof addon.description === "string")
        items.push({ file, pointer: pointerTo("addons", i, "description"), text: addon.description, role: "description" });
    });
  }
  return items;
}
