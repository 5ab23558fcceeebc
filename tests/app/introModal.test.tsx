// @vitest-environment jsdom
/**
 * The product intro shows what the manifest's intro has: the real intros step by step, and an
 * intro with a misspelt or missing key without crashing the journey (the linter's schema reports
 * the slip; the app must still let the customer through).
 */
import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import car from "../../journeys/car/manifest.json";
import type { ResolvedJourney } from "../../src/engine/index.ts";
import { IntroModal } from "../../src/app/IntroModal.tsx";
import { introContent } from "../../src/app/introContent.ts";

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

function showIntro(intro: unknown) {
  const onAgree = vi.fn();
  const { container } = render(<IntroModal journey={journeyWith(intro)} onAgree={onAgree} />);
  return { onAgree, container };
}

const items = () => screen.queryAllByRole("listitem").map((li) => li.textContent);

describe("IntroModal", () => {
  it("shows the car intro's checklist, then its declarations, and agrees", () => {
    const { onAgree } = showIntro(car.intro);
    expect(screen.getByRole("dialog", { name: "Before you start" })).toBeInTheDocument();
    expect(items()).toEqual(car.intro.step1.checklist);
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
      step1: { titel: step1.title, checklist: step1.checklist, nxt: step1.next },
      step2: { title: step2.title, declaration: step2.declarations, agre: step2.agree, backToHome: step2.backToHome },
    });
    expect(screen.getByRole("dialog", { name: "Car insurance" })).toBeInTheDocument();
    expect(items()).toEqual(step1.checklist);
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByRole("dialog", { name: step2.title })).toBeInTheDocument();
    expect(items()).toEqual([]);
    expect(screen.getByRole("button", { name: "Back to home" })).toBeInTheDocument();
    expect(screen.queryByRole("link")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(onAgree).toHaveBeenCalledTimes(1);
  });

  it("agrees from the first step when the second is missing", () => {
    const { onAgree } = showIntro({ step1: car.intro.step1 });
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(onAgree).toHaveBeenCalledTimes(1);
  });

  it("opens on the declarations when the first step is misspelt away", () => {
    showIntro({ stepOne: car.intro.step1, step2: car.intro.step2 });
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

describe("introContent", () => {
  it("keeps only strings and lists of strings", () => {
    expect(introContent({ step1: { title: "Before", checklist: ["One", 2, "", "Three"], next: 7 } })).toEqual({
      step1: { title: "Before", items: ["One", "Three"], next: undefined },
    });
  });
});
