/**
 * Where each answer comes from in a product: the pages that ask it (a field) or set it (a field's
 * effect, an action's or loader's outcome), indexed once so each read is looked up, not searched.
 */
import { within, type ResolvedJourney, type ResolvedPage } from "../../src/engine/index.ts";
import { readEntryQuery } from "../../src/app/startup.ts";
import { outcomesOf } from "./pageParts.ts";

export type WriteKind = "asked" | "set";

export interface Writer {
  page: string;
  kind: WriteKind;
}

export interface AnswerWriters {
  /**
   * Pages writing `draftPath` or an object holding it; failing those, pages writing answers inside
   * it (reading `vehicle` when `vehicle.make` is set). Empty when nothing in the journey writes it.
   */
  writersOf(draftPath: string): Writer[];
}

/**
 * Draft paths an entry link presets before the first page (`/?reg=…` sets the plate, `/?noreg`
 * sets it to false), taken from the app's own parser so the two cannot drift apart.
 */
export const ENTRY_PATHS: ReadonlySet<string> = new Set(Object.keys(readEntryQuery("?reg=AB12CDE&product=car&affiliate=A-1").patch));

/**
 * Named-driver slots: a page with `{index}` in its section serves every slot, so `named.0.x` and
 * `named.1.x` are both answers of the field it writes as `named.{index}.x`.
 */
export interface SlotPaths {
  /** The path with a literal slot number written as `{index}`; `slot` says whether there was one. */
  normalise(draftPath: string): { path: string; slot: boolean };
}

export function slotPaths(journey: ResolvedJourney): SlotPaths {
  const prefixes = [
    ...new Set(
      Object.values(journey.pages).flatMap(({ section }) => {
        const at = section?.indexOf("{index}") ?? -1;
        return at >= 0 ? [section!.slice(0, at)] : [];
      }),
    ),
  ];
  return {
    normalise(draftPath) {
      for (const prefix of prefixes) {
        if (!draftPath.startsWith(prefix)) continue;
        const slot = /^\d+(?=\.|$)/.exec(draftPath.slice(prefix.length));
        if (slot) return { path: `${prefix}{index}${draftPath.slice(prefix.length + slot[0].length)}`, slot: true };
      }
      return { path: draftPath, slot: false };
    },
  };
}

/** The draft paths a page asks or sets, each with how. */
function writesOf(page: ResolvedPage): [string, WriteKind][] {
  const writes: [string, WriteKind][] = page.fields.map((field) => [within(page.section, field.name), "asked"]);
  for (const field of page.fields) {
    for (const effect of field.effects ?? []) for (const key of Object.keys(effect.set)) writes.push([within(page.section, key), "set"]);
  }
  for (const { value } of outcomesOf(page)) for (const key of Object.keys(value.set ?? {})) writes.push([key, "set"]);
  return writes;
}

/** `a`, `a.b` for `a.b.c`: the objects holding an answer. */
function ancestorsOf(path: string): string[] {
  const found: string[] = [];
  for (let dot = path.indexOf("."); dot >= 0; dot = path.indexOf(".", dot + 1)) found.push(path.slice(0, dot));
  return found;
}

const unique = (writers: Writer[]): Writer[] =>
  writers.filter((w, i) => writers.findIndex((o) => o.page === w.page && o.kind === w.kind) === i);

export function answerWriters(journey: ResolvedJourney, slots: SlotPaths): AnswerWriters {
  const exact = new Map<string, Writer[]>();
  for (const id of journey.pageOrder) {
    for (const [raw, kind] of writesOf(journey.pages[id])) {
      const { path } = slots.normalise(raw);
      const list = exact.get(path);
      if (!list) exact.set(path, [{ page: id, kind }]);
      else if (!list.some((w) => w.page === id && w.kind === kind)) list.push({ page: id, kind });
    }
  }
  // Reading a whole object (`vehicle`) is rare: its answers are looked for only then, once per path.
  const inside = new Map<string, Writer[]>();
  const writersInside = (path: string): Writer[] => {
    const known = inside.get(path);
    if (known) return known;
    const prefix = `${path}.`;
    const found = unique([...exact].flatMap(([written, writers]) => (written.startsWith(prefix) ? writers : [])));
    inside.set(path, found);
    return found;
  };
  return {
    writersOf(draftPath) {
      const found = [draftPath, ...ancestorsOf(draftPath)].flatMap((path) => exact.get(path) ?? []);
      return unique(found.length > 0 ? found : writersInside(draftPath));
    },
  };
}
