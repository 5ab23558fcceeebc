/**
 * Drafts whose quote requests are recorded in __snapshots__/quoteRequestMapping.json: hand-made
 * ones that answer every question the mapping reads (policyholder, named drivers, repeated
 * convictions and claims, van and car, manual vehicle), the edge cases of each conversion, and
 * junk of every wrong type.
 */
import type { Draft } from "../../src/engine/index.ts";

/** A van quote answering every section of the quote draft; tests/server/quoteRequest.test.ts reads it too. */
export const fullVan = {
  product: "van",
  numberplate: "VN68 VAN",
  sourceOfBusiness: "PCW",
  affiliate: "rac",
  device: { abiCode: "32001299", deviceType: "IC6", obdLocation: null },
  vehicle: {
    registration: "VN68 VAN", abicode: "32001299", make: "Ford", makeCode: "FORD", model: "Transit Custom 280 Trend",
    fuelType: "001", year: 2018, transmission: "001", numberOfDoors: 4, cubicCapacity: 1995, leftOrRightHandDrive: "R",
    chassisNumber: "WF0YXXTTGYJA54321", vehicleType: "van", confirmed: true,
  },
  driverPersonal: {
    title: "MRS", firstName: "Priya", lastName: "Shah", gender: "F", dob: "1985-02-11", maritalStatus: "M",
    residenceSinceBirth: false, driverLengthInUK: 12, homeStatus: false,
  },
  driverAddress: {
    postcode: "LS1 4AP", addressId: "LS14AP-01", email: "priya@example.com", phoneNumber: "07700900456",
    addressParts: {
      company: "Harcourt & Lowe Solicitors LLP", buildingName: "Minerva House", buildingNumber: "29", street: "East Parade",
      line1: "Minerva House", line2: "29 East Parade", city: "Leeds", province: "West Yorkshire", countryCode: "GB",
      countryDescription: "United Kingdom", postalCode: "LS1 4AP",
    },
  },
  job: { statusCode: "SE", occupationCode: "J03", businessCode: "522", secondary: true, secondaryStatusCode: "E", secondaryOccupationCode: "D07", secondaryBusinessCode: "101" },
  history: {
    drivingLicenceType: "FULL_UK", licenceType: "001", years: 9, months: 0, licenceNumber: "SHAH9802115PS9AB",
    conviction1: true, convictionDate1: "2024-06-01", dvlaCode1: "SP30", points1: 3, fine1: 100, lengthOfBan1: 0,
    conviction2: true, convictionDate2: "2025-01-15", dvlaCode2: "DR10", points2: 6, fine2: 500, lengthOfBan2: 12, breathalyserReading2: "45.5",
    conviction3: false,
  },
  claims: { claim1: true, type1: "1", open1: false, fault1: true, date1: "2023-09-09", claim2: false },
  van: {
    imported: false, value: "14500", purchaseDate: "2021-04-01", notYetPurchased: false, keeper: true, owner: false, ownerRelationship: "COMPANY",
    use: "C1", socialUse: "HOBBY", miles: 12000, businessMiles: 5000, overnightLocationBool: true, overnightLocation: "DRIVEWAY",
    householdVehicles: 2, accessToOtherVehicles: true, whatVehicleAccessTo: "OWN_CAR", cameraFitted: true, shareCameraFootage: false,
    seats: 3, doors: 4,
  },
  vanFeatures: { tipping: false, refrigeration: true, racking: true, hasSignage: true, signage: "BACK_SIDES", hazardousGoods: false, hazardousSites: false },
  vanBusiness: { companyType: "LIMITED", owner: "Priya Shah", tradingName: "Shah Joinery Ltd", established: "2016-03-01" },
  final: {
    excess: 250, paymentMethod: "MONTHLY", ncd: 5, protectNcd: true, experiencedAsNamed: false, yearsNcdNamed: 3,
    coverStartDate: "2026-12-01", marketingChat: true, marketingEmail: false,
    contacts: { 0: { email: "priya@example.com", phoneNumber: "07700900456" }, 1: { email: "tom@example.com", phoneNumber: "07700900789" } },
  },
  named: [
    {
      added: true,
      driverPersonal: { title: "MR", firstName: "Tom", lastName: "Shah", gender: "M", dob: "1984-07-20", maritalStatus: "M", relationshipStatus: "SPOUSE", residenceSinceBirth: true, driverLengthInUK: 99 },
      driverContact: { email: "tom@example.com" },
      job: { statusCode: "R", occupationCode: "R09", businessCode: "947" },
      history: { drivingLicenceType: "FULL_UK", licenceType: "002", years: 20, conviction1: false },
      claims: { claim1: false },
    },
    { added: false, driverPersonal: { firstName: "Never", lastName: "Added" } },
  ],
} satisfies Draft;

/** Every round of convictions and claims answered, so the fifth is read and a sixth is not. */
const fiveRounds = (prefix: string) => ({
  history: Object.fromEntries([1, 2, 3, 4, 5, 6].flatMap((n) => [
    [`conviction${n}`, true], [`convictionDate${n}`, `202${n % 6}-0${n}-1${n}`], [`dvlaCode${n}`, `SP${n}0`], [`points${n}`, n],
    [`fine${n}`, `${n}00`], [`lengthOfBan${n}`, n - 1], [`breathalyserReading${n}`, n * 10],
  ])),
  claims: Object.fromEntries([1, 2, 3, 4, 5, 6].flatMap((n) => [
    [`claim${n}`, true], [`type${n}`, n], [`open${n}`, n % 2 === 0], [`fault${n}`, n % 3 === 0], [`date${n}`, `${prefix}-0${n}-0${n}`],
  ])),
});

