/** Each driver's app login (§1, §6): the policyholder's email, then each added named driver's. */
import { getPath } from "../../engine/index.ts";
import type { Draft } from "../../engine/types.ts";

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

export function driverLogins(draft: Draft): DriverLogin[] {
  const logins = [login(draft, "driverPersonal", "driverAddress.email")];
  for (const index of [0, 1]) {
    if (getPath(draft, `named.${index}.added`) === true) {
      logins.push(login(draft, `named.${index}.driverPersonal`, `named.${index}.driverContact.email`));
    }
  }
  return logins.filter((l): l is DriverLogin => l !== undefined);
}
