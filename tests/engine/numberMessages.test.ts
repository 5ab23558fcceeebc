/**
 * What a number box's typed text gets from the page's check: the widget passes text that is not a
 * whole number on as typed (typedWholeNumber), the schema's `type` refuses it, and the field's
 * `messages.type` words it; a field without one falls back to `messages.invalid`. On a fixture
 * journey (tests/fixtures/engine/number-messages/).
 */
import { describe, expect, it } from "vitest";
import { fieldError, logicData } from "../../src/engine/index.ts";
import { ajvCheck } from "../../server/journeys/ajvCheck.ts";
import { typedWholeNumber } from "../../renderer-widgets/digits.ts";
import { fixtureJourney } from "./support/fixtures.ts";

const journey = fixtureJourney("number-messages");
const page = journey.pages.start;
const check = ajvCheck([journey]);
const clock = { today: () => "2026-11-22" };

/** The message a field gives for what the user typed in its box. */
function messageFor(name: string, typed: string): string | undefined {
  const field = page.fields.find((f) => f.name === name)!;
  const draft = { [name]: typedWholeNumber(typed) };
  return fieldError(field, logicData({ journey, draft, section: page.section, clock }), check);
}

describe("a number box's typed text", () => {
  it.each(["45OO", "five", "4 seats", "12.5", "-5"])("%s gets the field's words for letters", (typed) => {
    expect(messageFor("seats", typed)).toBe("Enter the number of seats using numbers only");
  });

  it.each([
    ["1", "Enter number of seats"],
    ["7", "Enter number of seats"],
    ["", "Enter number of seats"],
  ])("%s (a number out of range, or nothing) keeps the field's other words", (typed, message) => {
    expect(messageFor("seats", typed)).toBe(message);
  });

  it("a whole number in range, with spaces around it, is accepted", () => {
    expect(messageFor("seats", " 5 ")).toBeUndefined();
  });

  it("a field without words for letters falls back to its messages.invalid", () => {
    expect(messageFor("doors", "five")).toBe("Enter number of doors");
  });
});
