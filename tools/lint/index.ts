/**
 * Lints every product journey under a root folder. File-level checks (JSON, schema, $schema
 * path) run on every file; cross-file checks run per product on the engine-resolved journey,
 * but only once that product's files are schema-valid — on malformed files they would mostly
 * repeat the schema errors in a more confusing form.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { JOURNEYS_DIR, productIds } from "../../server/journeys/readJourneys.ts";
import { dedupe, displayPath, error, warning, type Problem } from "./problem.ts";
import { readJourneyFiles } from "./journeyFiles.ts";
import { validateFiles } from "./schemaValidation.ts";
import { checkSchemaRefs } from "./checkSchemaRefs.ts";
import { readRegistries } from "./registries.ts";
import { loadProduct } from "./loadProduct.ts";
import { productContext, type ProductCheck, type ProductContext } from "./productContext.ts";
import { checkIdentity } from "./checkIdentity.ts";
import { checkEdges } from "./checkEdges.ts";
import { checkTargets } from "./checkTargets.ts";
import { checkReachability } from "./checkReachability.ts";
import { checkRegistryNames } from "./checkRegistryNames.ts";
import { checkOperators } from "./checkOperators.ts";
import { checkMessages } from "./checkMessages.ts";
import { checkRuleFields } from "./checkRuleFields.ts";
import { checkUnusedFiles } from "./checkUnusedFiles.ts";
import { checkFormatting } from "./checkFormatting.ts";
import { checkReferences } from "./checkReferences.ts";
import { checkDataFlow } from "./checkDataFlow.ts";
import { checkConditions } from "./checkConditions.ts";
import { checkEdgeLogic } from "./checkEdgeLogic.ts";
import { checkSchemas } from "./checkSchemas.ts";
import { checkDuplicates } from "./checkDuplicates.ts";
import { checkActions } from "./checkActions.ts";
import { checkProductSettings } from "./checkProductSettings.ts";
import { checkAgeRules } from "./checkAgeRules.ts";
import { checkDataSourceArgs } from "./checkDataSourceArgs.ts";
import { checkNamedWording } from "./checkNamedWording.ts";
import { checkNamedSlots } from "./checkNamedSlots.ts";
import { applySuppressions } from "./suppressions.ts";
import { CHECK_IDS } from "./checkIds.ts";
import { lintSharedFiles } from "./sharedFiles.ts";

export type { Problem } from "./problem.ts";
import type { LintOptions } from "./sharedFiles.ts";
export type { LintOptions };

/** Run in this order, so a product's output reads from the manifest down to the messages. */
const PRODUCT_CHECKS: ProductCheck[] = [
  checkProductSettings,
  checkIdentity,
  checkDuplicates,
  checkEdges,
  checkTargets,
  checkReachability,
  checkEdgeLogic,
  checkRegistryNames,
  checkOperators,
  checkReferences,
  checkDataFlow,
  checkConditions,
  checkSchemas,
  checkActions,
  checkRuleFields,
  checkMessages,
  checkAgeRules,
  checkDataSourceArgs,
  checkNamedWording,
  checkNamedSlots,
];

export function lintJourneys(root: string = JOURNEYS_DIR, options: LintOptions = {}): Problem[] {
  if (!existsSync(root)) return [error(displayPath(root), "journeys folder not found")];
  const files = readJourneyFiles(root);
  const schema = validateFiles(root, files.parsed);
  const problems: Problem[] = [
    ...files.problems,
    ...schema.problems,
    ...checkSchemaRefs(root, files.parsed),
    ...checkFormatting(root, files.parsed),
  ];
  const registries = readRegistries(root, options, problems);
  const unusable = new Set([...files.broken, ...schema.invalid]);

  const products = productIds(root);
  if (products.length === 0) problems.push(error(displayPath(root), "no product folders (a folder holding manifest.json)"));
  const used = new Set<string>();
  const loadedProducts: string[] = [];
  const checkedProducts: ProductContext[] = [];
  for (const id of products) {
    const manifestPath = `${id}/manifest.json`;
    const manifestFile = displayPath(join(root, manifestPath));
    if (unusable.has(manifestPath)) {
      problems.push(warning(manifestFile, `product "${id}" not loaded until its manifest errors are fixed`));
      continue;
    }
    const loaded = loadProduct(root, id, files.parsed.get(manifestPath), files.broken);
    loadedProducts.push(id);
    problems.push(...loaded.problems);
    loaded.result.files.forEach((file) => used.add(file));
    const { journey } = loaded.result;
    const blocking = loaded.result.files.filter((file) => unusable.has(file));
    if (!journey || blocking.length > 0) {
      const where = blocking.map((file) => displayPath(join(root, file))).join(", ") || "its files";
      problems.push(warning(manifestFile, `cross-file checks for "${id}" skipped until errors in ${where} are fixed`));
      continue;
    }
    const context = productContext(root, id, journey, registries, files.parsed);
    checkedProducts.push(context);
    for (const check of PRODUCT_CHECKS) problems.push(...check(context));
  }
  problems.push(...checkUnusedFiles(root, loadedProducts, [...files.parsed.keys(), ...files.broken], used));
  problems.push(...lintSharedFiles(root, { parsed: files.parsed, products: checkedProducts, registries, options }));
  // Stable sort: each file's problems together, in check order within a file.
  return dedupe(applySuppressions(problems, checkedProducts, CHECK_IDS)).sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}
