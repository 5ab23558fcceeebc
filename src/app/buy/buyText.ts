/** Texts of the buying pages, from their catalogue file (journeys/common/catalogue/buy.json). */
import buy from "../../../journeys/common/catalogue/buy.json";
import { formatMessage } from "../../engine/index.ts";
import { brand } from "../catalogue.ts";

type Catalogue = typeof buy;
export type BuyTextKey = { [K in keyof Catalogue]: Catalogue[K] extends string ? K : never }[keyof Catalogue];

const brandParams = () => ({ brand: brand.name, financeName: brand.financeName });

export function buyText(key: BuyTextKey, params: Record<string, unknown> = {}): string {
  return formatMessage(buy[key], { ...brandParams(), ...params });
}

export function ddGuarantee(params: Record<string, unknown>): string[] {
  return buy.ddGuarantee.map((line) => formatMessage(line, { ...brandParams(), ...params }));
}

function lookup(table: Record<string, string>, key: string | null | undefined): string | undefined {
  return key && Object.hasOwn(table, key) ? table[key] : undefined;
}

/** Where the OBD port is, for a location code LOC1 to LOC10; anything else is "to your vehicle". */
export function obdLocationText(code: string | null | undefined): string {
  return lookup(buy.obdLocations, code) ?? buy.obdLocationUnknown;
}

export function hasObdLocationText(code: string | null | undefined): code is string {
  return lookup(buy.obdLocations, code) !== undefined;
}

/** The payment catalogue's message for a failed payment; a code the catalogue lacks gets the generic one. */
export function paymentErrorText(code: string | null | undefined): string {
  return lookup(buy.paymentErrors, code) ?? buy.paymentErrors.GENERIC;
}

/** A bank validation failure in the consumer's words; undefined for a type the catalogue lacks. */
export function bankErrorText(type: string | null | undefined): string | undefined {
  return lookup(buy.bankErrors, type);
}

export const PAYMENT_ERROR_CODES = Object.keys(buy.paymentErrors);
export const OBD_LOCATION_CODES = Object.keys(buy.obdLocations);

/** A pre-purchase document's title, by its brand id (ipid, policySummary, terms). */
export function documentTitle(id: keyof Catalogue["documents"]): string {
  return buy.documents[id];
}
