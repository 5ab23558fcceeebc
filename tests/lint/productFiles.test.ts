/**
 * The checks of the files beside a product's pages (its rating file, the quote-request mapping, the
 * catalogue and its declarations, every text) on one small product (tests/fixtures/product-files):
 * four pages whose answers feed the rating inputs, a mapping of the whole insurer's request, a rating
 * file, a catalogue read by a small app (tests/fixtures/catalogue-app). Each case makes one edit of a
 * copy and expects exactly these problems.
 */
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../tools/lint/problem.ts";
import { editedCopy, FIXTURE_REGISTRIES, problemsIn, removeCopies, type FixtureFiles } from "./editedFixture.ts";
import type { Expected } from "./expectedProblem.ts";

const FIXTURE = "tests/fixtures/product-files";
const OPTIONS = { ...FIXTURE_REGISTRIES, appSourceFolders: [join(REPO_ROOT, "tests/fixtures/catalogue-app")] };
const RATING = "car/rating.json";
const MAPPING = "common/quote-request.json";
const TEXTS = "common/catalogue/texts.json";
const DECLARATIONS = "common/catalogue-declarations.json";
afterAll(removeCopies);

type Case = [string, (files: FixtureFiles) => void, Expected[]];
const vehicle = (json: FixtureFiles["json"]) => json(MAPPING).request.capturedQuoteModel.vehicles.items[0].fields;

const RATING_CASES: Case[] = [
  [
    "a category key misspelt",
    ({ json }) => (json(RATING).factors[1].values = { GARAGEE: 0.9, DRIVEWAY: 0.95, STREET_OUTSIDE_HOME: 1.08 }),
    [
      {
        file: RATING,
        check: "rating-values",
        message: 'key "GARAGEE" is no code overnightLocation can hold, so it never matches (did you mean "GARAGE"?)',
      },
    ],
  ],
  [
    "a rule reading an input no answer of the product feeds",
    ({ json }) => (json(RATING).underwriting[1].when = { ">": [{ var: "businessMileage" }, 10000] }),
    [{ file: RATING, check: "rating-rule-input", message: "reads businessMileage, which no answer of car feeds" }],
  ],
  [
    "a rule that can never fire (points above what two convictions can hold)",
    ({ json }) => (json(RATING).underwriting[0].when = { ">": [{ var: "convictionPoints" }, 24] }),
    [
      {
        file: RATING,
        check: "rating-rule-fires",
        message: 'underwriting[0] "more-than-6-points": can never fire for car (convictionPoints is a whole number from 0 to 24 or null)',
      },
    ],
  ],
  [
    "a rule that fires for every quote",
    ({ json }) => (json(RATING).underwriting[0].when = { "<=": [{ var: "convictionPoints" }, 24] }),
    [{ file: RATING, check: "rating-rule-fires", message: 'underwriting[0] "more-than-6-points": fires for every quote for car' }],
  ],
  [
    "a monthly plan whose APR is no longer the representative one",
    ({ json }) => (json(RATING).payment.monthly.interestFixedRate = 16),
    [
      {
        file: RATING,
        check: "rating-apr",
        message: "these terms give a representative 39.2% APR (on £1,000), but common/catalogue-declarations.json states 35.5%",
      },
    ],
  ],
];

