import type { Db } from "../db/index.ts";
import { VehicleRepository, type VehicleModelRow } from "../db/vehicleRepository.ts";
import { badUserInput } from "./errors.ts";
import type { ReferenceData } from "./referenceData.ts";
import { parseRegistration } from "./registration.ts";
import { parseUnderwriting } from "./underwriting.ts";

export interface CodeDescription {
  code: string;
  description: string;
}

export interface VehicleByReg {
  registration: string;
  make: CodeDescription;
  model: CodeDescription;
  fuelType: CodeDescription;
  year: number;
  abicode: string;
  vehicleLeftRightDrive: string;
  transmission: string;
  numberOfDoors: number;
  cubicCapacity: number;
  vehicleIdentificationNumber: string | null;
  vehicleType: string;
}

/** schema.graphql VehicleModel: a vehicle_models row, its formatted name in camel case. */
export type VehicleModel = Omit<VehicleModelRow, "formatted_name"> & { formattedName: string };

export class Vehicles {
  readonly #vehicles: VehicleRepository;

  constructor(
    db: Db,
    private readonly referenceData: ReferenceData,
  ) {
    this.#vehicles = new VehicleRepository(db);
  }

  /** Looks a plate up in any spacing or case; null when it is not on record, an error when it is in no UK format. */
  async findByRegistration(registration: string): Promise<VehicleByReg | null> {
    const plate = parseRegistration(registration);
    const row = await this.#vehicles.byRegistration(plate.key);
    if (!row) return null;
    return {
      registration: plate.display,
      make: { code: row.make_code, description: (await this.referenceData.describe("vehicleMakes", row.make_code)) ?? row.make_code },
      model: { code: row.abi_code, description: row.formatted_name },
      fuelType: { code: row.fuel, description: (await this.referenceData.describe("fuelType", row.fuel)) ?? row.fuel },
      year: row.year,
      abicode: row.abi_code,
      vehicleLeftRightDrive: row.left_right_drive,
      transmission: row.trans,
      numberOfDoors: row.doors,
      cubicCapacity: row.capacity,
      vehicleIdentificationNumber: row.vin,
      vehicleType: row.vehicle_type,
    };
  }

  /**
   * The make's models for the product's vehicle type (cars for Private_Car, vans for
   * Commercial_Vehicle), plus every year any of them was built, for the manual vehicle chain.
   */
  async listModels(
    makeCode: string,
    productClass: string,
    scheme: string,
    now = new Date(),
  ): Promise<{ models: VehicleModel[]; years: number[] }> {
    const { vehicleType } = parseUnderwriting(productClass, scheme);
    if (makeCode.trim() === "") throw badUserInput("Enter a manufacturer (makeCode must not be empty)", { argument: "makeCode" });
    const rows = await this.#vehicles.modelsOf(makeCode, vehicleType);
    const models = rows.map(({ formatted_name, ...model }) => ({ ...model, formattedName: formatted_name }));
    return { models, years: yearsCovered(models, now.getFullYear()) };
  }
}

/** Every year from any model's start to its end (open-ended models run to this year), ascending. */
export function yearsCovered(models: ReadonlyArray<Pick<VehicleModel, "syear" | "eyear">>, currentYear: number): number[] {
  const years = new Set<number>();
  for (const { syear, eyear } of models) {
    for (let year = syear; year <= (eyear ?? currentYear); year += 1) years.add(year);
  }
  return [...years].sort((a, b) => a - b);
}
