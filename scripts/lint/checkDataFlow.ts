/** Placeholder: data flow along paths (helper B). */
import type { ProductCheck } from "./productContext.ts";

/** Check id to what it finds (suppressible with `"lint": {"<id>": "<reason>"}`). */
export const DATA_FLOW_CHECKS: Record<string, string> = {};

export const checkDataFlow: ProductCheck = () => [];
