/**
 * Data flow along paths. Replay walks pages in order, so an answer a page's logic reads must be
 * asked (or set) on that page or on pages that every path to it passes; otherwise the logic runs on
 * a missing answer: a rule that never fires, a reveal that never shows. Reads of product values,
 * limits, loaded data and the answer being checked are not answers and always fine; so are values
 * an entry link presets, and answers nothing in the journey writes (unknown references are the
 * references check's to report). A literal named-driver slot (`quote.named.0.added`) may be read
 * from any page on a path with the chain: drivers are optional, so its readers cope with no driver.
 * A driver's own answers (`answers.x` on a named-driver page) are placed within one pass of the chain.
 */
import { error, type Problem } from "./problem.ts";
import { pagesOf, type ProductCheck } from "./productContext.ts";
import { pageGraph } from "./pageGraph.ts";
import { answerWriters, ENTRY_PATHS, slotPaths, type Writer } from "./dataFlowWrites.ts";
import { answerReads, type AnswerRead } from "./dataFlowReads.ts";

const FORWARD_READ = "forward-read";
const CROSS_PATH = "cross-path";
const NOT_ON_EVERY_PATH = "not-on-every-path";

/** Check id to what it finds (suppressible with `"lint": {"<id>": "<reason>"}`). */
export const DATA_FLOW_CHECKS: Record<string, string> = {
  [FORWARD_READ]: "logic reads an answer asked only on a later page (allowed only with a fallback, marked with this id)",
  [CROSS_PATH]: "logic reads an answer asked only on pages never on a path through its page",
  [NOT_ON_EVERY_PATH]: "logic reads, without a fallback, an answer asked before its page on some paths only",
};

const INDEX = "{index}";
const inChain = (page: { section?: string }): boolean => page.section?.includes(INDEX) ?? false;

const FALLBACK_FORMS = '{"var": [path, fallback]}, {"or": [read, fallback]} or an "if" testing it';

/** `asked only on page "final"`, `set only on pages "a", "b"`: what wrote the answer, and where. */
function whereWritten(writers: Writer[], qualifier = ""): string {
  const kinds = new Set(writers.map((w) => w.kind));
  const verb = kinds.size > 1 ? "asked or set" : [...kinds][0];
  const pages = [...new Set(writers.map((w) => w.page))];
  const noun = pages.length > 1 ? `${qualifier}pages` : `${qualifier}page`;
  return `${verb} only on ${noun} ${pages.map((p) => `"${p}"`).join(", ")}`;
}

/** How the message names the object a `lint` mark would sit on. */
function markPlace({ subject, where }: AnswerRead): string {
  const s = (subject ?? {}) as Record<string, unknown>;
  if (/effects\[\d+\]/.test(where)) return "the object holding this logic";
  if ("errorWhen" in s) return "this rule";
  if ("widget" in s) return "this field";
  if ("source" in s) return "this loader";
  if ("kind" in s) return "this content block";
  if ("to" in s) return "this edge";
  if ("label" in s && "id" in s) return "this action";
  if ("label" in s) return "this summary line";
  if ("route" in s) return "this page";
  if ("set" in s || "goTo" in s || "clear" in s || "fieldError" in s || "index" in s) return "this outcome";
  return "the object holding this logic";
}

const isMarked = (subject: object | undefined): boolean =>
  typeof (subject as { lint?: Record<string, unknown> } | undefined)?.lint?.[FORWARD_READ] === "string";

function forwardRead(file: string, at: string, read: AnswerRead, later: Writer[]): Problem {
  const what = `${at} reads "${read.path}", ${whereWritten(later, "later ")}`;
  if (read.hasFallback()) {
    return error(
      file,
      `${what}: a forward read; it has a fallback, so mark the allowance with "lint": {"${FORWARD_READ}": "<why>"} on ${markPlace(read)}, or ask it earlier`,
      { check: FORWARD_READ, subject: read.subject },
    );
  }
  if (isMarked(read.subject)) {
    // No subject: the mark allows only reads with a fallback, so it must not silence this one.
    return error(
      file,
      `${what}: a forward read without a fallback stays an error even when marked "${FORWARD_READ}" (give it a fallback: ${FALLBACK_FORMS})`,
      { check: FORWARD_READ },
    );
  }
  return error(
    file,
    `${what}: a forward read without a fallback (ask it earlier, or give it a fallback (${FALLBACK_FORMS}) and mark it "${FORWARD_READ}")`,
    { check: FORWARD_READ, subject: read.subject },
  );
}

