/** The seeded addresses table, read once per server (seedReads.ts). */
import { SeedReads } from "./seedReads.ts";
import type { Queryable } from "./types.ts";

export interface AddressSearchRow {
  address_id: string;
  search_result: string;
}

export interface AddressDetailsRow {
  /** The address's parts by name; a part it lacks is absent or empty. */
  parts: Record<string, unknown>;
  /** The postcode is marked to fail every details call, as the real service sometimes does. */
  details_fail: boolean;
}

export class AddressRepository {
  readonly #seeded: SeedReads;

  constructor(db: Queryable) {
    this.#seeded = new SeedReads(db);
  }

  /** The postcode's addresses in delivery order, those whose search result contains `term` (any case) when given. */
  atPostcode(postcode: string, term: string | null): Promise<readonly AddressSearchRow[]> {
    // strpos rather than ILIKE, so % and _ in the search term are plain text.
    return this.#seeded.rows<AddressSearchRow>(
      `SELECT address_id, search_result FROM addresses
       WHERE postcode = $1 AND ($2::text IS NULL OR strpos(lower(search_result), lower($2)) > 0)
       ORDER BY position`,
      [postcode, term],
    );
  }

  async byId(addressId: string): Promise<AddressDetailsRow | undefined> {
    const rows = await this.#seeded.rows<AddressDetailsRow>("SELECT parts, details_fail FROM addresses WHERE address_id = $1", [addressId]);
    return rows[0];
  }
}
