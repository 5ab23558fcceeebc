import type { Choice } from "./choiceOptions";

const fold = (text: string) => text.toLocaleLowerCase("en-GB");

/**
 * Choices in list order whose label, or the words the field gives for them (`searchWords`, by
 * option value), contain every word typed, ignoring case: "drink" finds a code whose words say
 * so, and "speed motorway" finds "Exceeding speed limit on a motorway" as "speed limit" does.
 * Null while fewer than `minChars` characters are typed ("not searching yet", unlike no result).
 */
export function matchChoices(
  choices: readonly Choice[],
  query: string,
  minChars: number,
  searchWords: Readonly<Record<string, unknown>> = {},
): readonly Choice[] | null {
  const trimmed = query.trim();
  // Nothing typed, in a list offered from the first character: every choice, as they are. A field
  // re-rendered for its error (five DVLA code lists on an empty submit) then folds and filters nothing.
  if (trimmed === "") return minChars > 0 ? null : choices;
  const typed = fold(trimmed);
  if (typed.length < minChars) return null;
  const words = typed.split(/\s+/).filter(Boolean);
  const haystack = (choice: Choice) => {
    const extra = searchWords[String(choice.value)];
    return fold(typeof extra === "string" ? `${choice.label}\n${extra}` : choice.label);
  };
  return choices.filter((choice) => words.every((word) => haystack(choice).includes(word)));
}
