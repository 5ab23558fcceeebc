/** Placeholder: edges that never fire, shadowed edges, trap cycles (helper C). */
import type { ProductCheck } from "./productContext.ts";

/** Check id to what it finds (suppressible with `"lint": {"<id>": "<reason>"}`). */
export const EDGE_LOGIC_CHECKS: Record<string, string> = {};

export const checkEdgeLogic: ProductCheck = () => [];
