import { rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { editedCopy, FIXTURE_REGISTRIES, problemsIn, removeCopies, type FixtureFiles, type Json } from "./editedFixture.ts";
import { lintJourneys } from "../../tools/lint/index.ts";

/**
 * One small product (tests/fixtures/answer-mapping): a policyholder page with a garage question and
 * its revealed postcode, a named-driver page, three rounds of claims, and a mapping that sends or
 * excuses every answer. Each case edits a copy and expects exactly these problems.
 */
const FIXTURE = "tests/fixtures/answer-mapping";
const MAPPING = "common/quote-request.json";
afterAll(removeCopies);

type Edit = (files: { mapping: Json; page: (file: string) => Json }) => void;

const asEdit =
  (edit: Edit) =>
  ({ json }: FixtureFiles) =>
    edit({ mapping: json(MAPPING), page: (file) => json(`car/pages/${file}`) });
const lintEdited = (edit: Edit) => problemsIn(editedCopy(FIXTURE, asEdit(edit))).map(({ file, message }) => ({ file, message }));
const errorsIn = (root: string) => problemsIn(root).map(({ file, message }) => ({ file, message }));

const unsent = (field: string, page: string) =>
  `answer \`${field}\` on page \`${page}\` is neither sent in the quote request nor listed as not sent in common/quote-request.json`;

const cases: [string, Edit, { file: string; message: string }[]][] = [
  ["every answer sent or excused", () => {}, []],
  [
    "a new question nobody mapped",
    ({ page }) =>
      page("about-you.json").fields.push({
        name: "alarm",
        label: "Alarm?",
        widget: "radios",
        schema: { type: "boolean" },
        options: [
          { value: true, label: "Yes" },
          { value: false, label: "No" },
        ],
      }),
    [{ file: "car/pages/about-you.json", message: unsent("alarm", "about-you") }],
  ],
  [
    "the garage question and its revealed postcode left out",
    ({ mapping }) => delete mapping.request.vehicle.garaged && delete mapping.request.vehicle.garagePostcode,
    [
      { file: "car/pages/about-you.json", message: unsent("garage", "about-you") },
      { file: "car/pages/about-you.json", message: unsent("garagePostcode", "about-you") },
    ],
  ],
  ["an answer used only as a condition counts as read", ({ mapping }) => delete mapping.request.vehicle.garaged, []],
  [
    "an answer listed as not sent, with its reason",
    ({ mapping }) => {
      delete mapping.request.vehicle.garaged;
      delete mapping.request.vehicle.garagePostcode;
      mapping.notSent.push({ answers: ["driver.garage", "driver.garagePostcode"], why: "asked for the rating of a future product" });
    },
    [],
  ],
  [
    "an answer both sent and listed as not sent",
    ({ mapping }) => mapping.notSent.push({ answers: ["driver.garage"], why: "not needed" }),
    [
      {
        file: "car/pages/about-you.json",
        message: "answer `garage` on page `about-you` is sent in the quote request but also listed as not sent",
      },
    ],
  ],
  [
    "a named driver's own answer left out",
    ({ mapping }) => (mapping.request.drivers.eachDriver.namedDrivers.relationshipToProposer = { fixed: null }),
    [{ file: "car/pages/named-driver.json", message: unsent("relationship", "named-driver") }],
  ],
  [
    "a shared driver answer read for both kinds of driver",
    ({ mapping }) => delete mapping.request.drivers.fields.firstName,
    [
      { file: "car/pages/about-you.json", message: unsent("firstName", "about-you") },
      { file: "car/pages/named-driver.json", message: unsent("firstName", "named-driver") },
    ],
  ],
  [
    "fewer rounds mapped than the page repeats",
    ({ mapping }) => (mapping.request.drivers.fields.claims.repeat.upTo = 2),
    [
      { file: "car/pages/claims.json", message: unsent("claim3", "claims") },
      { file: "car/pages/claims.json", message: unsent("type3", "claims") },
    ],
  ],
  [
    "a repeated question renamed on its page but not in the mapping",
    ({ page }) => (page("claims.json").fields[0].fields[1].name = "kind{n}"),
    [
      { file: "car/pages/claims.json", message: unsent("kind1", "claims") },
      { file: "car/pages/claims.json", message: unsent("kind2", "claims") },
      { file: "car/pages/claims.json", message: unsent("kind3", "claims") },
      { file: MAPPING, message: "drivers.claims.claimType: answer `/claims.type{n}` is asked by no journey" },
    ],
  ],
  [
    "a mapped answer no journey asks (a typo)",
    ({ mapping }) => (mapping.request.vehicle.garaged.answer = "driver.garaj"),
    [{ file: MAPPING, message: "vehicle.garaged: answer `driver.garaj` is asked by no journey" }],
  ],
  [
    "a not-sent answer no journey asks",
    ({ mapping }) => (mapping.notSent[0].answers = ["driver.addMore", "driver.adMore"]),
    [{ file: MAPPING, message: "notSent[0]: answer `driver.adMore` is asked by no journey" }],
  ],
  [
    "a stored value is not a question, so no page need ask it (its note says what stores it)",
    ({ mapping }) => (mapping.request.vehicle.model = { stored: "vehicle.model", as: "text", note: "a lookup stores it" }),
    [],
  ],
  [
    "a stored value nothing stores and no note explains",
    ({ mapping }) => (mapping.request.vehicle.model = { stored: "vehicle.model", as: "text" }),
    [
      {
        file: "common/quote-request.json",
        message:
          "vehicle.model: stored value `vehicle.model` is stored by no page, effect or outcome of any journey; if drafts from elsewhere hold it, say so in a note",
      },
    ],
  ],
  [
    "a byDriver field one kind of driver does not give",
    ({ mapping }) => delete mapping.request.drivers.eachDriver.policyholder.relationshipToProposer,
    [{ file: MAPPING, message: 'drivers: eachDriver.policyholder does not give "relationshipToProposer", a byDriver field' }],
  ],
  [
    "a placeholder that means nothing there",
    ({ mapping }) => (mapping.request.vehicle.make.stored = "vehicle.{n}.make"),
    [{ file: MAPPING, message: 'vehicle.make: {n} in "vehicle.{n}.make" is not a product section' }],
  ],
  [
    "a product that does not exist",
    ({ mapping }) => (mapping.request.vehicle.garaged.onlyFor = ["vans"]),
    [{ file: MAPPING, message: 'vehicle.garaged: "vans" is not a product' }],
  ],
  [
    "a conversion the server does not have",
    ({ mapping }) => (mapping.request.vehicle.garaged.as = "yesNo"),
    [{ file: MAPPING, message: `request.vehicle.garaged.as: "yesNo" must be one of "text", "number", "flag"` }],
  ],
];

describe("checkAnswerMapping", () => {
  it.each(cases)("%s", (_name, edit, expected) => {
    expect(lintEdited(edit)).toEqual(expected.map(({ file, message }) => ({ file, message: expect.stringContaining(message) })));
  });

  it("reports nothing for the fixture itself", () => {
    expect(lintJourneys(FIXTURE, FIXTURE_REGISTRIES)).toEqual([]);
  });

  it("checks a journeys folder without a mapping file for nothing (the app's own must have one)", () => {
    const root = editedCopy(FIXTURE, () => {});
    rmSync(join(root, MAPPING));
    expect(errorsIn(root)).toEqual([]);
  });
});
