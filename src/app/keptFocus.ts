/**
 * Choosing a product loads that product's journey, and the page is then drawn again from it (a
 * page of another journey is another page, so it mounts afresh). The control that had focus gets
 * it back by its id, so a keyboard user who picks a product with the arrow keys stays on it.
 */
import { useLayoutEffect } from "react";

/** The focused control of the page that just unmounted; one at a time, as focus is. */
let left: { page: string; id: string } | undefined;

/** `page` names the page (and slot) whatever its journey: focus comes back only to the same page. */
export function useFocusKeptOnRedraw(page: string): void {
  useLayoutEffect(() => {
    const kept = left;
    left = undefined;
    // Only focus the unmount dropped: a page that moved focus itself (a heading, a summary) keeps it.
    if (kept?.page === page && document.activeElement === document.body) document.getElementById(kept.id)?.focus({ preventScroll: true });
    return () => {
      // Runs before the page's elements are removed, while the focused one is still in the document.
      const active = document.activeElement;
      left = active instanceof HTMLElement && active.id ? { page, id: active.id } : undefined;
    };
  }, [page]);
}
