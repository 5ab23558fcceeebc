import type { Db } from "../db/index.ts";
import { DeviceRuleRepository } from "../db/deviceRuleRepository.ts";
import { badUserInput, deviceError } from "./errors.ts";
import { parseUnderwriting, type Scheme } from "./underwriting.ts";

export type DeviceType = "C330" | "IC6" | "NOT_COMPATIBLE";

export interface DeviceAssignment {
  deviceType: DeviceType;
  /** Where the plug-in device goes (LOC1..LOC10); only for C330. */
  obdLocation: string | null;
}

/** The older-driver product sends the plug-in OBD device; every other scheme the windscreen one. */
const plugInSchemes: ReadonlySet<Scheme> = new Set(["Older_Driver_RAC"]);
/** The device a scheme's vehicles get, when compatible: the plug-in for older drivers, otherwise the windscreen one. */
export function deviceTypeOf(scheme: string | null): "C330" | "IC6" {
  return plugInSchemes.has(scheme as Scheme) ? "C330" : "IC6";
}

const abiCodePattern = /^[A-Za-z0-9]{1,20}$/;

/**
 * Decides which telematics device a vehicle gets. Exceptions by ABI code (not compatible, or a
 * simulated supplier failure) come from the device_rules table, seeded from deviceRules.json.
 */
export class DeviceAssignments {
  readonly #rules: DeviceRuleRepository;

  constructor(db: Db) {
    this.#rules = new DeviceRuleRepository(db);
  }

  async assign(abiCode: string, productClass: string, scheme: string): Promise<DeviceAssignment> {
    if (!abiCodePattern.test(abiCode)) {
      throw badUserInput("abiCode must be 1 to 20 letters or digits", { argument: "abiCode" });
    }
    const underwriting = parseUnderwriting(productClass, scheme);

    const outcome = await this.#rules.exceptionFor(abiCode);
    if (outcome === "DEVICE_ERROR") {
      throw deviceError("The device supplier could not assign a device for this vehicle. Please try again later.", { abiCode });
    }
    if (outcome === "NOT_COMPATIBLE") return { deviceType: "NOT_COMPATIBLE", obdLocation: null };
    if (deviceTypeOf(underwriting.scheme) === "IC6") return { deviceType: "IC6", obdLocation: null };
    // Where the plug-in goes: the position listed for the vehicle's make, else the default ('*'), else LOC1.
    return { deviceType: "C330", obdLocation: (await this.#rules.obdLocationFor(abiCode)) ?? "LOC1" };
  }
}
