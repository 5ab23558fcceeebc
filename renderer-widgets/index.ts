import type { Widget } from "@rjsf/utils";
import "./widgets.css";
import AddressListWidget from "./AddressListWidget";
import CheckboxesWidget from "./CheckboxesWidget";
import CurrencyInputWidget from "./CurrencyInputWidget";
import DateInputWidget from "./DateInputWidget";
import EmailInputWidget from "./EmailInputWidget";
import NumberInputWidget from "./NumberInputWidget";
import PlateInputWidget from "./PlateInputWidget";
import RadiosWidget from "./RadiosWidget";
import SearchWidget from "./SearchWidget";
import SelectWidget from "./SelectWidget";
import SliderWidget from "./SliderWidget";
import TextInputWidget from "./TextInputWidget";
import ToggleWidget from "./ToggleWidget";
import UkMobileInputWidget from "./UkMobileInputWidget";

/** A field widget; `ownsLabel` means it renders its own fieldset legend, so the template must not add a label. */
export type JourneyWidget = Widget & { ownsLabel?: boolean };

/**
 * Name to component, for RJSF's registry (fields name theirs in `ui:widget`); the journey linter
 * checks widget names against widgetNames.json, which must match.
 */
export const widgets: Readonly<Record<string, JourneyWidget>> = Object.freeze({
  text: TextInputWidget,
  email: EmailInputWidget,
  "uk-mobile": UkMobileInputWidget,
  number: NumberInputWidget,
  currency: CurrencyInputWidget,
  date: DateInputWidget,
  toggle: ToggleWidget,
  radios: RadiosWidget,
  checkboxes: CheckboxesWidget,
  slider: SliderWidget,
  select: SelectWidget,
  search: SearchWidget,
  "address-list": AddressListWidget,
  plate: PlateInputWidget,
});

export function ownsLabel(widget: JourneyWidget): boolean {
  return widget.ownsLabel === true;
}

export type { RendererFormContext } from "./formContext";
// The Modal is imported from its own file: only the intro and the idle warning show one, and each
// loads when it shows, so the bundler leaves it out of the pages' code.
export { Spinner } from "./Spinner";
