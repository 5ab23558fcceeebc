/**
 * Where in its file a problem is, as a JSON pointer, read from the problem's own words: the engine
 * and the linter name a file and say what is wrong, often with a path (`fields[2].schema.maxLength:
 * …`) or quoted names (`field "signage" visibleWhen reads "answers.hasSignag"`). The pointer is the
 * written path when it exists in the file; otherwise the deepest value equal to a quoted name, the
 * more of the other names (the page's id, the field's name) and words (`visibleWhen`) on its way the
 * better. "" when nothing in the file matches: the whole file.
 */

import { jsonErrorAt } from "./jsonErrorAt.ts";

/** A problem's path written the JavaScript way (`fields[2].schema`) at its start, after any `page "id": `. */
const WRITTEN_PATH = /^(?:page "[^"]+": )?([A-Za-z_$][\w$]*(?:\[\d+\]|\.[A-Za-z_$][\w$]*)*)(?=[:\s])/;
/** A suggestion is not where the problem is. */
const SUGGESTION = /\(?did you mean [^)]*\)?/g;

export function problemPointer(document: unknown, message: string): string {
  const written = writtenPointer(document, message);
  if (written === undefined) return quotedPointer(document, message) ?? "";
  // Within the written place, the quoted name it is about (`summary[0].value reads "answers.x"`: its var).
  return written.pointer + (quotedPointer(written.node, message) ?? "");
}

/** The line and column where a text stops being JSON (1-based), if it does. */
export function parsePosition(text: string): { line: number; column: number } | undefined {
  const at = jsonErrorAt(text);
  if (at === undefined) return undefined;
  const before = text.slice(0, at).split("\n");
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

function pointerOf(keys: (string | number)[]): string {
  return keys.map((key) => `/${String(key).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
}

function child(node: unknown, key: string | number): unknown {
  return node !== null && typeof node === "object" ? (node as Record<string | number, unknown>)[key] : undefined;
}

/** The longest start of the written path that is in the document, and what is there. */
function writtenPointer(document: unknown, message: string): { pointer: string; node: unknown } | undefined {
  const written = WRITTEN_PATH.exec(message)?.[1];
  if (!written || !/[.[]/.test(written)) return undefined;
  const keys = [...written.matchAll(/[^.[\]]+/g)].map(([key]) => (/^\d+$/.test(key) ? Number(key) : key));
  const found: (string | number)[] = [];
  let node = document;
  for (const key of keys) {
    const next = child(node, key);
    if (next === undefined) break;
    found.push(key);
    node = next;
  }
  return found.length > 0 ? { pointer: pointerOf(found), node } : undefined;
}

interface Candidate {
  keys: (string | number)[];
  score: number;
}

/** The best-placed value equal to a quoted name; ties go to the deeper one. */
function quotedPointer(document: unknown, message: string): string | undefined {
  const words = message.replace(SUGGESTION, "");
  const names = new Set([...words.matchAll(/"([^"]+)"/g)].map(([, name]) => name));
  if (names.size === 0) return undefined;
  const mentions = (key: string | number) => typeof key === "string" && key.length > 2 && new RegExp(`\\b${escape(key)}\\b`).test(words);
  let best: Candidate | undefined;
  const consider = (candidate: Candidate) => {
    if (!best || candidate.score > best.score || (candidate.score === best.score && candidate.keys.length > best.keys.length))
      best = candidate;
  };
  const visit = (node: unknown, keys: (string | number)[], named: number) => {
    if (typeof node === "string") {
      if (names.has(node)) consider({ keys, score: 1 + named + keys.filter(mentions).length });
      return;
    }
    if (node === null || typeof node !== "object") return;
    // An object is named by its id or name: a match counts for everything inside it.
    const own = ["id", "name"].filter((key) => names.has((node as Record<string, unknown>)[key] as string)).length;
    if (own > 0) consider({ keys, score: own + named });
    for (const [key, value] of Object.entries(node)) {
      if (key === "id" || key === "name") continue;
      visit(value, [...keys, Array.isArray(node) ? Number(key) : key], named + own);
    }
  };
  visit(document, [], 0);
  return best && pointerOf(best.keys);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
