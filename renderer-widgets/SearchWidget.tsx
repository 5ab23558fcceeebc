import { useMemo, type JSX } from "react";
import type { WidgetProps } from "@rjsf/utils";
import { widgetDefaults, widgetText } from "./catalogue";
import { toChoices } from "./choiceOptions";
import { Combobox } from "./Combobox";
import { matchChoices } from "./searchMatches";
import { useChoiceLabelText } from "./useChoiceLabelText";
import { readNumber, readRecord, readString } from "./widgetOptions";

function resultsMessage(count: number): string {
  if (count === 0) return widgetText("search.noResults");
  if (count === 1) return widgetText("search.resultCount.one");
  return widgetText("search.resultCount.other", { count });
}

/**
 * Search as you type: an editable combobox listing the options whose label (or `ui.searchWords`
 * for them) holds every word typed.
 */
export default function SearchWidget(props: WidgetProps): JSX.Element {
  const { options } = props;
  const enumOptions = options.enumOptions;
  const choices = useMemo(() => toChoices(enumOptions), [enumOptions]);
  const minChars = readNumber(options, "minChars") ?? widgetDefaults.searchMinChars;
  const maxResults = readNumber(options, "maxResults");
  const searchWords = readRecord(options, "searchWords");
  const [text, setText] = useChoiceLabelText(props.value, choices);
  const results = useMemo(() => {
    const found = matchChoices(choices, text, minChars, searchWords);
    return found && maxResults !== undefined ? found.slice(0, maxResults) : found;
  }, [choices, text, minChars, maxResults, searchWords]);
  const chosen = choices.find((choice) => choice.value === props.value)?.label;

  return (
    <Combobox
      widget={props}
      options={results}
      placeholder={readString(options, "placeholder")}
      editable={{
        text,
        setText,
        instructions: widgetText("search.instructions"),
        status: resultsMessage,
        noResults: widgetText("search.noResults"),
        chosen,
      }}
    />
  );
}
