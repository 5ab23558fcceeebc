/**
 * Which telematics device the quote comes with (the vehicle page's device assignment): the
 * plug-in C330 with where its port is, or otherwise the windscreen IC6.
 */
import { getPath, type Draft } from "../../engine/index.ts";

export type Device = { kind: "plugIn"; obdLocation: string | null } | { kind: "windscreen" };

export function deviceOf(draft: Draft): Device {
  if (getPath(draft, "device.deviceType") !== "C330") return { kind: "windscreen" };
  const location = getPath(draft, "device.obdLocation");
  return { kind: "plugIn", obdLocation: typeof location === "string" ? location : null };
}
