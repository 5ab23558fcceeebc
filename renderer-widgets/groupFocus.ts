import type { FocusEvent } from "react";
import type { WidgetProps } from "@rjsf/utils";

/**
 * Focus and blur for a group of inputs that form one answer: moving between the group's
 * own inputs is not reported, so validation-on-blur does not fire half way through.
 */
export function groupFocusHandlers(props: Pick<WidgetProps, "id" | "onBlur" | "onFocus">, currentValue: () => unknown) {
  const leaves = (event: FocusEvent<HTMLElement>) => !event.currentTarget.contains(event.relatedTarget as Node | null);
  return {
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (leaves(event)) props.onBlur(props.id, currentValue());
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (leaves(event)) props.onFocus(props.id, currentValue());
    },
  };
}
