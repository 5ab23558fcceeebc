/** The module the studio plugin (tools/studioPlugin.ts) builds from the journey files on disk, in the dev server only. */
declare module "virtual:studio" {
  import type { StudioSnapshot } from "./studioModel.ts";
  import type { ProductJourney } from "../app/journeySource.ts";
  export const snapshot: StudioSnapshot;
  /** Each loaded product's answer schemas and precompiled validator functions. */
  export const validators: Record<string, ProductJourney["answers"]>;
}
