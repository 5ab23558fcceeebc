/**
 * A flow graph as a Mermaid flowchart. Node ids are derived from page and route ids but made safe
 * for Mermaid (letters, digits and underscores, prefixed so that no id is a keyword such as `end`),
 * and every label is quoted with Mermaid's entity codes for the characters that would end it.
 * The output depends only on the graph, so it is the same on every run.
 */
import { truncateWords } from "../../../src/describe/describeLogic.ts";
import type { FlowEdge, FlowGraph, FlowNode } from "../../../src/describe/flowModel.ts";

/** Longest edge label; longer conditions are cut at a word with "…" (the journey file has the whole rule). */
export const maxLabelLength = 80;

const arrows: Record<FlowEdge["kind"], string> = { next: "-->", button: "-.->", call: "-.->" };

export function mermaidFlowchart(graph: FlowGraph): string {
  const lines = ["flowchart TD", `  start((Start)) --> ${nodeId(pageNode(graph.start))}`];
  const named = graph.nodes.filter((node) => node.named);
  for (const node of graph.nodes.filter((n) => !n.named)) lines.push(`  ${nodeDeclaration(node)}`);
  if (named.length > 0) {
    lines.push(`  subgraph named_drivers["${escapeLabel(`Each named driver (up to ${graph.namedDrivers})`)}"]`);
    for (const node of named) lines.push(`    ${nodeDeclaration(node)}`);
    lines.push("  end");
  }
  const kinds = new Map(graph.nodes.map((node) => [node.id, node]));
  for (const edge of graph.edges) {
    const from = nodeId(kinds.get(edge.from) ?? pageNode(edge.from));
    const to = nodeId(kinds.get(edge.to) ?? pageNode(edge.to));
    const label = edge.label ? `|"${escapeLabel(truncateWords(edge.label, maxLabelLength))}"|` : "";
    lines.push(`  ${from} ${arrows[edge.kind]}${label} ${to}`);
  }
  return lines.join("\n");
}

/** A Mermaid-safe id: `p_` for pages, `r_` for app routes, anything but letters and digits as `_`. */
export function nodeId(node: Pick<FlowNode, "id" | "kind">): string {
  return `${node.kind === "page" ? "p" : "r"}_${node.id.replace(/[^A-Za-z0-9]/g, "_")}`;
}

/** Text safe inside a quoted Mermaid label. */
export function escapeLabel(text: string): string {
  return text.replace(/[#"<>]/g, (c) => `#${c.charCodeAt(0)};`);
}

function nodeDeclaration(node: FlowNode): string {
  const text = `${escapeLabel(node.title)}<br/>${escapeLabel(node.path)}`;
  // Pages are boxes; app routes the journey hands over to are rounded.
  return node.kind === "page" ? `${nodeId(node)}["${text}"]` : `${nodeId(node)}(["${text}"])`;
}

function pageNode(id: string): Pick<FlowNode, "id" | "kind"> {
  return { id, kind: "page" };
}
