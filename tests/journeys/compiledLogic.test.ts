/**
 * The engine evaluates rules as compiled closures; json-logic-js is the definition. Every rule in
 * every product's journey, over drafts of random answers drawn from each field's own definition,
 * gives what json-logic-js gives (the same value, or an error for both).
 */
import fc from "fast-check";
import jsonLogic from "json-logic-js";
import { describe, expect, it } from "vitest";
import { evaluate, logicData, type Draft, type ResolvedJourney } from "../../src/engine/index.ts";
import { answerArbitrary } from "../../tools/journeys/diff/answerArbitrary.ts";
import { loadAllJourneys } from "../../server/journeys/readJourneys.ts";

const today = "2026-11-22";
const clock = { today: () => today };
const journeys = Object.values(loadAllJourneys()).map((result) => result.journey!);

/** Every JsonLogic rule object in the journey (a one-key object whose key json-logic-js or the app knows). */
function rulesOf(journey: ResolvedJourney): unknown[] {
  const rules: unknown[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== "object") return;
    const keys = Object.keys(node);
    if (keys.length === 1 && isOperator(keys[0])) rules.push(node);
    Object.values(node).forEach(walk);
  };
  walk(journey.pages);
  return rules;
}

function isOperator(key: string): boolean {
  try {
    jsonLogic.apply({ [key]: [] } as jsonLogic.RulesLogic, {});
    return true;
  } catch (error) {
    return !String((error as Error).message).startsWith("Unrecognized operation");
  }
}

/** A draft with an answer for every field of every page, each drawn from the field's definition. */
function draftArbitrary(journey: ResolvedJourney): fc.Arbitrary<Draft> {
  const sections: Record<string, fc.Arbitrary<Record<string, unknown>>> = {};
  for (const page of Object.values(journey.pages)) {
    const section = page.section ?? page.id;
    if (section.includes("{")) continue;
    const fields: Record<string, fc.Arbitrary<unknown>> = {};
    for (const field of page.fields) fields[field.name] = fc.option(answerArbitrary([field], today), { freq: 4 });
    sections[section] = fc.record(fields, { requiredKeys: [] });
  }
  return fc.record(sections, { requiredKeys: [] }).map((draft) => ({ product: journey.id, ...draft }));
}

const outcome = (run: () => unknown) => {
  try {
    return { value: run() };
  } catch (error) {
    return { error: (error as Error).message };
  }
};

describe("compiled rules", () => {
  it("find rules to compare in every journey", () => {
    for (const journey of journeys) expect(rulesOf(journey).length, journey.id).toBeGreaterThan(50);
  });

  for (const journey of journeys) {
    it(`${journey.id}: every rule gives what json-logic-js gives, on random drafts`, () => {
      const rules = rulesOf(journey);
      const sections = [...new Set(Object.values(journey.pages).map((page) => page.section ?? page.id))].filter((s) => !s.includes("{"));
      fc.assert(
        fc.property(draftArbitrary(journey), fc.constantFrom(...sections), (draft, section) => {
          const data = logicData({ journey, draft, section, clock });
          for (const rule of rules) {
            const compiled = outcome(() => evaluate(rule, data));
            const interpreted = outcome(() => jsonLogic.apply(rule as jsonLogic.RulesLogic, data));
            expect(compiled, JSON.stringify(rule)).toEqual(interpreted);
          }
        }),
        { numRuns: 40, seed: 20261122 },
      );
    });
  }

  it("agree on the edges json-logic-js defines", () => {
    const data = { a: { b: 0, c: "", d: null, e: [] }, list: ["x", "y"], text: "hello" };
    const rules = [
      { var: "" }, { var: "a.b" }, { var: "a.z" }, { var: ["a.z", 5] }, { var: ["a.d", 5] }, { var: "a.b.c" }, { var: 0 }, { var: [] },
      { var: null }, { var: "list.1" }, { var: [{ var: "text" }] }, { "==": [1, "1"] }, { "===": [1, "1"] }, { "!=": [null, undefined] },
      { "<": [1, 2, 3] }, { "<": [1, 3, 2] }, { "<=": [1, 1] }, { ">": ["b", "a"] }, { "!": [[]] }, { "!": [] }, { "!!": [[0]] },
      { in: ["ell", { var: "text" }] }, { in: ["x", { var: "list" }] }, { in: ["x", null] }, { and: [] }, { and: [1, 0, 2] }, { and: [1, "a"] },
      { or: [] }, { or: [0, "", 3] }, { or: [0, []] }, { if: [] }, { if: [0, 1] }, { if: [0, 1, 2] }, { if: [0, 1, 1, 3, 4] }, { "?:": [1, 2, 3] },
      { some: [{ var: "list" }, { "==": [{ var: "" }, "y"] }] }, { map: [{ var: "list" }, { cat: [{ var: "" }, "!"] }] }, { unknownOp: [1] },
      { a: 1, b: 2 }, [1, { var: "text" }], { "==": [{ var: "a.e" }, []] }, { "+": ["1", 2] },
    ];
    for (const rule of rules) {
      expect(outcome(() => evaluate(rule, data)), JSON.stringify(rule)).toEqual(outcome(() => jsonLogic.apply(rule as jsonLogic.RulesLogic, data)));
    }
  });
});
