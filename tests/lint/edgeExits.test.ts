import { describe, expect, it } from "vitest";
import type { ResolvedJourney } from "../../src/engine/index.ts";
import { pageExits } from "../../tools/lint/conditionEdges.ts";

const yesNo = {
  name: "pet",
  label: "Pet?",
  widget: "radios",
  schema: { type: "boolean" },
  schemaKey: "pet",
  options: [
    { value: true, label: "Yes" },
    { value: false, label: "No" },
  ],
};
const pet = (value: boolean) => ({ "===": [{ var: "answers.pet" }, value] });

function journeyOf(page: Record<string, unknown>): ResolvedJourney {
  const start = { id: "start", file: "start.json", route: "/start", title: "Start", section: "about", fields: [yesNo], ...page };
  return {
    id: "car",
    version: "1.0.0",
    name: "Car",
    startPage: "start",
    limits: {},
    pages: { start },
    pageOrder: ["start"],
  } as unknown as ResolvedJourney;
}
const deadOf = (journey: ResolvedJourney) =>
  Object.fromEntries(pageExits(journey)[0].exits.map((exit) => [exit.where, exit.dead?.kind ?? "live"]));

describe("pageExits", () => {
  it("marks edges whose condition can never hold, and ones every earlier edge already covers", () => {
    const journey = journeyOf({
      next: [
        { to: "a", when: pet(true) },
        { to: "b", when: { and: [pet(true), pet(false)] } },
        { to: "c", when: { "!==": [{ var: "answers.pet" }, true] } },
        { to: "d" },
      ],
    });
    expect(deadOf(journey)).toEqual({ "next[0]": "live", "next[1]": "never", "next[2]": "live", "next[3]": "shadowed" });
  });

  it("judges each action's goTo outcomes in order, and keeps a failed call's goTo apart", () => {
    const journey = journeyOf({
      next: [{ to: "rate" }],
      actions: [{ id: "go", label: "Go", then: [{ goTo: "a" }, { goTo: "b", when: pet(true) }] }],
      loaders: [{ source: "s", args: {}, onError: [{ goTo: "error" }] }],
    });
    expect(deadOf(journey)).toMatchObject({ "actions[0].then[0]": "live", "actions[0].then[1]": "shadowed" });
    expect(pageExits(journey)[0].exits.find((exit) => exit.where === "loaders[0].onError[0]")?.onError).toBe(true);
  });

  it("leaves edges after a misplaced default to the structure check", () => {
    const journey = journeyOf({ next: [{ to: "a" }, { to: "b", when: pet(true) }] });
    expect(deadOf(journey)).toEqual({ "next[0]": "live", "next[1]": "live" });
  });
});
