/**
 * Path exploration: property-based walks (fast-check) through every product, answering each page
 * with generated answers it accepts and following the engine's own routing (support/journeyWalker).
 * Checked on every walk: it never gets stuck or goes round in circles, it only ever sends the user
 * to pages the replay lets them open, every quote it sends is accepted by the server's validation,
 * and hidden answers never reach what is submitted. Across the walks every page and every edge of
 * each product's flow graph (the one in journeys/README.md) must be taken by some walk; the test
 * prints page and edge coverage. A fixed seed keeps CI deterministic.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logicData, nextEdge, pageInstance, replayPath, validateQuote, type ResolvedJourney } from "../../src/engine/index.ts";
import { flowGraph } from "../../src/describe/flowModel.ts";
import { loadGraphInputs } from "../../tools/journeys/graph/graphsSection.ts";
import { validateDraft } from "../../server/validation/draftValidation.ts";
import { catalogue, clock, TODAY } from "../server/quoteDrafts.ts";
import { JourneyWalker, WalkStuck, type Walk } from "./support/journeyWalker.ts";
import { startServerSources, type ServerSources } from "./support/serverSources.ts";
import { changedAnswers, leakedPaths, withStaleHiddenAnswers } from "./support/submissionChecks.ts";

/** Walks per product: enough for every edge with this seed, and the whole file stays well under a minute. */
const WALKS_PER_PRODUCT = 80;
const SEED = 20261122;

/**
 * Edges no walk can take, by `product:page|origin`, each with the reason. An edge listed here that
 * a walk does take fails the test, so the list cannot go stale.
 */
const olderAndPpmOnly = "the shared vehicle page sends only older and pay-per-mile quotes to /incompatible when device assignment fails";
const unreachableByWalk: Record<string, string> = {
  "car:vehicle|loader 1 onError 1": olderAndPpmOnly,
  "convicted:vehicle|loader 1 onError 1": olderAndPpmOnly,
  "van:vehicle|loader 1 onError 1": olderAndPpmOnly,
};

/**
 * Problems in the journeys themselves that walks find, tolerated here so that the rest is still
 * checked, and printed with every run until the journeys are fixed. Anything not listed fails.
 */
interface KnownProblem {
  product: string;
  /** `stuck`: no answer to `field` on `page` is accepted; `refused`: the server refuses `field` of `page` in a quote the journey let through. */
  kind: "stuck" | "refused";
  page: string;
  field: string;
  why: string;
}
const knownProblems: KnownProblem[] = [
  {
    product: "older",
    kind: "refused",
    page: "driver-personal",
    field: "dob",
    why: "final's cover start date checks ages against finalAge 17-99 while driver-personal wants 35-89 at cover start: a later start date that ages the driver out passes /final and the server refuses the quote (the user lands on /error)",
  },
];

const { journeys, routes } = loadGraphInputs();

interface Coverage {
  pages: Set<string>;
  edges: Set<string>;
  walks: number;
  ended: Map<string, number>;
  rated: number;
  /** Known problems met, by their `why`. */
  problems: Map<string, number>;
}
const coverage = new Map<string, Coverage>();
let sources: ServerSources;

beforeAll(async () => {
  sources = await startServerSources(TODAY, catalogue.check);
}, 60_000);

afterAll(async () => {
  await sources?.close();
});

describe.each(journeys.map((journey) => [journey.id, journey] as const))("walks through %s", (product, journey) => {
  it("never get stuck, are accepted by the server, leak no hidden answer, and cover every page and edge", async () => {
    const walker = new JourneyWalker(journey, sources, clock, catalogue.check);
    const seen: Coverage = { pages: new Set(), edges: new Set(), walks: 0, ended: new Map(), rated: 0, problems: new Map() };
    coverage.set(product, seen);

    await fc.assert(
      fc.asyncProperty(fc.gen(), async (draw) => {
        const ratedBefore = sources.rated.length;
        let walk: Walk;
        try {
          walk = await walker.walk(draw);
        } catch (error) {
          if (error instanceof WalkStuck && known(product, "stuck", error.page, error.fields, seen)) return;
          throw error;
        }
        record(seen, journey, walk);
        for (const rated of sources.rated.slice(ratedBefore)) {
          seen.rated++;
          if (!rated.validation.valid) {
            const { problems } = rated.validation;
            if (problems.every((p) => known(product, "refused", p.page, Object.keys(p.errors), seen))) continue;
            throw new Error(`The server refused a quote the ${product} journey let through: ${JSON.stringify(problems)}. Walk: ${walk.steps.join(" > ")}`);
          }
          checkHiddenAnswers(journey, rated.sent, rated.validation.draft);
        }
      }),
      { seed: SEED, numRuns: WALKS_PER_PRODUCT, endOnFailure: true },
    );

    const graph = flowGraph(journey, routes);
    const pageIds = graph.nodes.filter((n) => n.kind === "page").map((n) => n.id);
    const edgeKeys = graph.edges.map((e) => `${e.from}|${e.origin}`);
    const missedPages = pageIds.filter((id) => !seen.pages.has(id));
    const missedEdges = graph.edges.filter((e) => !seen.edges.has(`${e.from}|${e.origin}`));
    const unexplained = missedEdges.filter((e) => !(`${product}:${e.from}|${e.origin}` in unreachableByWalk));
    const endings = [...seen.ended].sort().map(([route, n]) => `${route} ${n}`).join(", ");
    console.log(
      `${product}: pages ${pageIds.length - missedPages.length}/${pageIds.length}, ` +
        `edges ${edgeKeys.length - missedEdges.length}/${edgeKeys.length} over ${seen.walks} walks (${seen.rated} rated; ended: ${endings})` +
        missedEdges.map((e) => `\n  not taken: ${e.from} -> ${e.to} (${unreachableByWalk[`${product}:${e.from}|${e.origin}`] ?? "no reason given"})`).join("") +
        [...seen.problems].map(([why, n]) => `\n  known journey problem met ${n} times: ${why}`).join(""),
    );

    expect(missedPages, `${product}: pages no walk reached`).toEqual([]);
    expect(unexplained.map((e) => `${e.from} -> ${e.to} (${e.origin}${e.label ? `: ${e.label}` : ""})`), `${product}: edges no walk took`).toEqual([]);
    const stale = Object.keys(unreachableByWalk).filter((key) => key.startsWith(`${product}:`) && seen.edges.has(key.slice(product.length + 1)));
    expect(stale, "edges listed as unreachable that a walk did take").toEqual([]);
  }, 60_000);
});

