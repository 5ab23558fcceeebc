import { useMemo, type JSX } from "react";
import type { WidgetProps } from "@rjsf/utils";
import { widgetText } from "./catalogue";
import { toChoices } from "./choiceOptions";
import { Combobox } from "./Combobox";
import { readString } from "./widgetOptions";

/** The spec delays blur handling on the address list by 1 second, so a pick is never lost to it. */
export const ADDRESS_BLUR_DELAY_MS = 1000;

/** Pick one address from postcode lookup results: a select-only combobox. */
export default function AddressListWidget(props: WidgetProps): JSX.Element {
  const enumOptions = props.options.enumOptions;
  const choices = useMemo(() => toChoices(enumOptions), [enumOptions]);
  return (
    <Combobox
      widget={props}
      options={choices}
      className="app-address-list"
      placeholder={readString(props.options, "placeholder") ?? widgetText("addressList.placeholder")}
      blurDelayMs={ADDRESS_BLUR_DELAY_MS}
    />
  );
}
