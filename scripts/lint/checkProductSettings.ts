/** Placeholder: intro and limits of each product (helper E). */
import type { ProductCheck } from "./productContext.ts";

/** Check id to what it finds (suppressible with `"lint": {"<id>": "<reason>"}`). */
export const SETTINGS_CHECKS: Record<string, string> = {};

export const checkProductSettings: ProductCheck = () => [];
