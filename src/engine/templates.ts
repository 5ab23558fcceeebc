/**
 * Text placeholders filled when a journey is loaded or a page is opened, never at run time by
 * hand: `{n}`, `{prev}`, `{next}` in repeated fields, and `{index}` in named-driver pages.
 * Message placeholders such as `{min}` are left alone.
 */

/** Returns a deep copy of `value` with each `{name}` of `values` replaced in every string. */
export function fillPlaceholders<T>(value: T, values: Record<string, string>): T {
  if (typeof value === "string") {
    return value.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole) as T;
  }
  if (Array.isArray(value)) return value.map((item) => fillPlaceholders(item, values)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [fillPlaceholders(key, values), fillPlaceholders(item, values)]),
    ) as T;
  }
  return value;
}
