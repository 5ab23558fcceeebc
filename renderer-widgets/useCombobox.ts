import { useState, type KeyboardEvent } from "react";

export interface ComboboxKeys {
  /** How many options the list offers now. */
  count: number;
  /** The option holding the current answer, or -1: the highlight starts there when the list opens. */
  selectedIndex: number;
  /** Select-only (nothing to type): Up and Enter open the list too, Home and End jump to its ends. */
  selectOnly: boolean;
  onPick: (index: number) => void;
  /** Escape while the list is shut; returns whether it did anything. */
  onEscapeClosed?: () => boolean;
}

export interface ComboboxState {
  /** The list is wanted (focus, typing, a key); it shows only when it has options. */
  open: boolean;
  expanded: boolean;
  /** The highlighted option, or -1. */
  active: number;
  show: () => void;
  hide: () => void;
  pick: (index: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * Open state, highlight and keys of a combobox with a listbox popup (WAI-ARIA 1.2 combobox
 * pattern). Focus stays in the box; the highlight is announced through aria-activedescendant.
 */
export function useCombobox(config: ComboboxKeys): ComboboxState {
  const { count, selectedIndex, selectOnly } = config;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && count > 0;

  // Wanted with nothing to pick, a list stays shut (`expanded`), and opens as its options arrive:
  // an address list focused while the lookup runs opens with the addresses.
  const show = () => {
    setActive(selectedIndex);
    setOpen(true);
  };
  const hide = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (index: number) => {
    hide();
    config.onPick(index);
  };
  const moveTo = (index: number) => {
    setOpen(true);
    setActive(Math.max(0, Math.min(count - 1, index)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
        if (count === 0) return;
        event.preventDefault();
        moveTo(expanded ? active + 1 : selectedIndex);
        return;
      case "ArrowUp":
        if (count === 0 || (!expanded && !selectOnly)) return;
        event.preventDefault();
        moveTo(expanded ? active - 1 : selectedIndex);
        return;
      case "Home":
      case "End":
        // In a box the user types in, Home and End move the caret.
        if (!selectOnly || !expanded) return;
        event.preventDefault();
        moveTo(event.key === "Home" ? 0 : count - 1);
        return;
      case "Enter":
        // An open list owns Enter, so it never submits the page by accident.
        if (expanded) {
          event.preventDefault();
          if (active >= 0) pick(active);
        } else if (selectOnly && count > 0) {
          event.preventDefault();
          show();
        }
        return;
      case "Escape":
        if (open) {
          event.preventDefault();
          hide();
        } else if (config.onEscapeClosed?.()) {
          event.preventDefault();
        }
        return;
    }
  };

  return { open, expanded, active, show, hide, pick, onKeyDown };
}
