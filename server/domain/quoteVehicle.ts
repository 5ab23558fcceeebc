/**
 * The vehicle of the quote request, as the mapping's `vehicles` node declares it
 * (journeys/common/quote-request.json): what the reg lookup or the manual vehicle page found, how it
 * is kept and used (the `car` or `van` section by product), the van's features and business, and
 * the no-claims answers of the final page.
 */
import { mappedValue } from "./mappedValue.ts";
import { quoteMapping, type ItemsNode, type ObjectNode } from "./quoteMapping.ts";

export interface Vehicle {
  vehicleType: string | null;
  vehicleRegistrationNumber: string | null;
  abiCode: string | null;
  abiGroup: string | null;
  vehicleMake: string | null;
  vehicleModel: string | null;
  yearOfManufacture: number | null;
  typeOfFuel: string | null;
  transmissionType: string | null;
  numberOfDoors: number | null;
  numberOfSeats: number | null;
  cubicCapacity: number | null;
  leftOrRightHandDrive: string | null;
  chassisNumber: string | null;
  bodyType: string | null;
  gvw: number | null;
  obdLocation: string | null;
  value: number | null;
  dateOfPurchase: string | null;
  vehicleImported: boolean | null;
  cameraFitted: boolean | null;
  shareCameraFootage: boolean | null;
  vehicleKeeper: string | null;
  vehicleOwner: string | null;
  vehicleUse: string | null;
  vehicleOtherUseDetails: string | null;
  annualMileage: number | null;
  businessMileage: number | null;
  daytimeLocation: string | null;
  overnightLocation: string | null;
  overnightLocationBool: boolean | null;
  overnightPostcode: string | null;
  drivingRestriction: string | null;
  tipping: boolean | null;
  refrigerationUnit: boolean | null;
  racking: boolean | null;
  signage: string | null;
  hazardousGoods: boolean | null;
  hazardousSites: boolean | null;
  businessOwner: string | null;
  companyName: string | null;
  companyType: string | null;
  companyEstablished: string | null;
  noClaimsBonusYears: number | null;
  protectedNCBrequired: boolean | null;
  namedDriverExperience: boolean | null;
  namedDriverYearsNoClaims: number | null;
}

export function buildVehicle(draft: unknown, product: string): Vehicle {
  const mapping = quoteMapping();
  const { capturedQuoteModel } = mapping.request as { capturedQuoteModel: ObjectNode };
  const [vehicle] = (capturedQuoteModel.vehicles as ItemsNode).items;
  return mappedValue(vehicle.fields, { draft, product, mapping }) as Vehicle;
}
