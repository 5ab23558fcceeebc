/** Placeholder: duplicates at every level (helper D). */
import type { ProductCheck } from "./productContext.ts";

/** Check id to what it finds (suppressible with `"lint": {"<id>": "<reason>"}`). */
export const DUPLICATE_CHECKS: Record<string, string> = {};

export const checkDuplicates: ProductCheck = () => [];
