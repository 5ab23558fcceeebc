/**
 * Every check id a problem can carry and a suppression can name, with what it finds. Each check
 * module declares its own ids; this only gathers them, so `"lint": {"refernce": ...}` is caught.
 */
import { ACTION_CHECKS } from "./checkActions.ts";
import { CONDITION_CHECKS } from "./checkConditions.ts";
import { DATA_FLOW_CHECKS } from "./checkDataFlow.ts";
import { DUPLICATE_CHECKS } from "./checkDuplicates.ts";
import { EDGE_LOGIC_CHECKS } from "./checkEdgeLogic.ts";
import { SETTINGS_CHECKS } from "./checkProductSettings.ts";
import { REFERENCE_CHECKS } from "./checkReferences.ts";
import { SCHEMA_CHECKS } from "./checkSchemas.ts";

export const CHECK_IDS: Record<string, string> = {
  ...REFERENCE_CHECKS, ...DATA_FLOW_CHECKS, ...CONDITION_CHECKS, ...EDGE_LOGIC_CHECKS,
  ...SCHEMA_CHECKS, ...DUPLICATE_CHECKS, ...ACTION_CHECKS, ...SETTINGS_CHECKS,
};
