/** App texts come from the catalogue file, never from components. */
import app from "../../journeys/common/catalogue/app.json";
import routes from "../../journeys/common/routes.json";
import brand from "../config/brand.json";
import { formatMessage } from "../engine/index.ts";

export type TextKey = keyof typeof app;

export function text(key: TextKey, params: Record<string, unknown> = {}): string {
  return formatMessage(app[key], { brand: brand.name, provider: brand.provider, ...params });
}

export const appRoutes: Record<string, { path: string; title: string }> = routes;
export { brand };
