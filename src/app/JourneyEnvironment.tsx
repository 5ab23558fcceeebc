/**
 * What pages need besides the store: the journeys, their answer validation and the clock.
 * The app provides the journeys loaded so far with their precompiled validators (see
 * LoadedJourneyEnvironment); tests provide fixture journeys, validators compiled at run time and a
 * fixed clock.
 */
import { createContext, useContext, type ReactNode } from "react";
import type { SchemaUtilsType } from "@rjsf/utils";
import type { Clock, ResolvedJourney, SchemaCheck } from "../engine/index.ts";

export interface JourneyEnvironment {
  journeys: Record<string, ResolvedJourney>;
  /** The engine's check of one answer against its JSON Schema. */
  check: SchemaCheck;
  /** By journey id: RJSF's schema utilities over that journey's answer schemas and validator. */
  schemaUtils: Record<string, SchemaUtilsType>;
  clock: Clock;
}

/** Whether the journeys the page needs are at hand, for an environment that loads them on demand. */
export interface JourneyLoading {
  /** A journey is at hand for the current product: its own, or while it loads, the one shown before it. */
  usable: boolean;
  /** The current product's own journey is at hand. */
  current: boolean;
  /** Every product's journey is at hand. */
  all: boolean;
  /** Loading a journey failed. */
  failed: boolean;
  /** Asks for every product's journey (a retrieved quote may be of any product). */
  loadAll(): void;
}

const EnvironmentContext = createContext<JourneyEnvironment | null>(null);
// An environment given whole (tests) has every journey it will ever have.
const LoadingContext = createContext<JourneyLoading>({ usable: true, current: true, all: true, failed: false, loadAll: () => {} });

export function JourneyEnvironmentProvider({
  value,
  loading,
  children,
}: {
  value: JourneyEnvironment;
  loading?: JourneyLoading;
  children: ReactNode;
}) {
  const provided = <EnvironmentContext.Provider value={value}>{children}</EnvironmentContext.Provider>;
  return loading ? <LoadingContext.Provider value={loading}>{provided}</LoadingContext.Provider> : provided;
}

export function useJourneyEnvironment(): JourneyEnvironment {
  const environment = useContext(EnvironmentContext);
  if (!environment) throw new Error("Pages need a JourneyEnvironmentProvider");
  return environment;
}

export function useJourneyLoading(): JourneyLoading {
  return useContext(LoadingContext);
}

/** The journey of the chosen product; before a choice, the car journey (they share the first pages). */
export function journeyFor(journeys: Record<string, ResolvedJourney>, product: unknown): ResolvedJourney {
  if (typeof product === "string" && journeys[product]) return journeys[product];
  return journeys.car ?? Object.values(journeys)[0];
}
