/**
 * Counts each field's commits (and the "Edit previous sections" sidebar's, as `editSidebar`) in test
 * builds only (`--mode test`), so a browser test can prove a keystroke re-renders the field typed
 * into and what reads it, and nothing else. Production
 * builds drop it: the mode is known when the bundle is built.
 */
import { useEffect } from "react";

declare global {
  interface Window {
    __fieldRenders?: Record<string, number>;
  }
}

export const countsRenders = import.meta.env.MODE === "test";

/** Call only when `countsRenders` (fixed per build, so the hook order never changes). */
export function useRenderCount(name: string): void {
  useEffect(() => {
    const counts = (window.__fieldRenders ??= {});
    counts[name] = (counts[name] ?? 0) + 1;
  });
}
