/**
 * One product's side of the preview: the page drawn in the state, or what stands in its place (the
 * problems that keep the product from loading, each with its file and JSON pointer; a product
 * without the page). Never blank.
 */
import { useMemo } from "react";
import type { LiveStudio } from "../liveStudio.ts";
import { studioText } from "../studioText.ts";
import { forProduct } from "../studioStates.ts";
import { LoadProblems } from "./LoadProblems.tsx";
import { PagePreview, type PreviewState } from "./PagePreview.tsx";

interface PreviewColumnProps {
  live: LiveStudio;
  productId: string;
  pageId: string;
  slot?: number;
  state: PreviewState;
  /** The product shown beside the chosen one: the state's answers become its own. */
  compared?: boolean;
  onOpenPage(pageId: string, index?: number): void;
}

export function PreviewColumn({ live, productId, pageId, slot, state, compared = false, onOpenPage }: PreviewColumnProps) {
  const product = live.snapshot.products.find((p) => p.id === productId);
  const journey = product?.journey;
  const answers = live.validators[productId];
  const shownState = useMemo(() => (compared ? forProduct(state, productId) : state), [compared, state, productId]);
  const headingId = `studio-preview-${productId}`;
  const page = journey?.pages[pageId];
  return (
    <section className="studio-preview" aria-labelledby={headingId}>
      <h3 className="govuk-heading-s" id={headingId}>
        {page
          ? studioText("previewHeading", {
              product: product?.name ?? productId,
              page: page.title,
              route: page.route.replace("{index}", String(slot ?? 0)),
            })
          : studioText("previewHeadingBare", { product: product?.name ?? productId, page: pageId })}
      </h3>
      {!product ? (
        <p className="govuk-body">{studioText("noSuchProduct", { product: productId })}</p>
      ) : !journey ? (
        <LoadProblems problems={product.problems} />
      ) : !page ? (
        <p className="govuk-body">{studioText("noSuchPage", { product: product.name, page: pageId })}</p>
      ) : answers ? (
        <PagePreview journey={journey} answers={answers} pageId={pageId} index={slot} state={shownState} onOpenPage={onOpenPage} />
      ) : null}
    </section>
  );
}
