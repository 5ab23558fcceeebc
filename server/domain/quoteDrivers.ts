/**
 * Drivers of the quote request (spec §3 'Driver'): the policyholder first, then each named driver
 * the draft marks as added. The repeated questions (claims and convictions 1 to 5) are read by
 * the names in `claimKeys` and `convictionKeys`: one place to change if the journey names them
 * differently.
 */
import { flag, isObject, isoDate, num, sectionAt, text, type Section } from "./draftValues.ts";

export interface PersonName {
  title: string | null;
  firstName: string | null;
  surname: string | null;
}

export interface Occupation {
  employmentType: string | null;
  occupationType: string | null;
  businessType: string | null;
  primaryOccupation: boolean;
}

export interface Claim {
  claimType: string | null;
  dateOfClaim: string | null;
  faultClaim: boolean | null;
  settled: boolean | null;
}

export interface Conviction {
  convictionDate: string | null;
  dvlaCode: string | null;
  points: number | null;
  fine: number | null;
  lengthOfBan: number | null;
  breathalyserReading: number | null;
}

export interface Driver {
  id: number;
  isPolicyholder: boolean;
  driverName: PersonName;
  dob: string | null;
  gender: string | null;
  maritalStatus: string | null;
  relationshipToProposer: string | null;
  permanentUKResident: boolean | null;
  /** Years lived in the UK; 99 means since birth. */
  driverLengthInUK: number | null;
  email: string | null;
  mobileNumber: string | null;
  licenceType: string | null;
  manualOrAutomatic: string | null;
  licenceHeldYears: number | null;
  licenceHeldMonths: number | null;
  licenceNumber: string | null;
  occupations: Occupation[];
  claims: Claim[];
  motoringConvictions: Conviction[];
}

/** Claims and convictions are asked up to this many times each (spec §9). */
const rounds = 5;
const claimKeys = { asked: "claim", type: "type", open: "open", fault: "fault", date: "date" };
const convictionKeys = {
  asked: "conviction", date: "convictionDate", dvlaCode: "dvlaCode", points: "points", fine: "fine",
  lengthOfBan: "lengthOfBan", breathalyserReading: "breathalyserReading",
};

/** One driver's answers: the policyholder's own sections, or a named driver's `named.N.*` ones. */
interface DriverSource {
  personal: Section;
  job: Section;
  history: Section;
  claims: Section;
  email: string | null;
  mobileNumber: string | null;
}

export function buildDrivers(draft: unknown): Driver[] {
  const address = sectionAt(draft, "driverAddress");
  const drivers = [
    driver(0, true, {
      personal: sectionAt(draft, "driverPersonal"),
      job: sectionAt(draft, "job"),
      history: sectionAt(draft, "history"),
      claims: sectionAt(draft, "claims"),
      email: text(address.email),
      mobileNumber: text(address.phoneNumber),
    }),
  ];
  for (const slot of namedSlots(draft)) {
    const named = (name: string) => sectionAt(draft, `named.${slot}.${name}`);
    // The final page asks everyone's contact details again: 0 is the policyholder, 1 and 2 the named drivers.
    const contact = sectionAt(draft, `final.contacts.${slot + 1}`);
    drivers.push(
      driver(drivers.length, false, {
        personal: named("driverPersonal"),
        job: named("job"),
        history: named("history"),
        claims: named("claims"),
        email: text(named("driverContact").email) ?? text(contact.email),
        mobileNumber: text(contact.phoneNumber),
      }),
    );
  }
  return drivers;
}

/** Named-driver slots whose `added` flag is true, in slot order (`named` may be a list or keyed by slot). */
function namedSlots(draft: unknown): number[] {
  const named = isObject(draft) ? draft.named : undefined;
  const keys = Array.isArray(named) ? named.map((_, i) => String(i)) : isObject(named) ? Object.keys(named) : [];
  return keys
    .filter((key) => /^\d+$/.test(key) && sectionAt(draft, `named.${key}`).added === true)
    .map(Number)
    .sort((a, b) => a - b);
}

function driver(id: number, isPolicyholder: boolean, source: DriverSource): Driver {
  const { personal, job, history } = source;
  return {
    id,
    isPolicyholder,
    driverName: personName(personal),
    dob: isoDate(personal.dob),
    gender: text(personal.gender),
    maritalStatus: text(personal.maritalStatus),
    relationshipToProposer: isPolicyholder ? null : text(personal.relationshipStatus),
    permanentUKResident: flag(personal.residenceSinceBirth),
    driverLengthInUK: num(personal.driverLengthInUK),
    email: source.email,
    mobileNumber: source.mobileNumber,
    licenceType: text(history.drivingLicenceType),
    manualOrAutomatic: text(history.licenceType),
    licenceHeldYears: num(history.years),
    licenceHeldMonths: num(history.months),
    licenceNumber: text(history.licenceNumber),
    occupations: occupations(job),
    claims: claims(source.claims),
    motoringConvictions: convictions(history),
  };
}

export function personName(personal: Section): PersonName {
  return { title: text(personal.title), firstName: text(personal.firstName), surname: text(personal.lastName) };
}

function occupations(job: Section): Occupation[] {
  const primary = occupation(job, "", true);
  const list = primary ? [primary] : [];
  if (job.secondary === true) {
    const secondary = occupation(job, "secondary", false);
    if (secondary) list.push(secondary);
  }
  return list;
}

/** One job from `status…` or `secondaryStatus…` answers; codes preferred over labels. */
function occupation(job: Section, prefix: string, primaryOccupation: boolean): Occupation | null {
  const key = (name: string) => (prefix ? `${prefix}${name[0].toUpperCase()}${name.slice(1)}` : name);
  const employmentType = text(job[key("statusCode")]) ?? text(job[key("status")]);
  if (employmentType === null) return null;
  return {
    employmentType,
    occupationType: text(job[key("occupationCode")]),
    businessType: text(job[key("businessCode")]),
    primaryOccupation,
  };
}

function claims(section: Section): Claim[] {
  const list: Claim[] = [];
  for (let n = 1; n <= rounds && section[`${claimKeys.asked}${n}`] === true; n++) {
    const open = flag(section[`${claimKeys.open}${n}`]);
    list.push({
      claimType: text(section[`${claimKeys.type}${n}`]),
      dateOfClaim: isoDate(section[`${claimKeys.date}${n}`]),
      faultClaim: flag(section[`${claimKeys.fault}${n}`]),
      settled: open === null ? null : !open,
    });
  }
  return list;
}

function convictions(history: Section): Conviction[] {
  const list: Conviction[] = [];
  for (let n = 1; n <= rounds && history[`${convictionKeys.asked}${n}`] === true; n++) {
    const answer = (name: keyof typeof convictionKeys) => history[`${convictionKeys[name]}${n}`];
    list.push({
      convictionDate: isoDate(answer("date")),
      dvlaCode: text(answer("dvlaCode")),
      points: num(answer("points")),
      fine: num(answer("fine")),
      lengthOfBan: num(answer("lengthOfBan")),
      breathalyserReading: num(answer("breathalyserReading")),
    });
  }
  return list;
}
