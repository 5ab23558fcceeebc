/** Opens the page scrolled to the element its address's hash names (an edge's `anchor`), once the page shows. */
import { useEffect } from "react";
import { useLocation } from "react-router";

export function useScrollToHash(shown: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (shown && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [shown, hash]);
}