describe("the hidden-answer check", () => {
  it("plants stale answers where the submission would show them if they leaked", () => {
    const rated = sources.rated.find((r) => r.validation.valid);
    expect(rated, "no walk was rated").toBeDefined();
    const journey = journeys.find((j) => j.id === rated!.product)!;
    const { chains } = validateQuote(journey, rated!.sent, clock, catalogue.check, "rate");
    const { draft, planted } = withStaleHiddenAnswers(journey, rated!.sent, chains, clock);
    expect(planted.length).toBeGreaterThan(0);
    // Sent as it is, without the server's cut-down, every planted answer would show.
    expect(leakedPaths(draft, planted)).toEqual(planted);
  });
});

/** Whether a stuck page or a refused quote is one of the known journey problems (and counts it). */
function known(product: string, kind: KnownProblem["kind"], page: string, fields: string[], seen: Coverage): boolean {
  const problem = knownProblems.find((p) => p.product === product && p.kind === kind && p.page === page && fields.length === 1 && fields[0] === p.field);
  if (problem) seen.problems.set(problem.why, (seen.problems.get(problem.why) ?? 0) + 1);
  return problem !== undefined;
}

/** Pages visited and edges taken, including the routing the engine replays over the finished draft. */
function record(seen: Coverage, journey: ResolvedJourney, walk: Walk): void {
  seen.walks++;
  seen.ended.set(walk.ended, (seen.ended.get(walk.ended) ?? 0) + 1);
  for (const step of walk.steps) if (journey.pages[step.split("@")[0]]) seen.pages.add(step.split("@")[0]);
  for (const edge of walk.edges) seen.edges.add(edge);
  // The replay follows next edges without a button (the final page's next step to /rate is only ever taken so).
  const chains: { start?: string; index?: number }[] = [{}];
  if (journey.namedStartPage) for (const index of [0, 1]) chains.push({ start: journey.namedStartPage, index });
  for (const chain of chains) {
    const replay = replayPath({ journey, draft: walk.draft, submitted: walk.submitted, clock, check: catalogue.check, ...chain });
    for (const id of replay.completed) {
      const page = pageInstance(journey, id, chain.index);
      const edge = nextEdge(page, logicData({ journey, draft: walk.draft, section: page.section, clock }));
      seen.edges.add(`${id}|next ${page.next.indexOf(edge)}`);
    }
  }
}

/**
 * What is submitted holds no answer to a hidden question: the same draft with stale answers
 * planted in every hidden question and off-path page is accepted, submits none of them, and
 * submits every other answer unchanged.
 */
function checkHiddenAnswers(journey: ResolvedJourney, sent: Record<string, unknown>, submitted: Record<string, unknown>): void {
  const { chains } = validateQuote(journey, sent, clock, catalogue.check, "rate");
  const { draft: stale, planted } = withStaleHiddenAnswers(journey, sent, chains, clock);
  const again = validateDraft(journey, stale, clock, catalogue.check);
  if (!again.valid) throw new Error(`Stale answers to hidden questions made the ${journey.id} quote invalid: ${JSON.stringify(again.problems)}`);
  const leaked = leakedPaths(again.draft, planted);
  if (leaked.length > 0) throw new Error(`Hidden answers reached the ${journey.id} submission: ${leaked.join(", ")}`);
  const changed = changedAnswers(submitted, again.draft);
  if (changed.length > 0) throw new Error(`Stale answers to hidden questions changed the ${journey.id} submission at ${changed.join(", ")}`);
}
