/**
 * The product's flow, from the engine's model as journeys:graph draws it: each page with where it
 * leads and when, the page shown marked, and the path the chosen state takes drawn through it
 * (numbered, in the order it passes the pages). Choosing a page opens it.
 */
import { useId, useMemo } from "react";
import { replayPath, type Draft, type ResolvedJourney, type SchemaCheck } from "../../engine/index.ts";
import { flowGraph, type AppRoutes, type FlowEdge } from "../../journeys/graph/flowModel.ts";
import { studioText } from "../studioText.ts";

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
  const path = useMemo(() => {
    // Every page taken as submitted: the path the state's answers take, as the scenarios replay it.
    const replay = replayPath({ journey, draft, submitted: new Set(journey.pageOrder), clock: { today: () => today }, check });
    return replay.current === replay.path.at(-1) ? replay.path : [...replay.path, replay.current];
  }, [journey, draft, today, check]);
  const titleOf = (id: string) => graph.nodes.find((node) => node.id === id)?.title ?? id;
  const edgesFrom = (id: string) => graph.edges.filter((edge) => edge.from === id);
  const routesUsed = graph.nodes.filter((node) => node.kind === "route");
  return (
    <section className="studio-panel" aria-labelledby={titleId}>
      <h2 className="govuk-heading-m" id={titleId}>{studioText("flowTitle")}</h2>
      <p className="govuk-body-s">{studioText("flowPath", { path: path.map(titleOf).join(" → ") })}</p>
      <ol className="studio-flow">
        {graph.nodes.filter((node) => node.kind === "page").map((node) => {
          const step = path.indexOf(node.id);
          const classes = ["studio-flow__page", step >= 0 && "studio-flow__page--on-path", node.id === page && "studio-flow__page--shown", node.named && "studio-flow__page--named"];
          return (
            <li key={node.id} className={classes.filter(Boolean).join(" ")}>
              <button type="button" className="govuk-link studio-flow__open" aria-current={node.id === page ? "page" : undefined} onClick={() => onOpenPage(node.id)}>
                {studioText("flowPage", { title: node.title, path: node.path })}
              </button>
              {step >= 0 && <span className="studio-flow__step">{studioText("flowStep", { step: step + 1 })}</span>}
              {node.named && <span className="studio-flow__named">{studioText("flowNamed")}</span>}
              <ul className="studio-flow__edges">
                {edgesFrom(node.id).map((edge) => <li key={edge.origin}>{edgeText(edge, titleOf(edge.to))}</li>)}
              </ul>
            </li>
          );
        })}
      </ol>
      {routesUsed.length > 0 && (
        <p className="govuk-body-s">{studioText("flowRoutes", { routes: routesUsed.map((node) => `${node.title} (${node.path})`).join(", ") })}</p>
      )}
    </section>
  );
}

function edgeText(edge: FlowEdge, target: string): string {
  return edge.label ? studioText("flowEdgeWhen", { target, condition: edge.label }) : studioText("flowEdge", { target });
}