const carWithManualVehicle: Draft = {
  product: "car",
  numberplate: " ab12 cde ",
  affiliate: "ABC-123",
  vehicleManual: { makeCode: "SMAR", makeName: "Smart", year: "2015", transmission: "002", fuelType: "004", doors: 3, leftOrRightHandDrive: "L", model: "99990001", cubicCapacity: 999 },
  device: { obdLocation: "LOC10" },
  driverPersonal: { title: "DR", firstName: " Ann ", lastName: "Lee", gender: "F", dob: "1960-02-29", maritalStatus: "W", residenceSinceBirth: true, driverLengthInUK: 99, homeStatus: true },
  driverAddress: { postcode: "EX4 4QJ", email: "ann@example.com", phoneNumber: "07700900111" },
  job: { status: "Retired", occupationCode: "R09", secondary: true, secondaryStatus: "Employed", secondaryOccupationCode: 42 },
  ...fiveRounds("2022"),
  car: {
    imported: true, cameraFitted: false, value: 9000, purchaseDate: "2024-01-01", notYetPurchased: true, keeper: false, keeperRelationship: "SPOUSE",
    owner: true, ownerRelationship: "PARENT", use: "SDPC", socialUse: "HOBBY", miles: "7000", businessMiles: null, overnightLocationBool: false,
    overnightPostcode: "LS1 4AP", overnightLocation: "nonselected", daytimeLocation: "WORK", householdVehicles: "3", accessToOtherVehicles: false,
    whatVehicleAccessTo: "OWN_CAR", seats: 2,
  },
  final: {
    excess: "100", paymentMethod: "ANNUALLY", ncd: 0, protectNcd: false, experiencedAsNamed: true, yearsNcdNamed: 4, coverStartDate: "2026-07-01",
    marketingChat: false, marketingEmail: true,
    contacts: { 0: { email: "x@example.com" }, 1: { email: "n0@example.com", phoneNumber: "07700900222" }, 2: { email: "n1@example.com", phoneNumber: "07700900333" } },
  },
  named: {
    1: {
      added: true,
      driverPersonal: { title: "MS", firstName: "Jo", lastName: "Lee", gender: "F", dob: "1990-12-31", maritalStatus: "S", relationshipStatus: "CHILD", residenceSinceBirth: false, driverLengthInUK: "5" },
      job: { statusCode: "E", occupationCode: "A01", businessCode: "101", secondary: false, secondaryStatusCode: "SE" },
      ...fiveRounds("2024"),
    },
    0: {
      added: true,
      driverPersonal: { firstName: "Kim", lastName: "Lee", relationshipStatus: "SPOUSE" },
      driverContact: { email: "" },
      job: { statusCode: "", status: "Student", occupationCode: "S01" },
      history: { drivingLicenceType: "EU", licenceType: "001", years: 1, months: 6, licenceNumber: "LEE", conviction1: true, conviction2: true },
      claims: { claim1: true, claim2: "yes" },
    },
  },
};

const hand: Record<string, { product: string; draft: Draft }> = {
  "van, every section": { product: "van", draft: fullVan },
  "van, no signage, no business, keeper elsewhere": {
    product: "van",
    draft: {
      ...fullVan,
      van: { ...(fullVan.van as Draft), keeper: false, keeperRelationship: "EMPLOYER", owner: true, notYetPurchased: true, socialUse: null },
      vanFeatures: { ...(fullVan.vanFeatures as Draft), hasSignage: false, signage: "OTHER" },
      vanBusiness: { established: "March 2016" },
      device: { obdLocation: "LOC3" },
      vehicle: { ...(fullVan.vehicle as Draft), vehicleType: null, registration: "" },
    },
  },
  "older: a car read from the car section": {
    product: "older",
    draft: { ...fullVan, product: "older", car: { ...(fullVan.van as Draft), use: "SDPC", daytimeLocation: "HOME" }, van: undefined, device: { obdLocation: "LOC5" } },
  },
  "car: manual vehicle, labels for job status, five rounds, named drivers keyed by slot": { product: "car", draft: carWithManualVehicle },
  "convicted: as the car, under another product": { product: "convicted", draft: { ...carWithManualVehicle, product: "convicted" } },
  "ppm: product missing from the draft": { product: "ppm", draft: { ...carWithManualVehicle, product: undefined } },
  "car: nothing answered yet": { product: "car", draft: { product: "car" } },
  "car: wrong types everywhere": {
    product: "car",
    draft: {
      product: "car", numberplate: false, vehicle: "Ford", driverPersonal: [1, 2], driverAddress: { addressParts: "LS1", email: 5 },
      job: { statusCode: {}, secondary: "yes" }, history: { conviction1: "true", years: "lots" }, claims: null,
      car: { value: "£6,000", miles: Number.NaN, purchaseDate: "2024-02-30", keeper: "true", doors: "4.5", seats: Infinity },
      final: { coverStartDate: "tomorrow", contacts: "none", ncd: "-2", excess: " 250 " },
      named: { 0: { added: true, driverPersonal: "Tom" }, 7: { added: true }, x: { added: true } }, device: { obdLocation: "LOC99" },
    },
  },
  "car: named drivers as a list with holes and junk": {
    product: "car",
    draft: {
      product: "car", sourceOfBusiness: "DIRECT", driverPersonal: { dob: "1990-1-1", gender: 7 }, vehicle: { year: "2012", numberOfDoors: "5" },
      final: { contacts: [{ email: "a@example.com" }, { email: "b@example.com", phoneNumber: 7700900 }] },
      named: [{ added: "true" }, null, { added: true, driverContact: { email: "c@example.com" }, job: { statusCode: "NIW", businessCode: 12 } }],
    },
  },
};

export const handMadeDrafts = hand;
