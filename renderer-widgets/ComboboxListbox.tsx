import { useEffect, useRef, type JSX } from "react";
import type { Choice } from "./choiceOptions";
import { classNames } from "./widgetOptions";

export function optionId(listboxId: string, index: number): string {
  return `${listboxId}-option-${index}`;
}

interface ComboboxListboxProps {
  id: string;
  /** Accessible name: a listbox is a form control of its own and needs one. */
  label: string;
  choices: readonly Choice[];
  activeIndex: number;
  open: boolean;
  onPick: (index: number) => void;
}

/**
 * The popup list of a combobox. Focus stays in the input (aria-activedescendant), so the
 * list itself scrolls the active option into view as the highlight moves. Its options are drawn
 * only while it is open: a shut list of 60 need not be built, nor redrawn with its field.
 */
export function ComboboxListbox(props: ComboboxListboxProps): JSX.Element {
  const listRef = useRef<HTMLUListElement>(null);
  const { open, activeIndex } = props;
  useEffect(() => {
    if (!open || activeIndex < 0) return;
    const active = listRef.current?.children[activeIndex];
    active?.scrollIntoView?.({ block: "nearest" });
  }, [open, activeIndex]);

  return (
    <ul ref={listRef} id={props.id} role="listbox" aria-label={props.label} className="app-combobox__listbox" hidden={!open}>
      {open &&
        props.choices.map((choice, index) => (
          <li
            key={index}
            id={optionId(props.id, index)}
            role="option"
            aria-selected={index === activeIndex}
            className={classNames("app-combobox__option", index === activeIndex && "app-combobox__option--active")}
            // Keep focus in the input so a pointer pick does not blur the field first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => props.onPick(index)}
          >
            {choice.label}
          </li>
        ))}
    </ul>
  );
}
