/** The seeded device_rules and obd_locations tables, read once per server (seedReads.ts). */
import { SeedReads } from "./seedReads.ts";
import type { Queryable } from "./types.ts";

export class DeviceRuleRepository {
  readonly #seeded: SeedReads;

  constructor(db: Queryable) {
    this.#seeded = new SeedReads(db);
  }

  /** The exception recorded for this ABI code (NOT_COMPATIBLE, DEVICE_ERROR), if any. */
  async exceptionFor(abiCode: string): Promise<string | undefined> {
    const rows = await this.#seeded.rows<{ outcome: string }>("SELECT outcome FROM device_rules WHERE abi_code = $1", [abiCode]);
    return rows[0]?.outcome;
  }

  /** The OBD port position listed for the make of the vehicle with this ABI code, else the default ('*') one, if listed. */
  async obdLocationFor(abiCode: string): Promise<string | undefined> {
    const rows = await this.#seeded.rows<{ obd_location: string }>(
      `SELECT o.obd_location
       FROM obd_locations o
       LEFT JOIN vehicle_models m ON m.make_code = o.make_code AND m.code = $1
       WHERE m.code IS NOT NULL OR o.make_code = '*'
       ORDER BY o.make_code = '*'
       LIMIT 1`,
      [abiCode],
    );
    return rows[0]?.obd_location;
  }
}
