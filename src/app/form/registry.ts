/**
 * The RJSF registry each field renders with: our GOV.UK widgets and templates (an @rjsf/core
 * theme) and the form context. The engine resolves schemas, options and errors and the store owns
 * the answers, so RJSF's `Form`, its fields, schema utilities and validator have nothing to do and
 * are not shipped: each field renders the theme's `FieldTemplate` around its widget itself.
 */
import type { ThemeProps } from "@rjsf/core";
import type { Registry, TemplatesType } from "@rjsf/utils";
import { widgets, type RendererFormContext } from "../../../renderer-widgets/index.ts";
import { templates } from "./templates.tsx";
import { ID_PREFIX, ID_SEPARATOR } from "./formSchema.ts";

/** The journey's theme, in the shape @rjsf/core's `withTheme` takes. */
export const theme: ThemeProps = { widgets, templates };

/** What our templates and widgets read of a registry. */
type FieldRegistry = Pick<Registry, "widgets" | "templates" | "formContext" | "rootSchema" | "globalFormOptions" | "translateString" | "fields">;

export function fieldRegistry(formContext: RendererFormContext): Registry {
  const registry: FieldRegistry = {
    widgets: { ...theme.widgets },
    templates: theme.templates as TemplatesType,
    fields: {},
    formContext,
    rootSchema: { type: "object" },
    globalFormOptions: { idPrefix: ID_PREFIX, idSeparator: ID_SEPARATOR },
    // Our widgets and templates take every text from the journey catalogue, never from RJSF.
    translateString: (key) => key,
  };
  // No schemaUtils: nothing here resolves schemas (the engine has already).
  return registry as Registry;
}
