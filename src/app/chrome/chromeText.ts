/** Texts of the page chrome (header, footer, idle modal), from their catalogue file (journeys/common/catalogue/chrome.json). */
import chrome from "../../../journeys/common/catalogue/chrome.json";
import { formatMessage } from "../../engine/index.ts";
import { brand } from "../catalogue.ts";

type Catalogue = typeof chrome;
export type ChromeTextKey = { [K in keyof Catalogue]: Catalogue[K] extends string ? K : never }[keyof Catalogue];

export function chromeText(key: ChromeTextKey, params: Record<string, unknown> = {}): string {
  return formatMessage(chrome[key], { brand: brand.name, provider: brand.provider, ...params });
}

/** A help article's link text; undefined for an article the catalogue has no title for (the link is then left out). */
export function helpArticleText(id: string): string | undefined {
  const titles: Record<string, string> = chrome.helpArticles;
  return Object.hasOwn(titles, id) ? formatMessage(titles[id], { brand: brand.name }) : undefined;
}
