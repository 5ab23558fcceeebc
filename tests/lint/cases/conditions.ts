import type { Expected } from "../expectedProblem.ts";

const ABOUT_YOU = "car/pages/about-you.json";

/** Fixture folder (under tests/fixtures/journeys) to the errors it must produce, exactly. */
export const DEFECTS: Record<string, Expected[]> = {
  "edge-never-literal": [
    {
      file: "car/pages/about-you.json",
      check: "edge-never",
      message: 'next[0] (to "too-young") can never be taken: no answers make its condition true',
    },
    {
      file: "car/pages/too-young.json",
      check: "unreachable-by-logic",
      message: 'page "too-young" is unreachable from the start page "about-you"',
    },
  ],
  "trap-loop-some-answers": [
    {
      file: "car/pages/too-young.json",
      check: "trap-cycle",
      message:
        'page "too-young": next[0] (to "vehicle") leads back to "vehicle", whose next[0] (to "too-young") led here, for the same answers (neither page asks what decides it)',
    },
  ],
  "cond-code-case": [
    {
      file: "car/pages/about-you.json",
      check: "condition-never",
      message:
        'field "years" visibleWhen can never be true: answers.title is one of "MR", "MS", "nonselected" and is compared with "mr" (did you mean "MR"?)',
    },
  ],
  "cond-never-literal": [
    {
      file: "car/pages/about-you.json",
      check: "condition-never",
      message: 'field "years" visibleWhen can never be true: it reads nothing, only fixed values ({"===":["yes",true]})',
    },
  ],
  "options-enum-reference-list": [
    {
      file: "car/pages/about-you.json",
      check: "options-enum",
      message:
        'reference list "title"\'s codes "MR", "MS" disagree with schema.enum ["MR", "MRS"]: "MS" is not in the enum, "MRS" has no option (did you mean "MR"?)',
    },
  ],
  // Conditions against the answers' types and options.
  "cond-option-typo": [
    {
      file: ABOUT_YOU,
      message:
        'page "about-you": field "smoker" visibleWhen can never be true: answers.cover is one of "comprehensive", "tpft" and is compared with "Comprehensive"',
    },
  ],
  "cond-boolean-vs-string": [
    {
      file: ABOUT_YOU,
      message: 'page "about-you": field "years" visibleWhen can never be true: answers.smoker is true or false and is compared with "yes"',
    },
  ],
  "cond-number-vs-string": [
    {
      file: ABOUT_YOU,
      message:
        'page "about-you": field "cover" effects[0].when can never be true: answers.years is one of 0, 1, 2, 3, "nonselected" and is compared with "2"',
    },
  ],
  "cond-beyond-range": [
    {
      file: ABOUT_YOU,
      message:
        'page "about-you": field "smoker" visibleWhen can never be true: answers.years is one of 0, 1, 2, 3, "nonselected" and is compared with 5 by ">"',
    },
  ],
  "cond-always-true": [
    {
      file: ABOUT_YOU,
      message:
        'page "about-you": field "smoker" enabledWhen is always true: answers.cover is one of "comprehensive", "tpft" and is compared with "third-party"',
    },
  ],
  "cond-contradiction": [
    {
      file: ABOUT_YOU,
      message: 'page "about-you": field "years" visibleWhen can never be true: no answers make it true (it reads answers.smoker)',
    },
  ],
  "cond-date-of-number": [
    {
      file: ABOUT_YOU,
      message:
        'page "about-you": field "years" rules[0].errorWhen: ageAt\'s first argument is never a date: value is one of 0, 1, 2, 3, "nonselected"',
    },
  ],
  "cond-date-literal": [
    {
      file: ABOUT_YOU,
      message:
        'page "about-you": field "dob" rules[0].errorWhen: dateAfter\'s second argument is never a date: "today" is not a YYYY-MM-DD date (today is {"today": []})',
    },
  ],
  "cond-operator-arity": [{ file: ABOUT_YOU, message: 'next[0].when: "ageAt" takes 2 arguments, given 1' }],
  // Edges judged by their conditions.
  "edge-never": [
    { file: ABOUT_YOU, message: 'page "about-you": next[0] (to "too-young") can never be taken: no answers make its condition true' },
    {
      file: "car/pages/too-young.json",
      message:
        'page "too-young" is unreachable from the start page "about-you": every way in can never be taken (page "about-you" next[0] (to "too-young"))',
    },
  ],
  "edge-shadowed": [
    {
      file: ABOUT_YOU,
      message:
        'page "about-you": next[1] (to "too-young") can never be taken: whenever it could be, next[0] (to "too-young") is taken first',
    },
  ],
  "edge-default-shadowed": [
    {
      file: ABOUT_YOU,
      message:
        'page "about-you": next[1] (to "vehicle"), the default, can never be taken: whenever it could be, next[0] (to "too-young") is taken first',
    },
    {
      file: "common/pages/vehicle.json",
      message:
        'page "vehicle" is unreachable from the start page "about-you": every way in can never be taken (page "about-you" next[1] (to "vehicle"))',
    },
  ],
  "edge-trap-cycle": [
    {
      file: "car/pages/too-young-help.json",
      message:
        'page "too-young-help": next[0] (to "too-young") closes a cycle with no way out: pages "too-young" and "too-young-help" lead only to each other',
    },
  ],
};

/** Fixture folders that must lint without errors. */
export const FEATURES: string[] = [
  "cond-right-types", // comparisons with real option values, in range, of the answer's type; date operations on dates
  "cond-suppressed", // a comparison that can never be true, kept on purpose with a reason
  "edge-right-order", // each conditional edge can be taken; a cycle the user can leave
  "edge-suppressed", // an edge switched off on purpose, and the page it leaves unreachable, each with a reason
];
