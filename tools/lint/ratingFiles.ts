/**
 * Lints the rating files, journeys/<product>/rating.json (server-only prices and underwriting):
 * JSON, the schema, `$schema` pointing at rating.schema.json, the canonical layout, then the
 * engine's own cross-checks (bands, unique names, logic operators and input names), the same
 * ones the server runs when it loads them.
 */
import { existsSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { productIds } from "../../server/journeys/readJourneys.ts";
import { readJson, textOf } from "./jsonTexts.ts";
import type { RatingFile } from "../../server/rating/fileFormat.ts";
import { RATING_FILE_NAME } from "../../server/rating/ratingFiles.ts";
import { RATING_SCHEMA_PATH } from "../../server/rating/ratingSchema.ts";
import { validatorWithMemory } from "./cachedValidator.ts";
import { checkFormatting } from "./checkFormatting.ts";
import { displayPath, error, type Problem } from "./problem.ts";
import type { QuoteMapping } from "../../server/domain/quoteMapping.ts";
import type { ResolvedJourney } from "../../src/engine/index.ts";
import { ratingSchemaProblems, serverRatingProblems } from "./rating/ratingFileProblems.ts";
import { excessProblems } from "./rating/checkExcess.ts";
import { aprProblems } from "./rating/checkApr.ts";
import { inputDomains } from "./rating/inputDomains.ts";
import { ratingValueProblems } from "./rating/checkRatingValues.ts";
import { ratingRuleProblems } from "./rating/checkRatingRules.ts";
import { paymentMethodProblems } from "./rating/checkPaymentMethods.ts";

/** A product's rating file, root-relative with forward slashes. */
export const isRatingFile = (relativePath: string): boolean => /^[^/]+\/rating\.json$/.test(relativePath);

/**
 * `required`: every product must have a rating file (the server will not start otherwise). Roots
 * that only exercise journeys (the linter's fixtures) leave it off; rating files present are
 * always checked.
 */
export function lintRatingFiles(root: string, required: boolean, context: RatingContext = { products: [] }): Problem[] {
  const problems: Problem[] = [];
  const products = productIds(root);
  const parsed = new Map<string, unknown>();
  for (const product of products) {
    const path = `${product}/${RATING_FILE_NAME}`;
    const file = displayPath(join(root, path));
    if (!existsSync(join(root, path))) {
      if (required) problems.push(error(file, "missing: every product needs a rating file, or the server cannot price it"));
      continue;
    }
    try {
      parsed.set(path, readJson(join(root, path)));
    } catch (cause) {
      problems.push(error(file, (cause as Error).message));
    }
  }
  problems.push(...strayRatingFiles(root, products), ...checkFormatting(root, parsed));
  // The options of the server's compileRatingSchema; an unchanged rating file is not validated again.
  const errorsOf = validatorWithMemory(RATING_SCHEMA_PATH, { strict: true, allErrors: true, verbose: true });
  for (const [path, content] of parsed) {
    const file = displayPath(join(root, path));
    problems.push(...schemaRefProblem(root, path, content));
    const errors = errorsOf(content, textOf(join(root, path)));
    if (errors.length > 0) {
      problems.push(...ratingSchemaProblems(file, errors));
      continue;
    }
    const rating = content as RatingFile;
    const found = serverRatingProblems(file, rating);
    problems.push(...found, ...excessProblems(file, rating), ...aprProblems(file, rating, context.statedApr));
    const journey = context.products.find((product) => product.id === path.split("/")[0])?.journey;
    if (journey) {
      const inputs = inputDomains({ journey, mapping: context.mapping, rating, referenceCodes: context.referenceCodes });
      problems.push(
        ...ratingValueProblems(file, rating, inputs),
        ...ratingRuleProblems(file, journey.id, rating, inputs),
        ...paymentMethodProblems(file, rating, journey),
      );
    }
  }
  return problems;
}

/** What the rating files are held against: the products that load, the mapping, the reference codes, the stated APR. */
export interface RatingContext {
  products: { id: string; journey: ResolvedJourney }[];
  mapping?: QuoteMapping;
  referenceCodes?: Map<string, string[]>;
  statedApr?: { apr: number; file: string };
}

/** A rating.json in a folder without manifest.json is never read. */
function strayRatingFiles(root: string, products: string[]): Problem[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !products.includes(entry.name) && existsSync(join(root, entry.name, RATING_FILE_NAME)))
    .map((entry) =>
      error(displayPath(join(root, entry.name, RATING_FILE_NAME)), "not used: the folder has no manifest.json, so it is not a product"),
    );
}

/** `$schema` must lead to journeys/rating.schema.json (or the root's own copy), or editors stop checking the file. */
function schemaRefProblem(root: string, path: string, content: unknown): Problem[] {
  const ref = (content as { $schema?: unknown } | null)?.$schema;
  if (typeof ref !== "string") return [];
  const folder = dirname(join(root, path));
  const rootCopy = resolve(root, "rating.schema.json");
  const accepted = [RATING_SCHEMA_PATH, ...(existsSync(rootCopy) ? [rootCopy] : [])];
  if (accepted.includes(resolve(folder, ref))) return [];
  const expected = relative(folder, RATING_SCHEMA_PATH).split("\\").join("/");
  return [error(displayPath(join(root, path)), `"$schema" is "${ref}" but rating.schema.json is at "${expected}" from here`)];
}
