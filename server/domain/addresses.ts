import type { Db } from "../db/index.ts";
import { AddressRepository } from "../db/addressRepository.ts";
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
  readonly #addresses: AddressRepository;

  constructor(db: Db) {
    this.#addresses = new AddressRepository(db);
  }

  /** The postcode's addresses in delivery order, optionally narrowed by text; [] when none. */
  async lookup(postcode: string, searchTerm?: string | null): Promise<AddressResult[]> {
    const normalised = normalisePostcode(postcode);
    const term = searchTerm?.trim() || null;
    if (term && term.length > maxSearchTermLength) {
      throw badUserInput(`searchTerm must be at most ${maxSearchTermLength} characters`, { argument: "searchTerm" });
    }
    const rows = await this.#addresses.atPostcode(normalised, term);
    return rows.map((row) => ({ addressId: row.address_id, searchResult: row.search_result }));
  }

  /** Every part of one address; ADDRESS_DETAILS_FAILED when it is unknown or the service fails. */
  async details(addressId: string): Promise<AddressParts> {
    if (addressId.trim() === "" || addressId.length > maxAddressIdLength) {
      throw badUserInput(`addressId must be 1 to ${maxAddressIdLength} characters`, { argument: "addressId" });
    }
    const row = await this.#addresses.byId(addressId);
    if (!row || row.details_fail) throw addressDetailsFailed({ addressId });
    const parts = {} as AddressParts;
    for (const name of partNames) {
      const value = row.parts[name];
      parts[name] = typeof value === "string" && value !== "" ? value : null;
    }
    return parts;
  }
}
