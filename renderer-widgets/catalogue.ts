import catalogue from "../journeys/common/catalogue/widgets.json";

export type WidgetTextKey = keyof typeof catalogue.text;
export type TemplateParams = Readonly<Record<string, string | number>>;

/** Fills `{name}` placeholders; an unknown placeholder is left as written so a typo shows on screen. */
export function fillTemplate(template: string, params: TemplateParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

/** A widget text from the shared catalogue, with its placeholders filled. */
export function widgetText(key: WidgetTextKey, params?: TemplateParams): string {
  return fillTemplate(catalogue.text[key], params);
}

/** Numeric defaults live beside the texts so analysts can tune them without code. */
export const widgetDefaults: Readonly<typeof catalogue.defaults> = Object.freeze({ ...catalogue.defaults });
