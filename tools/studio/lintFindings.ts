/**
 * The linter's findings as the studio shows them beside a page: each placed in its file (a JSON
 * pointer read from its words), its "did you mean" apart, and the products and pages it concerns:
 * a product's when it is in a file the product reads, a page's when it is in the page's own file
 * or names the page.
 */
import { join, resolve } from "node:path";
import { lintJourneys, type Problem } from "../lint/index.ts";
import type { LintFinding, StudioSnapshot } from "../../src/studio/studioModel.ts";
import { displayFile, placeProblem } from "./filePlaces.ts";

const REPO_ROOT = resolve(import.meta.dirname, "../..");
const SUGGESTION = /\s*\(?did you mean (?:"([^"]+)"|([^)?\s]+))\??\)?/;

/** What the linter says about `root` now, about the products of `snapshot`. */
export function lintFindings(root: string, snapshot: StudioSnapshot): LintFinding[] {
  const owners = fileOwners(root, snapshot);
  const productIds = snapshot.products.map((product) => product.id);
  return lintJourneys(root).map((problem) => finding(problem, owners, productIds));
}

interface Owner {
  product: string;
  page?: string;
}

/** Each file's products, and the page a page file is. */
function fileOwners(root: string, snapshot: StudioSnapshot): Map<string, Owner[]> {
  const owners = new Map<string, Owner[]>();
  const add = (shown: string, owner: Owner) => owners.set(shown, [...(owners.get(shown) ?? []), owner]);
  for (const product of snapshot.products) {
    for (const file of product.files) add(file, { product: product.id });
    for (const page of Object.values(product.journey?.pages ?? {}))
      add(displayFile(join(root, page.file)), { product: product.id, page: page.id });
  }
  return owners;
}

function finding(problem: Problem, owners: Map<string, Owner[]>, productIds: string[]): LintFinding {
  const place = placeProblem(resolve(REPO_ROOT, problem.file), problem.message);
  const suggestion = SUGGESTION.exec(problem.message);
  const named = [...problem.message.matchAll(/page "([^"]+)"/g)].map(([, page]) => page);
  const quoted = [...problem.message.matchAll(/"([^"]+)"/g)].map(([, name]) => name);
  const inFile = owners.get(place.file) ?? [];
  return {
    ...place,
    severity: problem.severity,
    ...(problem.check ? { check: problem.check } : {}),
    ...(suggestion ? { didYouMean: suggestion[1] ?? suggestion[2] } : {}),
    products: unique([...inFile.map((owner) => owner.product), ...productIds.filter((id) => quoted.includes(id))]),
    pages: unique([...inFile.flatMap((owner) => (owner.page ? [owner.page] : [])), ...named]),
  };
}

const unique = (values: string[]) => [...new Set(values)];
