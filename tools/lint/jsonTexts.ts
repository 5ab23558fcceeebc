/**
 * JSON files as one lint reads them: parsed, with their text kept for the rest of that lint. The
 * layout check compares the text with the canonical layout, and schema validation skips a text that
 * already passed (cachedValidator.ts), so neither reads the file again. A lint starts by forgetting
 * the texts of the one before, so nothing is kept across runs.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

const texts = new Map<string, string>();

/** Called as a lint starts reading its files. */
export function forgetTexts(): void {
  texts.clear();
}

/** Reads and parses a JSON file, saying which file and where when it does not (as readJsonFile does). */
export function readJson(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    throw new Error(`cannot read ${path}`);
  }
  texts.set(resolve(path), text);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`not valid JSON: ${(error as Error).message}`);
  }
}

/** The text of a file this lint has read, or read now. */
export function textOf(path: string): string {
  return texts.get(resolve(path)) ?? readFileSync(path, "utf8");
}

/** Every file this lint has read, with its text. */
export function readTexts(): [string, string][] {
  return [...texts];
}
