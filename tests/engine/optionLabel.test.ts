import { describe, expect, it } from "vitest";
import { optionsFor, type ResolvedField } from "../../src/engine/index.ts";

const referenceData = {
  convictionType: [
    { code: "DR10", value: "Driving with alcohol level above limit" },
    { code: "SP30", value: "Exceeding statutory speed limit on a public road" },
  ],
};

function field(extra: Partial<ResolvedField>): ResolvedField {
  return {
    name: "dvlaCode",
    label: "DVLA code",
    widget: "search",
    schema: { type: "string" },
    schemaKey: "k",
    optionsFrom: "convictionType",
    ...extra,
  };
}

describe("optionLabel", () => {
  it("words each reference-data option with its code and text, keeping the code as the value", () => {
    expect(optionsFor(field({ optionLabel: "{code} – {value}" }), {} as never, referenceData)).toEqual([
      { value: "DR10", label: "DR10 – Driving with alcohol level above limit" },
      { value: "SP30", label: "SP30 – Exceeding statutory speed limit on a public road" },
    ]);
  });

  it("shows the text alone without one", () => {
    expect(optionsFor(field({}), {} as never, referenceData)?.map((o) => o.label)).toEqual([
      "Driving with alcohol level above limit",
      "Exceeding statutory speed limit on a public road",
    ]);
  });

  it("makes a list's options once per label, so every page view offers the same array", () => {
    const worded = field({ optionLabel: "{code} – {value}" });
    const first = optionsFor(worded, {} as never, referenceData);
    expect(optionsFor(worded, {} as never, referenceData)).toBe(first);
    expect(optionsFor(field({}), {} as never, referenceData)).not.toBe(first);
    const changed = { convictionType: [{ code: "DR10", value: "Drink driving" }] };
    expect(optionsFor(worded, {} as never, changed)).toEqual([{ value: "DR10", label: "DR10 – Drink driving" }]);
  });
});
