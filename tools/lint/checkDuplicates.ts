/**
 * Names that must be unique where they are used: two fields with one name share one answer
 * (unless they are shown for different values of another answer, see exclusiveConditions.ts), two
 * actions or content blocks with one id make a button or an anchor ambiguous, two options with one
 * value (or one label) cannot be told apart, two rules with one id defeat an include's override,
 * two loaders exposing the same `data.<as>` overwrite each other, and two pages with one route make
 * a URL ambiguous. Page ids used twice are reported by the engine's loader; the journey schema
 * already keeps `reference` and manifest `pages` free of repeats.
 */
import type { ResolvedField, ResolvedJourney, ResolvedPage } from "../../src/engine/index.ts";
import { error, type Problem } from "./problem.ts";
import { pagesOf, type ProductCheck, type ProductContext } from "./productContext.ts";
import { mutuallyExclusive } from "./exclusiveConditions.ts";
import { shown } from "./schemaValues.ts";

/** Check id to what it finds (suppressible with `"lint": {"<id>": "<reason>"}`). */
export const DUPLICATE_CHECKS: Record<string, string> = {
  "duplicate-field": "two fields on one page with the same name (includes and repeated rounds counted)",
  "duplicate-action": "two actions on one page with the same id",
  "duplicate-content": "two content blocks on one page with the same id",
  "duplicate-option": "an option value or label given twice in one field's options, or a value twice in schema.enum",
  "duplicate-rule": "two rules with the same id in one field's or one page's rules",
  "duplicate-loader": "two loaders on one page exposing their result as the same data.<as>",
  "duplicate-route": "two pages of a product with the same route",
};

/** Each item whose key was already taken, with the index of the first holder. */
function repeats<T>(items: readonly T[], keyOf: (item: T) => unknown): { item: T; index: number; first: number }[] {
  const found: { item: T; index: number; first: number }[] = [];
  if (items.length < 2) return found;
  const firstAt = new Map<string, number>();
  items.forEach((item, index) => {
    const key = keyOf(item);
    if (key === undefined) return;
    // Typed keys, so the option value 1 and "1" stay apart.
    const text = `${typeof key}:${String(key)}`;
    const first = firstAt.get(text);
    if (first === undefined) firstAt.set(text, index);
    else found.push({ item, index, first });
  });
  return found;
}

interface Found {
  check: string;
  message: string;
  subject: object;
}

/** Repeats within one field, worded after the field's name (named by the caller only when there are some). */
function fieldDuplicates(field: ResolvedField): Found[] {
  const found: Found[] = [];
  const options = field.options ?? [];
  const enumValues = Array.isArray(field.schema.enum) ? (field.schema.enum as unknown[]) : [];
  const option = (message: string): Found => ({ check: "duplicate-option", message, subject: field });
  for (const { item, index, first } of repeats(options, (o) => o.value)) {
    found.push(option(`options[${index}] repeats the value ${shown(item.value)} of options[${first}]`));
  }
  for (const { item, index, first } of repeats(options, (o) => o.label)) {
    found.push(option(`options[${index}] repeats the label "${item.label}" of options[${first}]`));
  }
  for (const { item, index, first } of repeats(enumValues, (value) => value)) {
    found.push(option(`schema.enum[${index}] repeats the value ${shown(item)} of schema.enum[${first}]`));
  }
  for (const { item, index, first } of repeats(field.rules ?? [], (rule) => rule.id)) {
    found.push({ check: "duplicate-rule", message: `rules[${index}] repeats the id "${item.id}" of rules[${first}]`, subject: item });
  }
  return found;
}

/** Only fields with two or more options, enum values or rules can repeat one. */
const mayRepeat = (field: ResolvedField): boolean =>
  (field.options?.length ?? 0) > 1 || Array.isArray(field.schema.enum) || (field.rules?.length ?? 0) > 1;

/** Fields sharing a name with an earlier one they are not an alternative to, each with that earlier field's index. */
function fieldsAskedTwice(fields: ResolvedField[]): { index: number; first: number }[] {
  const byName = new Map<string, number[]>();
  fields.forEach((field, index) => {
    const indexes = byName.get(field.name);
    if (indexes) indexes.push(index);
    else byName.set(field.name, [index]);
  });
  const found: { index: number; first: number }[] = [];
  for (const indexes of byName.values()) {
    for (const [k, index] of indexes.entries()) {
      const first = indexes.slice(0, k).find((j) => !alternatives(fields[j], fields[index]));
      if (first !== undefined) found.push({ index, first });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** One answer asked by two fields shown for different values of another answer (a student type, an occupation). */
const alternatives = (a: ResolvedField, b: ResolvedField): boolean => mutuallyExclusive(a.visibleWhen, b.visibleWhen);

function pageDuplicates(page: ResolvedPage, file: string, fieldWhere: ProductContext["fieldWhere"]): Problem[] {
  const problems: Problem[] = [];
  const at = `page "${page.id}"`;
  for (const { index, first } of fieldsAskedTwice(page.fields)) {
    const field = page.fields[index];
    const bothShownWhen = field.visibleWhen !== undefined && page.fields[first].visibleWhen !== undefined;
    problems.push(
      error(
        file,
        `${at}: ${fieldWhere(page, field)} is asked twice: fields ${first + 1} and ${index + 1} of the page share one answer${
          bothShownWhen ? " and their visibleWhen conditions can both hold" : ""
        }`,
        { check: "duplicate-field", subject: field },
      ),
    );
  }
  for (const field of page.fields) {
    const found = mayRepeat(field) ? fieldDuplicates(field) : [];
    for (const { check, message, subject } of found)
      problems.push(error(file, `${at}: ${fieldWhere(page, field)}: ${message}`, { check, subject }));
  }
  for (const { item, index, first } of repeats(page.actions ?? [], (action) => action.id)) {
    problems.push(
      error(file, `${at}: actions[${index}] repeats the id "${item.id}" of actions[${first}]`, {
        check: "duplicate-action",
        subject: item,
      }),
    );
  }
  for (const { item, index, first } of repeats(page.content ?? [], (block) => block.id)) {
    problems.push(
      error(file, `${at}: content[${index}] repeats the id "${item.id}" of content[${first}]`, {
        check: "duplicate-content",
        subject: item,
      }),
    );
  }
  for (const { item, index, first } of repeats(page.rules ?? [], (rule) => rule.id)) {
    problems.push(
      error(file, `${at}: rules[${index}] repeats the id "${item.id}" of rules[${first}]`, { check: "duplicate-rule", subject: item }),
    );
  }
  for (const { item, index, first } of repeats(page.loaders ?? [], (loader) => loader.as)) {
    problems.push(
      error(file, `${at}: loaders[${index}] exposes its result as data.${item.as}, as loaders[${first}] does: one overwrites the other`, {
        check: "duplicate-loader",
        subject: item,
      }),
    );
  }
  return problems;
}

function routeDuplicates(journey: ResolvedJourney, fileOf: ProductContext["fileOf"]): Problem[] {
  const pages = pagesOf(journey);
  return repeats(pages, (page) => page.route).map(({ item, first }) =>
    error(fileOf(item), `route "${item.route}" is also the route of page "${pages[first].id}"`, {
      check: "duplicate-route",
      subject: item,
    }),
  );
}

export const checkDuplicates: ProductCheck = ({ journey, fileOf, fieldWhere }) => [
  ...routeDuplicates(journey, fileOf),
  ...pagesOf(journey).flatMap((page) => pageDuplicates(page, fileOf(page), fieldWhere)),
];
