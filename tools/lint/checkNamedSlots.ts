/**
 * What a page writes once per named-driver slot against the product's slot count (limits.namedDrivers):
 * the contacts asked per driver (`contacts.1.email` … for slots 1 to N; 0 is the policyholder's), the
 * answers a removed driver's reset clears (`resetOnRemove`), and the outcomes run per slot (`when` a
 * slot is added). Each must cover every slot and no more, and a slot's outcome must write its own
 * slot's answer: two slots' outcomes writing the same answer lose one driver's.
 */
import { namedSlots, type Outcome, type ResolvedPage } from "../../src/engine/index.ts";
import { error, type Problem } from "./problem.ts";
import { pagesOf, type ProductCheck } from "./productContext.ts";

export const NAMED_SLOT_CHECKS: Record<string, string> = {
  "named-slots":
    "a page's per-slot contacts, resets or outcomes that do not cover exactly limits.namedDrivers slots, or two slots' outcomes writing the same answer",
};

/** Numbers found in place of `#` in paths of one shape: `final.contacts.#` to [1, 2]. */
function byShape(paths: string[], shape: RegExp): Map<string, number[]> {
  const found = new Map<string, number[]>();
  for (const path of paths) {
    const match = shape.exec(path);
    if (!match) continue;
    const key = path.slice(0, match.index + match[1].length) + "#" + path.slice(match.index + match[0].length);
    found.set(key, [...(found.get(key) ?? []), Number(match[2])]);
  }
  return found;
}

/** Each shape's numbers against 1..slots (contacts and resets count drivers from 1; 0 is the policyholder). */
function coverage(what: string, paths: string[], slots: number, shape: RegExp): string[] {
  const expected = Array.from({ length: slots }, (_, i) => i + 1);
  return [...byShape(paths, shape)].flatMap(([key, numbers]) => {
    const drivers = numbers.filter((n) => n > 0);
    if (drivers.length === 0) return [];
    const missing = expected.filter((n) => !drivers.includes(n));
    const beyond = drivers.filter((n) => n > slots);
    if (missing.length === 0 && beyond.length === 0) return [];
    const named = (list: number[]) => list.map((n) => key.replace("#", String(n))).join(", ");
    const parts = [missing.length ? `not ${named(missing)}` : "", beyond.length ? `${named(beyond)} as well, beyond them` : ""].filter(
      Boolean,
    );
    return [
      `${what} ${key} for named drivers ${drivers.join(", ")}, but the product has ${slots} (limits.namedDrivers): ${parts.join("; ")}`,
    ];
  });
}

/** The slot an outcome runs for: its `when` reads one `quote.named.N.added` and nothing else. */
function slotOf(outcome: Outcome): number | undefined {
  const match = /^\{"var":"quote\.named\.(\d+)\.added"\}$/.exec(JSON.stringify(outcome.when ?? null));
  return match ? Number(match[1]) : undefined;
}

function outcomeProblems(list: Outcome[], where: string, slots: number): string[] {
  const perSlot = list.map((outcome, i) => ({ outcome, i, slot: slotOf(outcome) })).filter((one) => one.slot !== undefined);
  if (perSlot.length === 0) return [];
  const problems: string[] = [];
  const covered = perSlot.map((one) => one.slot as number);
  const missing = Array.from({ length: slots }, (_, i) => i).filter((slot) => !covered.includes(slot));
  if (missing.length > 0)
    problems.push(
      `${where}: outcomes run for named-driver slots ${covered.join(", ")}, but not ${missing.join(", ")} (the product has ${slots})`,
    );
  const writers = new Map<string, number>();
  for (const { outcome, i, slot } of perSlot) {
    for (const path of Object.keys(outcome.set ?? {})) {
      const own = /^named\.(\d+)\./.exec(path);
      if (own && Number(own[1]) !== slot) problems.push(`${where}[${i}] runs for slot ${slot} but sets ${path}, slot ${own[1]}'s answer`);
      const first = writers.get(path);
      if (first !== undefined)
        problems.push(`${where}[${i}] sets ${path}, which ${where}[${first}] sets too: two slots' outcomes write one answer`);
      else writers.set(path, i);
    }
  }
  return problems;
}

function pageProblems(page: ResolvedPage, slots: number): { message: string; subject: object }[] {
  const contacts = page.fields.map((field) => field.name);
  const found = coverage("the page asks", contacts, slots, /(^|\.)(\d+)(?=\.)/).map((message) => ({ message, subject: page as object }));
  (page.content ?? []).forEach((block, i) => {
    if (!block.resetOnRemove) return;
    for (const message of coverage(`content[${i}].resetOnRemove resets`, block.resetOnRemove, slots, /(\.)(\d+)$/))
      found.push({ message, subject: block });
  });
  (page.actions ?? []).forEach((action, i) => {
    for (const message of outcomeProblems(action.then ?? [], `actions[${i}].then`, slots)) found.push({ message, subject: action });
  });
  return found;
}

export const checkNamedSlots: ProductCheck = ({ journey, fileOf }) => {
  if (typeof journey.limits.namedDrivers !== "number") return [];
  const slots = namedSlots(journey);
  return pagesOf(journey).flatMap((page): Problem[] =>
    pageProblems(page, slots).map(({ message, subject }) =>
      error(fileOf(page), `page "${page.id}": ${message}`, { check: "named-slots", subject }),
    ),
  );
};
