/**
 * The files beside the products' pages, checked once for the whole journeys folder once the products
 * have loaded: the quote-request mapping, the rating files, the catalogue and its declarations, every
 * text a customer reads, and (in every file read) keys written twice.
 */
import { resolve } from "node:path";
import { JOURNEYS_DIR, productIds } from "../../server/journeys/readJourneys.ts";
import { appReads } from "./catalogue/appReads.ts";
import { cataloguePlaceholderProblems } from "./catalogue/checkCataloguePlaceholders.ts";
import { catalogueReadProblems } from "./catalogue/checkCatalogueReads.ts";
import { DECLARATIONS_FILE, readDeclarations } from "./catalogue/declarations.ts";
import { checkAnswerMapping } from "./checkAnswerMapping.ts";
import { checkDuplicateKeys } from "./duplicateKeys.ts";
import { checkRoutes } from "./checkRoutes.ts";
import { checkScenarioFiles } from "./scenarios/checkScenarios.ts";
import { checkRequestFields } from "./mapping/checkRequestFields.ts";
import { mapsInsurersRequest, readMappingFile } from "./mapping/mappingFile.ts";
import type { Problem } from "./problem.ts";
import type { ProductContext } from "./productContext.ts";
import { lintRatingFiles } from "./ratingFiles.ts";
import type { Registries, RegistryFiles } from "./registries.ts";
import { allTexts, checkTexts, readCatalogues } from "./texts/checkTexts.ts";

export interface LintOptions extends RegistryFiles {
  /**
   * Every product must have a rating file (default: for the app's journeys folder or a copy of it,
   * whose mapping builds the insurer's request; the linter's journey fixtures have none). Rating
   * files present are always linted.
   */
  requireRatingFiles?: boolean;
  /** The code whose catalogue reads are checked (absolute folders; default the app's src, server and renderer-widgets). */
  appSourceFolders?: string[];
}

export interface SharedContext {
  /** The journey files that parse, by root-relative path. */
  parsed: Map<string, unknown>;
  /** The products whose files load and pass the schema. */
  products: ProductContext[];
  registries: Registries;
  options: LintOptions;
}

export function lintSharedFiles(root: string, { parsed, products, registries, options }: SharedContext): Problem[] {
  const problems: Problem[] = [];
  const mappingFile = readMappingFile(root);
  problems.push(
    ...checkAnswerMapping(mappingFile, products),
    ...checkRequestFields(
      mappingFile,
      products.map((product) => product.journey),
    ),
  );
  // The app's journeys, or a copy of them, must have every file the app and the server read.
  const complete = resolve(root) === JOURNEYS_DIR || mapsInsurersRequest(mappingFile.mapping);
  const declarations = readDeclarations(root, complete, problems);
  const statedApr =
    declarations?.representativeApr === undefined ? undefined : { apr: declarations.representativeApr, file: DECLARATIONS_FILE };
  problems.push(
    ...lintRatingFiles(root, options.requireRatingFiles ?? complete, {
      products,
      mapping: mappingFile.mapping,
      referenceCodes: registries.referenceCodes,
      statedApr,
    }),
  );
  const texts = allTexts(root, parsed);
  problems.push(...checkTexts(texts));
  if (declarations) problems.push(...cataloguePlaceholderProblems(texts, declarations));
  problems.push(...catalogueReadProblems(root, readCatalogues(root), texts, appReads(options.appSourceFolders), declarations));
  problems.push(
    ...checkRoutes(
      root,
      registries.appRoutes,
      products.map((product) => product.journey),
    ),
  );
  const journeys = new Map(products.map((product) => [product.id, product.journey]));
  problems.push(...checkScenarioFiles(root, journeys, productIds(root), [...registries.appRoutes.keys()]));
  problems.push(...checkDuplicateKeys(root));
  return problems;
}
