/**
 * The replays a page's guard and sidebar share: kept by draft, per chain, and made ahead of a deep
 * page's first render a page a task, under the same check that render then uses.
 */
import { describe, expect, it, vi } from "vitest";
import { answersSchema, replayPath, type Draft, type SchemaCheck } from "../../src/engine/index.ts";
import { keptReplay, replayAhead, type ReplayOf } from "../../src/app/keptReplays.ts";
import { replayOpenedPage } from "../../src/app/openedPageReplay.ts";
import { journeyEnvironmentOf } from "../../src/app/journeyValidation.ts";
import type { ProductJourney } from "../../src/app/journeySource.ts";
import { check, clock, journey } from "../engine/support/realJourneys.ts";

const car = journey("car");

/** A draft on the car journey with the product page accepted: the path is the product page, then the numberplate's. */
function productChosen(counted: SchemaCheck = check): ReplayOf {
  return { journey: car, draft: { product: "car" } as Draft, submitted: ["product"], clock, check: counted };
}

const inputOf = ({ journey, draft, submitted, clock, check }: ReplayOf) => ({
  journey,
  draft,
  submitted: new Set(submitted),
  clock,
  check,
});

/** The check, counting the answers it is asked about. */
function counting() {
  const asked = vi.fn();
  const counted: SchemaCheck = (key, value) => {
    asked(key);
    return check(key, value);
  };
  return { asked, counted };
}

describe("keptReplay", () => {
  it("replays a draft's path once: the next caller with the same draft checks no answer again", () => {
    const { asked, counted } = counting();
    const of = productChosen(counted);
    const first = keptReplay(of);
    expect(first).toEqual({ path: ["product", "numberplate"], completed: ["product"], current: "numberplate" });
    const checks = asked.mock.calls.length;
    expect(checks).toBeGreaterThan(0);
    expect(keptReplay(of)).toBe(first);
    expect(asked).toHaveBeenCalledTimes(checks);
  });

  it.each([
    ["another draft", (of: ReplayOf) => ({ ...of, draft: { ...of.draft } })],
    ["another submitted list", (of: ReplayOf) => ({ ...of, submitted: [...of.submitted] })],
    ["another check", (of: ReplayOf) => ({ ...of, check: ((key, value) => check(key, value)) satisfies SchemaCheck })],
  ])("replays again for %s", (_, changed) => {
    const of = productChosen(counting().counted);
    const first = keptReplay(of);
    const again = keptReplay(changed(of));
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });

  it("keeps a named driver's chain apart from the main path, and each slot's apart", () => {
    const of = productChosen();
    const main = keptReplay(of);
    const first = keptReplay({ ...of, index: 0 });
    const second = keptReplay({ ...of, index: 1 });
    expect(main.path[0]).toBe("product");
    expect(first).toEqual(replayPath({ ...inputOf(of), start: car.namedStartPage, index: 0 }));
    expect(first.path[0]).toBe(car.namedStartPage);
    expect(second).not.toBe(first);
    expect(keptReplay({ ...of, index: 0 })).toBe(first);
    expect(keptReplay(of)).toBe(main);
  });
});

describe("replayAhead", () => {
  it("pauses after each accepted page, ends as replayPath does, and keeps the replay for the page", async () => {
    const { asked, counted } = counting();
    const of = productChosen(counted);
    const pause = vi.fn(async () => {});
    const replay = await replayAhead(of, pause);
    expect(replay).toEqual(replayPath(inputOf(of)));
    expect(pause).toHaveBeenCalledTimes(replay.completed.length);
    const checks = asked.mock.calls.length;
    expect(keptReplay(of)).toBe(replay);
    expect(await replayAhead(of, pause)).toBe(replay);
    expect(pause).toHaveBeenCalledTimes(replay.completed.length);
    expect(asked).toHaveBeenCalledTimes(checks);
  });

  it("goes on to the next page only when the pause is over", async () => {
    const of = productChosen(counting().counted);
    let resume = () => {};
    const pause = vi.fn(() => new Promise<void>((resolve) => (resume = resolve)));
    let finished = false;
    const replaying = replayAhead(of, pause).then(() => (finished = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pause).toHaveBeenCalledTimes(1);
    expect(finished).toBe(false);
    resume();
    await replaying;
    expect(finished).toBe(true);
  });
});

describe("replayOpenedPage", () => {
  const schema = answersSchema([car]);

  it.each([
    ["a page of the main path", "/numberplate", ["main"]],
    ["a named driver's page", "/named/1/driver-personal", ["main", "named driver 1"]],
    ["an address that is not a journey page", "/rate", []],
  ])("for %s, keeps the replays its guard makes, under the check the app then renders with", async (_, pathname, kept) => {
    // The car journey, counting how often its pages are read: a kept replay reads none.
    const reads = vi.fn();
    const watched = new Proxy(car, {
      get: (target, key, receiver) => {
        if (key === "pages") reads();
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    // Its chunk, with a validator that accepts every answer: what is kept matters here, not how answers are checked.
    const record = {
      car: { journey: watched, answers: { schema, validateFns: { [schema.$id]: () => true } } } as unknown as ProductJourney,
    };
    const draft = { product: "car" } as Draft;
    const submitted = ["product"];
    await replayOpenedPage({ loaded: record, clock, draft, submitted, pathname }, async () => {});
    const { check: rendered } = journeyEnvironmentOf(record, clock);
    const chains = { main: undefined, "named driver 1": 1 };
    for (const [chain, index] of Object.entries(chains)) {
      reads.mockClear();
      keptReplay({ journey: watched, draft, submitted, clock, check: rendered, index });
      expect(reads.mock.calls.length === 0, chain).toBe(kept.includes(chain));
    }
  });

  it("gives the app's first render the environment it replayed under", () => {
    const record = { car: { journey: car, answers: { schema, validateFns: { [schema.$id]: () => true } } } as unknown as ProductJourney };
    expect(journeyEnvironmentOf(record, clock)).toBe(journeyEnvironmentOf(record, clock));
    expect(journeyEnvironmentOf({ ...record }, clock)).not.toBe(journeyEnvironmentOf(record, clock));
  });
});
