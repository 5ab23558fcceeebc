// @vitest-environment jsdom
/**
 * The product intro shows what the manifest's intro has: the real intros step by step, the device
 * line following the device the vehicle gets (spec §1: plug-in for a C330 or the older product,
 * windscreen otherwise), and an intro with a misspelt or missing key without crashing the journey
 * (the linter's schema reports the slip; the app must still let the customer through).
 */
import { describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import car from "../../journeys/car/manifest.json";
import type { Draft, ResolvedJourney } from "../../src/engine/index.ts";
import { loadAllJourneys } from "../../server/journeys/readJourneys.ts";
import { IntroModal } from "../../src/app/IntroModal.tsx";
import { introContent } from "../../src/app/introContent.ts";
import { JourneyEnvironmentProvider, type JourneyEnvironment } from "../../src/app/JourneyEnvironment.tsx";
import { QuoteStoreProvider } from "../../src/store/QuoteStoreContext.tsx";
import { createQuoteStore } from "../../src/store/quoteStore.ts";

const journeys = Object.fromEntries(Object.entries(loadAllJourneys()).map(([id, { journey }]) => [id, journey!]));
// The modal reads only the clock of its environment.
const environment = { clock: { today: () => "2026-11-22" } } as JourneyEnvironment;

const journeyWith = (intro: unknown): ResolvedJourney =>
  ({
    id: "car",
    version: "1.0.0",
    name: "Car insurance",
    startPage: "start",
    limits: {},
    intro,
    pages: {},
    pageOrder: [],
  }) as ResolvedJourney;

function showJourneyIntro(journey: ResolvedJourney, draft: Draft = { product: journey.id }) {
  const onAgree = vi.fn();
  const store = createQuoteStore();
  store.getState().setDraft(draft);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QuoteStoreProvider store={store}>
      <JourneyEnvironmentProvider value={environment}>{children}</JourneyEnvironmentProvider>
    </QuoteStoreProvider>
  );
  const { container } = render(<IntroModal journey={journey} onAgree={onAgree} />, { wrapper });
  return { onAgree, container, store };
}

const showIntro = (intro: unknown) => showJourneyIntro(journeyWith(intro));

const items = () => screen.queryAllByRole("listitem").map((li) => li.textContent);
const texts = (list: unknown[]) => list.map((item) => (typeof item === "string" ? item : (item as { text: string }).text));
const plugIn = /plugs into your (car|van) \(OBD port\)/;
const windscreen = /sticks to your windscreen/;
const deviceLines = () => items().filter((item) => plugIn.test(item ?? "") || windscreen.test(item ?? ""));

describe("IntroModal", () => {
  it("shows the car intro's checklist, then its declarations, and agrees", () => {
    const { onAgree } = showJourneyIntro(journeys.car);
    expect(screen.getByRole("dialog", { name: "Before you start" })).toBeInTheDocument();
    // One of the two device lines: the windscreen device before any is assigned.
    expect(items()).toEqual(texts(car.intro.step1.checklist).filter((item) => !plugIn.test(item)));
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("dialog", { name: car.intro.step2.title })).toBeInTheDocument();
    expect(items()).toEqual(car.intro.step2.declarations);
    expect(screen.getByRole("link", { name: "Privacy policy" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Agree" }));
    expect(onAgree).toHaveBeenCalledTimes(1);
  });

  it("shows what it has when keys are misspelt: the product name for a title, the app's words for buttons", () => {
    const { step1, step2 } = car.intro;
    const { onAgree } = showIntro({
      step1: { titel: step1.title, checklist: texts(step1.checklist), nxt: step1.next },
      step2: { title: step2.title, declaration: step2.declarations, agre: step2.agree, backToHome: step2.backToHome },
    });
    expect(screen.getByRole("dialog", { name: "Car insurance" })).toBeInTheDocument();
    expect(items()).toEqual(texts(step1.checklist));
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByRole("dialog", { name: step2.title })).toBeInTheDocument();
    expect(items()).toEqual([]);
    expect(screen.getByRole("button", { name: "Back to home" })).toBeInTheDocument();
    expect(screen.queryByRole("link")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(onAgree).toHaveBeenCalledTimes(1);
  });

  it("agrees from the first step when the second is missing", () => {
    const { onAgree } = showIntro({ step1: journeys.car.intro!.step1 });
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(onAgree).toHaveBeenCalledTimes(1);
  });

  it("opens on the declarations when the first step is misspelt away", () => {
    showIntro({ stepOne: journeys.car.intro!.step1, step2: car.intro.step2 });
    expect(screen.getByRole("dialog", { name: car.intro.step2.title })).toBeInTheDocument();
  });

  it.each([
    ["a string", "Before you start"],
    ["an empty object", {}],
    ["steps of the wrong shape", { step1: 5, step2: ["Agree"] }],
    ["no intro", undefined],
  ])("shows nothing, without failing, for %s", (_case, intro) => {
    showIntro(intro);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("the device line", () => {
  it.each([
    { product: "car", device: undefined, line: windscreen },
    { product: "car", device: "IC6", line: windscreen },
    { product: "car", device: "C330", line: plugIn },
    { product: "convicted", device: "C330", line: plugIn },
    { product: "ppm", device: "IC6", line: windscreen },
    { product: "van", device: undefined, line: windscreen },
    { product: "van", device: "C330", line: plugIn },
    // The older product sends the plug-in device whatever the assignment says so far.
    { product: "older", device: undefined, line: plugIn },
    { product: "older", device: "IC6", line: plugIn },
  ])("$product with device $device: one line, $line", ({ product, device, line }) => {
    showJourneyIntro(journeys[product], { product, ...(device ? { device: { deviceType: device } } : {}) });
    expect(deviceLines()).toHaveLength(1);
    expect(deviceLines()[0]).toMatch(line);
  });

  it("leaves out a bullet whose condition cannot be worked out, and shows the rest", () => {
    showIntro({ step1: { title: "Before", checklist: ["One", { text: "Two", visibleWhen: { notAnOperation: [] } }], next: "Next" } });
    expect(items()).toEqual(["One"]);
  });

  it("changes while the intro is open, when the vehicle's device assignment arrives", () => {
    const { store } = showJourneyIntro(journeys.car);
    expect(deviceLines()[0]).toMatch(windscreen);
    act(() => store.getState().setDraft({ product: "car", device: { abiCode: "1", deviceType: "C330", obdLocation: "LOC1" } }));
    expect(deviceLines()).toEqual([expect.stringMatching(plugIn)]);
  });
});

describe("introContent", () => {
  it("keeps only strings, lists of strings and conditional bullets with a text", () => {
    const shown = { "===": [1, 1] };
    expect(
      introContent({
        step1: {
          title: "Before",
          checklist: ["One", 2, "", { text: "Two", visibleWhen: shown }, { visibleWhen: shown }, "Three"],
          next: 7,
        },
      }),
    ).toEqual({
      step1: { title: "Before", items: [{ text: "One" }, { text: "Two", visibleWhen: shown }, { text: "Three" }], next: undefined },
    });
  });
});
