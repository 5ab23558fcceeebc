/// <reference types="vite/client" />

declare module "virtual:journeys" {
  import type { ResolvedJourney } from "../engine/types.ts";
  import type { CompiledValidator } from "../engine/schemaCheck.ts";
  export const journeys: Record<string, ResolvedJourney>;
  export const validators: Record<string, CompiledValidator>;
}
