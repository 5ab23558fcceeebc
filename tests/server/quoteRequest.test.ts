import { describe, expect, it } from "vitest";
import { buildQuoteRequest } from "../../server/domain/quoteRequest.ts";
import { addDaysIso, ukMidnight } from "../../server/domain/ukDate.ts";
import { journeyOf, TODAY } from "./quoteDrafts.ts";
import { fullVan } from "./quoteRequestMappingDrafts.ts";

const build = (draft: Record<string, unknown>, product = "van") =>
  buildQuoteRequest({ journey: journeyOf(product), draft, quoteRef: "QR-TEST0001", today: TODAY });

describe("buildQuoteRequest", () => {
  it("gives the top level: state, 30 days to expiry, the sales channel", () => {
    const { capturedQuoteModel: _model, ...top } = build(fullVan);
    expect(top).toEqual({
      quoteRef: "QR-TEST0001",
      quoteState: "PENDING",
      createdDate: "2026-11-22",
      expiryDate: "2026-12-22",
      salesChannel: "PCW",
      sourceOfBusiness: "PCW",
    });
    expect(build({ ...fullVan, sourceOfBusiness: undefined })).toMatchObject({ salesChannel: "DIRECT", sourceOfBusiness: "DIRECT" });
  });

  it("gives the quote: cover start in UK time, underwriting pair from the journey, excess and references from the affiliate code", () => {
    const { policyholderDTO: _policyholder, ...quote } = build(fullVan).capturedQuoteModel.quote;
    expect(quote).toEqual({
      id: "QR-TEST0001",
      inceptionDateTime: "2026-12-01T00:00:00+00:00",
      numberOfVehiclesInHousehold: 2,
      productClass: "Commercial_Vehicle",
      scheme: "Van_RAC",
      voluntaryExcess: 250,
      yourReference: "rac",
      yourReferenceId: "rac",
      affiliate: "rac",
    });
  });

  it("gives the policyholder with the chosen address", () => {
    expect(build(fullVan).capturedQuoteModel.quote.policyholderDTO).toEqual({
      name: { title: "MRS", firstName: "Priya", surname: "Shah" },
      dob: "1985-02-11",
      gender: "F",
      homeowner: false,
      isDriver: true,
      email: "priya@example.com",
      mobileNumber: "07700900456",
      address: {
        organisationName: "Harcourt & Lowe Solicitors LLP",
        buildingName: "Minerva House",
        buildingNumber: "29",
        street: "East Parade",
        line1: "Minerva House",
        line2: "29 East Parade",
        line3: null,
        line4: null,
        postTown: "Leeds",
        county: "West Yorkshire",
        postcode: "LS1 4AP",
        country: "GB",
      },
      paymentMethod: "MONTHLY",
      allowChat: true,
      allowEmail: false,
      accessToOtherVehicles: true,
      whatVehicleAccessTo: "OWN_CAR",
    });
  });

  it("lists the policyholder, then only the named drivers marked added", () => {
    const [policyholder, named, ...rest] = build(fullVan).capturedQuoteModel.drivers;
    expect(rest).toEqual([]);
    expect(policyholder).toEqual({
      id: 0,
      isPolicyholder: true,
      driverName: { title: "MRS", firstName: "Priya", surname: "Shah" },
      dob: "1985-02-11",
      gender: "F",
      maritalStatus: "M",
      relationshipToProposer: null,
      permanentUKResident: false,
      driverLengthInUK: 12,
      email: "priya@example.com",
      mobileNumber: "07700900456",
      licenceType: "FULL_UK",
      manualOrAutomatic: "001",
      licenceHeldYears: 9,
      licenceHeldMonths: 0,
      licenceNumber: "SHAH9802115PS9AB",
      occupations: [
        { employmentType: "SE", occupationType: "J03", businessType: "522", primaryOccupation: true },
        { employmentType: "E", occupationType: "D07", businessType: "101", primaryOccupation: false },
      ],
      claims: [{ claimType: "1", dateOfClaim: "2023-09-09", faultClaim: true, settled: true }],
      motoringConvictions: [
        { convictionDate: "2024-06-01", dvlaCode: "SP30", points: 3, fine: 100, lengthOfBan: 0, breathalyserReading: null },
        { convictionDate: "2025-01-15", dvlaCode: "DR10", points: 6, fine: 500, lengthOfBan: 12, breathalyserReading: 45.5 },
      ],
    });
    expect(named).toMatchObject({
      id: 1,
      isPolicyholder: false,
      driverName: { firstName: "Tom" },
      relationshipToProposer: "SPOUSE",
      email: "tom@example.com",
      mobileNumber: "07700900789",
      manualOrAutomatic: "002",
      occupations: [{ employmentType: "R", occupationType: "R09", businessType: "947", primaryOccupation: true }],
      claims: [],
      motoringConvictions: [],
    });
  });

  it("gives the van with its use, features, business and no-claims answers", () => {
    expect(build(fullVan).capturedQuoteModel.vehicles).toEqual([
      expect.objectContaining({
        vehicleType: "van",
        vehicleRegistrationNumber: "VN68 VAN",
        abiCode: "32001299",
        vehicleMake: "Ford",
        yearOfManufacture: 2018,
        typeOfFuel: "001",
        transmissionType: "001",
        numberOfDoors: 4,
        numberOfSeats: 3,
        cubicCapacity: 1995,
        chassisNumber: "WF0YXXTTGYJA54321",
        value: 14500,
        dateOfPurchase: "2021-04-01",
        vehicleKeeper: "PROPOSER",
        vehicleOwner: "COMPANY",
        vehicleUse: "C1",
        vehicleOtherUseDetails: "HOBBY",
        annualMileage: 12000,
        businessMileage: 5000,
        daytimeLocation: null,
        overnightLocation: "DRIVEWAY",
        cameraFitted: true,
        refrigerationUnit: true,
        racking: true,
        signage: "BACK_SIDES",
        companyName: "Shah Joinery Ltd",
        companyType: "LIMITED",
        companyEstablished: "2016-03-01",
        businessOwner: "Priya Shah",
        noClaimsBonusYears: 5,
        protectedNCBrequired: true,
        namedDriverExperience: false,
        namedDriverYearsNoClaims: null,
        obdLocation: null,
      }),
    ]);
  });

  it("reads a car's details from the car section and ignores van-only answers", () => {
    const car = {
      ...fullVan,
      product: "older",
      car: { ...fullVan.van, use: "SDPC", daytimeLocation: "HOME" },
      van: undefined,
      device: { obdLocation: "LOC5" },
    };
    const { quote, vehicles } = build(car, "older").capturedQuoteModel;
    expect(quote).toMatchObject({ productClass: "Private_Car", scheme: "Older_Driver_RAC" });
    expect(vehicles[0]).toMatchObject({
      vehicleUse: "SDPC",
      daytimeLocation: "HOME",
      vehicleOtherUseDetails: null,
      signage: null,
      companyName: null,
      obdLocation: "LOC5",
    });
  });

  it("gives nulls, not errors, for sections the journey does not ask yet", () => {
    const request = build({ product: "car" }, "car");
    expect(request.capturedQuoteModel.drivers).toEqual([
      expect.objectContaining({
        id: 0,
        isPolicyholder: true,
        dob: null,
        driverName: { title: null, firstName: null, surname: null },
        occupations: [],
        claims: [],
      }),
    ]);
    expect(request.capturedQuoteModel.quote).toMatchObject({ inceptionDateTime: null, voluntaryExcess: null, productClass: "Private_Car" });
    expect(request.capturedQuoteModel.vehicles[0]).toMatchObject({ abiCode: null, vehicleType: "car", vehicleRegistrationNumber: null });
  });

  it("survives answers of the wrong type anywhere", () => {
    const junk = {
      product: "car",
      numberplate: false,
      vehicle: "Ford",
      driverPersonal: [1, 2],
      driverAddress: { addressParts: "LS1", email: 5 },
      job: { statusCode: {}, secondary: "yes" },
      history: { conviction1: "true", years: "lots" },
      claims: null,
      car: { value: "£6,000", miles: Number.NaN, purchaseDate: "2024-02-30" },
      final: { coverStartDate: "tomorrow", contacts: "none" },
      named: { 0: { added: true, driverPersonal: "Tom" }, 7: { added: true }, x: { added: true } },
      device: { obdLocation: "LOC99" },
    };
    const request = build(junk, "car");
    expect(request.capturedQuoteModel.drivers.map((d) => d.id)).toEqual([0, 1, 2]);
    expect(request.capturedQuoteModel.drivers[0]).toMatchObject({
      driverName: { firstName: null },
      email: "5",
      occupations: [],
      motoringConvictions: [],
    });
    expect(request.capturedQuoteModel.vehicles[0]).toMatchObject({
      value: null,
      annualMileage: null,
      dateOfPurchase: null,
      obdLocation: null,
      vehicleRegistrationNumber: null,
    });
    expect(request.capturedQuoteModel.quote.inceptionDateTime).toBeNull();
  });
});

describe("UK dates", () => {
  it.each([
    ["2026-11-22", "2026-11-22T00:00:00+00:00"],
    ["2026-07-01", "2026-07-01T00:00:00+01:00"],
    ["2026-03-29", "2026-03-29T00:00:00+00:00"], // clocks go forward at 01:00 that day
    ["2026-03-30", "2026-03-30T00:00:00+01:00"],
    ["2026-10-25", "2026-10-25T00:00:00+01:00"], // clocks go back at 02:00 that day
    ["2026-10-26", "2026-10-26T00:00:00+00:00"],
  ])("starts %s at %s", (date, start) => {
    expect(ukMidnight(date)).toBe(start);
  });

  it("adds days across months and years", () => {
    expect(addDaysIso("2026-11-22", 30)).toBe("2026-12-22");
    expect(addDaysIso("2026-12-15", 30)).toBe("2027-01-14");
  });
});
