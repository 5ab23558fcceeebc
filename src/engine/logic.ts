/** Evaluates JsonLogic with our operation table over a `LogicData` context. */
import jsonLogic from "json-logic-js";
import { compileLogic } from "./compiledLogic.ts";
import { operations } from "./operations.ts";
import type { Clock, Draft, LogicData, ResolvedJourney } from "./types.ts";
import { getPath } from "./paths.ts";

for (const [name, fn] of Object.entries(operations)) {
  jsonLogic.add_operation(name, fn as (...args: unknown[]) => unknown);
}

export function evaluate(logic: unknown, data: LogicData | Record<string, unknown>): unknown {
  return compileLogic(logic, operations)(data);
}

/** Truthiness as JsonLogic defines it (an empty array is false). */
export function isTruthy(value: unknown): boolean {
  return jsonLogic.truthy(value);
}

/** Evaluates an optional condition: absent means true. */
export function holds(condition: unknown, data: LogicData): boolean {
  return condition === undefined || isTruthy(evaluate(condition, data));
}

export interface ContextInput {
  journey: ResolvedJourney;
  draft: Draft;
  section?: string;
  clock: Clock;
  data?: Record<string, unknown>;
}

/** Builds the data logic sees on a page: answers of its section, the whole quote, limits, today. */
export function logicData({ journey, draft, section, clock, data }: ContextInput): LogicData {
  const answers = getPath(draft, section);
  const driver = section?.includes(".") ? getPath(draft, section.slice(0, section.lastIndexOf("."))) : draft;
  return {
    answers: answers && typeof answers === "object" ? (answers as Record<string, unknown>) : section ? {} : draft,
    quote: draft,
    limits: journey.limits,
    product: draft.product,
    data: data ?? {},
    today: clock.today(),
    driver: driver && typeof driver === "object" ? (driver as Record<string, unknown>) : {},
    journey: { id: journey.id, version: journey.version },
  };
}