const MAPPING_CASES: Case[] = [
  [
    "a request field left out",
    ({ json }) => delete vehicle(json).gvw,
    [{ file: MAPPING, check: "mapping-target", message: "request field capturedQuoteModel.vehicles[].gvw is not mapped" }],
  ],
  [
    "a request field misspelt",
    ({ json }) => {
      const fields = vehicle(json);
      fields.vehicleMakee = fields.vehicleMake;
      delete fields.vehicleMake;
    },
    [
      { file: MAPPING, check: "mapping-target", message: "request field capturedQuoteModel.vehicles[].vehicleMake is not mapped" },
      {
        file: MAPPING,
        check: "mapping-target",
        message: 'capturedQuoteModel.vehicles[].vehicleMakee is no field of the quote request (did you mean "vehicleMake"?)',
      },
    ],
  ],
  [
    "a conversion giving the wrong type",
    ({ json }) => (vehicle(json).value.as = "flag"),
    [
      {
        file: MAPPING,
        check: "mapping-type",
        message: 'capturedQuoteModel.vehicles[].value holds a number, but this source sends a boolean ("as": "flag")',
      },
    ],
  ],
  [
    "an answer its conversion never converts",
    ({ json }) => (vehicle(json).vehicleImported = { answer: "{use}.value", as: "flag" }),
    [
      {
        file: MAPPING,
        check: "mapping-type",
        message: 'answer `{use}.value` (car: field "value" on page "car") is a number, so "as": "flag" always sends null',
      },
    ],
  ],
  [
    "a source naming no answer",
    ({ json }) => (vehicle(json).noClaimsBonusYears.answer = "final.ndc"),
    [
      { file: "car/pages/final.json", message: "answer `ncd` on page `final` is neither sent in the quote request nor listed as not sent" },
      { file: MAPPING, check: "mapping-source", message: "answer `final.ndc` is asked by no journey (did you mean `final.ncd`?)" },
    ],
  ],
  [
    "a stored value nothing stores",
    ({ json }) => (vehicle(json).vehicleMake = { stored: "vehicle.make", as: "text" }),
    [
      {
        file: MAPPING,
        check: "mapping-source",
        message:
          "capturedQuoteModel.vehicles[0].vehicleMake: stored value `vehicle.make` is stored by no page, effect or outcome of any journey; if drafts from elsewhere hold it, say so in a note",
      },
    ],
  ],
  [
    "a stored value nothing stores, with a note saying why (nothing to report)",
    ({ json }) => (vehicle(json).vehicleMake = { stored: "vehicle.make", as: "text", note: "the lookup of an earlier journey stored it" }),
    [],
  ],
  [
    "a key written twice (two sources for one field)",
    ({ text }) =>
      text(MAPPING, (mapping) =>
        mapping.replace(
          '"quoteRef": {"derived": "quoteRef"},',
          '"quoteRef": {"derived": "quoteRef"},\n    "quoteRef": {"derived": "quoteRef"},',
        ),
      ),
    [
      { file: MAPPING, message: "not in the canonical layout" },
      { file: MAPPING, check: "duplicate-key", message: '"quoteRef" is written twice in this object' },
    ],
  ],
];

