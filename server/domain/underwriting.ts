/**
 * The underwriting product class and scheme each vehicle call carries. Each product maps to one pair
 * (journeys/<product>/manifest.json); an unknown pair falls back to the car product's, as spec §3 says
 * and the app does for an unknown product.
 */
export type VehicleType = "car" | "van";

export const schemes = ["New_Driver_RAC", "Convicted_Driver_RAC", "Older_Driver_RAC", "Van_RAC", "PPM_RAC"] as const;
export type Scheme = (typeof schemes)[number];

export interface Underwriting {
  productClass: string;
  scheme: Scheme;
  vehicleType: VehicleType;
}

/** Each product's pair, and the vehicles it covers. */
export const UNDERWRITING_PAIRS: readonly Underwriting[] = [
  { productClass: "Private_Car", scheme: "New_Driver_RAC", vehicleType: "car" },
  { productClass: "Private_Car", scheme: "Convicted_Driver_RAC", vehicleType: "car" },
  { productClass: "Private_Car", scheme: "Older_Driver_RAC", vehicleType: "car" },
  { productClass: "Private_Car", scheme: "PPM_RAC", vehicleType: "car" },
  { productClass: "Commercial_Vehicle", scheme: "Van_RAC", vehicleType: "van" },
];

/** The car product's pair: what an unknown pair falls back to. */
const CAR = UNDERWRITING_PAIRS[0];

/** The productClass/scheme pair as underwritten: a product's own, or, for any other pair, the car product's. */
export function parseUnderwriting(productClass: string, scheme: string): Underwriting {
  return UNDERWRITING_PAIRS.find((pair) => pair.productClass === productClass && pair.scheme === scheme) ?? CAR;
}
