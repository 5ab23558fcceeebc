import type { Choice } from "./choiceOptions";

const fold = (text: string) => text.toLocaleLowerCase("en-GB");

/**
 * Choices whose label contains the query, ignoring case; null while fewer than `minChars`
 * characters are typed (null means "not searching yet", unlike an empty result).
 */
export function matchChoices(choices: readonly Choice[], query: string, minChars: number): Choice[] | null {
  const needle = fold(query.trim());
  if (needle.length < minChars) return null;
  return choices.filter((choice) => fold(choice.label).includes(needle));
}
