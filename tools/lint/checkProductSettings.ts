/**
 * A product's settings beyond their schema (journey.schema.json closes `limits` and `intro`, so a
 * misspelt key is already a schema error): limits that contradict each other, and an intro bullet
 * written twice. The ids of the settings checks made elsewhere (a limit the quote request needs,
 * brand.json) are listed here too. Suppressions sit on the manifest's `limits` or `intro` object;
 * the page-level suppression check does not see those, so unknown or unused ones are reported here.
 */
import { closest } from "./describeAjvError.ts";
import { error, warning, type Problem } from "./problem.ts";
import type { ProductCheck, ProductContext } from "./productContext.ts";
import { limitsProblems } from "./checkLimits.ts";

/** Check id to what it finds (suppressible with `"lint": {"<id>": "<reason>"}`). */
export const SETTINGS_CHECKS: Record<string, string> = {
  "limits-order":
    "manifest limits that contradict each other: a minimum above its maximum (anywhere in limits), finalAge.checkMax not above finalAge.max",
  "limits-default": "a default in the limits outside its range (milesDefault above milesMax)",
  "limits-licence-years": "a licence-years option no driver of the product's ages can have held that long",
  "limits-ncd": "an NCD maximum no driver of the product's ages can reach",
  "intro-duplicate": "the same bullet twice in an intro's checklist or declarations",
  "limit-not-set": "a limit common/quote-request.json sends to the insurer that a product does not set (checkAnswerMapping.ts)",
  "brand-schema":
    "src/config/brand.json against src/config/brand.schema.json: a misspelt, missing or mistyped brand setting (checkBrand.ts; not suppressible)",
};

function introDuplicates({ journey, manifestFile }: ProductContext): Problem[] {
  const intro = journey.intro;
  if (!intro) return [];
  const lists: [string, unknown][] = [
    ["step1.checklist", (intro.step1 as { checklist?: unknown } | undefined)?.checklist],
    ["step2.declarations", (intro.step2 as { declarations?: unknown } | undefined)?.declarations],
  ];
  return lists.flatMap(([where, items]) => {
    if (!Array.isArray(items)) return [];
    return items.flatMap((item, i) => {
      const first = items.indexOf(item);
      if (first === i) return [];
      return [
        error(manifestFile, `intro.${where}[${i}] repeats intro.${where}[${first}] ${JSON.stringify(item)}`, {
          check: "intro-duplicate",
          subject: intro,
        }),
      ];
    });
  });
}

/** The checks whose problems are about the manifest's `limits` or `intro`, so may be excused there. */
const SUPPRESSIBLE_ON = {
  limits: ["limits-order", "limits-default", "limits-licence-years", "limits-ncd", "limit-not-set"],
  intro: ["intro-duplicate"],
};
/** Found by checkAnswerMapping, after this check: whether its suppressions excuse anything is not known here. */
const FOUND_ELSEWHERE = new Set(["limit-not-set"]);

/** Suppressions on `limits` and `intro` that name no check of that object, or excuse nothing. */
function suppressionProblems(
  manifestFile: string,
  subject: object | undefined,
  on: keyof typeof SUPPRESSIBLE_ON,
  found: Problem[],
): Problem[] {
  const lint = (subject as { lint?: Record<string, string> } | undefined)?.lint;
  const known = SUPPRESSIBLE_ON[on];
  return Object.keys(lint ?? {}).flatMap((check) => {
    const where = `${on}.lint: suppression "${check}"`;
    if (!known.includes(check)) {
      const guess = closest(check, known);
      return [error(manifestFile, `${where} is not a check of the manifest's ${on}${guess ? ` (did you mean "${guess}"?)` : ""}`)];
    }
    const excuses = FOUND_ELSEWHERE.has(check) || found.some((problem) => problem.check === check && problem.subject === subject);
    return excuses ? [] : [warning(manifestFile, `${where} excuses nothing here; remove it`)];
  });
}

export const checkProductSettings: ProductCheck = (product) => {
  const found = [...limitsProblems(product), ...introDuplicates(product)];
  const { journey, manifestFile } = product;
  return [
    ...found,
    ...suppressionProblems(manifestFile, journey.limits, "limits", found),
    ...suppressionProblems(manifestFile, journey.intro, "intro", found),
  ];
};
