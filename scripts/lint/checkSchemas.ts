/** Placeholder: answer schemas and options (helper D). */
import type { ProductCheck } from "./productContext.ts";

/** Check id to what it finds (suppressible with `"lint": {"<id>": "<reason>"}`). */
export const SCHEMA_CHECKS: Record<string, string> = {};

export const checkSchemas: ProductCheck = () => [];
