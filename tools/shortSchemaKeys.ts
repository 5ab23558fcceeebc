/**
 * The journeys the browser downloads, with each field's schema key as short as it can be.
 *
 * A schema key names a field's answer schema and its precompiled validator; the engine makes it a
 * hash of the schema, which every server and tool can work out alone. The browser only looks its
 * validators up by it, and the build makes the validators from the same journeys, so there it can
 * be a number: `s0`, `s1`, … A hash is as long as it is random, and gzip cannot shrink it; it is
 * written in every field and, in the validator's code, again at each schema. Numbered across all
 * products at once, a key still names the same schema in every product.
 */
import type { ResolvedJourney } from "../src/engine/index.ts";

export function withShortSchemaKeys(journeys: Record<string, ResolvedJourney>): Record<string, ResolvedJourney> {
  const short = new Map<string, string>();
  const shortKey = (key: string) => {
    if (!short.has(key)) short.set(key, `s${short.size.toString(36)}`);
    return short.get(key)!;
  };
  // Products in a fixed order, so that a build numbers the keys the same way every time.
  const ids = Object.keys(journeys).sort();
  return Object.fromEntries(
    ids.map((id) => {
      const journey = journeys[id];
      const pages = Object.fromEntries(
        Object.entries(journey.pages).map(([pageId, page]) => [
          pageId,
          { ...page, fields: page.fields.map((field) => ({ ...field, schemaKey: shortKey(field.schemaKey) })) },
        ]),
      );
      return [id, { ...journey, pages }];
    }),
  );
}
