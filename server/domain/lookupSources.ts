/**
 * The journey's data sources (journeys/common/data-sources.json) that the server answers from its
 * own data, callable with the arguments a page's loader or button sends. Quote checks replay them
 * to re-derive what a draft claims to have looked up.
 */
import type { ServerClock } from "../clock.ts";
import type { Db } from "../db/index.ts";
import { Addresses } from "./addresses.ts";
import { DeviceAssignments } from "./deviceAssignment.ts";
import { ReferenceData } from "./referenceData.ts";
import { Vehicles } from "./vehicles.ts";

export type LookupArgs = Record<string, unknown>;
export type Lookup = (args: LookupArgs) => Promise<unknown>;

const str = (value: unknown) => (value === undefined || value === null ? "" : String(value));
const optional = (value: unknown) => (value === undefined || value === null ? null : String(value));

export interface LookupSources {
  /** The lookup for a source name; undefined for a source that is not a lookup (rateQuote). */
  lookup(source: string): Lookup | undefined;
  referenceData: ReferenceData;
}

export function lookupSources(db: Db, clock: ServerClock): LookupSources {
  const referenceData = new ReferenceData(db);
  const vehicles = new Vehicles(db, referenceData);
  const devices = new DeviceAssignments(db);
  const addresses = new Addresses(db);
  const sources: Record<string, Lookup> = {
    vehicleByReg: (a) => vehicles.findByRegistration(str(a.registration)),
    vehicleModels: (a) => vehicles.listModels(str(a.makeCode), str(a.productClass), str(a.scheme), clock.now()),
    deviceAssignment: (a) => devices.assign(str(a.abiCode), str(a.productClass), str(a.scheme)),
    addressLookup: (a) => addresses.lookup(str(a.postcode), optional(a.searchTerm)),
    addressDetails: (a) => addresses.details(str(a.addressId)),
  };
  return { lookup: (source) => (Object.hasOwn(sources, source) ? sources[source] : undefined), referenceData };
}
