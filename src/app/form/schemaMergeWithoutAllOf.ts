/**
 * What the browser build resolves `@x0k/json-schema-merge` to (vite.config.ts). @rjsf/utils merges
 * schemas only to resolve an `allOf`, and answer schemas hold none: the journey file schema's
 * `answerSchema` allows no `allOf`, `anyOf`, `oneOf` or `if` (tests/app/schemaStandIns.test.ts).
 * RJSF builds its merger once as it loads, so these make one that is never called; the merge code
 * (about 4 KiB gzip) stays out of the page, and were a merge ever asked for, the page fails loudly.
 */
function unreachable(): never {
  throw new Error("@x0k/json-schema-merge is not in the browser build: answer schemas hold no allOf");
}

export const createComparator = () => ({ compareSchemaDefinitions: unreachable, compareSchemaValues: unreachable });
export const createMerger = () => ({ mergeArrayOfSchemaDefinitions: unreachable });
export const createShallowAllOfMerge = () => unreachable;
export const createDeduplicator = () => unreachable;
export const createIntersector = () => unreachable;
