/**
 * The journeys on disk, kept current: the studio plugin's module is replaced by HMR when a journey
 * file is saved, and this module accepts the new one, so the studio's page stays where it is (its
 * place and state) and redraws with the new journeys.
 */
import { useSyncExternalStore } from "react";
import * as first from "virtual:studio";
import type { StudioSnapshot } from "./studioModel.ts";
import type { ProductJourney } from "../app/journeySource.ts";

export interface LiveStudio {
  snapshot: StudioSnapshot;
  validators: Record<string, ProductJourney["answers"]>;
  /** Counts the updates since the page opened. */
  generation: number;
}

let current: LiveStudio = { snapshot: first.snapshot, validators: first.validators, generation: 0 };
const listeners = new Set<() => void>();

if (import.meta.hot) {
  import.meta.hot.accept("virtual:studio", (next) => {
    if (!next) return;
    current = {
      snapshot: next.snapshot as StudioSnapshot,
      validators: next.validators as LiveStudio["validators"],
      generation: current.generation + 1,
    };
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLiveStudio(): LiveStudio {
  return useSyncExternalStore(subscribe, () => current);
}
