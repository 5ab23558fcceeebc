/** Tiny resolved journeys for the data-flow unit tests: only what routing and logic look at. */
import type { ResolvedJourney, ResolvedPage } from "../../src/engine/index.ts";

export type PageSketch = Partial<ResolvedPage> & { id: string; next?: ResolvedPage["next"] };

export function page({ id, ...rest }: PageSketch): ResolvedPage {
  return { id, route: `/${id}`, title: id, file: `car/pages/${id}.json`, fields: [], next: [{ to: "rate" }], ...rest };
}

/** A field as a resolved page holds it. */
export const field = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  label: name,
  widget: "text",
  schema: { type: "string" },
  schemaKey: name,
  ...extra,
});

/** Pages in the order given; the first is the start page. */
export function journey(pages: ResolvedPage[], extra: Partial<ResolvedJourney> = {}): ResolvedJourney {
  return {
    id: "car",
    version: "1.0.0",
    name: "Car",
    startPage: pages[0].id,
    limits: {},
    pages: Object.fromEntries(pages.map((p) => [p.id, p])),
    pageOrder: pages.map((p) => p.id),
    ...extra,
  };
}

/** `from` goes to each of `to` in turn, the last by default. */
export const edges = (...to: string[]): ResolvedPage["next"] =>
  to.map((target, i) => (i < to.length - 1 ? { to: target, when: { var: `answers.go${i}` } } : { to: target }));
