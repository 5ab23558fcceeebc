/**
 * A page rule's `field` must name a field on that page: the engine only shows a page rule's
 * message on an active field of the page, so a misspelt name silently disables the rule. One of the
 * "unknown-field-name" checks (checkReferences.ts), so it is suppressed under that id.
 */
import { closest } from "./describeAjvError.ts";
import { error, type Problem } from "./problem.ts";
import { pagesOf, type ProductCheck } from "./productContext.ts";

export const checkRuleFields: ProductCheck = ({ journey, fileOf }) => {
  const problems: Problem[] = [];
  for (const page of pagesOf(journey)) {
    const names = page.fields.map((f) => f.name);
    (page.rules ?? []).forEach((rule, i) => {
      if (rule.field !== undefined && names.includes(rule.field)) return;
      const guess = rule.field === undefined ? undefined : closest(rule.field, names);
      problems.push(
        error(
          fileOf(page),
          `rules[${i}]: field "${rule.field ?? ""}" is not a field of page "${page.id}"${guess ? ` (did you mean "${guess}"?)` : ""}`,
          {
            check: "unknown-field-name",
            subject: rule,
          },
        ),
      );
    });
  }
  return problems;
};
