/** The app login of each driver: their name and the email they log in with. */
import { buyText } from "./buyText.ts";
import type { DriverLogin } from "./drivers.ts";

export function DriverLogins({ logins, id }: { logins: DriverLogin[]; id: string }) {
  return (
    <ul className="govuk-list govuk-list--bullet" id={id}>
      {logins.map((login) => (
        <li key={login.email}>{login.name ? buyText("driverLogin", { name: login.name, email: login.email }) : login.email}</li>
      ))}
    </ul>
  );
}
