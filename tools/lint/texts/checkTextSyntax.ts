/**
 * How a text is written, before what it says: a summary line's ICU template must parse as the
 * engine parses it (textTemplates.ts: `other` required, `=N`/`one` plurals, `#` inside a plural, a
 * date without a style), and every other text is filled by the engine's `{name}` placeholders only,
 * so a brace that opens no placeholder, or an ICU plural written there, is shown as written.
 */
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { error, type Problem } from "../problem.ts";
import type { TextItem } from "./textItems.ts";

export const TEXT_SYNTAX_CHECKS: Record<string, string> = {
  "text-braces":
    "a text whose braces do not open and close a {placeholder}, or that writes an ICU plural or select where texts are shown as written",
  "text-icu":
    "a summary line's ICU template that does not parse, a plural or select without `other`, or a part the engine does not support",
};

const ICU_ERRORS: Record<string, string> = {
  MISSING_OTHER_CLAUSE: "a plural or select without an `other` option (the engine requires one)",
  EXPECT_ARGUMENT_CLOSING_BRACE: "a brace opened but never closed",
  UNMATCHED_CLOSING_TAG: "a closing tag with no opening one",
};

const problem = (item: TextItem, check: string, what: string): Problem =>
  error(item.file, `${item.role} ${JSON.stringify(item.text)}: ${what}`, { check, pointer: item.pointer });

/** Why a plain text's braces are not all `{name}` placeholders, or undefined. */
export function plainBraceProblem(text: string): string | undefined {
  const placeholder = /\{\w+\}/y;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "}") return `a "}" that closes no "{" (at ${i + 1})`;
    if (text[i] !== "{") continue;
    placeholder.lastIndex = i;
    if (placeholder.test(text)) {
      i = placeholder.lastIndex - 1;
      continue;
    }
    if (/^\{\s*\w+\s*,\s*(plural|select|selectordinal|date|number)\b/.test(text.slice(i))) {
      return "an ICU plural, select or format, which only a summary line's text understands: here it is shown as written";
    }
    return `a "{" that opens no {placeholder} (at ${i + 1}: a placeholder is a name in braces, no spaces)`;
  }
  return undefined;
}

/** Why a summary line's template would not load (the engine's rules), or undefined. */
export function templateProblem(text: string): string | undefined {
  let elements: MessageFormatElement[];
  try {
    elements = parse(text, { ignoreTag: true, requiresOtherClause: true });
  } catch (cause) {
    const code = (cause as Error).message;
    return ICU_ERRORS[code] ?? `does not parse as an ICU template (${code})`;
  }
  return elementsProblem(elements, false);
}

function elementsProblem(elements: MessageFormatElement[], inPlural: boolean): string | undefined {
  for (const element of elements) {
    if (element.type === TYPE.literal && /[{}]/.test(element.value))
      return `a "${/[{}]/.exec(element.value)![0]}" that is not part of a {placeholder}`;
    // Outside a plural the parser takes "#" as text, so the customer would read "#".
    if ((element.type === TYPE.pound || (element.type === TYPE.literal && element.value.includes("#"))) && !inPlural)
      return `"#" outside a plural (it is shown as written)`;
    if (element.type === TYPE.date && element.style !== null) return `a date takes no style ({${element.value}, date})`;
    if (element.type === TYPE.plural) {
      const bad = Object.keys(element.options).find((key) => key !== "other" && key !== "one" && !key.startsWith("="));
      if (bad) return `plural "${bad}" is not used in English (use =N, one or other)`;
    }
    if (element.type === TYPE.number || element.type === TYPE.time || element.type === TYPE.tag)
      return "only {arguments}, {name, date}, plural and select are supported";
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) {
        const found = elementsProblem(option.value, inPlural || element.type === TYPE.plural);
        if (found) return found;
      }
    }
  }
  return undefined;
}

export function textSyntaxProblems(items: TextItem[]): Problem[] {
  return items.flatMap((item) => {
    if (item.template) {
      const why = templateProblem(item.text);
      return why ? [problem(item, "text-icu", why)] : [];
    }
    const why = plainBraceProblem(item.text);
    return why ? [problem(item, "text-braces", why)] : [];
  });
}
