/**
 * Edge shape: routing follows the first edge whose `when` holds, so every page needs exactly one
 * unconditional (default) edge, last — anything after it is unreachable, and without one a
 * user can be stranded. A page with no edges at all is a dead end.
 */
import { error, type Problem } from "./problem.ts";
import { pagesOf, type ProductCheck } from "./productContext.ts";

export const checkEdges: ProductCheck = ({ journey, fileOf }) => {
  const problems: Problem[] = [];
  for (const page of pagesOf(journey)) {
    const file = fileOf(page);
    if (page.next.length === 0) {
      problems.push(error(file, `page "${page.id}" is a dead end: "next" has no edges`));
      continue;
    }
    const defaults = page.next.map((edge, i) => ({ edge, i })).filter(({ edge }) => edge.when === undefined);
    if (defaults.length === 0) {
      problems.push(error(file, `page "${page.id}" has no default edge (an edge without "when"); add one last`));
    } else if (defaults.length > 1) {
      const at = defaults.map(({ i }) => `next[${i}]`).join(", ");
      problems.push(error(file, `page "${page.id}" has ${defaults.length} default edges (${at}); exactly one edge may omit "when"`));
    } else if (defaults[0].i !== page.next.length - 1) {
      problems.push(
        error(
          file,
          `page "${page.id}": the default edge next[${defaults[0].i}] (to "${defaults[0].edge.to}") must be the last edge; edges after it are never followed`,
        ),
      );
    }
  }
  return problems;
};
