/**
 * Every message and reveal of a page, worded, and a state from the scenarios (or an answer that
 * breaks a keyword) that shows each, on the real journeys.
 */
import { describe, expect, it } from "vitest";
import { activeFields, logicData, pageInstance } from "../../src/engine/index.ts";
import { JOURNEYS_DIR } from "../../server/journeys/readJourneys.ts";
import { ajvCheck } from "../../server/journeys/ajvCheck.ts";
import { snapshotReader } from "../../tools/studio/studioSnapshot.ts";
import { pageMessages } from "../../src/studio/messages/pageMessages.ts";
import { matches, messageFinder } from "../../src/studio/messages/messageStates.ts";
import { messageCandidates, offeredStates } from "../../src/studio/studioStates.ts";

const snapshot = snapshotReader(JOURNEYS_DIR)();
const productOf = (id: string) => snapshot.products.find((p) => p.id === id)!;

function finderFor(product: string, pageId: string) {
  const { journey } = productOf(product);
  const page = pageInstance(journey!, pageId);
  const offered = offeredStates(productOf(product), pageId, undefined, [], "2026-11-22");
  const check = ajvCheck([journey!]);
  return {
    journey: journey!,
    page,
    find: messageFinder({ journey: journey!, page, check, candidates: messageCandidates(offered[0], offered) }),
  };
}

describe("pageMessages", () => {
  it("lists the van business page's messages, each text once with its keywords in words, and its rules", () => {
    const { journey, page } = finderFor("van", "van-business");
    const listed = pageMessages(page, journey).map(({ kind, field, text, when }) => ({ kind, field, text, when }));
    expect(listed).toEqual([
      {
        kind: "validation",
        field: "companyType",
        text: "Select business type",
        when: "not answered; or the answer is longer than 20 characters",
      },
      {
        kind: "validation",
        field: "owner",
        text: "Owner’s name must be 100 characters or fewer",
        when: "the answer is longer than 100 characters",
      },
      { kind: "validation", field: "tradingName", text: "Enter trading name", when: "not answered" },
      {
        kind: "validation",
        field: "tradingName",
        text: "Trading name must be 100 characters or fewer",
        when: "the answer is longer than 100 characters",
      },
      { kind: "validation", field: "established", text: "Enter date", when: "not answered; or the answer is not a valid date" },
      { kind: "rule", field: "established", text: "Date must not be in the future", when: expect.stringContaining("today") },
      {
        kind: "rule",
        field: "established",
        text: "The date the business was established must be after your date of birth",
        when: "driverPersonal.dob is a date and the answer is not after driverPersonal.dob",
      },
    ]);
  });

  it("lists a message a lookup brings back to the page, and the page's reveals", () => {
    const { journey, page } = finderFor("car", "numberplate");
    const messages = pageMessages(page, journey);
    expect(messages.filter((m) => m.kind === "call").length).toBeGreaterThan(0);
    const { journey: car, page: final } = finderFor("car", "final");
    expect(pageMessages(final, car).find((m) => m.id === "reveal:protectNcd")).toMatchObject({
      kind: "reveal",
      when: "ncd is more than 3",
    });
  });
});

describe("messageFinder", () => {
  it.each([
    ["van", "van-business"],
    ["car", "final"],
    ["car", "driver-personal"],
  ])("finds a state showing every message of %s's %s", (product, pageId) => {
    const { journey, page, find } = finderFor(product, pageId);
    for (const message of pageMessages(page, journey)) {
      const found = find(message);
      expect(found, message.id).toBeDefined();
      if (message.kind === "reveal") {
        const data = logicData({ journey, draft: found!.draft, section: page.section, clock: { today: () => found!.today } });
        if (message.field)
          expect(
            activeFields(page, data).map((f) => f.name),
            message.id,
          ).toContain(message.field);
      } else {
        expect(matches(found!.errors[message.field ?? ""], message.text), `${message.id}: ${JSON.stringify(found!.errors)}`).toBe(true);
      }
    }
  });
});

describe("matches", () => {
  it("takes a message's {placeholders} as anything", () => {
    expect(matches("You must be aged between 17 and 89", "You must be aged between {min} and {max}")).toBe(true);
    expect(matches("You must be aged 17", "You must be aged between {min} and {max}")).toBe(false);
    expect(matches(undefined, "Enter date")).toBe(false);
  });
});
