/**
 * What the device is and where it goes: the plug-in device with its port's place in words and a
 * picture (or "to your vehicle" when the place is not known), otherwise the windscreen device.
 */
import { buyText, hasObdLocationText, obdLocationText } from "./buyText.ts";
import type { Device } from "./device.ts";
import { obdPicture } from "./obdPictures.ts";

export function DeviceDescription({ device }: { device: Device }) {
  if (device.kind === "windscreen") {
    return (
      <section aria-labelledby="device-heading" data-device="IC6">
        <h2 className="govuk-heading-m" id="device-heading">
          {buyText("windscreenHeading")}
        </h2>
        <p className="govuk-body">{buyText("windscreenBody")}</p>
      </section>
    );
  }
  const known = hasObdLocationText(device.obdLocation);
  const location = obdLocationText(device.obdLocation);
  const picture = known ? obdPicture(device.obdLocation!) : undefined;
  return (
    <section aria-labelledby="device-heading" data-device="C330">
      <h2 className="govuk-heading-m" id="device-heading">
        {buyText("plugInHeading")}
      </h2>
      <p className="govuk-body">{buyText("plugInBody")}</p>
      <p className="govuk-body" id="obd-location">
        {buyText("obdLocationLead", { location })}
      </p>
      {picture && <img className="app-obd-picture" src={picture} alt={buyText("obdLocationAlt", { location })} width={320} height={210} />}
    </section>
  );
}
