/**
 * A product's flow as a graph, read from the resolved journey the engine runs: one node per page
 * and per app route a page can hand over to, and one edge per way of moving on. A page moves on by
 * its `next` edges (tried in order, the last one the default), by a button's outcomes, by the
 * outcomes of the server call a button makes, and by the outcomes of the page's loaders. Labels
 * are the conditions in words (describeLogic), so a reviewer reads the flow without JsonLogic.
 */
import { namedSlots, type Outcome, type ResolvedJourney } from "../engine/index.ts";
import { describeCondition } from "./describeLogic.ts";

/** An app route outside the journey (common/routes.json): its id's path and title. */
export type AppRoutes = Record<string, { path: string; title: string }>;

export interface FlowNode {
  id: string;
  kind: "page" | "route";
  title: string;
  /** The page's URL, or the app route's path. */
  path: string;
  /** Pages of the named-driver chain, asked once per named driver. */
  named?: boolean;
}

export interface FlowEdge {
  from: string;
  to: string;
  /** `next`: the page's own edges; `button`: a button's outcome; `call`: the outcome of a server call. */
  kind: "next" | "button" | "call";
  /** The condition in words; absent when the edge is the page's only way on. */
  label?: string;
  /** Where in the page the edge is written (`next 0`, `action get-quote load.onResult 1`, `loader 0 onError 0`). */
  origin: string;
}

export interface FlowGraph {
  product: string;
  name: string;
  start: string;
  nodes: FlowNode[];
  edges: FlowEdge[];
  /** How many named drivers the named-driver chain is asked for (limits.namedDrivers). */
  namedDrivers: number;
}

/** The flow of one product, nodes in manifest order then app routes in order of first use. */
export function flowGraph(journey: ResolvedJourney, routes: AppRoutes): FlowGraph {
  const edges: FlowEdge[] = [];
  for (const id of journey.pageOrder) {
    const page = journey.pages[id];
    const conditional = page.next.some((edge) => edge.when !== undefined);
    page.next.forEach((edge, i) => {
      const label = edge.when !== undefined ? describeCondition(edge.when) : conditional ? "otherwise" : undefined;
      edges.push({ from: id, to: edge.to, kind: "next", ...(label ? { label } : {}), origin: `next ${i}` });
    });
    for (const action of page.actions ?? []) {
      const where = `action ${action.id}`;
      edges.push(...outcomeEdges(id, "button", action.label, action.then, "then", `${where} then`));
      if (action.load) {
        edges.push(...outcomeEdges(id, "call", action.label, action.load.onResult, "result", `${where} load.onResult`));
        edges.push(...outcomeEdges(id, "call", action.label, action.load.onEmpty, "empty", `${where} load.onEmpty`));
        edges.push(...outcomeEdges(id, "call", action.label, action.load.onError, "error", `${where} load.onError`));
      }
    }
    (page.loaders ?? []).forEach((loader, i) => {
      edges.push(...outcomeEdges(id, "call", loader.source, loader.onResult, "result", `loader ${i} onResult`));
      edges.push(...outcomeEdges(id, "call", loader.source, loader.onEmpty, "empty", `loader ${i} onEmpty`));
      edges.push(...outcomeEdges(id, "call", loader.source, loader.onError, "error", `loader ${i} onError`));
    });
  }
  const named = namedChain(journey);
  const nodes: FlowNode[] = journey.pageOrder.map((id) => {
    const page = journey.pages[id];
    return { id, kind: "page", title: page.title, path: page.route, ...(named.has(id) ? { named: true } : {}) };
  });
  const routeIds = [...new Set(edges.map((edge) => edge.to).filter((to) => !journey.pages[to]))];
  for (const id of routeIds) nodes.push({ id, kind: "route", title: routes[id]?.title ?? id, path: routes[id]?.path ?? "?" });
  return {
    product: journey.id,
    name: journey.name,
    start: journey.startPage,
    nodes,
    edges,
    namedDrivers: namedSlots(journey),
  };
}

