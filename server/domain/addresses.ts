import type { Db } from "../db/index.ts";
import { SeedReads } from "../db/seedReads.ts";
import { addressDetailsFailed, badUserInput } from "./errors.ts";
import { normalisePostcode } from "./postcode.ts";

export interface AddressResult {
  addressId: string;
  searchResult: string;
}

/** The parts of a UK address; a part the address does not have is null. */
export interface AddressParts {
  buildingName: string | null;
  buildingNumber: string | null;
  street: string | null;
  line1: string | null;
  line2: string | null;
  line3: string | null;
  line4: string | null;
  line5: string | null;
  city: string | null;
  province: string | null;
  countryCode: string | null;
  countryDescription: string | null;
  company: string | null;
  postalCode: string | null;
}

const partNames: ReadonlyArray<keyof AddressParts> = [
  "buildingName",
  "buildingNumber",
  "street",
  "line1",
  "line2",
  "line3",
  "line4",
  "line5",
  "city",
  "province",
  "countryCode",
  "countryDescription",
  "company",
  "postalCode",
];
const maxSearchTermLength = 100;
const maxAddressIdLength = 100;

/**
 * Postcode lookup and address details, standing in for an address service. Data comes from the
 * addresses table (seeded from addresses.json); a postcode marked detailsFail lists its addresses
 * but fails every details call, like the real service sometimes does.
 */
export class Addresses {
  readonly #seeded: SeedReads;

  constructor(db: Db) {
    this.#seeded = new SeedReads(db);
  }

  /** The postcode's addresses in delivery order, optionally narrowed by text; [] when none. */
  async lookup(postcode: string, searchTerm?: string | null): Promise<AddressResult[]> {
    const normalised = normalisePostcode(postcode);
    const term = searchTerm?.trim() || null;
    if (term && term.length > maxSearchTermLength) {
      throw badUserInput(`searchTerm must be at most ${maxSearchTermLength} characters`, { argument: "searchTerm" });
    }
    // strpos rather than ILIKE, so % and _ in the search term are plain text.
    const rows = await this.#seeded.rows<{ address_id: string; search_result: string }>(
      `SELECT address_id, search_result FROM addresses
       WHERE postcode = $1 AND ($2::text IS NULL OR strpos(lower(search_result), lower($2)) > 0)
       ORDER BY position`,
      [normalised, term],
    );
    return rows.map((row) => ({ addressId: row.address_id, searchResult: row.search_result }));
  }

  /** Every part of one address; ADDRESS_DETAILS_FAILED when it is unknown or the service fails. */
  async details(addressId: string): Promise<AddressParts> {
    if (addressId.trim() === "" || addressId.length > maxAddressIdLength) {
      throw badUserInput(`addressId must be 1 to ${maxAddressIdLength} characters`, { argument: "addressId" });
    }
    const rows = await this.#seeded.rows<{ parts: Record<string, unknown>; details_fail: boolean }>(
      "SELECT parts, details_fail FROM addresses WHERE address_id = $1",
      [addressId],
    );
    const row = rows[0];
    if (!row || row.details_fail) throw addressDetailsFailed({ addressId });
    const parts = {} as AddressParts;
    for (const name of partNames) {
      const value = row.parts[name];
      parts[name] = typeof value === "string" && value !== "" ? value : null;
    }
    return parts;
  }
}
