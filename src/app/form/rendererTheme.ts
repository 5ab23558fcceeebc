/**
 * The theme a page's fields render with: our GOV.UK widgets by name and our templates. A host (or
 * a test) registers another widget by giving a theme with it; journeys then name it in `widget`.
 */
import { createContext, useContext } from "react";
import type { ThemeProps } from "@rjsf/core";
import { widgets } from "../../../renderer-widgets/index.ts";
import { templates } from "./templates.tsx";

/** The journey's theme, in the shape @rjsf/core's `withTheme` takes. */
export const theme: ThemeProps = { widgets, templates };

const RendererThemeContext = createContext<ThemeProps>(theme);

export const RendererThemeProvider = RendererThemeContext.Provider;

export function useRendererTheme(): ThemeProps {
  return useContext(RendererThemeContext);
}
