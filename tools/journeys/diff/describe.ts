/**
 * How JsonLogic reads in the report: as a condition ("shown when …") or as a value ("default …").
 * The diff takes any describer of this shape (the journeys' own one words it); the compact JSON
 * one here is exact if not pretty, and keeps the diff usable on its own.
 */
export interface Describe {
  condition(logic: unknown): string;
  value(logic: unknown): string;
}

const json = (logic: unknown) => `\`${JSON.stringify(logic)}\``;

export const compactJson: Describe = { condition: json, value: json };