/** Where an answer's writers stand relative to the reading page. */
type Relation = { kind: "fine" } | { kind: "cross-path" | "before" | "later"; writers: Writer[] };

const which = (writers: Writer[], one: string, many: string): string => (new Set(writers.map((w) => w.page)).size > 1 ? many : one);

/** The problem a read has, if any, given where its answer is written. */
function readProblem(file: string, page: string, read: AnswerRead, relation: Relation): Problem | undefined {
  if (relation.kind === "fine") return undefined;
  const at = `page "${page}": ${read.where}`;
  const options = { subject: read.subject };
  if (relation.kind === "cross-path") {
    const never = which(relation.writers, "which is never on a path through", "which are never on a path through");
    return error(file, `${at} reads "${read.path}", ${whereWritten(relation.writers)}, ${never} "${page}"`, {
      check: CROSS_PATH,
      ...options,
    });
  }
  // Drivers are optional: whoever reads a slot copes with it being empty.
  if (read.slot) return undefined;
  if (relation.kind === "later") return forwardRead(file, at, read, relation.writers);
  if (read.hasFallback()) return undefined;
  const some = which(relation.writers, "which is not on every path to", "which are not on every path to");
  return error(
    file,
    `${at} reads "${read.path}", ${whereWritten(relation.writers)}, ${some} "${page}", and has no fallback for when it is not asked (${FALLBACK_FORMS})`,
    { check: NOT_ON_EVERY_PATH, ...options },
  );
}

export const checkDataFlow: ProductCheck = ({ journey, fileOf, fieldWhere }) => {
  const problems: Problem[] = [];
  const mainGraph = pageGraph(journey);
  // A driver's own answers (`named.{index}.…`) are placed on one pass of the named chain: the way
  // back to the main path leads to the next driver's pass, where they are other answers.
  const onePass = pageGraph(journey, (from, to) => !inChain(from) || inChain(to));
  const slots = slotPaths(journey);
  const writers = answerWriters(journey, slots);
  const relationOf = (page: string, draftPath: string, slot: boolean): Relation => {
    const graph = draftPath.includes(INDEX) && !slot ? onePass : mainGraph;
    const found = ENTRY_PATHS.has(draftPath) ? [] : writers.writersOf(draftPath).filter((w) => graph.reachable.has(w.page));
    if (
      found.length === 0 ||
      graph.everyPathPasses(
        found.map((w) => w.page),
        page,
      )
    )
      return { kind: "fine" };
    const before = found.filter((w) => graph.leadsTo(w.page, page));
    if (before.length > 0) return { kind: "before", writers: before };
    const later = found.filter((w) => graph.leadsTo(page, w.page));
    return later.length > 0 ? { kind: "later", writers: later } : { kind: "cross-path", writers: found };
  };
  for (const page of pagesOf(journey).filter((p) => mainGraph.reachable.has(p.id))) {
    const file = fileOf(page);
    // A page reads the same answer in many places (each conviction round reads its yes/no): each
    // answer is placed once per page.
    const relations = new Map<string, Relation>();
    for (const read of answerReads(page, (field) => fieldWhere(page, field), slots)) {
      const key = `${read.slot ? "slot " : ""}${read.draftPath}`;
      const relation = relations.get(key) ?? relations.set(key, relationOf(page.id, read.draftPath, read.slot)).get(key)!;
      const problem = readProblem(file, page.id, read, relation);
      if (problem) problems.push(problem);
    }
  }
  return problems;
};
