/**
 * The RJSF registry a page's fields render with: @rjsf/core's default registry (its fields, which
 * pick each field's widget by `ui:widget` through @rjsf/utils' getWidget) with our GOV.UK theme's
 * widgets and templates on top, real schema utilities over the journey's precompiled validator,
 * and the page's form context. The store owns the answers: each field is one RJSF `SchemaField`.
 */
import { getDefaultRegistry, type ThemeProps } from "@rjsf/core";
import type { Registry, SchemaUtilsType, TemplatesType } from "@rjsf/utils";
import type { RendererFormContext } from "../../../renderer-widgets/index.ts";
import { ID_PREFIX, ID_SEPARATOR } from "./formSchema.ts";

const defaults = getDefaultRegistry();

export function fieldRegistry(pageTheme: ThemeProps, schemaUtils: SchemaUtilsType, formContext: RendererFormContext): Registry {
  return {
    ...defaults,
    widgets: { ...defaults.widgets, ...pageTheme.widgets },
    templates: { ...defaults.templates, ...pageTheme.templates } as TemplatesType,
    fields: { ...defaults.fields, ...pageTheme.fields },
    formContext,
    schemaUtils,
    rootSchema: schemaUtils.getRootSchema(),
    globalFormOptions: {
      ...defaults.globalFormOptions,
      idPrefix: ID_PREFIX,
      idSeparator: ID_SEPARATOR,
      // A field's props are memoised by the page (each reads its own answer from the store), so an
      // identity check is enough; RJSF's default deep-compares them on every render.
      experimental_componentUpdateStrategy: "shallow",
    },
    // Our widgets and templates take every text from the journey catalogue, never from RJSF.
    translateString: (key) => key,
  };
}
