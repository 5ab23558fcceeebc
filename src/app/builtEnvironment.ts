/** The journeys and precompiled validators built by the journeys plugin, with the system clock. */
import { journeys, validators } from "virtual:journeys";
import { schemaCheckFrom } from "../engine/schemaCheck.ts";
import { systemClock } from "./clock.ts";
import type { JourneyEnvironment } from "./JourneyEnvironment.tsx";

export const builtEnvironment: JourneyEnvironment = {
  journeys,
  check: schemaCheckFrom((key) => validators[key]),
  clock: systemClock,
};
