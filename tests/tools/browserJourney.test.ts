/** The browser's journey leaves out the linter's suppressions and the pages' source files, and nothing else. */
import { describe, expect, it } from "vitest";
import type { ResolvedJourney } from "../../src/engine/index.ts";
import { browserJourney } from "../../tools/browserJourney.ts";
import { journeys } from "../engine/support/realJourneys.ts";

const note = { "forward-read": "asked on a later page, read here on purpose" };
const outcome = { lint: note, goTo: "done" };
const loader = { lint: note, source: "vehicle", args: {}, onResult: [outcome], onEmpty: [outcome], onError: [outcome] };
const journey = {
  id: "car",
  version: "1",
  name: "Car",
  startPage: "about",
  limits: {},
  pageOrder: ["about"],
  pages: {
    about: {
      lint: note,
      file: "pages/about.json",
      id: "about",
      route: "/about",
      title: "About",
      fields: [
        {
          lint: note,
          name: "age",
          label: "Age",
          widget: "number",
          schema: {},
          schemaKey: "s0",
          rules: [{ lint: note, errorWhen: true, message: "No" }],
        },
      ],
      rules: [{ lint: note, field: "age", errorWhen: false, message: "Never" }],
      next: [{ lint: note, to: "done" }],
      actions: [{ lint: note, id: "find", label: "Find", load: loader, then: [outcome] }],
      loaders: [loader],
      content: [{ lint: note, kind: "paragraph", text: "Hello" }],
      summary: [{ lint: note, label: "Age", value: { var: "age" } }],
    },
  },
} as unknown as ResolvedJourney;

/** Every key of a value, however deep. */
const keysIn = (value: unknown): string[] =>
  value !== null && typeof value === "object" ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysIn(inner)]) : [];

/** A value without any key named lint or file, however deep (no answer, list or page of the real journeys is so named). */
const withoutKeys = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(withoutKeys)
    : value !== null && typeof value === "object"
      ? Object.fromEntries(Object.entries(value).flatMap(([k, v]) => (k === "lint" || k === "file" ? [] : [[k, withoutKeys(v)]])))
      : value;

describe("browserJourney", () => {
  const given = structuredClone(journey);
  const browser = browserJourney(journey);

  it("leaves out every suppression and the page's file", () => {
    expect(keysIn(browser)).not.toContain("lint");
    expect(keysIn(browser)).not.toContain("file");
  });

  it("keeps everything else as it was, and changes nothing of the journey it was given", () => {
    const page = browser.pages.about;
    expect(page.fields[0]).toEqual({
      name: "age",
      label: "Age",
      widget: "number",
      schema: {},
      schemaKey: "s0",
      rules: [{ errorWhen: true, message: "No" }],
    });
    expect(page.rules).toEqual([{ field: "age", errorWhen: false, message: "Never" }]);
    expect(page.next).toEqual([{ to: "done" }]);
    expect(page.actions?.[0].load?.onError).toEqual([{ goTo: "done" }]);
    expect(page.loaders).toEqual([
      { source: "vehicle", args: {}, onResult: [{ goTo: "done" }], onEmpty: [{ goTo: "done" }], onError: [{ goTo: "done" }] },
    ]);
    expect(page.content).toEqual([{ kind: "paragraph", text: "Hello" }]);
    expect(page.summary).toEqual([{ label: "Age", value: { var: "age" } }]);
    expect(browser).toEqual(withoutKeys(journey));
    expect(journey).toEqual(given);
  });

  it("adds no key that was absent", () => {
    const bare = {
      ...journey,
      pages: { about: { id: "about", route: "/about", title: "About", file: "a.json", fields: [], next: [] } },
    } as unknown as ResolvedJourney;
    expect(browserJourney(bare).pages.about).toEqual({ id: "about", route: "/about", title: "About", fields: [], next: [] });
  });

  it.each(Object.keys(journeys))("leaves the real %s journey's pages otherwise whole", (product) => {
    expect(browserJourney(journeys[product])).toEqual(withoutKeys(journeys[product]));
  });
});
