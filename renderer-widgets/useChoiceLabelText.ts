import { useState } from "react";
import type { Choice } from "./choiceOptions";

/**
 * The text shown in a lookup input. It follows the answer when the answer changes from
 * outside (a restored quote, a preset clearing it), but an answer cleared while the user
 * edits the text leaves their text alone.
 */
export function useChoiceLabelText(value: unknown, choices: readonly Choice[]): [string, (text: string) => void] {
  const label = choices.find((choice) => choice.value === value)?.label;
  const [text, setText] = useState(label ?? "");
  const [seen, setSeen] = useState<{ value: unknown; label: string | undefined }>({ value, label });
  if (!Object.is(seen.value, value) || seen.label !== label) {
    setSeen({ value, label });
    if (label !== undefined) setText(label);
    // Cleared from outside: the box still shows the old choice untouched, so it goes too.
    else if (seen.label !== undefined && text === seen.label) setText("");
  }
  return [text, setText];
}
