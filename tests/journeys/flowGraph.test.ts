import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { ResolvedJourney, ResolvedPage } from "../../src/engine/index.ts";
import { flowGraph, type AppRoutes } from "../../src/describe/flowModel.ts";
import {
  currentSection, END_MARKER, GUIDE_PATH, graphsSection, loadGraphInputs, REGENERATE_COMMAND, START_MARKER, withSection,
} from "../../tools/journeys/graph/graphsSection.ts";
import { escapeLabel, maxLabelLength, mermaidFlowchart, nodeId } from "../../tools/journeys/graph/mermaid.ts";

const routes: AppRoutes = { rate: { path: "/rate", title: "Your quote" }, error: { path: "/error", title: "Temporary glitch" } };

function page(id: string, extra: Partial<ResolvedPage> = {}): ResolvedPage {
  return { id, route: `/${id}`, title: `Title of ${id}`, fields: [], file: `${id}.json`, next: [], ...extra };
}

/** A tiny journey with one of each way of moving on. */
const journey: ResolvedJourney = {
  id: "tiny",
  version: "1.0.0",
  name: "Tiny",
  startPage: "start-page",
  namedStartPage: "named-one",
  limits: { namedDrivers: 2 },
  pageOrder: ["start-page", "end", "named-one"],
  pages: {
    "start-page": page("start-page", {
      next: [{ to: "end", when: { "==": [{ var: "answers.conviction1" }, true] } }, { to: "rate" }],
      loaders: [{ source: "lookup", args: {}, onEmpty: [{ goTo: "start-page" }], onError: [{ goTo: "error" }] }],
    }),
    end: page("end", {
      next: [{ to: "rate" }],
      actions: [
        { id: "add", label: "Add named driver", then: [{ goTo: "named-one" }] },
        {
          id: "go",
          label: "Get quote",
          load: {
            source: "rateQuote",
            args: {},
            onResult: [{ when: { "===": [{ var: "result.ratingOutcome.optionState" }, "READY"] }, goTo: "rate" }, { goTo: "error" }],
          },
        },
      ],
    }),
    "named-one": page("named-one", { route: "/named/{index}/one", next: [{ to: "end" }] }),
  },
};

describe("flowGraph", () => {
  const graph = flowGraph(journey, routes);

  it("has a node per page, then the app routes it hands over to", () => {
    expect(graph.nodes.map((n) => `${n.kind}:${n.id}${n.named ? " (named)" : ""}`)).toEqual([
      "page:start-page", "page:end", "page:named-one (named)", "route:rate", "route:error",
    ]);
  });

  it("labels edges with their conditions in words, and the default as otherwise", () => {
    expect(graph.edges.map(({ origin: _origin, ...edge }) => edge)).toEqual([
      { from: "start-page", to: "end", kind: "next", label: "conviction1 is yes" },
      { from: "start-page", to: "rate", kind: "next", label: "otherwise" },
      { from: "start-page", to: "start-page", kind: "call", label: "lookup: nothing found" },
      { from: "start-page", to: "error", kind: "call", label: "lookup: the call fails" },
      { from: "end", to: "rate", kind: "next" },
      { from: "end", to: "named-one", kind: "button", label: "Add named driver" },
      { from: "end", to: "rate", kind: "call", label: 'Get quote: optionState is "READY"' },
      { from: "end", to: "error", kind: "call", label: "Get quote: any other result" },
      { from: "named-one", to: "end", kind: "next" },
    ]);
  });

  it("says where in the page each edge is written", () => {
    expect(graph.edges.map((e) => `${e.from}: ${e.origin}`)).toEqual([
      "start-page: next 0", "start-page: next 1", "start-page: loader 0 onEmpty 0", "start-page: loader 0 onError 0", "end: next 0",
      "end: action add then 0", "end: action go load.onResult 0", "end: action go load.onResult 1", "named-one: next 0",
    ]);
  });

  it("renders valid Mermaid ids (never the keyword end) and escapes quotes in labels", () => {
    const chart = mermaidFlowchart(graph);
    expect(chart).toContain('p_end["Title of end<br/>/end"]');
    expect(chart).toContain('p_start_page -->|"conviction1 is yes"| p_end');
    expect(chart).toContain('p_end -.->|"Get quote: optionState is #34;READY#34;"| r_rate');
    expect(chart).toContain('subgraph named_drivers["Each named driver (up to 2)"]');
    const ids = [...chart.matchAll(/\b([pr]_\w+)/g)].map((m) => m[1]);
    for (const id of ids) expect(id).toMatch(/^[pr]_[A-Za-z0-9_]+$/);
    expect(nodeId({ id: "end", kind: "page" })).toBe("p_end");
  });

  it("cuts long labels and escapes the characters that would end one", () => {
    const long = { and: Array.from({ length: 10 }, (_, i) => ({ "==": [{ var: `answers.question${i}` }, true] })) };
    const wide: ResolvedJourney = { ...journey, pages: { ...journey.pages, end: page("end", { next: [{ to: "rate", when: long }, { to: "error" }] }) } };
    const label = flowGraph(wide, routes).edges.find((e) => e.from === "end")!.label!;
    const line = mermaidFlowchart(flowGraph(wide, routes)).split("\n").find((l) => l.includes("p_end -->"))!;
    expect(line.match(/\|"(.*)"\|/)![1].length).toBeLessThanOrEqual(maxLabelLength);
    expect(label.length).toBeGreaterThan(maxLabelLength);
    expect(escapeLabel('a "b" <c> #d')).toBe("a #34;b#34; #60;c#62; #35;d");
  });
});

describe("the journeys guide's flow graphs", () => {
  const { journeys, routes: appRoutes } = loadGraphInputs();

  it("are what the journeys generate now", () => {
    const committed = currentSection(readFileSync(GUIDE_PATH, "utf8"));
    const fresh = graphsSection(journeys, appRoutes);
    expect(committed === fresh, `The flow graphs in journeys/README.md are stale: run ${REGENERATE_COMMAND}`).toBe(true);
  });

  it("reaches every page and app route of every product from the start", () => {
    for (const product of journeys) {
      const graph = flowGraph(product, appRoutes);
      const reached = new Set([graph.start]);
      for (let grew = true; grew; ) {
        grew = false;
        for (const edge of graph.edges) if (reached.has(edge.from) && !reached.has(edge.to)) grew = reached.add(edge.to) !== undefined;
      }
      expect(graph.nodes.map((n) => n.id).filter((id) => !reached.has(id)), product.id).toEqual([]);
    }
  });

  it("are written only between the markers", () => {
    const guide = `# Guide\n\nbefore\n${START_MARKER}\nold\n${END_MARKER}\nafter\n`;
    expect(withSection(guide, "new")).toBe(`# Guide\n\nbefore\n${START_MARKER}\nnew\n${END_MARKER}\nafter\n`);
    expect(currentSection(withSection(guide, "new"))).toBe("new");
    expect(() => currentSection("no markers")).toThrow(/markers/);
  });
});
