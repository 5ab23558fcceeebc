/**
 * Copy hygiene, the checks the ONS eQ questionnaire validator makes on every text a customer reads:
 * no double spaces, no space at either end, the journeys' typographic quotes and apostrophes (’ ‘ “ ”,
 * see journeys/README.md, "Copy style"), and no empty title, label or message. A straight quote is
 * reported with the text as it should read.
 */
import { error, type Problem } from "../problem.ts";
import type { TextItem } from "./textItems.ts";

export const COPY_CHECKS: Record<string, string> = {
  "copy-spaces": "a text with two spaces in a row, or a space (or line break) at its start or end",
  "copy-quotes": "a straight quote or apostrophe (' or \") in a text: the journeys' style is typographic (’ ‘ “ ”)",
  "copy-empty": "an empty title, heading, label, hint, option, button, message or other text",
};

/** The text with typographic quotes: an apostrophe or closing quote after a letter, digit or punctuation; an opening one elsewhere. */
export function typographic(text: string): string {
  return text
    .replace(/(^|[\s([{—–-])'/g, "$1‘")
    .replace(/'/g, "’")
    .replace(/(^|[\s([{—–-])"/g, "$1“")
    .replace(/"/g, "”");
}

/** A catalogue text the app joins to another keeps its space there (`errorTitlePrefix`: "Error: "). */
const joinedToAnother = (item: TextItem) => /(Prefix|Suffix)$/.test(item.catalogue?.key ?? "");

const shown = (item: TextItem) => `${item.role} ${JSON.stringify(item.text)}`;

function itemProblems(item: TextItem): Problem[] {
  const at = { pointer: item.pointer };
  const problems: Problem[] = [];
  if (item.text.trim() === "") {
    problems.push(error(item.file, `${shown(item)}: empty; write the text, or leave the key out`, { check: "copy-empty", ...at }));
    return problems;
  }
  if (/^\s|\s$/.test(item.text) && !joinedToAnother(item)) {
    problems.push(
      error(item.file, `${shown(item)}: starts or ends with a space (did you mean ${JSON.stringify(item.text.trim())}?)`, {
        check: "copy-spaces",
        ...at,
      }),
    );
  }
  if (/ {2}/.test(item.text.trim())) {
    problems.push(
      error(item.file, `${shown(item)}: two spaces in a row (did you mean ${JSON.stringify(item.text.trim().replace(/ {2,}/g, " "))}?)`, {
        check: "copy-spaces",
        ...at,
      }),
    );
  }
  if (/['"]/.test(item.text)) {
    problems.push(
      error(item.file, `${shown(item)}: a straight quote or apostrophe (did you mean ${JSON.stringify(typographic(item.text))}?)`, {
        check: "copy-quotes",
        ...at,
      }),
    );
  }
  return problems;
}

export function copyProblems(items: TextItem[]): Problem[] {
  return items.flatMap(itemProblems);
}
