/**
 * Analytics events (view_item, select_content) go to a data layer named in the brand
 * configuration; the tag manager that reads it is the deployment's choice.
 */
import { brand } from "./catalogue.ts";

type DataLayerWindow = Window & Record<string, unknown>;

export function track(event: string, params: Record<string, unknown> = {}) {
  const name = brand.analytics.dataLayer;
  const target = window as unknown as DataLayerWindow;
  const layer = (target[name] ??= []) as unknown[];
  layer.push({ event, ...params });
}
