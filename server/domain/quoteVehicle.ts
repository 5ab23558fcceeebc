/**
 * The vehicle of the quote request (spec §3 'Vehicle'): what the reg lookup or the manual vehicle
 * page found (`vehicle`, falling back to `vehicleManual`), how it is kept and used (`car` or
 * `van`), the van's features and business, and the no-claims answers of the final page.
 */
import { flag, isoDate, num, sectionAt, text } from "./draftValues.ts";

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

/** Who keeps or owns the vehicle when the policyholder answers that they do. */
const policyholder = "PROPOSER";
const obdLocationPattern = /^LOC([1-9]|10)$/;

export function buildVehicle(draft: unknown, product: string): Vehicle {
  const found = sectionAt(draft, "vehicle");
  const manual = sectionAt(draft, "vehicleManual");
  const isVan = product === "van";
  const use = sectionAt(draft, isVan ? "van" : "car");
  const features = sectionAt(draft, "vanFeatures");
  const business = sectionAt(draft, "vanBusiness");
  const final = sectionAt(draft, "final");
  const device = sectionAt(draft, "device");
  const obdLocation = text(device.obdLocation);
  const numberplate = text((draft as Record<string, unknown> | null)?.numberplate);
  const notYetPurchased = use.notYetPurchased === true;

  return {
    vehicleType: text(found.vehicleType) ?? (isVan ? "van" : "car"),
    vehicleRegistrationNumber: text(found.registration) ?? numberplate,
    abiCode: text(found.abicode) ?? text(manual.abiCode) ?? text(manual.model),
    abiGroup: null,
    vehicleMake: text(found.make) ?? text(manual.makeName),
    vehicleModel: text(found.model),
    yearOfManufacture: num(found.year) ?? num(manual.year),
    typeOfFuel: text(found.fuelType) ?? text(manual.fuelType),
    transmissionType: text(found.transmission) ?? text(manual.transmission),
    // The car and van pages ask doors and seats again; the owner's answer wins over the lookup.
    numberOfDoors: num(use.doors) ?? num(found.numberOfDoors) ?? num(manual.doors),
    numberOfSeats: num(use.seats),
    cubicCapacity: num(found.cubicCapacity) ?? num(manual.cubicCapacity),
    leftOrRightHandDrive: text(found.leftOrRightHandDrive) ?? text(manual.leftOrRightHandDrive),
    chassisNumber: text(found.chassisNumber),
    bodyType: null,
    gvw: null,
    obdLocation: obdLocation && obdLocationPattern.test(obdLocation) ? obdLocation : null,
    value: num(use.value),
    dateOfPurchase: notYetPurchased ? null : isoDate(use.purchaseDate),
    vehicleImported: flag(use.imported),
    cameraFitted: flag(use.cameraFitted),
    shareCameraFootage: flag(use.shareCameraFootage),
    vehicleKeeper: use.keeper === true ? policyholder : text(use.keeperRelationship),
    vehicleOwner: use.owner === true ? policyholder : text(use.ownerRelationship),
    vehicleUse: text(use.use),
    vehicleOtherUseDetails: isVan ? text(use.socialUse) : null,
    annualMileage: num(use.miles),
    businessMileage: num(use.businessMiles),
    daytimeLocation: isVan ? null : text(use.daytimeLocation),
    overnightLocation: text(use.overnightLocation),
    overnightLocationBool: flag(use.overnightLocationBool),
    overnightPostcode: text(use.overnightPostcode),
    drivingRestriction: null,
    tipping: isVan ? flag(features.tipping) : null,
    refrigerationUnit: isVan ? flag(features.refrigeration) : null,
    racking: isVan ? flag(features.racking) : null,
    signage: isVan && features.hasSignage === true ? text(features.signage) : null,
    hazardousGoods: isVan ? flag(features.hazardousGoods) : null,
    hazardousSites: isVan ? flag(features.hazardousSites) : null,
    businessOwner: isVan ? text(business.owner) : null,
    companyName: isVan ? text(business.tradingName) : null,
    companyType: isVan ? text(business.companyType) : null,
    companyEstablished: isVan ? (isoDate(business.established) ?? text(business.established)) : null,
    noClaimsBonusYears: num(final.ncd),
    protectedNCBrequired: flag(final.protectNcd),
    namedDriverExperience: flag(final.experiencedAsNamed),
    namedDriverYearsNoClaims: final.experiencedAsNamed === true ? num(final.yearsNcdNamed) : null,
  };
}
