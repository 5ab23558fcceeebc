/** Small structural helpers the comparisons share: equality, leaves, order moves, pairing lists. */
import { stableStringify } from "../../../src/engine/index.ts";

export const same = (a: unknown, b: unknown): boolean => stableStringify(a) === stableStringify(b);

export const isPlainObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);

/** Dotted leaf paths of plain objects (arrays are leaves unless `intoArrays`, then indexed). */
export function leaves(value: unknown, prefix = "", intoArrays = false): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const nested = isPlainObject(value) ? Object.entries(value) : intoArrays && Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : undefined;
  if (!nested) {
    if (value !== undefined) out.set(prefix, value);
    return out;
  }
  for (const [key, item] of nested) {
    for (const [path, leaf] of leaves(item, prefix ? `${prefix}.${key}` : key, intoArrays)) out.set(path, leaf);
  }
  return out;
}

/** Leaf changes between two objects, in the new object's key order then removed keys. */
export function leafChanges(before: unknown, after: unknown, intoArrays = false): { path: string; from: unknown; to: unknown }[] {
  const a = leaves(before, "", intoArrays);
  const b = leaves(after, "", intoArrays);
  const out: { path: string; from: unknown; to: unknown }[] = [];
  for (const [path, to] of b) if (!same(a.get(path), to)) out.push({ path, from: a.get(path), to });
  for (const [path, from] of a) if (!b.has(path)) out.push({ path, from, to: undefined });
  return out;
}

/**
 * Items present on both sides whose relative order changed: those outside a longest common
 * subsequence, so moving one item reports that item and not everything it jumped over.
 */
export function movedItems(before: string[], after: string[]): string[] {
  const inAfter = new Set(after);
  const inBefore = new Set(before);
  const a = before.filter((x) => inAfter.has(x));
  const b = after.filter((x) => inBefore.has(x));
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i][j] = a[i] === b[j] ? lengths[i + 1][j + 1] + 1 : Math.max(lengths[i + 1][j], lengths[i][j + 1]);
    }
  }
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i] === b[j]) {
      kept.add(a[i]);
      i++;
      j++;
    } else if (lengths[i + 1][j] >= lengths[i][j + 1]) i++;
    else j++;
  }
  return b.filter((x) => !kept.has(x));
}

/** The item before `item` in `order`, to say where something now sits. */
export function predecessor(order: string[], item: string): string | undefined {
  const i = order.indexOf(item);
  return i > 0 ? order[i - 1] : undefined;
}

export interface Pairing<T> {
  pairs: [T, T][];
  removed: T[];
  added: T[];
}

/**
 * Pairs the items of two lists: by each key function in turn (an id, then a message...), then
 * whatever is left by position, so an item whose every key changed still compares with its old self
 * when `byPosition` is set.
 */
export function pairItems<T>(before: T[], after: T[], keys: ((item: T) => string | undefined)[], byPosition: boolean): Pairing<T> {
  let left = [...before];
  let right = [...after];
  const pairs: [T, T][] = [];
  for (const key of keys) {
    const nextLeft: T[] = [];
    for (const item of left) {
      const k = key(item);
      const match = k === undefined ? -1 : right.findIndex((other) => key(other) === k);
      if (match < 0) nextLeft.push(item);
      else {
        pairs.push([item, right[match]]);
        right = right.filter((_, i) => i !== match);
      }
    }
    left = nextLeft;
  }
  if (byPosition) {
    const n = Math.min(left.length, right.length);
    for (let i = 0; i < n; i++) pairs.push([left[i], right[i]]);
    left = left.slice(n);
    right = right.slice(n);
  }
  return { pairs, removed: left, added: right };
}
