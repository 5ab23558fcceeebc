/**
 * Every check id a problem can carry, with what it finds; CHECK_IDS are those a suppression can
 * name. Each check module declares its own ids; this only gathers them, so `"lint": {"refernce": ...}`
 * is caught.
 */
import { ACTION_CHECKS } from "./checkActions.ts";
import { CONDITION_CHECKS } from "./checkConditions.ts";
import { DATA_FLOW_CHECKS } from "./checkDataFlow.ts";
import { DUPLICATE_CHECKS } from "./checkDuplicates.ts";
import { EDGE_LOGIC_CHECKS } from "./checkEdgeLogic.ts";
import { SETTINGS_CHECKS } from "./checkProductSettings.ts";
import { REFERENCE_CHECKS } from "./checkReferences.ts";
import { SCHEMA_CHECKS } from "./checkSchemas.ts";
import { AGE_RULE_CHECKS } from "./checkAgeRules.ts";
import { DATA_SOURCE_ARGS_CHECKS } from "./checkDataSourceArgs.ts";
import { NAMED_WORDING_CHECKS } from "./checkNamedWording.ts";
import { NAMED_SLOT_CHECKS } from "./checkNamedSlots.ts";
import { CATALOGUE_CHECKS } from "./catalogue/checkCatalogueReads.ts";
import { DUPLICATE_KEY_CHECKS } from "./duplicateKeys.ts";
import { ROUTE_CHECKS } from "./checkRoutes.ts";
import { SCENARIO_CHECKS } from "./scenarios/checkScenarios.ts";
import { MAPPING_CHECKS } from "./mapping/checkRequestFields.ts";
import { RATING_CHECKS } from "./rating/ratingFileProblems.ts";
import { COPY_CHECKS } from "./texts/checkCopy.ts";
import { TEXT_SYNTAX_CHECKS } from "./texts/checkTextSyntax.ts";

export const CHECK_IDS: Record<string, string> = {
  ...REFERENCE_CHECKS,
  ...DATA_FLOW_CHECKS,
  ...CONDITION_CHECKS,
  ...EDGE_LOGIC_CHECKS,
  ...SCHEMA_CHECKS,
  ...DUPLICATE_CHECKS,
  ...ACTION_CHECKS,
  ...SETTINGS_CHECKS,
  ...AGE_RULE_CHECKS,
  ...DATA_SOURCE_ARGS_CHECKS,
  ...NAMED_WORDING_CHECKS,
  ...NAMED_SLOT_CHECKS,
};

/**
 * Checks of what takes no `lint` key (rating files, the quote-request mapping, the catalogue, any
 * text by its JSON pointer): their problems carry an id and a pointer, and are never excused.
 */
export const FILE_CHECK_IDS: Record<string, string> = {
  ...RATING_CHECKS,
  ...MAPPING_CHECKS,
  ...CATALOGUE_CHECKS,
  ...TEXT_SYNTAX_CHECKS,
  ...COPY_CHECKS,
  ...DUPLICATE_KEY_CHECKS,
  ...ROUTE_CHECKS,
  ...SCENARIO_CHECKS,
};
