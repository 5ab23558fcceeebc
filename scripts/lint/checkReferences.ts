/** Placeholder: references (helper A). */
import type { ProductCheck } from "./productContext.ts";

/** Check id to what it finds (suppressible with `"lint": {"<id>": "<reason>"}`). */
export const REFERENCE_CHECKS: Record<string, string> = {};

export const checkReferences: ProductCheck = () => [];
