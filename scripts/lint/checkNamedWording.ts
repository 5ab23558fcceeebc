/**
 * A named-driver page speaks about the named driver ("they"), as its policyholder page speaks to the
 * customer ("you"): a heading, label, hint, option, message or content text there that addresses the
 * driver as "you" (`Your job`, `You must be aged…`, `your licence record`) lost its "they" wording,
 * usually a shared field's text left as the policyholder's. "You" as the customer stays ("What is
 * their relationship to you?", "You’ve already used this email address"). A page's title is its
 * route's title (the specification's table) and stays when the page has a heading of its own.
 */
import { isNamedDriverPage, type ResolvedPage } from "../../src/engine/index.ts";
import { error, type Problem } from "./problem.ts";
import { outcomesOf } from "./pageParts.ts";
import { pagesOf, type ProductCheck } from "./productContext.ts";

export const NAMED_WORDING_CHECKS: Record<string, string> = {
  "named-wording": "a named-driver page's heading, label, hint, option, message or content addressing the driver as \"you\" instead of \"they\"",
};

/** The driver addressed as "you": their things, and "you" doing or being (not "to you", the customer). */
const SECOND_PERSON = /\b(your|yours|yourself)\b|\byou(?:'|’)re\b|\byou (?:are|were|have|had|must|need|hold|held|live|lived|drive|drove|use|own|did|do|can|work|been|get|got)\b|\b(?:are|were|have|had|do|did|can|must) you\b/i;

/** The text as "they" would say it, for "did you mean". */
function theyWording(text: string): string {
  const swaps: [RegExp, string][] = [
    [/\byour\b/g, "their"], [/\bYour\b/g, "Their"], [/\byours\b/g, "theirs"], [/\byourself\b/g, "themselves"],
    [/\bYou(?:'|’)re\b/g, "They’re"], [/\byou(?:'|’)re\b/g, "they’re"],
    [/\b(are|were|have|had|do|did|can|must) you\b/gi, "$1 they"],
    [/\bYou (were|have|had|did)\b/g, "They $1"], [/\byou (were|have|had|did)\b/g, "they $1"],
    [/\bYou are\b/g, "They are"], [/\byou are\b/g, "they are"], [/\bYou\b/g, "They"], [/\byou\b/g, "they"],
  ];
  return swaps.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

function textsOf(page: ResolvedPage): { where: string; text: string | undefined; subject: object }[] {
  return [
    // The title is the route's; it is the visible heading only when there is no heading.
    page.heading === undefined ? { where: "title (its heading)", text: page.title, subject: page } : { where: "heading", text: page.heading, subject: page },
    ...(page.rules ?? []).map((rule, i) => ({ where: `rules[${i}].message`, text: rule.message, subject: rule })),
    ...page.fields.flatMap((field) => [
      { where: `field "${field.name}" label`, text: field.label, subject: field },
      { where: `field "${field.name}" hint`, text: field.hint, subject: field },
      ...Object.entries(field.messages ?? {}).map(([key, text]) => ({ where: `field "${field.name}" messages.${key}`, text, subject: field })),
      ...(field.rules ?? []).map((rule, i) => ({ where: `field "${field.name}" rules[${i}].message`, text: rule.message, subject: rule })),
      ...(field.options ?? []).map((option, i) => ({ where: `field "${field.name}" options[${i}].label`, text: option.label, subject: field })),
    ]),
    ...(page.content ?? []).map((block, i) => ({ where: `content[${i}].text`, text: block.text, subject: block })),
    ...outcomesOf(page).map(({ where, value }) => ({ where: `${where}.fieldError.message`, text: value.fieldError?.message, subject: value })),
  ];
}

export const checkNamedWording: ProductCheck = ({ journey, fileOf }) =>
  pagesOf(journey).filter(isNamedDriverPage).flatMap((page): Problem[] =>
    textsOf(page).flatMap(({ where, text, subject }) => {
      if (typeof text !== "string" || !SECOND_PERSON.test(text)) return [];
      return [error(fileOf(page), `page "${page.id}" (a named driver's): ${where} ${JSON.stringify(text)} speaks to the driver as "you" (did you mean ${JSON.stringify(theyWording(text))}?)`, {
        check: "named-wording", subject,
      })];
    }));
