/** Placeholder: actions and loaders (helper D). */
import type { ProductCheck } from "./productContext.ts";

/** Check id to what it finds (suppressible with `"lint": {"<id>": "<reason>"}`). */
export const ACTION_CHECKS: Record<string, string> = {};

export const checkActions: ProductCheck = () => [];
