/** loadJourney over tiny fixture journeys (tests/fixtures/engine/<case>/), one feature each. */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES, fixtureJourney, loadFixture } from "./support/fixtures.ts";
import { journey as realJourney } from "./support/realJourneys.ts";
import type { ResolvedField } from "../../src/engine/types.ts";

const fieldOf = (fixture: string, name: string, pageId = "start"): ResolvedField => {
  const found = fixtureJourney(fixture).pages[pageId].fields.find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name} in ${fixture}`);
  return found;
};

describe("include with overrides", () => {
  const field = fieldOf("include-overrides", "name");

  it.each([
    { key: "label", expected: "Your name", how: "replaced by the override" },
    { key: "schema", expected: { type: "string", minLength: 2 }, how: "replaced whole, not merged" },
    {
      key: "rules",
      expected: [
        { id: "notX", errorWhen: { "==": [{ var: "value" }, "x"] }, message: "Anything but x" },
        { id: "notZ", errorWhen: { "==": [{ var: "value" }, "z"] }, message: "Not z" },
        { id: "notW", errorWhen: { "==": [{ var: "value" }, "w"] }, message: "Not w" },
      ],
      how: "merged per rule id: a named rule keeps what the override does not give, off drops one, others are added",
    },
    { key: "hint", expected: "As on your licence", how: "kept from the shared field" },
    { key: "required", expected: true, how: "kept from the shared field" },
    {
      key: "messages",
      expected: { required: "Enter name", maxLength: "Keep it short" },
      how: "merged per key",
    },
    {
      key: "ui",
      expected: { width: "govuk-input--width-10", autocomplete: "name" },
      how: "merged per key",
    },
  ])("$key is $how", ({ key, expected }) => {
    expect((field as unknown as Record<string, unknown>)[key]).toEqual(expected);
  });

  it("leaves no include key on the resolved field", () => {
    expect(field).not.toHaveProperty("include");
  });
});

describe("nested include", () => {
  const result = loadFixture("nested-include");
  const field = fieldOf("nested-include", "email");

  it("loads without problems and reads every file on the way", () => {
    expect(result.problems).toEqual([]);
    expect(result.files.map((f) => f.slice(join(FIXTURES, "nested-include").length + 1)).sort()).toEqual([
      "fields/contact.json",
      "manifest.json",
      "pages/start.json",
      "shared/base.json",
    ]);
  });

  it.each([
    { key: "name", expected: "email", from: "the middle file" },
    { key: "label", expected: "Email address", from: "the middle file" },
    { key: "widget", expected: "text", from: "the base file" },
    { key: "schema", expected: { type: "string", maxLength: 80 }, from: "the base file" },
    { key: "required", expected: true, from: "the page" },
    { key: "messages", expected: { required: "Enter email address", maxLength: "Too long" }, from: "base and middle, merged" },
    { key: "ui", expected: { spellcheck: false, autocomplete: "email" }, from: "base and page, merged" },
  ])("$key comes from $from", ({ key, expected }) => {
    expect((field as unknown as Record<string, unknown>)[key]).toEqual(expected);
  });
});

describe("load problems", () => {
  it("reports an include cycle against the file closing it, drops that field and keeps the rest of the page", () => {
    const { journey, problems } = loadFixture("include-cycle");
    expect(problems).toHaveLength(1);
    expect(problems[0].file).toBe(join(FIXTURES, "include-cycle/fields/loop.json"));
    expect(problems[0].message).toMatch(/^include cycle: .*loop\.json#\/first -> .*loop\.json#\/second -> .*loop\.json#\/first$/);
    expect(journey?.pages.start.fields.map((f) => f.name)).toEqual(["ok"]);
  });

  it.each([
    { include: "../fields/nowhere.json#/name", message: /^include "\.\.\/fields\/nowhere\.json#\/name": cannot read .*nowhere\.json$/ },
    {
      include: "../fields/shared.json#/surname",
      message: /^include "\.\.\/fields\/shared\.json#\/surname" points at nothing in .*shared\.json$/,
    },
  ])("reports a missing include: $include", ({ message }) => {
    const { problems } = loadFixture("missing-include");
    expect(problems.map((p) => p.message).filter((m) => message.test(m))).toHaveLength(1);
  });

  it("keeps the fields whose include resolves", () => {
    const { journey, problems } = loadFixture("missing-include");
    expect(problems).toHaveLength(2);
    expect(journey?.pages.start.fields.map((f) => f.name)).toEqual(["name"]);
  });

  it("reports a duplicate page id and keeps the first page", () => {
    const { journey, problems } = loadFixture("duplicate-page");
    expect(problems).toHaveLength(1);
    expect(problems[0].file).toMatch(/duplicate-page\/pages\/start-again\.json$/);
    expect(problems[0].message).toMatch(/^page id "start" is used twice \(also .*duplicate-page\/pages\/start\.json\)$/);
    expect(journey?.pageOrder).toEqual(["start"]);
    expect(journey?.pages.start.route).toBe("/start");
  });

  it("reports a manifest that cannot be read and returns no journey", () => {
    const { journey, problems } = loadFixture("no-such-fixture");
    expect(journey).toBeUndefined();
    expect(problems).toHaveLength(1);
    expect(problems[0].message).toMatch(/^cannot read /);
  });
});

describe("schemaKey", () => {
  const key = (name: string, pageId = "start") => fieldOf("schema-key", name, pageId).schemaKey;

  it.each([
    { a: "a", b: "sameKeysReordered", same: true, why: "the same schema with keys in another order" },
    { a: "a", b: "otherLabel", same: true, why: "the same schema under another label and widget" },
    { a: "a", b: "onAnotherPage", same: true, why: "the same schema on another page" },
    { a: "a", b: "otherLimit", same: false, why: "a different maxLength" },
    { a: "a", b: "withOptions", same: false, why: "inline options add an enum" },
  ])("$a vs $b: same key is $same ($why)", ({ a, b, same }) => {
    const pageOf = (name: string) => (name === "onAnotherPage" ? "other" : "start");
    expect(key(a, pageOf(a)) === key(b, pageOf(b))).toBe(same);
  });

  it("names keys by a short hash", () => {
    expect(key("a")).toMatch(/^s[0-9a-z]+$/);
  });

  it("gives first and last name, which share a schema in driver.json, one key in the real journey", () => {
    const fields = realJourney("car").pages["driver-personal"].fields;
    const byName = (n: string) => fields.find((f) => f.name === n)!.schemaKey;
    expect(byName("firstName")).toBe(byName("lastName"));
    expect(byName("firstName")).not.toBe(byName("title"));
  });
});
