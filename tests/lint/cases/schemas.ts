import type { Expected } from "../expectedProblem.ts";

const START = "car/pages/start.json";
const at = (message: string): Expected[] => [{ file: START, message }];

/** Fixture folder (under tests/fixtures/journeys) to the errors it must produce, exactly. */
export const DEFECTS: Record<string, Expected[]> = {
  // schemas and options (checkSchemas)
  "schema-min-above-max": at('page "start": field "points": schema.minimum 12 is above schema.maximum 0: no answer can pass'),
  "schema-length-range": at('page "start": field "reg": schema.minLength 8 is above schema.maxLength 7: no answer can pass'),
  "schema-exclusive-range": at(
    'page "start": field "value": schema.exclusiveMinimum 100 is equal to schema.maximum 100: no answer can pass',
  ),
  "schema-multiple-out-of-range": at(
    'page "start": field "miles": no multiple of schema.multipleOf 1000 lies between schema.minimum 1 and schema.maximum 999',
  ),
  "schema-pattern-on-number": at(
    'page "start": field "points": schema.pattern applies to text, but schema.type is "integer": it is never checked',
  ),
  "schema-minimum-on-string": at(
    'page "start": field "reg": schema.minimum applies to numbers, but schema.type is "string": it is never checked',
  ),
  "schema-bad-pattern": at('page "start": field "reg": schema.pattern "^[A-Z" is not a valid regular expression'),
  "schema-option-type": at('page "start": field "smoker": option "yes" is not of type boolean, so it can never be chosen'),
  "schema-options-out-of-range": at(
    'page "start": field "ncd": options 10, 11, 12 can never be chosen: the schema rejects them (10 is above schema.maximum 9)',
  ),
  "schema-enum-type": at('page "start": field "doors": schema.enum[1] "5" is not of type integer'),
  "schema-options-enum": at(
    'page "start": field "fuel": option values "P", "D" disagree with schema.enum ["P", "E"]: "D" is not in the enum, "E" has no option',
  ),
  "schema-default-type": at('page "start": field "doors": default "5" is not of type integer'),
  "schema-default-not-option": at('page "start": field "cover": default "fully" is not one of the options ("comprehensive", "tpft")'),
  "schema-default-out-of-range": at('page "start": field "excess": default 750 is above schema.maximum 500'),
  "schema-choice-without-options": at(
    'page "start": field "cover": widget "radios" offers a choice, but the field has no options, optionsFrom or optionsFromData',
  ),
  "schema-two-option-sources": at('page "start": field "title": has options from options and optionsFrom: only optionsFrom is used'),
  // An empty list is the journey schema's to reject, an empty range the loader's.
  "schema-empty-options": at("fields[0].options: [] is not allowed here"),
  "schema-empty-range": at('range "9..3" has no options: it ends below where it starts'),

  // duplicates (checkDuplicates; routes: see duplicate-route in fixtureCases.ts)
  "dup-field": at('page "start": field "firstName" is asked twice: fields 1 and 3 of the page share one answer'),
  "dup-field-include": at(
    'page "start": field "firstName" (from ../../common/fields/person.json#/firstName) is asked twice: fields 1 and 2',
  ),
  "dup-field-repeat": at('page "start": field "claimDate" is asked twice: fields 1 and 2 of the page share one answer'),
  "dup-action": at('page "start": actions[1] repeats the id "continue" of actions[0]'),
  "dup-content": at('page "start": content[1] repeats the id "intro" of content[0]'),
  "dup-option-value": at('page "start": field "cover": options[1] repeats the value "comp" of options[0]'),
  "dup-option-label": at('page "start": field "cover": options[1] repeats the label "Comprehensive" of options[0]'),
  "dup-enum-value": at('page "start": field "fuel": schema.enum[2] repeats the value "P" of schema.enum[0]'),
  "dup-rule": at('page "start": field "firstName": rules[1] repeats the id "notTest" of rules[0]'),
  "dup-loader": at('page "start": loaders[1] exposes its result as data.lookup, as loaders[0] does: one overwrites the other'),

  // actions and loaders (checkActions; a load's outcomes reach checkTargets and checkOperators too)
  "action-unknown-source": at('page "start": actions[0].load: unknown data source "adressLookup" (did you mean "addressLookup"?)'),
  "action-load-unknown-target": at('actions[0].load.onError[0].goTo: unknown target "eror"'),
  "action-load-unknown-operator": at('actions[0].load.onResult[0].when: unknown JsonLogic operator "vr"'),
  "action-index-not-named": at('page "start": actions[0].then[0].index: goTo "rate" is not a named-driver page'),
  "action-index-without-goto": at(
    'page "start": actions[0].then[0].index: index picks the named driver of a goTo, but this outcome has no goTo',
  ),
  "action-named-without-index": at('page "start": actions[0].then[0].goTo: "named" is a named-driver page: give an index'),
  "action-after-goto": at('page "start": actions[0].then[1]: never applied: actions[0].then[0] always goes to "rate" first'),
  "action-stay-goto": at(
    'page "start": actions[0].then[0].goTo: "find" is a stay button, which never leaves the page: goTo "rate" is ignored',
  ),
  "action-load-never-made": at('page "start": actions[0].load: never made: actions[0].then[0] always goes to "rate" first'),
  "action-marker-without-goto": at('page "start": actions[0].then[0].marker: a marker is carried only by a goTo\'s address'),
};

/** Fixture folders that must lint without errors. */
export const FEATURES: string[] = [
  "schema-right", // options agreeing with the enum, defaults in range, "nonselected", JsonLogic defaults
  "schema-suppressed", // a default outside the range, excused with a reason
  "dup-right", // one answer asked by two fields shown for different values of another answer; rounds named with {n}
  "dup-suppressed", // a repeated field excused with a reason
  "action-right", // index with a goTo to a named-driver page, conditional goTos, a load after a then that may not move
  "action-suppressed", // an index on a goTo to an app route, excused with a reason
];
