/** The seeded vehicles and vehicle_models tables, read once per server (seedReads.ts). */
import { SeedReads } from "./seedReads.ts";
import type { Queryable } from "./types.ts";

/** A registered vehicle with its model. */
export interface VehicleRow {
  abi_code: string;
  year: number;
  left_right_drive: string;
  vin: string | null;
  make_code: string;
  formatted_name: string;
  capacity: number;
  trans: string;
  fuel: string;
  doors: number;
  vehicle_type: string;
}

export interface VehicleModelRow {
  code: string;
  name: string;
  formatted_name: string;
  capacity: number;
  trans: string;
  fuel: string;
  doors: number;
  syear: number;
  /** Null while the model is still built. */
  eyear: number | null;
}

export class VehicleRepository {
  readonly #seeded: SeedReads;

  constructor(db: Queryable) {
    this.#seeded = new SeedReads(db);
  }

  /** The vehicle with this registration (its key: capitals, no spaces), if on record. */
  async byRegistration(registrationKey: string): Promise<VehicleRow | undefined> {
    const rows = await this.#seeded.rows<VehicleRow>(
      `SELECT v.abi_code, v.year, v.left_right_drive, v.vin,
              m.make_code, m.formatted_name, m.capacity, m.trans, m.fuel, m.doors, m.vehicle_type
       FROM vehicles v JOIN vehicle_models m ON m.code = v.abi_code
       WHERE v.registration = $1`,
      [registrationKey],
    );
    return rows[0];
  }

  /** The make's models of one vehicle type (car or van), by name, then first year, then formatted name. */
  modelsOf(makeCode: string, vehicleType: string): Promise<readonly VehicleModelRow[]> {
    return this.#seeded.rows<VehicleModelRow>(
      `SELECT code, name, formatted_name, capacity, trans, fuel, doors, syear, eyear
       FROM vehicle_models WHERE make_code = $1 AND vehicle_type = $2
       ORDER BY name, syear, formatted_name`,
      [makeCode, vehicleType],
    );
  }
}
