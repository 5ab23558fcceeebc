/**
 * A key written twice in one JSON object: JSON.parse keeps the last without a word, so a copied
 * line silently replaces what it was copied over (two sources for one request field, two texts for
 * one catalogue key, a rule's second `errorWhen`). Found by scanning each file's text once.
 */
import { resolve, sep } from "node:path";
import { displayPath, error, pointerTo, type Problem } from "./problem.ts";
import { readTexts } from "./jsonTexts.ts";

export const DUPLICATE_KEY_CHECKS: Record<string, string> = {
  "duplicate-key": "a key written twice in one JSON object, of which only the last counts",
};

interface Open {
  keys: Set<string>;
  path: (string | number)[];
  /** Next item's index in an array; undefined in an object. */
  index?: number;
  /** The key whose value comes next, in an object. */
  key?: string;
}

/** `[key, pointer of the object]` for each repeated key, in file order. */
export function duplicateKeysIn(text: string): [string, string][] {
  const found: [string, string][] = [];
  const stack: Open[] = [];
  const childPath = (): (string | number)[] => {
    const top = stack[stack.length - 1];
    if (!top) return [];
    return top.index !== undefined ? [...top.path, top.index] : [...top.path, top.key ?? ""];
  };
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      let end = i + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === "\\" ? 2 : 1;
      const top = stack[stack.length - 1];
      if (expectKey && top) {
        const key = JSON.parse(text.slice(i, end + 1)) as string;
        if (top.keys.has(key)) found.push([key, pointerTo(...top.path)]);
        top.keys.add(key);
        top.key = key;
        expectKey = false;
      }
      i = end;
    } else if (c === "{" || c === "[") {
      stack.push({ keys: new Set(), path: childPath(), ...(c === "[" ? { index: 0 } : {}) });
      expectKey = c === "{";
    } else if (c === "}" || c === "]") {
      stack.pop();
    } else if (c === ",") {
      const top = stack[stack.length - 1];
      if (top?.index !== undefined) top.index++;
      else expectKey = true;
    }
  }
  return found;
}

/** Every file of the journeys folder this lint read. */
export function checkDuplicateKeys(root: string): Problem[] {
  const problems: Problem[] = [];
  const folder = `${resolve(root)}${sep}`;
  for (const [path, text] of readTexts()) {
    if (!path.startsWith(folder)) continue;
    for (const [key, pointer] of duplicateKeysIn(text)) {
      problems.push(
        error(displayPath(path), `"${key}" is written twice in this object: only the last is read, the first is lost`, {
          check: "duplicate-key",
          pointer,
        }),
      );
    }
  }
  return problems;
}
