/**
 * The studio tab's title. Each preview is the app's own page, which titles the document after
 * itself as it opens; the studio's title is put back each time, so the tab names the studio.
 */
import { useEffect } from "react";

export function useStudioTitle(title: string): void {
  useEffect(() => {
    document.title = title;
    const element = document.querySelector("title");
    if (!element) return;
    const observer = new MutationObserver(() => {
      if (document.title !== title) document.title = title;
    });
    observer.observe(element, { childList: true, characterData: true, subtree: true });
    return () => observer.disconnect();
  }, [title]);
}
