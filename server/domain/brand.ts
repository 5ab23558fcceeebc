/**
 * The brand settings the server needs (src/config/brand.json, shared with the app): its name for
 * emails and the app's store links, and the comparison site's sales channel and source of business. Read once at start-up.
 */
import { readFileSync } from "node:fs";

export interface Brand {
  name: string;
  comparisonSite: { salesChannel: string; sourceOfBusiness: string };
  help: { appStoreUrl: string; googlePlayUrl: string };
}

export const brand: Brand = JSON.parse(readFileSync(new URL("../../src/config/brand.json", import.meta.url), "utf8"));
