/**
 * The product's flow, from the engine's model as journeys:graph draws it: each page with where it
 * leads and when, the page shown marked, and the path the chosen state takes drawn through it: its
 * pages numbered in the order it passes them (a named driver's pages per driver), and the way it
 * leaves each page marked. Choosing a page opens it.
 */
import { useId, useMemo } from "react";
import type { Draft, ResolvedJourney, SchemaCheck } from "../../engine/index.ts";
import { flowGraph, type AppRoutes, type FlowEdge } from "../../describe/flowModel.ts";
import { studioText } from "../studioText.ts";
import { edgeKey, statePath } from "./statePath.ts";

interface FlowPanelProps {
  journey: ResolvedJourney;
  routes: AppRoutes;
  page: string;
  draft: Draft;
  today: string;
  check: SchemaCheck;
  onOpenPage(pageId: string): void;
}

export function FlowPanel({ journey, routes, page, draft, today, check, onOpenPage }: FlowPanelProps) {
  const titleId = useId();
  const graph = useMemo(() => flowGraph(journey, routes), [journey, routes]);
  // Every page taken as submitted: the path the state's answers take, as the scenarios replay it.
  const {
    main: path,
    named,
    taken,
  } = useMemo(() => statePath(journey, draft, { today: () => today }, check), [journey, draft, today, check]);
  const titleOf = (id: string) => graph.nodes.find((node) => node.id === id)?.title ?? id;
  const edgesFrom = (id: string) => graph.edges.filter((edge) => edge.from === id);
  const routesUsed = graph.nodes.filter((node) => node.kind === "route");
  return (
    <section className="studio-panel" aria-labelledby={titleId}>
      <h2 className="govuk-heading-m" id={titleId}>
        {studioText("flowTitle")}
      </h2>
      <p className="govuk-body-s">{studioText("flowPath", { path: path.map(titleOf).join(" → ") })}</p>
      {named.map((chain) => (
        <p key={chain.index} className="govuk-body-s">
          {studioText("flowNamedPath", { number: chain.index + 1, path: chain.path.map(titleOf).join(" → ") })}
        </p>
      ))}
      <ol className="studio-flow">
        {graph.nodes
          .filter((node) => node.kind === "page")
          .map((node) => {
            const step = path.indexOf(node.id);
            const namedSteps = named.flatMap((chain) =>
              node.named && chain.path.includes(node.id) ? [{ number: chain.index + 1, step: chain.path.indexOf(node.id) + 1 }] : [],
            );
            const classes = [
              "studio-flow__page",
              (step >= 0 || namedSteps.length > 0) && "studio-flow__page--on-path",
              node.id === page && "studio-flow__page--shown",
              node.named && "studio-flow__page--named",
            ];
            return (
              <li key={node.id} className={classes.filter(Boolean).join(" ")}>
                <button
                  type="button"
                  className="govuk-link studio-flow__open"
                  aria-current={node.id === page ? "page" : undefined}
                  onClick={() => onOpenPage(node.id)}
                >
                  {studioText("flowPage", { title: node.title, path: node.path })}
                </button>
                {step >= 0 && <span className="studio-flow__step">{studioText("flowStep", { step: step + 1 })}</span>}
                {namedSteps.map(({ number, step: namedStep }) => (
                  <span key={number} className="studio-flow__step">
                    {studioText("flowNamedStep", { number, step: namedStep })}
                  </span>
                ))}
                {node.named && <span className="studio-flow__named">{studioText("flowNamed")}</span>}
                <ul className="studio-flow__edges">
                  {edgesFrom(node.id).map((edge) =>
                    taken.has(edgeKey(edge.from, edge.origin)) ? (
                      <li key={edge.origin} className="studio-flow__edge--taken">
                        {studioText("flowTaken", { edge: edgeText(edge, titleOf(edge.to)) })}
                      </li>
                    ) : (
                      <li key={edge.origin}>{edgeText(edge, titleOf(edge.to))}</li>
                    ),
                  )}
                </ul>
              </li>
            );
          })}
      </ol>
      {routesUsed.length > 0 && (
        <p className="govuk-body-s">
          {studioText("flowRoutes", { routes: routesUsed.map((node) => `${node.title} (${node.path})`).join(", ") })}
        </p>
      )}
    </section>
  );
}

function edgeText(edge: FlowEdge, target: string): string {
  return edge.label ? studioText("flowEdgeWhen", { target, condition: edge.label }) : studioText("flowEdge", { target });
}
