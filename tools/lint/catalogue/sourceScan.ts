/**
 * Reading TypeScript source without parsing it: brackets matched, strings skipped, comments
 * blanked, a call's arguments split. What the catalogue checks need to find reads in the code.
 */

/** From `open` (a bracket's index) to its closing one, skipping strings. */
export function closing(text: string, open: number): number {
  const pairs: Record<string, string> = { "(": ")", "{": "}", "[": "]" };
  const stack: string[] = [];
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'" || c === "`") {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === "\\") i++;
    } else if (pairs[c]) {
      stack.push(pairs[c]);
    } else if (c === stack[stack.length - 1]) {
      stack.pop();
      if (stack.length === 0) return i;
    }
  }
  return text.length;
}

/** A string (to its closing quote, across lines, escapes skipped) or a comment, whichever starts first. */
const COMMENT_OR_STRING = /"(?:[^"\\]|\\[\s\S])*"?|'(?:[^'\\]|\\[\s\S])*'?|`(?:[^`\\]|\\[\s\S])*`?|\/\/[^\n]*|\/\*[\s\S]*?(?:\*\/|$)/g;

/**
 * The code with its comments blanked (newlines kept, so lines still count): a comment naming
 * `quote.json` or `text.title` reads nothing.
 */
export function withoutComments(text: string): string {
  return text.replace(COMMENT_OR_STRING, (match) => (match[0] === "/" ? match.replace(/[^\n]/g, " ") : match));
}

/** A call's arguments, split at top-level commas. */
export function argumentsOf(text: string, open: number): string[] {
  const inner = text.slice(open + 1, closing(text, open));
  const args: string[] = [];
  let start = 0;
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i];
    if ("({[".includes(c)) {
      i = closing(inner, i);
    } else if (c === '"' || c === "'" || c === "`") {
      for (i++; i < inner.length && inner[i] !== c; i++) if (inner[i] === "\\") i++;
    } else if (c === ",") {
      args.push(inner.slice(start, i).trim());
      start = i + 1;
    }
  }
  if (inner.slice(start).trim()) args.push(inner.slice(start).trim());
  return args;
}

export const literalsIn = (code: string) => [...code.matchAll(/"([^"\\]*)"|'([^'\\]*)'/g)].map((m) => m[1] ?? m[2]);
/** The values a key argument can take: both branches of `cond ? "a" : "b"`, not the literals of its condition. */
export function chosen(code: string): string {
  for (let i = 0; i < code.length; i++) {
    const c = code[i];
    if (c === '"' || c === "'" || c === "`") {
      for (i++; i < code.length && code[i] !== c; i++) if (code[i] === "\\") i++;
    } else if (c === "?" && code[i + 1] !== "?" && code[i + 1] !== ".") {
      return code.slice(i + 1);
    }
  }
  return code;
}
