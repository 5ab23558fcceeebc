import { useMemo, useState, type JSX, type KeyboardEvent } from "react";
import type { WidgetProps } from "@rjsf/utils";
import { widgetDefaults, widgetText } from "./catalogue";
import { NONSELECTED, toChoices, type Choice } from "./choiceOptions";
import { ComboboxListbox, optionId } from "./ComboboxListbox";
import { writeLabelSibling } from "./formContext";
import { matchChoices } from "./searchMatches";
import { useChoiceLabelText } from "./useChoiceLabelText";
import { classNames, describedBy, hasError, readNumber, readString } from "./widgetOptions";

function resultsMessage(results: readonly Choice[]): string {
  if (results.length === 0) return widgetText("search.noResults");
  if (results.length === 1) return widgetText("search.resultCount.one");
  return widgetText("search.resultCount.other", { count: results.length });
}

/**
 * Search as you type (ARIA APG combobox with listbox popup). The answer is the picked
 * option's code; editing the text afterwards clears it, so a half-typed word is never
 * mistaken for a choice.
 */
export default function SearchWidget(props: WidgetProps): JSX.Element {
  const { id, options } = props;
  const enumOptions = options.enumOptions;
  const choices = useMemo(() => toChoices(enumOptions), [enumOptions]);
  const minChars = readNumber(options, "minChars") ?? widgetDefaults.searchMinChars;
  const maxResults = readNumber(options, "maxResults");
  const [query, setQuery] = useChoiceLabelText(props.value, choices);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const results = useMemo(() => {
    const found = matchChoices(choices, query, minChars);
    return found && maxResults !== undefined ? found.slice(0, maxResults) : found;
  }, [choices, query, minChars, maxResults]);

  const listboxId = `${id}-listbox`;
  const instructionsId = `${id}-instructions`;
  const searching = open && results !== null;
  const expanded = searching && results.length > 0;
  const hasAnswer = props.value !== undefined && props.value !== "" && props.value !== NONSELECTED;

  const clearAnswer = () => {
    if (!hasAnswer) return;
    props.onChange(undefined);
    writeLabelSibling(props, undefined);
  };

  const pick = (choice: Choice) => {
    setQuery(choice.label);
    setOpen(false);
    setActive(-1);
    props.onChange(choice.value);
    writeLabelSibling(props, choice.label);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
        if (!results || results.length === 0) return;
        event.preventDefault();
        setActive(expanded ? Math.min(active + 1, results.length - 1) : 0);
        setOpen(true);
        return;
      case "ArrowUp":
        if (!expanded) return;
        event.preventDefault();
        setActive(Math.max(active - 1, 0));
        return;
      case "Enter":
        // An open list owns Enter, so it never submits the page by accident.
        if (!expanded) return;
        event.preventDefault();
        if (active >= 0) pick(results[active]);
        return;
      case "Escape":
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (query !== "") {
          event.preventDefault();
          setQuery("");
          clearAnswer();
        }
        return;
    }
  };

  const error = hasError(props);
  return (
    <div className="app-combobox">
      <input
        id={id}
        name={props.htmlName ?? id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(listboxId, active) : undefined}
        aria-describedby={describedBy(props, instructionsId)}
        aria-required={props.required || undefined}
        aria-invalid={error || undefined}
        autoComplete="off"
        spellCheck={false}
        className={classNames("govuk-input", readString(options, "width"), error && "govuk-input--error")}
        placeholder={readString(options, "placeholder")}
        value={query}
        disabled={props.disabled}
        readOnly={props.readonly}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
          clearAnswer();
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
          props.onBlur(id, props.value);
        }}
        onFocus={() => props.onFocus(id, props.value)}
      />
      <span id={instructionsId} className="govuk-visually-hidden">
        {widgetText("search.instructions")}
      </span>
      <ComboboxListbox
        id={listboxId}
        label={props.label}
        choices={results ?? []}
        activeIndex={active}
        open={expanded}
        onPick={(index) => results && pick(results[index])}
      />
      {searching && results.length === 0 && <p className="govuk-body app-combobox__no-results">{widgetText("search.noResults")}</p>}
      <div className="govuk-visually-hidden" role="status" aria-live="polite">
        {searching ? resultsMessage(results) : ""}
      </div>
    </div>
  );
}
