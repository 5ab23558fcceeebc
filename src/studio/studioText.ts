/** The studio's texts come from its catalogue (studio.json), never from components. */
import texts from "./studio.json";
import { formatMessage } from "../engine/index.ts";

export type StudioTextKey = keyof typeof texts;

export function studioText(key: StudioTextKey, params: Record<string, unknown> = {}): string {
  return formatMessage(texts[key], params);
}
