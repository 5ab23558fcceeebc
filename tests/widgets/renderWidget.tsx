import "./domCleanup";
import { act, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState, type ComponentType } from "react";
import type { Registry, RJSFSchema, WidgetProps } from "@rjsf/utils";
import { vi } from "vitest";

export interface WidgetSetup {
  value?: unknown;
  label?: string;
  /** The journey field's `ui` plus what the renderer adds; free-form, as in journey JSON. */
  options?: Record<string, unknown>;
  schema?: RJSFSchema;
  rawErrors?: string[];
  withLabel?: boolean;
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

export const WIDGET_ID = "f-answer";

/**
 * Renders one widget the way the journey renderer does: the value lives in a parent that
 * feeds every onChange back in, so tests see the round trip, and a plain label is added for
 * widgets that do not render their own legend.
 */
export function renderWidget(Widget: ComponentType<WidgetProps>, setup: WidgetSetup = {}) {
  const onChange = vi.fn();
  const onBlur = vi.fn();
  const onFocus = vi.fn();
  const setSibling = vi.fn();
  const label = setup.label ?? "Answer";
  // Widgets with their own legend get no template label, as in the journey's field template.
  const withLabel = setup.withLabel ?? !(Widget as { ownsLabel?: boolean }).ownsLabel;
  let setOutside: (value: unknown) => void = () => undefined;

  function Host() {
    const [value, setValue] = useState<unknown>(setup.value);
    setOutside = setValue;
    const formContext = { setSibling };
    return (
      <>
        {withLabel && <label htmlFor={WIDGET_ID}>{label}</label>}
        <Widget
          id={WIDGET_ID}
          name="answer"
          label={label}
          value={value}
          schema={setup.schema ?? {}}
          registry={{ formContext } as unknown as Registry}
          options={(setup.options ?? {}) as WidgetProps["options"]}
          rawErrors={setup.rawErrors}
          onChange={(next: unknown) => {
            onChange(next);
            setValue(next);
          }}
          onBlur={onBlur}
          onFocus={onFocus}
        />
        <button type="button">Elsewhere</button>
      </>
    );
  }

  const user = userEvent.setup(setup.userOptions);
  const view = render(<Host />);
  return {
    ...view,
    user,
    onChange,
    onBlur,
    onFocus,
    setSibling,
    /** The latest value the widget reported. */
    lastValue: () => onChange.mock.calls.at(-1)?.[0],
    /** Sets the answer from outside, as a restored quote or a reset would. */
    setValue: (value: unknown) => act(() => setOutside(value)),
  };
}
