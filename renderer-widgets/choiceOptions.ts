import type { EnumOptionsType, WidgetProps } from "@rjsf/utils";
import { readRecord } from "./widgetOptions";

export type ChoiceValue = string | number | boolean;

export interface Choice {
  value: ChoiceValue;
  label: string;
}

/** The placeholder value the quote draft uses for "not answered" in dropdowns. */
export const NONSELECTED = "nonselected";

/** Choices keep their original value types; the DOM only ever sees their index. */
export function toChoices(enumOptions: readonly EnumOptionsType[] | undefined): Choice[] {
  return (enumOptions ?? []).map((option) => ({
    value: option.value as ChoiceValue,
    label: String(option.label),
  }));
}

export function readChoices(props: Pick<WidgetProps, "options">): Choice[] {
  return toChoices(props.options.enumOptions);
}

export function indexOfValue(choices: readonly Choice[], value: unknown): number {
  return choices.findIndex((choice) => choice.value === value);
}

/** `ui.optionHints` maps an option value (as written in JSON, so a string key) to its hint. */
export function optionHint(props: Pick<WidgetProps, "options">, value: ChoiceValue): string | undefined {
  return optionText(props, "optionHints", value);
}

/** `ui.optionDividers` maps an option value to the words that set it apart from the options before it. */
export function optionDivider(props: Pick<WidgetProps, "options">, value: ChoiceValue): string | undefined {
  return optionText(props, "optionDividers", value);
}

function optionText(props: Pick<WidgetProps, "options">, key: string, value: ChoiceValue): string | undefined {
  const text = readRecord(props.options, key)?.[String(value)];
  return typeof text === "string" ? text : undefined;
}
