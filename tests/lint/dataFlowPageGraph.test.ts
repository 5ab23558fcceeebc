import { describe, expect, it } from "vitest";
import { pageGraph } from "../../tools/lint/pageGraph.ts";
import { edges, journey, page } from "./dataFlowTestJourney.ts";

describe("pageGraph", () => {
  // start -> a | b, a -> join, b -> join, join -> rate (an app route, not a page)
  const diamond = pageGraph(
    journey([
      page({ id: "start", next: edges("a", "b") }),
      page({ id: "a", next: edges("join") }),
      page({ id: "b", next: edges("join") }),
      page({ id: "join", next: edges("rate") }),
      page({ id: "orphan", next: edges("join") }),
    ]),
  );

  it("knows which pages a path from the start can reach", () => {
    expect([...diamond.reachable].sort()).toEqual(["a", "b", "join", "start"]);
  });

  it("says a page on one branch of a fork is not on every path to the join", () => {
    expect(diamond.everyPathPasses(["a"], "join")).toBe(false);
    expect(diamond.everyPathPasses(["b"], "join")).toBe(false);
  });

  it("says both branches together are on every path, as are the start page and the page itself", () => {
    expect(diamond.everyPathPasses(["a", "b"], "join")).toBe(true);
    expect(diamond.everyPathPasses(["start"], "join")).toBe(true);
    expect(diamond.everyPathPasses(["join"], "join")).toBe(true);
  });

  it("ignores unreachable pages: they put nothing on a path", () => {
    expect(diamond.everyPathPasses(["orphan"], "join")).toBe(false);
  });

  it("follows paths forwards only", () => {
    expect(diamond.leadsTo("a", "join")).toBe(true);
    expect(diamond.leadsTo("join", "a")).toBe(false);
    expect(diamond.leadsTo("a", "b")).toBe(false);
    expect(diamond.leadsTo("join", "join")).toBe(false);
  });

  it("follows a button's goTo, so a chain opened from a page hangs off it and may come back", () => {
    const graph = pageGraph(
      journey([
        page({ id: "final", next: edges("rate"), actions: [{ id: "add", label: "Add", then: [{ goTo: "named" }] }] }),
        page({ id: "named", next: edges("named-more") }),
        page({ id: "named-more", next: edges("final") }),
      ]),
    );
    expect(graph.everyPathPasses(["final"], "named-more")).toBe(true);
    expect(graph.everyPathPasses(["named"], "final")).toBe(false);
    expect(graph.leadsTo("named-more", "final")).toBe(true);
  });

  it("drops the ways an edge filter leaves out", () => {
    const pages = [
      page({ id: "final", next: edges("rate"), actions: [{ id: "add", label: "Add", then: [{ goTo: "named" }] }] }),
      page({ id: "named", section: "named.{index}.a", next: edges("named-more") }),
      page({ id: "named-more", section: "named.{index}.b", next: edges("final") }),
    ];
    const inChain = (p: { section?: string }) => p.section?.includes("{index}") ?? false;
    const onePass = pageGraph(journey(pages), (from, to) => !inChain(from) || inChain(to));
    expect(onePass.leadsTo("named-more", "named")).toBe(false);
    expect(onePass.leadsTo("named", "named-more")).toBe(true);
    expect(pageGraph(journey(pages)).leadsTo("named-more", "named")).toBe(true);
  });

  it("follows a loader's goTo, and a loop back to the start page leaves it first on every path", () => {
    const graph = pageGraph(
      journey([
        page({ id: "start", next: edges("lookup") }),
        page({ id: "lookup", next: edges("rate"), loaders: [{ source: "s", args: {}, onEmpty: [{ goTo: "start" }] }] }),
      ]),
    );
    expect(graph.leadsTo("lookup", "start")).toBe(true);
    expect(graph.everyPathPasses(["lookup"], "start")).toBe(false);
    expect(graph.everyPathPasses(["start"], "lookup")).toBe(true);
  });
});
