import type { Expected } from "../expectedProblem.ts";

const MANIFEST = "car/manifest.json";

/** Fixture folder (under tests/fixtures/journeys) to the errors it must produce, exactly. */
export const DEFECTS: Record<string, Expected[]> = {
  "settings-limit-typo": [{ file: MANIFEST, message: 'limits: unknown property "ncdMaxx" (did you mean "ncdMax"?)' }],
  "settings-limit-type": [{ file: MANIFEST, message: 'limits.ncdMax: must be an integer (got "9")' }],
  "settings-intro-typo": [{ file: MANIFEST, message: 'intro.step1: unknown property "titel" (did you mean "title"?)' }],
  "settings-intro-missing-key": [{ file: MANIFEST, message: 'intro.step2: missing property "agree"' }],
  "settings-limits-order": [{ file: MANIFEST, message: "limits.driverAge.min (76) must be at most limits.driverAge.max (75)" }],
  "settings-intro-duplicate": [
    { file: MANIFEST, message: 'intro.step2.declarations[2] repeats intro.step2.declarations[0] "You hold a UK licence."' },
  ],
  "settings-final-age-order": [
    { file: MANIFEST, check: "limits-order", message: "limits.finalAge.min (70) must be at most limits.finalAge.max (69)" },
  ],
  "settings-limits-default": [
    { file: MANIFEST, check: "limits-default", message: "limits.milesDefault (50000) must be at most limits.milesMax (41000)" },
  ],
  "settings-licence-years": [
    {
      file: MANIFEST,
      check: "limits-licence-years",
      message:
        "limits.licenceYears[9] (70): no driver can have held a licence that long (the oldest, 75, licensed from 18, at most 57 years)",
    },
  ],
  "settings-ncd-max": [{ file: MANIFEST, check: "limits-ncd", message: "limits.ncdMax (60): no policyholder can reach it" }],
  "age-check-below-max": [
    {
      file: "car/pages/about-you.json",
      check: "age-check",
      message:
        'field "dob" rules[0] "ageBetween": the message says ages up to 75 are accepted, but ">=" {"var":"limits.driverAge.max"} refuses age 75 and over',
    },
  ],
  "settings-suppression-unknown": [
    {
      file: MANIFEST,
      message: 'limits.lint: suppression "limit-order" is not a check of the manifest\'s limits (did you mean "limits-order"?)',
    },
  ],
};

/**
 * Fixture folders that must lint without errors: every limit the real journeys use with a full
 * intro, a limits-order problem excused on the limits by a reasoned suppression, and a suppression
 * on the intro that excuses nothing (a warning, tested in settingsSuppressions.test.ts).
 */
export const FEATURES: string[] = ["settings-all-limits", "settings-limits-suppressed", "settings-unused-suppression", "age-check-right"];