const TEXT_CASES: Case[] = [
  [
    "a placeholder left open",
    ({ json }) => (json("car/pages/about-you.json").fields[0].messages.format = "Enter a real date of birth {max"),
    [{ file: "car/pages/about-you.json", check: "text-braces", message: 'a "{" that opens no {placeholder}' }],
  ],
  [
    "a summary template's plural without other",
    ({ json }) => (json("car/pages/final.json").summary = [{ label: "No claims", text: "{ncd, plural, one {# year}}" }]),
    [{ file: "car/pages/final.json", check: "text-icu", message: "a plural or select without an `other` option" }],
  ],
  [
    'a summary template\'s "#" in a select, outside any plural',
    ({ json }) =>
      (json("car/pages/final.json").summary = [
        { label: "No claims", text: "{protectNcd, select, true {# years, protected} other {# years}}" },
      ]),
    [{ file: "car/pages/final.json", check: "text-icu", message: '"#" outside a plural (it is shown as written)' }],
  ],
  [
    "a straight apostrophe",
    ({ json }) => (json("car/pages/car.json").fields[1].label = "What is the car's value?"),
    [
      {
        file: "car/pages/car.json",
        check: "copy-quotes",
        message: 'a straight quote or apostrophe (did you mean "What is the car’s value?"?)',
      },
    ],
  ],
  [
    "two spaces in a row",
    ({ json }) => (json("car/pages/history.json").fields[0].fields[1].label = "Penalty  points"),
    [{ file: "car/pages/history.json", check: "copy-spaces", message: 'two spaces in a row (did you mean "Penalty points"?)' }],
  ],
  [
    "an empty message",
    ({ json }) => (json("car/pages/final.json").fields[0].messages.required = ""),
    [{ file: "car/pages/final.json", check: "copy-empty", message: "empty" }],
  ],
  [
    "a catalogue placeholder nothing passes",
    ({ json }) => (json(TEXTS).greeting = "Hello {nme}"),
    [
      {
        file: TEXTS,
        check: "catalogue-placeholder",
        message:
          '{nme} is not a placeholder the code reading this text passes (it is given {name}, {brand}; common/catalogue-declarations.json declares them) (did you mean "{name}"?)',
      },
    ],
  ],
  [
    "a declaration for a text that does not exist",
    ({ json }) => (json(DECLARATIONS).placeholders["texts.json"].priceAnnul = ["price"]),
    [{ file: DECLARATIONS, check: "catalogue-placeholder", message: 'texts.json has no text "priceAnnul" (did you mean "priceAnnual"?)' }],
  ],
  [
    "a catalogue text the code reads, renamed",
    ({ json }) => {
      const texts = json(TEXTS);
      texts.priceAnual = texts.priceAnnual;
      delete texts.priceAnnual;
      json(DECLARATIONS).placeholders["texts.json"] = {
        "*": ["brand"],
        greeting: ["name"],
        priceAnual: ["price"],
        priceMonthly: ["price"],
        deposit: ["price"],
      };
    },
    [
      {
        file: TEXTS,
        check: "catalogue-key-missing",
        message:
          'tests/fixtures/catalogue-app/QuotePage.tsx:9 reads "priceAnnual", which is not in this catalogue (did you mean "priceAnual"?)',
      },
    ],
  ],
  [
    "a declared placeholder the reading code does not pass",
    ({ json }) => {
      json(TEXTS).priceAnnual = "{price} a year for {count} months";
      json(DECLARATIONS).placeholders["texts.json"].priceAnnual = ["price", "count"];
    },
    [
      {
        file: TEXTS,
        check: "catalogue-param-missing",
        message: "priceAnnual: {count} is not passed by tests/fixtures/catalogue-app/QuotePage.tsx:9 (it passes {brand}, {price})",
      },
    ],
  ],
  [
    "a text the app reads by a key of a union type, renamed",
    ({ json }) => {
      const texts = json(TEXTS);
      texts.deposits = texts.deposit;
      delete texts.deposit;
      json(DECLARATIONS).placeholders["texts.json"] = {
        "*": ["brand"],
        greeting: ["name"],
        priceAnnual: ["price"],
        priceMonthly: ["price"],
        deposits: ["price"],
      };
    },
    [
      {
        file: TEXTS,
        check: "catalogue-key-missing",
        message: 'tests/fixtures/catalogue-app/QuotePage.tsx:12 reads "deposit", which is not in this catalogue (did you mean "deposits"?)',
      },
    ],
  ],
  [
    "a text the app reads by a key a function of the module builds, renamed",
    ({ json }) => {
      const texts = json(TEXTS);
      texts.planMontly = texts.planMonthly;
      delete texts.planMonthly;
    },
    [
      {
        file: TEXTS,
        check: "catalogue-key-missing",
        message:
          'tests/fixtures/catalogue-app/QuotePage.tsx:15 reads "planMonthly", which is not in this catalogue (did you mean "planMontly"?)',
      },
    ],
  ],
  [
    "a text the server reads through a wrapper of its accessor (a key in a variable), renamed",
    ({ json }) => {
      const { reasons } = json(TEXTS);
      reasons.claim = reasons.claims;
      delete reasons.claims;
    },
    [
      {
        file: TEXTS,
        check: "catalogue-key-missing",
        message:
          'tests/fixtures/catalogue-app/server.ts:15 reads "reasons.claims", which is not in this catalogue (did you mean "reasons.claim"?)',
      },
    ],
  ],
  [
    "a declared placeholder the wrapper does not pass",
    ({ json }) => {
      json(TEXTS).reasons.generic = "This is because of the answers you gave us on {date}.";
      json(DECLARATIONS).placeholders["texts.json"]["reasons.*"] = ["date"];
    },
    [
      {
        file: TEXTS,
        check: "catalogue-param-missing",
        message: "reasons.generic: {date} is not passed by tests/fixtures/catalogue-app/server.ts:15 (it passes {brand})",
      },
    ],
  ],
];

describe("the files beside a product's pages, one edit each", () => {
  it("reports nothing for the fixture itself", () => {
    expect(
      problemsIn(
        editedCopy(FIXTURE, () => {}),
        OPTIONS,
        false,
      ),
    ).toEqual([]);
  });

  it.each([...RATING_CASES, ...MAPPING_CASES, ...TEXT_CASES])("%s", (_name, edit, expected) => {
    expect(problemsIn(editedCopy(FIXTURE, edit), OPTIONS)).toEqual(
      expected.map(({ file, message, check }) =>
        expect.objectContaining({ file, message: expect.stringContaining(message), ...(check ? { check } : {}) }),
      ),
    );
  });

  it("warns of a catalogue text nothing reads", () => {
    const root = editedCopy(FIXTURE, ({ json }) => (json(TEXTS).goodbye = "Goodbye"));
    expect(problemsIn(root, OPTIONS, false)).toEqual([
      expect.objectContaining({
        file: TEXTS,
        severity: "warning",
        check: "catalogue-key-unused",
        pointer: "/goodbye",
        message: "goodbye: no code in the app or the server reads this text; remove it, or read it",
      }),
    ]);
  });
});
