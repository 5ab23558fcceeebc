/**
 * Email addresses (issue 28): only a plain address is stored or mailed to. The journey's own
 * pattern let through addresses a mail program reads as someone else's (`victim.co<attacker@evil.co>`
 * is mailed to the attacker while the page shows the victim), lists, angle brackets, and invisible
 * or reordering characters; rateQuote now refuses them on every email question, in the field's words.
 */
import { describe, expect, it } from "vitest";
import { setPath, type Draft } from "../../src/engine/index.ts";
import { isPlainEmailAddress, maskEmail } from "../../server/domain/emailAddress.ts";
import { RATE, type Rated } from "./buying.ts";
import { localProcessor, useBuyingServer } from "./paymentProcessors.ts";
import { quoteBody } from "./retrieving.ts";

/** Addresses a mail program reads differently from the page, or that hide what they are. */
const attacks = [
  "victim.co<attacker@evil.co>",
  "a@b.co,attacker",
  "<sam@example.com>",
  "Sam <sam@example.com>",
  "sam@example.com>",
  "sam\u202Emoc.elpmaxe@example.com",
  "sam\u0085@example.com",
  "sam(comment)@example.com",
  "sam@example.com;other@example.com",
  '"sam jones"@example.com',
  "sam@[127.0.0.1]",
  "sam@localhost",
  "sam..jones@example.com",
  "sâm@example.com",
];

describe("isPlainEmailAddress", () => {
  it.each(["sam.jones@example.com", "o'neil+quotes@mail.example.co.uk", "SAM_J-1@EXAMPLE.COM", "x@a-b.io"])("accepts %s", (address) => {
    expect(isPlainEmailAddress(address)).toBe(true);
  });

  it.each([...attacks, "sam@example.com\u2028"].map((address) => [JSON.stringify(address), address]))("refuses %s", (_, address) => {
    expect(isPlainEmailAddress(address)).toBe(false);
  });

  it("refuses an address over 254 characters", () => {
    const label = (c: string) => c.repeat(63);
    expect(isPlainEmailAddress(`${"a".repeat(64)}@${label("b")}.${label("c")}.${label("d")}.co`)).toBe(false);
    expect(isPlainEmailAddress(`${"a".repeat(64)}@${label("b")}.${label("c")}.co`)).toBe(true);
  });
});

describe("maskEmail", () => {
  it("shows the first character whole, never half a surrogate pair", () => {
    expect(maskEmail("😀sam@example.com")).toBe("😀•••@example.com");
    expect(maskEmail("👩‍👩‍👧x@example.com")).toBe("👩‍👩‍👧•••@example.com");
    // No lone surrogate: the masked text survives a round trip through UTF-8.
    expect(Buffer.from(maskEmail("😀sam@example.com")).toString("utf8")).toBe(maskEmail("😀sam@example.com"));
  });
});

describe("rateQuote", () => {
  const buying = useBuyingServer(localProcessor);
  const rate = (answers: Draft) => buying.server.graphql<{ rateQuote: Rated }>(RATE, { body: quoteBody("car", answers) });
  const quoteCount = async () => (await buying.server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM quotes")).rows[0].n;

  it.each(attacks.map((address) => [JSON.stringify(address), address]))(
    "refuses the policyholder's email %s, storing nothing",
    async (_, address) => {
      const before = await quoteCount();
      const response = await rate(setPath(buying.carDraft, "driverAddress.email", address));
      expect(response.body.errors?.[0]?.extensions, response.text).toMatchObject({
        code: "QUOTE_INVALID",
        fieldErrors: expect.arrayContaining([{ page: "driver-address", field: "email", message: "Enter valid email address" }]),
      });
      expect(await quoteCount()).toBe(before);
    },
  );

  it("refuses a final-page contact's email that is not a plain address", async () => {
    const response = await rate(setPath(buying.carDraft, "final.contacts.0.email", "sam@example.com,attacker"));
    expect(response.body.errors?.[0]?.extensions).toMatchObject({
      code: "QUOTE_INVALID",
      fieldErrors: expect.arrayContaining([{ page: "final", field: "contacts.0.email", message: "Enter valid email address" }]),
    });
  });

  it("still rates a quote with a plain address", async () => {
    const response = await rate(setPath(buying.carDraft, "driverAddress.email", "o'neil+quotes@example.co.uk"));
    expect(response.body.errors, response.text).toBeUndefined();
  });
});
