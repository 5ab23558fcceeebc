import { useMemo, useState, type JSX, type KeyboardEvent } from "react";
import type { WidgetProps } from "@rjsf/utils";
import { widgetText } from "./catalogue";
import { indexOfValue, toChoices } from "./choiceOptions";
import { ComboboxListbox, optionId } from "./ComboboxListbox";
import { writeLabelSibling } from "./formContext";
import { useDelayedBlur } from "./useDelayedBlur";
import { classNames, describedBy, hasError, readString } from "./widgetOptions";

/** Spec §4/§9: blur handling on the address list waits 1 second. */
export const ADDRESS_BLUR_DELAY_MS = 1000;

/**
 * Pick one address from postcode lookup results: a select-only combobox. While the list is
 * open the box shows the highlighted address, so Escape visibly puts back the last choice.
 */
export default function AddressListWidget(props: WidgetProps): JSX.Element {
  const { id, options } = props;
  const enumOptions = options.enumOptions;
  const choices = useMemo(() => toChoices(enumOptions), [enumOptions]);
  const selected = indexOfValue(choices, props.value);
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const listboxId = `${id}-listbox`;

  const close = () => {
    setOpen(false);
    setHighlight(selected);
  };
  const openList = () => {
    if (choices.length === 0) return;
    setHighlight(selected);
    setOpen(true);
  };
  const { blur, cancel } = useDelayedBlur(() => {
    close();
    props.onBlur(id, props.value);
  }, ADDRESS_BLUR_DELAY_MS);

  const pick = (index: number) => {
    const choice = choices[index];
    setOpen(false);
    setHighlight(index);
    props.onChange(choice.value);
    writeLabelSibling(props, choice.label);
    // A pick is a finished answer: mark the field touched at once.
    props.onBlur(id, choice.value);
  };

  const move = (to: number) => {
    setOpen(true);
    setHighlight(Math.max(0, Math.min(choices.length - 1, to)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (choices.length === 0) return;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        move(open ? highlight + 1 : Math.max(highlight, 0));
        return;
      case "ArrowUp":
        event.preventDefault();
        move(open ? highlight - 1 : Math.max(highlight, 0));
        return;
      case "Home":
        if (!open) return;
        event.preventDefault();
        move(0);
        return;
      case "End":
        if (!open) return;
        event.preventDefault();
        move(choices.length - 1);
        return;
      case "Enter":
        event.preventDefault();
        if (open && highlight >= 0) pick(highlight);
        else openList();
        return;
      case "Escape":
        if (!open) return;
        event.preventDefault();
        close();
        return;
    }
  };

  const shown = open && highlight >= 0 ? highlight : selected;
  const error = hasError(props);
  return (
    <div className="app-combobox app-address-list">
      <input
        id={id}
        name={props.htmlName ?? id}
        type="text"
        role="combobox"
        readOnly
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={open && highlight >= 0 ? optionId(listboxId, highlight) : undefined}
        aria-describedby={describedBy(props)}
        aria-required={props.required || undefined}
        aria-invalid={error || undefined}
        autoComplete="off"
        className={classNames("govuk-input app-address-list__input", readString(options, "width"), error && "govuk-input--error")}
        placeholder={readString(options, "placeholder") ?? widgetText("addressList.placeholder")}
        value={shown >= 0 ? choices[shown].label : ""}
        disabled={props.disabled}
        onFocus={() => {
          cancel();
          openList();
          props.onFocus(id, props.value);
        }}
        onClick={() => !open && openList()}
        onBlur={blur}
        onKeyDown={onKeyDown}
      />
      <ComboboxListbox
        id={listboxId}
        label={props.label}
        choices={choices}
        activeIndex={highlight}
        open={open}
        onPick={pick}
        className="app-address-list__listbox"
      />
    </div>
  );
}
