/**
 * Retrieving a quote after the product journey changed, and after it expired, with servers started
 * on fixture copies of journeys/ that share one database (as a new release would):
 * - A: today's journeys, except that cover may start up to 60 days ahead (so a quote can expire
 *   before its cover starts);
 * - B: A with the car journey's version bumped and nothing else;
 * - C: B with a new required question on the driver's page.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Draft } from "../../src/engine/index.ts";
import { JOURNEYS_DIR } from "../../server/journeys/readJourneys.ts";
import type { ServerClock } from "../../server/clock.ts";
import { addDaysIso } from "../../server/domain/ukDate.ts";
import { REPRICE } from "./buying.ts";
import { completeDraft, journeyOf, TODAY } from "./quoteDrafts.ts";
import { failure, generousLimits, rateQuote, retrieved, withSection } from "./retrieving.ts";
import { startTestServer, startupTimeout, type TestServer } from "./testServer.ts";

let today = TODAY;
const clock: ServerClock = { today: () => today, now: () => new Date(`${today}T12:00:00.000Z`) };
const bumped = "9.0.0";
const root = mkdtempSync(join(tmpdir(), "journey-change-"));

/** A copy of journeys/ under `name`, with `edit` applied to its files. */
function journeysCopy(from: string, name: string, edit: (dir: string) => void): string {
  const dir = join(root, name);
  cpSync(from, dir, { recursive: true });
  edit(dir);
  return dir;
}

function editFile(file: string, change: (text: string) => string): void {
  const before = readFileSync(file, "utf8");
  const after = change(before);
  if (after === before) throw new Error(`The fixture edit did not change ${file}: the journey file has changed, update this test`);
  writeFileSync(file, after);
}

function editJson(file: string, change: (json: Record<string, unknown>) => void): void {
  editFile(file, (text) => {
    const json = JSON.parse(text);
    change(json);
    return `${JSON.stringify(json, null, 2)}\n`;
  });
}

const dirA = journeysCopy(JOURNEYS_DIR, "a", (dir) =>
  editFile(join(dir, "common/pages/final.json"), (text) =>
    text.replace(/("addDays": \[\s*\{\s*"today": \[\]\s*\},\s*)30(\s*\])/, "$160$2"),
  ),
);
const dirB = journeysCopy(dirA, "b", (dir) => editJson(join(dir, "car/manifest.json"), (manifest) => (manifest.version = bumped)));
const dirC = journeysCopy(dirB, "c", (dir) =>
  editJson(join(dir, "common/pages/driver-personal.json"), (page) => {
    const fields = page.fields as Array<Record<string, unknown>>;
    // Same schema as firstName (required), under a new name.
    fields.splice(2, 0, { include: "../fields/driver.json#/firstName", name: "middleName", label: "Middle name" });
  }),
);

let serverA: TestServer;
let serverB: TestServer;
let serverC: TestServer;
let carDraft: Draft;
beforeAll(async () => {
  serverA = await startTestServer({ journeysDir: dirA, clock, attemptLimits: generousLimits });
  serverB = await startTestServer({ db: serverA.db, journeysDir: dirB, clock, attemptLimits: generousLimits });
  serverC = await startTestServer({ db: serverA.db, journeysDir: dirC, clock, attemptLimits: generousLimits });
  carDraft = await completeDraft(serverA, "car", { namedDrivers: 1 });
}, startupTimeout);
afterAll(async () => {
  await serverC?.close();
  await serverB?.close();
  await serverA?.close(); // owns the shared database
  rmSync(root, { recursive: true, force: true });
});

async function storedVersion(quoteRef: string): Promise<string> {
  const { rows } = await serverA.db.query<{ journey_version: string }>("SELECT journey_version FROM quotes WHERE quote_ref = $1", [
    quoteRef,
  ]);
  return rows[0].journey_version;
}

