/**
 * What pages need besides the store: the journeys, their answer validators and the clock.
 * The app provides the built ones; tests provide fixture journeys, ajv and a fixed clock.
 */
import { createContext, useContext, type ReactNode } from "react";
import type { Clock, ResolvedJourney, SchemaCheck } from "../engine/types.ts";

export interface JourneyEnvironment {
  journeys: Record<string, ResolvedJourney>;
  check: SchemaCheck;
  clock: Clock;
}

const EnvironmentContext = createContext<JourneyEnvironment | null>(null);

export function JourneyEnvironmentProvider({ value, children }: { value: JourneyEnvironment; children: ReactNode }) {
  return <EnvironmentContext.Provider value={value}>{children}</EnvironmentContext.Provider>;
}

export function useJourneyEnvironment(): JourneyEnvironment {
  const environment = useContext(EnvironmentContext);
  if (!environment) throw new Error("Pages need a JourneyEnvironmentProvider");
  return environment;
}

/** The journey of the chosen product; before a choice, the car journey (they share the first pages). */
export function journeyFor(journeys: Record<string, ResolvedJourney>, product: unknown): ResolvedJourney {
  if (typeof product === "string" && journeys[product]) return journeys[product];
  return journeys.car ?? Object.values(journeys)[0];
}
