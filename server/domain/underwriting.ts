import { badUserInput, quoteInput } from "./errors.ts";

export type VehicleType = "car" | "van";

/** The underwriting product classes, and which vehicles each covers. */
const vehicleTypeByProductClass = new Map<string, VehicleType>([
  ["Private_Car", "car"],
  ["Commercial_Vehicle", "van"],
]);

export const schemes = ["New_Driver_RAC", "Convicted_Driver_RAC", "Older_Driver_RAC", "Van_RAC", "PPM_RAC"] as const;
export type Scheme = (typeof schemes)[number];

export interface Underwriting {
  productClass: string;
  scheme: Scheme;
  vehicleType: VehicleType;
}

/** Checks the productClass/scheme pair every vehicle call carries (each product maps to one; an unknown pair falls back to car). */
export function parseUnderwriting(productClass: string, scheme: string): Underwriting {
  const vehicleType = vehicleTypeByProductClass.get(productClass);
  if (!vehicleType) {
    throw badUserInput(`Unknown productClass ${quoteInput(productClass)}: expected one of ${[...vehicleTypeByProductClass.keys()].join(", ")}`, {
      argument: "productClass",
    });
  }
  if (!isScheme(scheme)) {
    throw badUserInput(`Unknown scheme ${quoteInput(scheme)}: expected one of ${schemes.join(", ")}`, { argument: "scheme" });
  }
  return { productClass, scheme, vehicleType };
}

function isScheme(value: string): value is Scheme {
  return (schemes as readonly string[]).includes(value);
}