describe("retrieveQuote after the journey changed", () => {
  it("rates the stored answers again under the same reference and token when they still pass", async () => {
    const quote = await rateQuote(serverA, "car", carDraft);
    const back = await retrieved(serverB, quote.token, quote.quoteRef);
    expect(back).toMatchObject({ quoteRef: quote.quoteRef, expired: false, journeyVersion: bumped });
    expect(back.rate).toMatchObject({ quoteRef: quote.quoteRef, token: quote.token, quoteState: "UNDERWRITTEN" });
    expect(back.rate!.ratingOutcome.underwritingOutcomeResponseId).not.toBe(quote.ratingOutcome.underwritingOutcomeResponseId);
    expect(back.answers).toMatchObject({ named: [{ added: true, driverPersonal: { firstName: "Alex" } }] });
    expect(await storedVersion(quote.quoteRef)).toBe(bumped);

    // The earlier outcome is replaced; retrieving again gives the new one as stored.
    const stale = await serverB.graphql(REPRICE, {
      token: quote.token,
      id: quote.ratingOutcome.underwritingOutcomeResponseId,
      body: { addons: [], voluntaryExcess: 0 },
    });
    expect(failure(stale).code).toBe("OUTCOME_STALE");
    const again = await retrieved(serverB, quote.token, quote.quoteRef);
    expect(again.rate).toEqual(back.rate);
  });

  it("gives the answers without a price when the journey now asks a question they do not answer", async () => {
    const quote = await rateQuote(serverA, "car", carDraft);
    const back = await retrieved(serverC, quote.token, quote.quoteRef);
    expect(back).toMatchObject({ quoteRef: quote.quoteRef, rate: null, expired: false, journeyVersion: bumped });
    expect(back.answers).toMatchObject({ driverPersonal: { firstName: "Sam" }, named: [{ added: true }] });
    expect((back.answers.driverPersonal as Record<string, unknown>).middleName).toBeUndefined();
    // Nothing was rated or changed: the quote still holds its price under the old version.
    expect(await storedVersion(quote.quoteRef)).toBe(journeyOf("car").version);
    const unchanged = await retrieved(serverA, quote.token, quote.quoteRef);
    expect(unchanged.rate?.ratingOutcome.underwritingOutcomeResponseId).toBe(quote.ratingOutcome.underwritingOutcomeResponseId);
  });
});

describe("retrieveQuote of an expired quote whose cover has not started", () => {
  it("clears the old reference and rates the answers as a new quote at today's date", async () => {
    const coverStart = addDaysIso(TODAY, 45);
    const quote = await rateQuote(serverA, "car", withSection(carDraft, "final", { coverStartDate: coverStart }));
    const later = addDaysIso(quote.expiryDate, 1);
    today = later;
    try {
      const back = await retrieved(serverA, quote.token, quote.quoteRef);
      expect(back.expired).toBe(true);
      expect(back.quoteRef).toMatch(/^QR-[A-Z0-9]{8}$/);
      expect(back.quoteRef).not.toBe(quote.quoteRef);
      expect(back.rate).toMatchObject({
        quoteRef: back.quoteRef,
        quoteState: "UNDERWRITTEN",
        createdDate: later,
        expiryDate: addDaysIso(later, 30),
      });
      expect(back.rate!.token).not.toBe(quote.token);
      expect(back.rate!.ratingOutcome.underwritingOutcomeResponseId).not.toBe(quote.ratingOutcome.underwritingOutcomeResponseId);
      expect(back.answers).toMatchObject({ final: { coverStartDate: coverStart }, named: [{ added: true }] });

      // The new quote is an ordinary one: its own token retrieves it as stored.
      const fresh = await retrieved(serverA, back.rate!.token, back.quoteRef);
      expect(fresh).toMatchObject({ expired: false, quoteRef: back.quoteRef });
      expect(fresh.rate?.ratingOutcome).toEqual(back.rate!.ratingOutcome);
    } finally {
      today = TODAY;
    }
  });
});
