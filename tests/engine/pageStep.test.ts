/**
 * The page step the app's page and the server's replay share (submitPage, planLoaders,
 * settleLoader), on a one-page fixture journey (tests/fixtures/engine/page-step/): each way a
 * press can end, which outcome wins, and what a page's loaders call and store.
 */
import { describe, expect, it } from "vitest";
import {
  logicData,
  planLoaders,
  primaryAction,
  settleLoader,
  submitPage,
  type Action,
  type Draft,
  type PageScope,
} from "../../src/engine/index.ts";
import { ajvCheck } from "../../server/journeys/ajvCheck.ts";
import { fixtureJourney } from "./support/fixtures.ts";

const journey = fixtureJourney("page-step");
const page = journey.pages.step;
const clock = { today: () => "2026-11-22" };
const check = ajvCheck([journey]);
const scope: PageScope = { journey, page, section: page.section, clock, data: {} };
const action = (id: string): Action => page.actions!.find((a) => a.id === id)!;
type DataSourcesPort = Parameters<typeof submitPage>[3]["sources"];

/** Data sources answering by name; a missing name rejects (a failed call), `null` is not made. */
function sources(answers: Record<string, unknown | Error | null>): DataSourcesPort & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    call(source, args) {
      if (answers[source] === null) return null;
      calls.push(`${source}(${JSON.stringify(args)})`);
      const answer = answers[source];
      return answer instanceof Error || !(source in answers) ? Promise.reject(answer ?? new Error(source)) : Promise.resolve(answer);
    },
  };
}

const press = (draft: Draft, id: string, answers: Record<string, unknown>, withCheck = true) => {
  const port = sources(answers);
  return submitPage(scope, draft, action(id), { check: withCheck ? check : undefined, journeyOf: () => journey, sources: port }).then(
    (step) => ({ step, port }),
  );
};

describe("submitPage: a press on the page's primary button", () => {
  it.each([
    {
      case: "answers that fail their checks: nothing saved, no call made",
      draft: { step: { code: "" } },
      answers: { check: "ok" },
      expected: { kind: "invalid", errors: { code: "Enter code" } },
      calls: [],
    },
    {
      case: "the call answers: its outcomes stored (over the transformed answers), on along the next edge",
      draft: { step: { code: " ab1 " } },
      answers: { check: "ok" },
      expected: { kind: "moved", submitted: "step", destination: { to: "other" }, draft: { step: { code: "AB1", checked: "ok" } } },
      calls: ['check({"code":"AB1"})'],
    },
    {
      case: "no result: its field error keeps the user on the page, the answers saved",
      draft: { step: { code: "ab1" } },
      answers: { check: undefined },
      expected: { kind: "refused", errors: { code: "Not known" }, draft: { step: { code: "AB1" } } },
      calls: ['check({"code":"AB1"})'],
    },
    {
      case: "a failed call: its goTo wins over its field error, which goes with the user, marked",
      draft: { step: { code: "ab1" } },
      answers: {},
      expected: { kind: "moved", submitted: "step", destination: { to: "other", marker: "failed" } },
      calls: ['check({"code":"AB1"})'],
    },
    {
      case: "a call whose when does not hold (over the answers as saved) is not made, and none of its outcomes apply",
      draft: { step: { code: " none" } },
      answers: { check: "ok" },
      expected: { kind: "moved", submitted: "step", destination: { to: "other" }, draft: { step: { code: "NONE" } } },
      calls: [],
    },
    {
      case: "the button's own field error stops it before its call",
      draft: { step: { code: "stop" } },
      answers: { check: "ok" },
      expected: { kind: "refused", errors: { code: "Stopped" } },
      calls: [],
    },
  ])("$case", async ({ draft, answers, expected, calls }) => {
    const { step, port } = await press(draft, "continue", answers as Record<string, unknown>);
    expect(step).toMatchObject(expected);
    expect(port.calls).toEqual(calls);
  });

  it("a call the host does not make applies none of its outcomes: on along the next edge", async () => {
    const port = sources({ check: null });
    const step = await submitPage(scope, { step: { code: "ab1" } }, action("continue"), { journeyOf: () => journey, sources: port });
    expect(step).toMatchObject({ kind: "moved", destination: { to: "other" }, draft: { step: { code: "AB1" } } });
    expect(step.applied.map((a) => a.origin)).toEqual(["action"]);
    expect(port.calls).toEqual([]);
  });

  it("tells the host the prepared draft before the call is made", async () => {
    const saved: Draft[] = [];
    await submitPage(scope, { step: { code: "ab1" } }, action("continue"), {
      check,
      journeyOf: () => journey,
      sources: sources({ check: "ok" }),
      saved: (d) => saved.push(d),
    });
    expect(saved).toEqual([{ step: { code: "AB1" } }]);
  });

  it("reports each set of outcomes applied, the button's first, then the call's", async () => {
    const { step } = await press({ step: { code: "ab1" } }, "continue", { check: "ok" });
    expect(step.applied.map((a) => ({ origin: a.origin, source: a.source }))).toEqual([
      { origin: "action", source: undefined },
      { origin: "lookup", source: "check" },
    ]);
    expect(step.applied[1].data.result).toBe("ok");
  });
});

