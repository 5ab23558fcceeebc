/**
 * Where a user is due on entry: the first unfinished page; past the journey, /rate?existing
 * with a saved rate, otherwise the last page (whose button rates), so /rate never bounces to itself.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadJourney, type ResolvedJourney } from "../../src/engine/index.ts";
import { readJsonFile } from "../../server/journeys/readJourneys.ts";
import { ajvCheck } from "../../server/journeys/ajvCheck.ts";
import { dueUrl } from "../../src/app/dueRoute.ts";

const clock = { today: () => "2026-11-22" };

function fixture(handover: string): ResolvedJourney {
  const { journey } = loadJourney(join(import.meta.dirname, "../fixtures/engine/editable/manifest.json"), readJsonFile);
  const about = journey!.pages.about;
  return { ...journey!, pages: { about: { ...about, next: [{ to: handover }] } } };
}

const done = { nickname: "Sam", cars: 2 };

describe("dueUrl", () => {
  it.each([
    { why: "an unfinished page", handover: "rate", draft: {}, submitted: [], hasRate: false, url: "/about" },
    { why: "an unfinished page, even with a rate", handover: "rate", draft: {}, submitted: [], hasRate: true, url: "/about" },
    {
      why: "a finished journey with a saved rate",
      handover: "rate",
      draft: done,
      submitted: ["about"],
      hasRate: true,
      url: "/rate?existing",
    },
    { why: "a finished journey not rated yet", handover: "rate", draft: done, submitted: ["about"], hasRate: false, url: "/about" },
    {
      why: "a journey handing over elsewhere",
      handover: "telematics",
      draft: done,
      submitted: ["about"],
      hasRate: false,
      url: "/telematics",
    },
  ])("$why -> $url", ({ handover, draft, submitted, hasRate, url }) => {
    const journey = fixture(handover);
    expect(dueUrl({ journey, draft, submitted: new Set(submitted), clock, check: ajvCheck([journey]) }, hasRate)).toBe(url);
  });
});
