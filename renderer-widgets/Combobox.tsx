import { useRef, type JSX } from "react";
import type { WidgetProps } from "@rjsf/utils";
import { indexOfValue, NONSELECTED, type Choice } from "./choiceOptions";
import { ComboboxListbox, optionId } from "./ComboboxListbox";
import { writeLabelSibling } from "./formContext";
import { useCombobox } from "./useCombobox";
import { useDelayedBlur } from "./useDelayedBlur";
import { useTextOverflows } from "./useTextOverflows";
import { classNames, describedBy, hasError, readString } from "./widgetOptions";

/** A box the user types in; the widget filters the options from the text. */
export interface EditableText {
  text: string;
  setText: (text: string) => void;
  /** How to use the list, read after the box's label. */
  instructions: string;
  /** What the status region announces for a number of matches (0 included). */
  status: (count: number) => string;
  /** Shown under the box when nothing matches. */
  noResults: string;
  /** The chosen option's label, if an option is chosen: shown whole under the box when the box cuts it off. */
  chosen?: string;
}

export interface ComboboxProps {
  widget: WidgetProps;
  /** The options the list offers now; null while an editable box holds too little text to search. */
  options: readonly Choice[] | null;
  /**
   * Without it the combobox is select-only: the box shows the answer (or, while the list is
   * open, the highlighted option, so Escape visibly puts the answer back) and opens on focus.
   */
  editable?: EditableText;
  placeholder?: string;
  /** Wait this long after focus leaves before closing the list and reporting the blur. */
  blurDelayMs?: number;
  /** The widget's own class on the wrapper, for its styling. */
  className?: string;
}

/**
 * One accessible combobox with a listbox popup (WAI-ARIA 1.2), select-only or editable with
 * list autocomplete. The answer is always a listed option's value: editing the text of an
 * editable box clears it, so a half-typed word is never mistaken for a choice.
 */
export function Combobox(props: ComboboxProps): JSX.Element {
  const { widget, editable } = props;
  const { id } = widget;
  const options = props.options ?? [];
  const selectOnly = editable === undefined;
  const selectedIndex = selectOnly ? indexOfValue(options, widget.value) : -1;
  const listboxId = `${id}-listbox`;
  const instructionsId = `${id}-instructions`;
  const inputRef = useRef<HTMLInputElement>(null);
  const chosen = editable?.chosen !== undefined && editable.chosen === editable.text ? editable.chosen : undefined;
  const chosenCutOff = useTextOverflows(inputRef, chosen);

  const clearAnswer = () => {
    const value: unknown = widget.value;
    if (value === undefined || value === "" || value === NONSELECTED) return;
    widget.onChange(undefined);
    writeLabelSibling(widget, undefined);
  };

  const box = useCombobox({
    count: options.length,
    selectedIndex,
    selectOnly,
    onPick: (index) => {
      const choice = options[index];
      editable?.setText(choice.label);
      widget.onChange(choice.value);
      writeLabelSibling(widget, choice.label);
      // A pick from a select-only list is a finished answer: mark the field touched at once.
      if (selectOnly) widget.onBlur(id, choice.value);
    },
    onEscapeClosed:
      editable &&
      (() => {
        if (editable.text === "") return false;
        editable.setText("");
        clearAnswer();
        return true;
      }),
  });

  const leave = () => {
    box.hide();
    // An answer that outlived an edit (the journey picks a lone option again at once) shows as itself.
    if (editable?.chosen !== undefined && editable.text !== editable.chosen) editable.setText(editable.chosen);
    widget.onBlur(id, widget.value);
  };
  const delayed = useDelayedBlur(leave, props.blurDelayMs ?? 0);

  const shown = box.expanded && box.active >= 0 ? box.active : selectedIndex;
  const searching = editable !== undefined && box.open && props.options !== null;
  const error = hasError(widget);
  return (
    <div className={classNames("app-combobox", props.className)}>
      <input
        ref={inputRef}
        id={id}
        name={widget.htmlName ?? id}
        type="text"
        role="combobox"
        readOnly={selectOnly || widget.readonly}
        aria-autocomplete={selectOnly ? undefined : "list"}
        aria-expanded={box.expanded}
        aria-controls={listboxId}
        aria-activedescendant={box.expanded && box.active >= 0 ? optionId(listboxId, box.active) : undefined}
        aria-describedby={describedBy(widget, editable && instructionsId)}
        aria-required={widget.required || undefined}
        aria-invalid={error || undefined}
        autoComplete="off"
        spellCheck={false}
        className={classNames("govuk-input app-combobox__input", readString(widget.options, "width"), error && "govuk-input--error")}
        placeholder={props.placeholder}
        value={editable ? editable.text : (options[shown]?.label ?? "")}
        disabled={widget.disabled}
        onChange={
          editable &&
          ((event) => {
            editable.setText(event.target.value);
            box.show();
            clearAnswer();
          })
        }
        onClick={selectOnly ? () => !box.open && box.show() : undefined}
        onFocus={() => {
          delayed.cancel();
          if (selectOnly) box.show();
          widget.onFocus(id, widget.value);
        }}
        onBlur={props.blurDelayMs ? delayed.blur : leave}
        onKeyDown={box.onKeyDown}
      />
      {editable && (
        <span id={instructionsId} className="govuk-visually-hidden">
          {editable.instructions}
        </span>
      )}
      <ComboboxListbox
        id={listboxId}
        label={widget.label}
        choices={options}
        activeIndex={box.active}
        open={box.expanded}
        onPick={box.pick}
      />
      {searching && options.length === 0 && <p className="govuk-body app-combobox__no-results">{editable.noResults}</p>}
      {chosenCutOff && (
        // The box already gives its whole value to assistive technology; this is for the eye only.
        <p className="govuk-body app-combobox__chosen" aria-hidden="true">
          {chosen}
        </p>
      )}
      {editable && (
        <div className="govuk-visually-hidden" role="status" aria-live="polite">
          {searching ? editable.status(options.length) : ""}
        </div>
      )}
    </div>
  );
}
