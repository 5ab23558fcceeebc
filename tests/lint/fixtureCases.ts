/**
 * The fixture table: each folder under tests/fixtures/journeys shows one defect (or one feature).
 * Checks added later keep their rows in tests/lint/cases/<area>.ts, merged here.
 */
import * as conditions from "./cases/conditions.ts";
import * as dataFlow from "./cases/dataFlow.ts";
import * as references from "./cases/references.ts";
import * as schemas from "./cases/schemas.ts";
import * as settings from "./cases/settings.ts";
import * as files from "./cases/files.ts";
import type { Expected } from "./expectedProblem.ts";

const AREAS = [references, dataFlow, conditions, schemas, settings, files];

const CORE_DEFECTS: Record<string, Expected[]> = {
  "unknown-edge-target": [{ file: "car/pages/start.json", message: 'next[0].to: unknown target "rat"' }],
  "two-default-edges": [{ file: "car/pages/start.json", message: "has 2 default edges (next[0], next[1])" }],
  "default-not-last": [{ file: "car/pages/start.json", message: 'the default edge next[0] (to "rate") must be the last edge' }],
  "unreachable-page": [{ file: "car/pages/orphan.json", message: 'page "orphan" is unreachable from the start page "start"' }],
  "dead-end": [{ file: "car/pages/start.json", message: 'page "start" is a dead end' }],
  "broken-include": [{ file: "car/pages/start.json", message: 'include "../../common/fields/missing.json#/firstName": file not found' }],
  "include-cycle": [
    {
      file: "common/fields/loop.json",
      message: "include cycle: common/fields/loop.json#/first -> common/fields/loop.json#/second -> common/fields/loop.json#/first",
    },
  ],
  "unknown-widget": [{ file: "car/pages/start.json", message: 'field "firstName": unknown widget "txet" (did you mean "text"?)' }],
  "unknown-operator": [{ file: "car/pages/start.json", message: 'field "firstName" visibleWhen: unknown JsonLogic operator "method"' }],
  "missing-required-message": [{ file: "car/pages/start.json", message: 'field "firstName": required but has no messages.required' }],
  "placeholder-without-param": [
    { file: "car/pages/start.json", message: "rules[0]: message placeholder {min} has no matching key in params" },
  ],
  "bad-semver": [{ file: "car/manifest.json", message: 'version: "1.0" is not in the expected form: The journey\'s semver version' }],
  "schema-typo": [{ file: "car/pages/start.json", message: 'fields[0]: unknown property "lable" (did you mean "label"?)' }],
  "invalid-json": [{ file: "car/pages/start.json", message: "not valid JSON" }],
  "not-canonical": [{ file: "car/pages/too-young.json", message: "not in the canonical layout" }],
  "missing-start-page": [{ file: "car/manifest.json", message: 'startPage "begin" is not a page of "car"' }],
  "page-file-name": [{ file: "car/pages/begin.json", message: 'page id "start" must match the file name: name the file start.json' }],
  "missing-page-file": [{ file: "car/manifest.json", message: 'page file "pages/gone.json" does not exist' }],
  "duplicate-route": [{ file: "car/pages/other.json", message: 'route "/start" is also the route of page "start"' }],
  "route-is-app-route": [{ file: "car/pages/start.json", message: 'route "/rate" is also app route "rate"' }],
  "unknown-goto": [{ file: "car/pages/start.json", message: 'actions[0].then[0].goTo: unknown target "nowhere"' }],
  "unknown-data-source": [{ file: "car/pages/start.json", message: 'loaders[0]: unknown data source "vehicleByPlate"' }],
  "unknown-page-reference": [{ file: "car/pages/start.json", message: 'reference[1]: unknown reference-data list "fuelTypes"' }],
  "unknown-options-list": [{ file: "car/pages/start.json", message: 'optionsFrom unknown reference-data list "titles"' }],
  "option-label-without-list": [
    {
      file: "car/pages/start.json",
      message: 'field "title": optionLabel words the options of an optionsFrom list, but this field has none',
    },
  ],
  "option-label-unknown-placeholder": [
    { file: "car/pages/start.json", message: 'fields[0].optionLabel: "{value} ({cod})" is not in the expected form' },
  ],
  "search-words-unknown-option": [
    {
      file: "car/pages/start.json",
      message: 'field "title": ui.searchWords names "MSS", which no option of reference-data list "title" has (did you mean "MS"?)',
    },
  ],
  "search-words-not-search": [
    { file: "car/pages/start.json", message: 'field "title": ui.searchWords are read by the search widget only, not by "select"' },
  ],
  "keyword-without-message": [
    { file: "car/pages/start.json", message: "schema.maxLength has no message (add messages.maxLength or messages.invalid)" },
  ],
  "number-box-without-type-message": [
    {
      file: "car/pages/start.json",
      message: 'field "seats": the number box lets letters through to schema.type, which has no message (add messages.type)',
    },
  ],
  "page-rule-unknown-field": [{ file: "car/pages/start.json", message: 'rules[0]: field "firstname" is not a field of page "start"' }],
  "unlisted-page-file": [{ file: "car/pages/draft.json", message: 'not listed in car/manifest.json "pages"' }],
  "unknown-condition": [{ file: "car/pages/start.json", message: 'condition "hasPets" is not defined (did you mean "hasPet"?)' }],
  "unknown-option-set": [{ file: "car/pages/start.json", message: 'option set "yesno" is not defined (did you mean "yesNo"?)' }],
  "wrong-schema-path": [{ file: "car/pages/start.json", message: '"$schema" is "../journey.schema.json"' }],
};

/** Features that must lint without errors (warnings for name lists a case leaves out are fine). */
const CORE_FEATURES: string[] = [
  "literal-objects-are-not-logic", // an object with two keys is a literal, even with "method"/"log" keys
  "goto-app-route", // goTo may name an app route from common/routes.json
  "number-box-with-type-message", // letters in a number box have words of their own
  "search-words-right", // a search finds options by words of their own, on a reference list or inline options
];

export const DEFECTS: Record<string, Expected[]> = Object.assign({}, CORE_DEFECTS, ...AREAS.map((area) => area.DEFECTS));
export const FEATURES: string[] = [...CORE_FEATURES, ...AREAS.flatMap((area) => area.FEATURES)];
