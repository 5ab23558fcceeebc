import type { Expected } from "../expectedProblem.ts";

const SCENARIO = "car/scenarios/about-you.json";

/** Fixture folder (under tests/fixtures/journeys) to the errors it must produce, exactly. */
export const DEFECTS: Record<string, Expected[]> = {
  "data-source-args-unknown": [
    {
      file: "common/pages/vehicle.json",
      check: "data-source-args",
      message:
        'loaders[0].args.registraton: data source "vehicleQuery" takes no argument "registraton" (it takes registration, productClass) (did you mean "registration"?)',
    },
  ],
  "route-clash-app-routes": [
    { file: "common/routes.json", check: "route-clash", message: 'app route "declined": path "/rate" is also app route "rate"\'s' },
  ],
  "scenario-unknown-page": [
    { file: SCENARIO, check: "scenario-reference", message: '"about-yuo" is no page of car (did you mean "about-you"?)' },
  ],
  "scenario-unknown-field": [
    { file: SCENARIO, check: "scenario-reference", message: '"dobb" is no field of page "about-you" (did you mean "dob"?)' },
  ],
  "scenario-unknown-message": [
    {
      file: SCENARIO,
      check: "scenario-message",
      message: 'recorded message "You must be at least 17 years" is no message of a page of car',
    },
  ],
  "named-wording-you": [
    {
      file: "car/pages/named-history.json",
      check: "named-wording",
      message:
        'field "years" label "How many years have you held a licence?" speaks to the driver as "you" (did you mean "How many years have they held a licence?"?)',
    },
  ],
  "named-wording-shared": [
    {
      file: "car/pages/named-history.json",
      check: "named-wording",
      message:
        'field "status" messages.required "Select what best describes you" is the policyholder\'s text, word for word, and speaks to the driver as "you" (did you mean "Select what best describes them"?)',
    },
  ],
  "named-slots-resets": [
    {
      file: "car/pages/final.json",
      check: "named-slots",
      message:
        "content[1].resetOnRemove resets final.contacts.# for named drivers 1, but the product has 2 (limits.namedDrivers): not final.contacts.2",
    },
  ],
};

/** Fixture folders that must lint without errors: declared data-source arguments, a scenario naming only what exists, named drivers worded and reset right. */
export const FEATURES: string[] = ["data-source-args-right", "scenario-right", "named-wording-right", "named-slots-right"];
