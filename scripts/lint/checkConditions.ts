/** Placeholder: conditions against types and options (helper C). */
import type { ProductCheck } from "./productContext.ts";

/** Check id to what it finds (suppressible with `"lint": {"<id>": "<reason>"}`). */
export const CONDITION_CHECKS: Record<string, string> = {};

export const checkConditions: ProductCheck = () => [];
