/**
 * A product's module (the chunk a page downloads) carries each answer schema once: in the
 * precompiled validator's code. The `answers.schema` the app hands RJSF is worked out from the
 * journey as the module loads; it must be the schema the validator was compiled from, whatever the
 * order the module writes the pages in.
 */
import { describe, expect, it } from "vitest";
import { answersSchema } from "../../src/engine/index.ts";
import { pagesInCompressibleOrder } from "../../tools/pagesInCompressibleOrder.ts";
import { productModule } from "../../tools/journeysPlugin.ts";
import { journeys } from "../engine/support/realJourneys.ts";

describe.each(Object.keys(journeys))("the %s product module", (product) => {
  const journey = journeys[product];

  it("works its answer schemas out from the journey it carries: the ones its validator was compiled from", () => {
    expect(answersSchema([pagesInCompressibleOrder(journey)])).toEqual(answersSchema([journey]));
  });

  it("does not write the answer schemas out beside the journey", () => {
    const code = productModule(journey);
    expect(code).toMatch(/^export const answers = \{ schema: \{ \.\.\.answersSchema\(\[journey\]\), \$id: "answers_\w+" \}, validateFns \};$/m);
    expect(code).not.toContain("JSON.parse('{\"$id\"");
  });
});
