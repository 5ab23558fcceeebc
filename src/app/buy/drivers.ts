/** Each driver's app login, by their own email: the policyholder's, then each added named driver's. */
import { addedNamedDrivers, getPath, namedSlotAt, type Draft, type ResolvedJourney } from "../../engine/index.ts";

export interface DriverLogin {
  name: string;
  email: string;
}

const str = (draft: Draft, path: string) => {
  const value = getPath(draft, path);
  return typeof value === "string" ? value.trim() : "";
};

function login(draft: Draft, personal: string, emailPath: string): DriverLogin | undefined {
  const email = str(draft, emailPath);
  if (!email) return undefined;
  const name = [str(draft, `${personal}.firstName`), str(draft, `${personal}.lastName`)].filter(Boolean).join(" ");
  return { name, email };
}

export function driverLogins(journey: ResolvedJourney, draft: Draft): DriverLogin[] {
  const logins = [login(draft, "driverPersonal", "driverAddress.email")];
  for (const index of addedNamedDrivers(journey, draft)) {
    const slot = namedSlotAt(index);
    logins.push(login(draft, `${slot}.driverPersonal`, `${slot}.driverContact.email`));
  }
  return logins.filter((l): l is DriverLogin => l !== undefined);
}
