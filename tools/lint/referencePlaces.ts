/**
 * Names of places on pages: content and action `after` (a field of the same page), an edge's
 * `anchor` (an element id on the page it goes to), an outcome's `fieldError.field` (a field of the
 * page gone to, or of the current page without `goTo`; `""` for the error summary only), and the
 * draft paths `resetOnRemove` and an outcome's `clear` empty.
 */
import type { ResolvedJourney, ResolvedPage } from "../../src/engine/index.ts";
import { fieldId } from "../../src/app/form/formSchema.ts";
import { closest } from "./describeAjvError.ts";
import { outcomesOf } from "./pageParts.ts";
import type { DraftPaths } from "./referenceDraftPaths.ts";

export interface PlaceProblem {
  check: "unknown-field-name" | "unknown-anchor" | "unknown-draft-path";
  text: string;
  subject: object;
}

const guess = (name: string | undefined) => (name ? ` (did you mean "${name}"?)` : "");

function fieldNameProblem(where: string, name: string, page: ResolvedPage, subject: object): PlaceProblem | undefined {
  const names = page.fields.map((field) => field.name);
  if (names.includes(name)) return undefined;
  return {
    check: "unknown-field-name",
    text: `${where}: "${name}" is not a field of page "${page.id}"${guess(closest(name, names))}`,
    subject,
  };
}

/** The element ids the renderer gives a page: its content blocks' ids (and a named-driver block's title), and `f-<field>`. */
export function elementIds(page: ResolvedPage): string[] {
  const ids = (page.content ?? []).flatMap((block) => {
    if (block.id === undefined) return [];
    return block.kind === "namedDrivers" && block.text ? [block.id, `${block.id}-title`] : [block.id];
  });
  return [...ids, ...page.fields.map((field) => fieldId(field.name))];
}

function anchorProblems(page: ResolvedPage, journey: ResolvedJourney): PlaceProblem[] {
  return page.next.flatMap((edge, i) => {
    const target = journey.pages[edge.to];
    // An unknown target is reported by the targets check; an app route's elements are not the journey's.
    if (edge.anchor === undefined || !target) return [];
    const ids = elementIds(target);
    if (ids.includes(edge.anchor)) return [];
    const text = `next[${i}].anchor: page "${target.id}" has no element "${edge.anchor}"${guess(closest(edge.anchor, ids))}`;
    return [{ check: "unknown-anchor" as const, text, subject: edge }];
  });
}

function fieldErrorProblems(page: ResolvedPage, journey: ResolvedJourney): PlaceProblem[] {
  return outcomesOf(page).flatMap(({ where, value: outcome }) => {
    const field = outcome.fieldError?.field;
    if (field === undefined || field === "") return [];
    const shownOn = outcome.goTo === undefined ? page : journey.pages[outcome.goTo];
    if (!shownOn) {
      const text = `${where}.fieldError.field: "${field}" is shown on "${outcome.goTo}", which is not a journey page and has no fields (use "" or go to a page)`;
      return [{ check: "unknown-field-name" as const, text, subject: outcome }];
    }
    const problem = fieldNameProblem(`${where}.fieldError.field`, field, shownOn, outcome);
    return problem ? [problem] : [];
  });
}

function draftPathProblems(page: ResolvedPage, draft: DraftPaths): PlaceProblem[] {
  const lists: { where: string; paths: string[] | undefined; subject: object }[] = [
    ...(page.content ?? []).map((block, i) => ({ where: `content[${i}].resetOnRemove`, paths: block.resetOnRemove, subject: block })),
    ...outcomesOf(page).map(({ where, value }) => ({ where: `${where}.clear`, paths: value.clear, subject: value })),
  ];
  return lists.flatMap(({ where, paths, subject }) =>
    (paths ?? []).flatMap((path, i) => {
      if (draft.has(path)) return [];
      const text = `${where}[${i}]: "${path}" names no answer or stored value${guess(closest(path, draft.names()))}`;
      return [{ check: "unknown-draft-path" as const, text, subject }];
    }),
  );
}

export function placeProblems(page: ResolvedPage, journey: ResolvedJourney, draft: DraftPaths): PlaceProblem[] {
  const afters = [
    ...(page.content ?? []).map((block, i) => ({ where: `content[${i}].after`, name: block.after, subject: block as object })),
    ...(page.actions ?? []).map((action, i) => ({ where: `actions[${i}].after`, name: action.after, subject: action as object })),
  ];
  const found: PlaceProblem[] = afters.flatMap(({ where, name, subject }) => {
    const problem = name === undefined ? undefined : fieldNameProblem(where, name, page, subject);
    return problem ? [problem] : [];
  });
  return [...found, ...anchorProblems(page, journey), ...fieldErrorProblems(page, journey), ...draftPathProblems(page, draft)];
}
