import type { Expected } from "../expectedProblem.ts";

const ABOUT_YOU = "car/pages/about-you.json";
const VEHICLE = "common/pages/vehicle.json";
const TOO_YOUNG = "car/pages/too-young.json";

/** Fixture folder (under tests/fixtures/journeys) to the errors it must produce, exactly. */
export const DEFECTS: Record<string, Expected[]> = {
  // unknown-reference
  "ref-unknown-answer": [
    {
      file: ABOUT_YOU,
      message:
        'page "about-you": completeWhen reads "answers.firstNme", but no page of "car" asks or sets "driver.firstNme" (did you mean "answers.firstName"?)',
    },
  ],
  "ref-unknown-named-slot": [
    {
      file: ABOUT_YOU,
      message:
        'page "about-you": field "smoker" visibleWhen reads "quote.named.1.added", but no page of "car" asks or sets "named.1.added" (did you mean "quote.named.0.added"?)',
    },
  ],
  "ref-unknown-limit": [
    {
      file: ABOUT_YOU,
      message:
        'page "about-you": field "dob" rules[0].params.min reads "limits.driverAge.mn", but the limits of "car" have no "driverAge.mn" (did you mean "limits.driverAge.min"?)',
    },
  ],
  "ref-unknown-loaded-data": [
    {
      file: VEHICLE,
      message:
        'page "vehicle": field "model" optionsFromData.items reads "data.lookpu.models", but no loader of page "vehicle" exposes "lookpu" (loaders name what they expose with "as") (did you mean "data.lookup"?)',
    },
  ],
  "ref-unknown-reference-list": [
    {
      file: VEHICLE,
      message:
        'page "vehicle": loaders[0].when reads "data.reference.titles", but "titles" is no reference-data list (did you mean "data.reference.title"?)',
    },
  ],
  "ref-reference-list-not-fetched": [
    {
      file: TOO_YOUNG,
      message:
        'page "too-young": content[0].visibleWhen reads "data.reference.title", but page "too-young" does not fetch reference list "title" (add it to the page\'s "reference")',
    },
  ],
  "ref-unknown-root": [
    {
      file: ABOUT_YOU,
      message:
        'page "about-you": completeWhen reads "answer.firstName", but "answer" is none of answers, quote, driver, limits, data, product, today, journey, value, result (did you mean "answers"?)',
    },
  ],
  // reference-out-of-scope
  "ref-value-out-of-scope": [
    {
      file: ABOUT_YOU,
      message: 'page "about-you": field "cover" effects[0].when reads "value", but "value" is only set in rules and transforms',
    },
  ],
  "ref-result-out-of-scope": [
    {
      file: VEHICLE,
      message: 'page "vehicle": loaders[0].onEmpty[0].when reads "result.abicode", but "result" is only set in the onResult outcomes',
    },
  ],
  "ref-data-in-summary": [
    {
      file: ABOUT_YOU,
      message:
        'page "about-you": summary[0].value reads "data.reference.title", but summary lines are shown off their page, where no data is loaded',
    },
  ],
  // unknown-placeholder
  "ref-rule-placeholder": [
    {
      file: ABOUT_YOU,
      message: 'page "about-you": field "dob" rules[0]: message placeholder {mn} has no matching key in params (did you mean "{min}"?)',
    },
  ],
  "ref-max-without-maximum": [
    {
      file: VEHICLE,
      message:
        'page "vehicle": field "year" messages.maximum: {max} is filled only when schema.maximum fails, and the schema has no maximum',
    },
  ],
  "ref-invalid-placeholder": [
    {
      file: ABOUT_YOU,
      message:
        'field "firstName" (from ../../common/fields/person.json#/firstName) messages.invalid: {max} stays unfilled when schema.pattern fails',
    },
  ],
  "ref-text-placeholder": [{ file: TOO_YOUNG, message: 'page "too-young": content[0].text: {min} is shown as written' }],
  // unknown-field-name
  "ref-content-after": [
    {
      file: ABOUT_YOU,
      message: 'page "about-you": content[0].after: "firstNme" is not a field of page "about-you" (did you mean "firstName"?)',
    },
  ],
  "ref-action-after": [
    {
      file: VEHICLE,
      message: 'page "vehicle": actions[0].after: "modle" is not a field of page "vehicle" (did you mean "model"?)',
    },
  ],
  "ref-field-error-field": [
    {
      file: VEHICLE,
      message: 'page "vehicle": loaders[0].onEmpty[0].fieldError.field: "modle" is not a field of page "vehicle" (did you mean "model"?)',
    },
  ],
  // unknown-anchor
  "ref-unknown-anchor": [
    {
      file: ABOUT_YOU,
      message: 'page "about-you": next[1].anchor: page "vehicle" has no element "f-modle" (did you mean "f-model"?)',
    },
  ],
  // unknown-draft-path
  "ref-unknown-clear-path": [
    {
      file: VEHICLE,
      message: 'page "vehicle": actions[1].then[0].clear[0]: "numberplte" names no answer or stored value (did you mean "numberplate"?)',
    },
  ],
  // unknown-named-start-page
  "ref-named-start-page": [
    { file: "car/manifest.json", message: 'namedStartPage "vehicles" is not a page of "car" (did you mean "vehicle"?)' },
  ],
};

/** Fixture folders that must lint without errors. */
export const FEATURES: string[] = [
  // Named-driver slots and {index} pages, repeated {n} fields, loaded data and fetched lists, result
  // in onResult, value in rules, keyword placeholders, after, anchors, fieldError and resetOnRemove.
  "ref-resolved",
  // The unknown named-driver slot of ref-unknown-named-slot, excused on its field with a reason.
  "ref-suppressed",
];
