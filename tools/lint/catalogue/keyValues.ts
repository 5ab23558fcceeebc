/**
 * The keys a catalogue read can name when the key is not written at the call: a name declared
 * with a union of string literals (`key: "a" | "b"`, or a type alias of one), a name given a choice
 * of literals (`const key = monthly ? "a" : "b"`), or a call of a function of the module that
 * returns literals (`const periodKey = (monthly: boolean) => (monthly ? "a" : "b")`). Anything
 * else (a key from the network, a computed string) is not known, and a read of it is left alone.
 */
import { closing } from "./sourceScan.ts";

const STRING = String.raw`"[^"\\]*"|'[^'\\]*'`;
const unquote = (literal: string) => literal.slice(1, -1);

/** The index of the first `at` character outside strings and brackets, or -1. */
function topLevel(code: string, at: string): number {
  for (let i = 0; i < code.length; i++) {
    const c = code[i];
    if (c === '"' || c === "'" || c === "`") {
      for (i++; i < code.length && code[i] !== c; i++) if (code[i] === "\\") i++;
    } else if ("({[".includes(c)) {
      i = closing(code, i);
    } else if (c === at && (at !== "?" || (code[i + 1] !== "?" && code[i + 1] !== "."))) {
      return i;
    }
  }
  return -1;
}

/** `"a"`, `("a")` or `cond ? <choice> : <choice>`: the literals it can give; undefined for anything else. */
function literalChoice(code: string): string[] | undefined {
  const trimmed = code.trim().replace(/;$/, "").trim();
  if (new RegExp(`^(?:${STRING})$`).test(trimmed)) return [unquote(trimmed)];
  if (trimmed.startsWith("(") && closing(trimmed, 0) === trimmed.length - 1) return literalChoice(trimmed.slice(1, -1));
  const question = topLevel(trimmed, "?");
  if (question < 0) return undefined;
  const branches = trimmed.slice(question + 1);
  const colon = topLevel(branches, ":");
  if (colon < 0) return undefined;
  const [yes, no] = [literalChoice(branches.slice(0, colon)), literalChoice(branches.slice(colon + 1))];
  return yes && no ? [...yes, ...no] : undefined;
}

/** A type that is a union of string literals, or the name of a `type` alias of one, in `text`. */
function unionOf(type: string, text: string, depth = 0): string[] | undefined {
  const trimmed = type.trim();
  const literals = trimmed.split("|").map((part) => part.trim());
  if (literals.every((part) => new RegExp(`^(?:${STRING})$`).test(part))) return literals.map(unquote);
  if (!/^\w+$/.test(trimmed) || depth > 3) return undefined;
  const alias = new RegExp(String.raw`\btype ${trimmed} = ([^;\n]+)`).exec(text);
  return alias ? unionOf(alias[1], text, depth + 1) : undefined;
}

/** The same values from every place, or undefined when places disagree or none says. */
function agreed(found: (string[] | undefined)[]): string[] | undefined {
  const known = found.filter((values): values is string[] => values !== undefined);
  if (known.length === 0 || known.length < found.length) return undefined;
  return known.every((values) => values.join("\u0000") === known[0].join("\u0000")) ? known[0] : undefined;
}

/** What a name of the module can hold: its declared union type, or the literals it is given. */
function declaredValues(name: string, text: string): string[] | undefined {
  const typed = [...text.matchAll(new RegExp(String.raw`(?:\b(?:const|let)\s+|[(,]\s*)${name}\??\s*:\s*([^=,;)\n]+)`, "g"))];
  const given = [...text.matchAll(new RegExp(String.raw`\b(?:const|let)\s+${name}\s*=\s*([^;\n]+)`, "g"))];
  return agreed([...typed.map((m) => unionOf(m[1], text)), ...given.map((m) => literalChoice(m[1]))]);
}

/** What a function of the module returns, when every return is a choice of literals. */
function returnedValues(name: string, text: string): string[] | undefined {
  const arrow = new RegExp(String.raw`\bconst ${name} = \([^)]*\)(?:\s*:\s*[^=]+)? =>\s*`).exec(text);
  const declared = new RegExp(String.raw`\bfunction ${name}\([^)]*\)[^{]*\{`).exec(text);
  const start = arrow ? arrow.index + arrow[0].length : declared ? declared.index + declared[0].length - 1 : -1;
  if (start < 0) return undefined;
  if (arrow && text[start] !== "{") {
    const end = text[start] === "(" ? closing(text, start) + 1 : text.indexOf("\n", start);
    return literalChoice(text.slice(start, end < 0 ? undefined : end));
  }
  const body = text.slice(start, closing(text, start));
  const returns = [...body.matchAll(/\breturn\b([^;\n]*)/g)].map((m) => literalChoice(m[1]));
  return returns.length > 0 && returns.every(Boolean) ? [...new Set(returns.flat() as string[])] : undefined;
}

/** The keys an argument `code` of a module `text` can be, or undefined when the module does not say. */
export function valuesOf(code: string, text: string): string[] | undefined {
  const choice = literalChoice(code);
  if (choice) return choice;
  if (/^\w+$/.test(code)) return declaredValues(code, text);
  const call = /^(\w+)\(/.exec(code);
  if (call && closing(code, call[0].length - 1) === code.length - 1) return returnedValues(call[1], text);
  return undefined;
}
