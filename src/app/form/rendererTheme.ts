/**
 * The theme a page's fields render with: our GOV.UK widgets by name and our templates. A host (or
 * a test) registers another widget by giving a theme with it; journeys then name it in `widget`.
 */
import { createContext, useContext } from "react";
import { getDefaultRegistry, type ThemeProps } from "@rjsf/core";
import { widgets } from "../../../renderer-widgets/index.ts";
import { templates } from "./templates.tsx";

/**
 * The journey's theme, in the shape @rjsf/core's `withTheme` takes. Number answers render with
 * RJSF's StringField, as text answers do: our number widgets keep what is typed and report numbers
 * themselves, so RJSF's NumberField (which re-reads typed text and asks Intl for the locale's
 * decimal separator on every render, ~3 ms a field at 4× slower CPU) has nothing to add.
 */
export const theme: ThemeProps = { widgets, templates, fields: { NumberField: getDefaultRegistry().fields.StringField } };

const RendererThemeContext = createContext<ThemeProps>(theme);

export const RendererThemeProvider = RendererThemeContext.Provider;

export function useRendererTheme(): ThemeProps {
  return useContext(RendererThemeContext);
}
