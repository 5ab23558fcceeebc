/**
 * Loops only some answers reach: a page whose edge leads to a page that leads straight back, both
 * chosen by answers neither page asks. For the answers that take the first edge, the customer goes
 * round for ever, though other answers find a way out (so it is no trap for every quote). Pages
 * with a button or a loader that can go elsewhere are left alone: those are ways out too.
 */
import { within, type ResolvedPage } from "../../src/engine/index.ts";
import { draftPathOf } from "../journeys/diff/logicReads.ts";
import { truthTable, type SampleScope } from "./conditionSamples.ts";
import type { Exit, PageExits } from "./conditionEdges.ts";
import { varReads } from "./logicVars.ts";
import type { Domains } from "./valueDomains.ts";

export interface ConditionalLoop {
  /** The edge into the loop, and the one back. */
  into: Exit;
  back: Exit;
}

/** The logic with `answers.x` written as the quote path it reads, so two pages' conditions can be judged together. */
function absolute(logic: unknown, section: string | undefined): unknown {
  if (Array.isArray(logic)) return logic.map((item) => absolute(item, section));
  if (!logic || typeof logic !== "object") return logic;
  return Object.fromEntries(
    Object.entries(logic).map(([key, value]) => {
      if (key !== "var") return [key, absolute(value, section)];
      const path = Array.isArray(value) ? value[0] : value;
      const draftPath = typeof path === "string" && path.startsWith("answers.") ? draftPathOf(path, section) : undefined;
      if (draftPath === undefined) return [key, value];
      return [key, Array.isArray(value) ? [`quote.${draftPath}`, ...value.slice(1)] : `quote.${draftPath}`];
    }),
  );
}

/** The draft paths a page asks or sets: what a customer going round can change. */
function changedOn(page: ResolvedPage): string[] {
  return page.fields.flatMap((field) => [
    within(page.section, field.name),
    ...(field.effects ?? []).flatMap((effect) => Object.keys(effect.set ?? {}).map((key) => within(page.section, key))),
  ]);
}

/** Reads of the logic the customer could change on these pages, or of anything but the quote (loaded data may change). */
function changeable(exits: Exit[], pages: ResolvedPage[]): boolean {
  const changed = pages.flatMap(changedOn);
  return exits.some((exit) =>
    varReads(exit.when).some(({ path }) => {
      const draftPath = draftPathOf(path, exit.page.section);
      if (draftPath === undefined) return !path.startsWith("limits.") && path !== "product";
      return changed.some((one) => one === draftPath || draftPath.startsWith(`${one}.`) || one.startsWith(`${draftPath}.`));
    }),
  );
}

/** The edges of a page that decide where it goes: live, and only when nothing else on it can go elsewhere. */
function edgesOnly({ exits }: PageExits): Exit[] | undefined {
  const live = exits.filter((exit) => !exit.dead && !exit.onError);
  return live.every((exit) => exit.where.startsWith("next[")) ? exits.filter((exit) => exit.where.startsWith("next[")) : undefined;
}

export function conditionalLoops(pages: PageExits[], domains: Domains, slots: number): ConditionalLoop[] {
  const byId = new Map(pages.map((one) => [one.page.id, one]));
  const found: ConditionalLoop[] = [];
  for (const from of pages) {
    const edges = edgesOnly(from);
    if (!edges) continue;
    edges.forEach((into, i) => {
      const to = byId.get(into.to);
      const backEdges = to && to !== from ? edgesOnly(to) : undefined;
      if (into.dead || into.when === undefined || !to || !backEdges) return;
      backEdges.forEach((back, j) => {
        if (back.dead || back.to !== from.page.id) return;
        const deciding = [...edges.slice(0, i + 1), ...backEdges.slice(0, j + 1)];
        if (changeable(deciding, [from.page, to.page])) return;
        const scope: SampleScope = { domains, section: undefined, slots };
        const whens = [
          ...edges.slice(0, i + 1).map((e) => absolute(e.when, from.page.section)),
          ...backEdges.slice(0, j + 1).map((e) => absolute(e.when, to.page.section)),
        ];
        const rows = truthTable(whens, scope);
        const takes = (row: boolean[]) =>
          row[i] && row.slice(0, i).every((t) => !t) && row[i + 1 + j] && row.slice(i + 1, i + 1 + j).every((t) => !t);
        if (rows?.some(takes)) found.push({ into, back });
      });
    });
  }
  return found;
}
