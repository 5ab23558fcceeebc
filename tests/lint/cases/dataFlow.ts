import type { Expected } from "../fixtureCases.ts";

/** Fixture folder (under tests/fixtures/journeys) to the errors it must produce, exactly. */
export const DEFECTS: Record<string, Expected[]> = {};

/** Fixture folders that must lint without errors. */
export const FEATURES: string[] = [];
