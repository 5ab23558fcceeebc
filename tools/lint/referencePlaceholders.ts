/**
 * `{placeholders}` the engine never fills, which a customer would see as written. The engine fills:
 * a rule's message from its `params` (validate.ts), a field message from the failing schema
 * keyword's parameters (`{limit}`, `{max}`... see messages.ts), `{n}`/`{prev}`/`{next}` in repeated
 * fields when the journey loads, and `{index}` everywhere on a named-driver page when it opens.
 * `messages.required` and every other text (labels, hints, titles, content, summary labels, button
 * labels, outcome messages) are shown as written.
 */
import { isNamedDriverPage, type ResolvedField, type ResolvedPage, type Rule } from "../../src/engine/index.ts";
import { closest } from "./describeAjvError.ts";
import { outcomesOf } from "./pageParts.ts";
import { placeholdersIn, schemaKeywords } from "./checkMessages.ts";

export interface Found {
  text: string;
  subject: object;
}

/** What ajv reports for each keyword, plus the `{min}`/`{max}` messages.ts adds. */
export const KEYWORD_PLACEHOLDERS: Record<string, string[]> = {
  minimum: ["limit", "comparison", "min"],
  exclusiveMinimum: ["limit", "comparison", "min"],
  maximum: ["limit", "comparison", "max"],
  exclusiveMaximum: ["limit", "comparison", "max"],
  minLength: ["limit", "min"],
  maxLength: ["limit", "max"],
  minItems: ["limit", "min"],
  maxItems: ["limit", "max"],
  multipleOf: ["multipleOf"],
  pattern: ["pattern"],
  format: ["format"],
  enum: ["allowedValues"],
  const: ["allowedValue"],
  uniqueItems: ["i", "j"],
};

/** Keywords whose failure falls back to `messages.invalid` when they have no message of their own. */
const FALLS_BACK = [
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minLength",
  "maxLength",
  "pattern",
  "const",
  "enum",
  "minItems",
  "maxItems",
  "uniqueItems",
  "format",
];

const ALL_PLACEHOLDERS = [...new Set(Object.values(KEYWORD_PLACEHOLDERS).flat())];

/** `{index}` is filled in every string of a named-driver page before anything else reads it. */
const unfilled = (page: ResolvedPage, text: string) =>
  [...new Set(placeholdersIn(text))].filter((name) => !(name === "index" && isNamedDriverPage(page)));
const guess = (name: string | undefined) => (name ? ` (did you mean "{${name}}"?)` : "");

function ruleProblems(page: ResolvedPage, at: string, rules: Rule[] | undefined): Found[] {
  return (rules ?? []).flatMap((rule, i) => {
    const params = Object.keys(rule.params ?? {});
    return unfilled(page, rule.message)
      .filter((name) => !params.includes(name))
      .map((name) => ({
        text: `${at}rules[${i}]: message placeholder {${name}} has no matching key in params${guess(closest(name, params))}`,
        subject: rule,
      }));
  });
}

function fieldMessageProblems(page: ResolvedPage, field: ResolvedField, at: string): Found[] {
  const messages = field.messages ?? {};
  const keywords = schemaKeywords(field.schema);
  const found: Found[] = [];
  for (const [key, text] of Object.entries(messages)) {
    for (const name of unfilled(page, text)) {
      const problem = fieldPlaceholderProblem(key, name, keywords, messages);
      if (problem) found.push({ text: `${at} messages.${key}: ${problem}`, subject: field });
    }
  }
  return found;
}

/** Why `{name}` in `messages[key]` stays unfilled; undefined when every failure that shows it fills it. */
function fieldPlaceholderProblem(key: string, name: string, keywords: Set<string>, messages: Record<string, string>): string | undefined {
  if (key === "required") return `{${name}} is shown as written (a required message has no placeholders)`;
  if (!ALL_PLACEHOLDERS.includes(name)) return `{${name}} is no placeholder the engine fills${guess(closest(name, ALL_PLACEHOLDERS))}`;
  const fillers = Object.keys(KEYWORD_PLACEHOLDERS).filter((k) => KEYWORD_PLACEHOLDERS[k].includes(name));
  if (key === "invalid") {
    const shownFor = FALLS_BACK.filter((k) => keywords.has(k) && messages[k] === undefined);
    const missing = shownFor.filter((k) => !KEYWORD_PLACEHOLDERS[k].includes(name));
    if (shownFor.length === 0)
      return `{${name}} is filled only when schema.${fillers.join(" / schema.")} fails, and none of them falls back to this message`;
    return missing.length === 0
      ? undefined
      : `{${name}} stays unfilled when schema.${missing.join(" or schema.")} fails (it is filled by ${fillers.join(", ")})`;
  }
  if (!Object.hasOwn(KEYWORD_PLACEHOLDERS, key)) return undefined;
  if (!keywords.has(key)) return `{${name}} is filled only when schema.${key} fails, and the schema has no ${key}`;
  return KEYWORD_PLACEHOLDERS[key].includes(name)
    ? undefined
    : `{${name}} is not filled by schema.${key} (it fills ${KEYWORD_PLACEHOLDERS[key].map((p) => `{${p}}`).join(", ")})`;
}

/** Texts shown as written, each with where it is and what holds it. */
function plainTexts(page: ResolvedPage, fieldWhere: (field: ResolvedField) => string): { where: string; text: unknown; subject: object }[] {
  const texts: { where: string; text: unknown; subject: object }[] = [
    { where: "title", text: page.title, subject: page },
    { where: "heading", text: page.heading, subject: page },
  ];
  for (const field of page.fields) {
    const at = fieldWhere(field);
    texts.push({ where: `${at} label`, text: field.label, subject: field }, { where: `${at} hint`, text: field.hint, subject: field });
    (field.options ?? []).forEach((option, i) => {
      texts.push({ where: `${at} options[${i}].label`, text: option.label, subject: field });
      texts.push({ where: `${at} options[${i}].hint`, text: option.hint, subject: field });
      texts.push({ where: `${at} options[${i}].dividerBefore`, text: option.dividerBefore, subject: field });
    });
  }
  (page.content ?? []).forEach((block, i) => {
    texts.push({ where: `content[${i}].text`, text: block.text, subject: block });
    texts.push({ where: `content[${i}].removeLabel`, text: block.removeLabel, subject: block });
    (block.rows ?? []).forEach((row, j) => texts.push({ where: `content[${i}].rows[${j}].label`, text: row.label, subject: block }));
  });
  (page.actions ?? []).forEach((action, i) => texts.push({ where: `actions[${i}].label`, text: action.label, subject: action }));
  (page.summary ?? []).forEach((line, i) => texts.push({ where: `summary[${i}].label`, text: line.label, subject: line }));
  for (const outcome of outcomesOf(page)) {
    texts.push({ where: `${outcome.where}.fieldError.message`, text: outcome.value.fieldError?.message, subject: outcome.value });
  }
  return texts;
}

export function placeholderProblems(page: ResolvedPage, fieldWhere: (field: ResolvedField) => string): Found[] {
  const found: Found[] = [...ruleProblems(page, "", page.rules)];
  for (const field of page.fields) {
    found.push(...ruleProblems(page, `${fieldWhere(field)} `, field.rules), ...fieldMessageProblems(page, field, fieldWhere(field)));
  }
  for (const { where, text, subject } of plainTexts(page, fieldWhere)) {
    if (typeof text !== "string") continue;
    for (const name of unfilled(page, text)) {
      found.push({
        text: `${where}: {${name}} is shown as written (only rule and field messages, repeats and named-driver pages fill placeholders)`,
        subject,
      });
    }
  }
  return found;
}
