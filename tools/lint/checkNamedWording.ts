/**
 * A named-driver page speaks about the named driver ("they"), as its policyholder page speaks to the
 * customer ("you"): a heading, label, hint, option, message or content text there that addresses the
 * driver as "you" (`Your job`, `You must be aged…`, `your licence record`) lost its "they" wording,
 * usually a shared field's text left as the policyholder's. "You" as the customer stays ("What is
 * their relationship to you?", "You’ve already used this email address"); "you" as the object
 * ("Select what best describes you") is the driver when the text is the policyholder's own, word for
 * word, on a field of the same name.
 * A page's title is its route's title (the specification's table) and stays when the page has a
 * heading of its own.
 */
import { isNamedDriverPage, type ResolvedPage } from "../../src/engine/index.ts";
import { error, type Problem } from "./problem.ts";
import { outcomesOf } from "./pageParts.ts";
import { pagesOf, type ProductCheck } from "./productContext.ts";

export const NAMED_WORDING_CHECKS: Record<string, string> = {
  "named-wording":
    'a named-driver page\'s heading, label, hint, option, message or content addressing the driver as "you" instead of "they"',
};

/** The driver addressed as "you": their things, and "you" doing or being (not "to you", the customer). */
const SECOND_PERSON =
  /\b(your|yours|yourself)\b|\byou(?:'|’)re\b|\byou (?:are|were|have|had|must|need|hold|held|live|lived|drive|drove|use|own|did|do|can|work|been|get|got)\b|\b(?:are|were|have|had|do|did|can|must) you\b/i;

/**
 * "You" as the object, last in its sentence ("Select what best describes you"), not the customer
 * ("to you"): a policyholder's text with it, kept word for word on a named driver's field of the same
 * name, speaks to the driver.
 */
const OBJECT_YOU = /(?<!\b(?:to|with|for|from) )\byou(?=[.?!]?$|[.?!,;]\s)/i;

/** The text as "they" would say it, for "did you mean". */
function theyWording(text: string): string {
  const swaps: [RegExp, string][] = [
    [/\byour\b/g, "their"],
    [/\bYour\b/g, "Their"],
    [/\byours\b/g, "theirs"],
    [/\byourself\b/g, "themselves"],
    [/\bYou(?:'|’)re\b/g, "They’re"],
    [/\byou(?:'|’)re\b/g, "they’re"],
    [/\b(are|were|have|had|do|did|can|must) you\b/gi, "$1 they"],
    [/\bYou (were|have|had|did)\b/g, "They $1"],
    [/\byou (were|have|had|did)\b/g, "they $1"],
    [/\bYou are\b/g, "They are"],
    [/\byou are\b/g, "they are"],
    // "you" as the object, last in its sentence: "Select what best describes you".
    [/\byou(?=[.?!]?$)/g, "them"],
    [/\bYou\b/g, "They"],
    [/\byou\b/g, "they"],
  ];
  return swaps.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

function textsOf(page: ResolvedPage): { where: string; text: string | undefined; subject: object; field?: string }[] {
  return [
    // The title is the route's; it is the visible heading only when there is no heading.
    page.heading === undefined
      ? { where: "title (its heading)", text: page.title, subject: page }
      : { where: "heading", text: page.heading, subject: page },
    ...(page.rules ?? []).map((rule, i) => ({ where: `rules[${i}].message`, text: rule.message, subject: rule })),
    ...page.fields.flatMap((field) =>
      [
        { where: `field "${field.name}" label`, text: field.label, subject: field },
        { where: `field "${field.name}" hint`, text: field.hint, subject: field },
        ...Object.entries(field.messages ?? {}).map(([key, text]) => ({
          where: `field "${field.name}" messages.${key}`,
          text,
          subject: field,
        })),
        ...(field.rules ?? []).map((rule, i) => ({
          where: `field "${field.name}" rules[${i}].message`,
          text: rule.message,
          subject: rule,
        })),
        ...(field.options ?? []).map((option, i) => ({
          where: `field "${field.name}" options[${i}].label`,
          text: option.label,
          subject: field,
        })),
      ].map((text) => ({ ...text, field: field.name })),
    ),
    ...(page.content ?? []).map((block, i) => ({ where: `content[${i}].text`, text: block.text, subject: block })),
    ...outcomesOf(page).map(({ where, value }) => ({
      where: `${where}.fieldError.message`,
      text: value.fieldError?.message,
      subject: value,
    })),
  ];
}

/** Field name to the texts the product's policyholder pages give that field. */
function policyholderTexts(pages: ResolvedPage[]): Map<string, Set<string>> {
  const texts = new Map<string, Set<string>>();
  for (const page of pages.filter((one) => !isNamedDriverPage(one))) {
    for (const { field, text } of textsOf(page)) {
      if (field !== undefined && typeof text === "string" && OBJECT_YOU.test(text))
        texts.set(field, (texts.get(field) ?? new Set()).add(text));
    }
  }
  return texts;
}

export const checkNamedWording: ProductCheck = ({ journey, fileOf }) => {
  const pages = pagesOf(journey);
  const policyholders = policyholderTexts(pages);
  return pages.filter(isNamedDriverPage).flatMap((page): Problem[] =>
    textsOf(page).flatMap(({ where, text, subject, field }) => {
      if (typeof text !== "string") return [];
      const kept = !SECOND_PERSON.test(text) && field !== undefined && policyholders.get(field)?.has(text) === true;
      if (!SECOND_PERSON.test(text) && !kept) return [];
      const why = kept ? "is the policyholder's text, word for word, and speaks" : "speaks";
      return [
        error(
          fileOf(page),
          `page "${page.id}" (a named driver's): ${where} ${JSON.stringify(text)} ${why} to the driver as "you" (did you mean ${JSON.stringify(theyWording(text))}?)`,
          {
            check: "named-wording",
            subject,
          },
        ),
      ];
    }),
  );
};
