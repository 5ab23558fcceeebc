/** Texts of retrieving and emailing a quote, from their catalogue file (journeys/common/catalogue/retrieve.json). */
import retrieve from "../../../journeys/common/catalogue/retrieve.json";
import { formatMessage } from "../../engine/index.ts";

export type RetrieveTextKey = keyof typeof retrieve;

export function retrieveText(key: RetrieveTextKey, params: Record<string, unknown> = {}): string {
  return formatMessage(retrieve[key], params);
}
