/**
 * References resolve: every `var` in every logic slot names something the engine gives that logic
 * (an answer of the product, a limit, loaded data, a fetched reference list, `value`/`result` where
 * they exist), every `{placeholder}` a customer would see is filled, and every named place (after,
 * anchor, fieldError.field, resetOnRemove, clear, namedStartPage) exists. The product's names are
 * worked out once, so each `var` costs a few lookups.
 */
import { error, type Problem } from "./problem.ts";
import { pagesOf, type ProductCheck, type ProductContext } from "./productContext.ts";
import { introSlots, logicSlots } from "./logicSlots.ts";
import { varReads } from "./logicVars.ts";
import { closest } from "./describeAjvError.ts";
import { draftPaths } from "./referenceDraftPaths.ts";
import { limitPathsOf, readProblem, scopeOf, type ProductNames } from "./referenceReads.ts";
import { placeholderProblems } from "./referencePlaceholders.ts";
import { placeProblems } from "./referencePlaces.ts";

/** Check id to what it finds (suppressible with `"lint": {"<id>": "<reason>"}`). */
export const REFERENCE_CHECKS: Record<string, string> = {
  "unknown-reference": "a JsonLogic var names no answer, limit, loaded data or reference list of the product",
  "reference-out-of-scope": "a var reads value, result or data where the engine does not give it",
  "unknown-placeholder": "a {placeholder} in a message or text that the engine never fills",
  "unknown-field-name": "a content or action after, a page rule's field or an outcome's fieldError.field names no field of its page",
  "unknown-anchor": "an edge's anchor names no element of the page it goes to",
  "unknown-draft-path": "a resetOnRemove or clear path names no answer or stored value",
  "unknown-named-start-page": "the manifest's namedStartPage is not a page of the product",
};

function productNames(context: ProductContext): ProductNames {
  const { journey, registries, id } = context;
  const loadedOn = new Map<string, string[]>();
  for (const page of pagesOf(journey)) {
    for (const loader of page.loaders ?? []) {
      if (loader.as !== undefined) loadedOn.set(loader.as, [...(loadedOn.get(loader.as) ?? []), page.id]);
    }
  }
  // Whatever folder is linted, a result is held against the server's schema for the data source of
  // its name (a source the schema does not have, as the linter's fixtures name, is left open).
  const resultShapes = true;
  return {
    product: id,
    journey,
    loadedOn,
    resultShapes,
    draft: draftPaths(journey, resultShapes),
    limitPaths: limitPathsOf(journey.limits),
    referenceData: registries.referenceData,
  };
}

export const checkReferences: ProductCheck = (context) => {
  const { journey, fileOf, fieldWhere, manifestFile } = context;
  const names = productNames(context);
  const problems: Problem[] = [];
  const { namedStartPage } = journey;
  if (namedStartPage !== undefined && !journey.pages[namedStartPage]) {
    const near = closest(namedStartPage, journey.pageOrder);
    problems.push(
      error(
        manifestFile,
        `namedStartPage "${namedStartPage}" is not a page of "${journey.id}"${near ? ` (did you mean "${near}"?)` : ""}`,
        { check: "unknown-named-start-page" },
      ),
    );
  }
  // The intro is shown over the start page's successors with no loaded data: it reads the quote as any page's logic does.
  const start = journey.pages[journey.startPage];
  for (const slot of start ? introSlots(journey) : []) {
    for (const read of varReads(slot.value)) {
      const problem = readProblem(read.path, start, { value: false, result: false, data: false }, names);
      if (!problem) continue;
      const check = problem.kind === "unknown" ? "unknown-reference" : "reference-out-of-scope";
      problems.push(error(manifestFile, `${slot.where} reads "${read.path}", but ${problem.text}`, { check, subject: slot.subject }));
    }
  }
  for (const page of pagesOf(journey)) {
    const file = fileOf(page);
    const on = `page "${page.id}": `;
    // A page reads the same few paths from many slots (each repeated round, each reveal): resolve each once.
    const resolved = new Map<string, ReturnType<typeof readProblem>>();
    for (const slot of logicSlots(page, (field) => fieldWhere(page, field))) {
      const scope = scopeOf(slot.where, page);
      const scopeKey = `${+scope.value}${+scope.result}${+scope.data}${scope.resultSource ?? ""}|`;
      const seen = new Set<string>();
      for (const read of varReads(slot.value)) {
        if (seen.has(read.path)) continue;
        seen.add(read.path);
        const key = scopeKey + read.path;
        if (!resolved.has(key)) resolved.set(key, readProblem(read.path, page, scope, names));
        const problem = resolved.get(key);
        if (!problem) continue;
        const check = problem.kind === "unknown" ? "unknown-reference" : "reference-out-of-scope";
        problems.push(error(file, `${on}${slot.where} reads "${read.path}", but ${problem.text}`, { check, subject: slot.subject }));
      }
    }
    for (const found of placeholderProblems(page, (field) => fieldWhere(page, field))) {
      problems.push(error(file, `${on}${found.text}`, { check: "unknown-placeholder", subject: found.subject }));
    }
    for (const found of placeProblems(page, journey, names.draft)) {
      problems.push(error(file, `${on}${found.text}`, { check: found.check, subject: found.subject }));
    }
  }
  return problems;
};