/**
 * Edges for the outcomes that go somewhere. Outcomes are tried in order and the first goTo wins,
 * so an unconditional goTo after conditional ones reads "otherwise" ("any other result").
 */
function outcomeEdges(
  from: string,
  kind: FlowEdge["kind"],
  what: string,
  outcomes: Outcome[] | undefined,
  ended: Ending,
  origin: string,
): FlowEdge[] {
  const edges: FlowEdge[] = [];
  let guarded = false;
  (outcomes ?? []).forEach((outcome, i) => {
    if (!outcome.goTo) return;
    const condition = outcome.when !== undefined ? describeCondition(briefResults(outcome.when)) : undefined;
    edges.push({ from, to: outcome.goTo, kind, label: `${what}${outcomeWords(ended, condition, guarded)}`, origin: `${origin} ${i}` });
    guarded ||= condition !== undefined;
  });
  return edges;
}

type Ending = "then" | "result" | "empty" | "error";

function outcomeWords(ended: Ending, condition: string | undefined, guarded: boolean): string {
  switch (ended) {
    case "then":
      return condition ? `, if ${condition}` : guarded ? ", otherwise" : "";
    case "result":
      return condition ? `: ${condition}` : guarded ? ": any other result" : ": a result";
    case "empty":
      return `: nothing found${condition ? `, if ${condition}` : ""}`;
    case "error":
      return `: the call fails${condition ? `, if ${condition}` : ""}`;
  }
}

/**
 * A call's outcome conditions read its `result`; on an arrow leaving that call, its last key says
 * enough ("optionState is …" rather than "result ratingOutcome.optionState is …").
 */
function briefResults(logic: unknown): unknown {
  if (Array.isArray(logic)) return logic.map(briefResults);
  if (logic === null || typeof logic !== "object") return logic;
  const entries = Object.entries(logic as Record<string, unknown>).map(([key, arg]) => {
    if (key === "var" && typeof arg === "string" && arg.startsWith("result.")) return [key, arg.slice(arg.lastIndexOf(".") + 1)];
    return [key, briefResults(arg)];
  });
  return Object.fromEntries(entries);
}

/** Pages reached from the named-driver start by `next` edges before the chain rejoins a main page. */
function namedChain(journey: ResolvedJourney): Set<string> {
  const chain = new Set<string>();
  const start = journey.namedStartPage;
  if (!start || !journey.pages[start]) return chain;
  const main = mainPages(journey);
  const queue = [start];
  while (queue.length > 0) {
    const id = queue.shift()!;
    if (chain.has(id) || main.has(id) || !journey.pages[id]) continue;
    chain.add(id);
    queue.push(...journey.pages[id].next.map((edge) => edge.to));
  }
  return chain;
}

/** Pages reached from the start page by `next` edges and outcomes, without entering the named-driver chain. */
function mainPages(journey: ResolvedJourney): Set<string> {
  const seen = new Set<string>();
  const queue = [journey.startPage];
  while (queue.length > 0) {
    const id = queue.shift()!;
    if (seen.has(id) || id === journey.namedStartPage || !journey.pages[id]) continue;
    seen.add(id);
    const page = journey.pages[id];
    const outcomes = [
      ...(page.actions ?? []).flatMap((a) => [
        ...(a.then ?? []),
        ...(a.load?.onResult ?? []),
        ...(a.load?.onEmpty ?? []),
        ...(a.load?.onError ?? []),
      ]),
      ...(page.loaders ?? []).flatMap((l) => [...(l.onResult ?? []), ...(l.onEmpty ?? []), ...(l.onError ?? [])]),
    ];
    queue.push(...page.next.map((edge) => edge.to), ...outcomes.flatMap((o) => (o.goTo ? [o.goTo] : [])));
  }
  return seen;
}
