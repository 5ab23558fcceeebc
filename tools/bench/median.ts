/**
 * The item with the median value (the lower middle of an even count) and the lowest and highest
 * value, among the items that have one; undefined when none has.
 */
export function medianItem<T>(
  items: readonly T[],
  value: (item: T) => number | null | undefined,
): { item: T; range: [number, number] } | undefined {
  const valued = items.flatMap((item) => {
    const v = value(item);
    return v == null ? [] : [{ item, v }];
  });
  if (valued.length === 0) return undefined;
  valued.sort((a, b) => a.v - b.v);
  return { item: valued[Math.floor((valued.length - 1) / 2)].item, range: [valued[0].v, valued[valued.length - 1].v] };
}
