/**
 * Suppressions: `"lint": {"<check id>": "<reason>"}` on a journey object (page, field, rule,
 * edge, action, loader, outcome, content block, summary line) excuses that check's problems about
 * that object only, with the reason in the file for reviewers to read. A suppression naming an
 * unknown check is an error; one that excuses nothing is a warning, so stale ones get removed.
 */
import { closest } from "./describeAjvError.ts";
import { error, warning, type Problem } from "./problem.ts";
import type { ProductContext } from "./productContext.ts";
import { pagesOf } from "./productContext.ts";

interface Suppression {
  file: string;
  check: string;
  reason: string;
  /** What the suppression sits on, for messages: `page "history"`, `field "ncd"`, ... */
  on: string;
}

const keyOf = (file: string, check: string, reason: string) => `${file}\u0000${check}\u0000${reason}`;

function lintMapOf(value: object): Record<string, string> | undefined {
  const lint = (value as { lint?: unknown }).lint;
  return lint && typeof lint === "object" && !Array.isArray(lint) ? (lint as Record<string, string>) : undefined;
}

/** A readable name for an object, or undefined when only its position names it. */
function nameOf(value: object): string | undefined {
  const { id, name, to } = value as Record<string, unknown>;
  if (typeof name === "string") return `field "${name}"`;
  if (typeof to === "string") return `edge to "${to}"`;
  if (typeof id === "string") return `"${id}"`;
  return undefined;
}

/** Every suppression in a product's resolved pages (shared pages are found once per product). */
function suppressionsOf(product: ProductContext): Suppression[] {
  const found: Suppression[] = [];
  for (const page of pagesOf(product.journey)) {
    const file = product.fileOf(page);
    // `where` reads like the checks' locations: `field "dob" rules[0]`. It is spelt out only for a
    // suppression found: building it for every node of every page cost a tenth of the lint's time.
    const visit = (value: unknown, where: () => string): void => {
      if (Array.isArray(value)) return value.forEach((item, i) => visit(item, () => `${where()}[${i}]`));
      if (!value || typeof value !== "object") return;
      const on = () => (value === page ? `page "${page.id}"` : (nameOf(value) ?? where()));
      for (const [check, reason] of Object.entries(lintMapOf(value) ?? {})) found.push({ file, check, reason, on: on() });
      for (const [key, inner] of Object.entries(value))
        if (key !== "lint" && inner && typeof inner === "object") visit(inner, () => `${on()} ${key}`);
    };
    visit(page, () => "");
  }
  return found;
}

/**
 * Drops the problems a suppression excuses and reports suppressions that are unknown or unused.
 * `knownChecks` is the id table (checkIds.ts).
 */
export function applySuppressions(problems: Problem[], products: ProductContext[], knownChecks: Record<string, string>): Problem[] {
  const used = new Set<string>();
  const kept = problems.filter((problem) => {
    if (problem.check === undefined || problem.subject === undefined) return true;
    const reason = lintMapOf(problem.subject)?.[problem.check];
    if (reason === undefined) return true;
    used.add(keyOf(problem.file, problem.check, reason));
    return false;
  });
  const reported = new Set<string>();
  for (const suppression of products.flatMap(suppressionsOf)) {
    const key = keyOf(suppression.file, suppression.check, suppression.reason);
    if (used.has(key) || reported.has(key)) continue;
    reported.add(key);
    const where = `lint suppression "${suppression.check}" on ${suppression.on}`;
    if (!Object.hasOwn(knownChecks, suppression.check)) {
      const guess = closest(suppression.check, Object.keys(knownChecks));
      kept.push(error(suppression.file, `${where}: unknown check id${guess ? ` (did you mean "${guess}"?)` : ""}`));
    } else {
      kept.push(warning(suppression.file, `${where} excuses nothing here; remove it`));
    }
  }
  return kept;
}
