import type { WidgetProps } from "@rjsf/utils";

/**
 * Typed reads of `props.options`: it carries the journey field's free-form `ui` object,
 * so every key must be checked at run time rather than trusted.
 */
type Options = WidgetProps["options"];

export function readString(options: Options, key: string): string | undefined {
  const value: unknown = options[key];
  return typeof value === "string" ? value : undefined;
}

export function readNumber(options: Options, key: string): number | undefined {
  const value: unknown = options[key];
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

export function readBoolean(options: Options, key: string): boolean {
  return options[key] === true;
}

export function readRecord(options: Options, key: string): Record<string, unknown> | undefined {
  const value: unknown = options[key];
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

export function hasError(props: Pick<WidgetProps, "rawErrors">): boolean {
  return (props.rawErrors?.length ?? 0) > 0;
}

/**
 * Hint first, then error, then any widget-specific ids, as GOV.UK orders them. Each id is
 * used only when its element is rendered: the hint when there is hint text, the error
 * when there are errors.
 */
export function describedBy(props: Pick<WidgetProps, "options" | "rawErrors">, ...extraIds: (string | undefined)[]): string | undefined {
  const ids = [
    readString(props.options, "hint") ? readString(props.options, "hintId") : undefined,
    hasError(props) ? readString(props.options, "errorId") : undefined,
    ...extraIds,
  ].filter((id): id is string => Boolean(id));
  return ids.length > 0 ? ids.join(" ") : undefined;
}

export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(" ");
}

/** GOV.UK legend sizes; journeys pick one with `ui.legendSize` (a page-heading legend defaults to l). */
export function legendClass(options: Options): string {
  const size = readString(options, "legendSize");
  const fallback = readBoolean(options, "labelIsHeading") ? "l" : "s";
  const known = size === "s" || size === "m" || size === "l" || size === "xl" ? size : fallback;
  return `govuk-fieldset__legend govuk-fieldset__legend--${known}`;
}