describe("submitPage: the page's other buttons", () => {
  it("a secondary button skips the checks and its goTo leads, marked", async () => {
    const { step } = await press({ step: { code: "" } }, "skip", {});
    expect(step).toMatchObject({
      kind: "moved",
      submitted: "step",
      destination: { to: "other", marker: "skipped" },
      draft: { step: { skipped: true } },
    });
  });

  it("a button that stays saves its outcomes but neither marks the page done nor moves on", async () => {
    const { step } = await press({ step: { code: "ab1" } }, "find", {});
    expect(step).toEqual(expect.objectContaining({ kind: "stayed", draft: { step: { code: "AB1", found: true } } }));
  });
});

describe("primaryAction", () => {
  it("is the first primary button at the end of the page, not one placed after a field", () => {
    expect(primaryAction(page.actions!)?.id).toBe("continue");
    expect(
      primaryAction([
        { id: "find", label: "Find", after: "code" },
        { id: "go", label: "Go" },
      ])?.id,
    ).toBe("go");
    expect(primaryAction([{ id: "back", label: "Back", variant: "secondary" }])).toBeUndefined();
  });
});

describe("planLoaders and settleLoader", () => {
  const data = (draft: Draft) => logicData({ journey, draft, section: page.section, clock });

  it.each([
    { case: "no code: neither", draft: { step: {} }, due: [], all: ["describe", "lookup"] },
    { case: "a code not looked up: both", draft: { step: { code: "AB1" } }, due: ["describe", "lookup"], all: ["describe", "lookup"] },
    {
      case: "a code looked up: only the description",
      draft: { step: { code: "AB1", looked: "AB1" } },
      due: ["describe"],
      all: ["describe", "lookup"],
    },
  ])("plan the calls whose `when` holds, or every one ($case)", ({ draft, due, all }) => {
    expect(planLoaders(page, data(draft)).map((c) => c.loader.source)).toEqual(due);
    expect(planLoaders(page, data(draft), "all").map((c) => c.loader.source)).toEqual(all);
  });

  it("gives the same key to the same call, another to other arguments", () => {
    const [a] = planLoaders(page, data({ step: { code: "AB1" } }));
    const [b] = planLoaders(page, data({ step: { code: "AB1" } }));
    const [c] = planLoaders(page, data({ step: { code: "AB2" } }));
    expect(a.key).toBe(b.key);
    expect(a.key).not.toBe(c.key);
  });

  it("stores what an answer says; a failed call's goTo and message go with the user", () => {
    const lookup = page.loaders![1];
    const draft = { step: { code: "AB1" } };
    expect(settleLoader(lookup, { failed: false, result: { name: "Sam" } }, draft, data(draft)).draft).toEqual({
      step: { code: "AB1", looked: "AB1", name: "Sam" },
    });
    expect(settleLoader(lookup, { failed: true }, draft, data(draft))).toMatchObject({
      goTo: "other",
      fieldError: { field: "", message: "Lookup failed" },
      draft,
    });
  });
});
