/** The journey modules' data is written as `JSON.parse('…')`: it must give back exactly the value written. */
import { describe, expect, it } from "vitest";
import { parsedJson } from "../../tools/journeysPlugin.ts";
import { journeys } from "../engine/support/realJourneys.ts";

const evaluate = (code: string): unknown => new Function(`return ${code};`)();

describe("parsedJson", () => {
  it("round-trips quotes, backslashes, escapes, line and paragraph separators and other scripts", () => {
    const value = { text: "it's \"quoted\" \\ back\\slash\n\t", separators: "a\u2028b\u2029c", welsh: "ŵŷ – £", nested: [1, null, true, { "k'ey": "v" }] };
    const code = parsedJson(value);
    expect(code.startsWith("JSON.parse('")).toBe(true);
    expect(evaluate(code)).toEqual(value);
  });

  it("round-trips every real journey", () => {
    for (const journey of Object.values(journeys)) expect(evaluate(parsedJson(journey))).toEqual(journey);
  });
});
