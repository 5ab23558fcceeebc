import { addDays, format, parse } from "date-fns";

const iso = "yyyy-MM-dd";
const londonOffset = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", timeZoneName: "longOffset" });

/** A YYYY-MM-DD date moved by whole days. */
export function addDaysIso(date: string, days: number): string {
  const key = `${date}|${days}`;
  let moved = movedDays.get(key);
  if (moved === undefined) {
    moved = format(addDays(parse(date, iso, new Date(2000, 0, 1)), days), iso);
    // Parsing a date string is slow and every quote asks the same few (today plus its lifetime).
    if (movedDays.size >= maxRememberedDays) movedDays.clear();
    movedDays.set(key, moved);
  }
  return moved;
}

/**
 * The start of a day in the UK as an ISO date-time with its offset: 2026-07-01T00:00:00+01:00 in
 * summer time, 2026-11-22T00:00:00+00:00 in winter. The offset is read at 00:00 UTC, which is on
 * the same side of both yearly clock changes (01:00 UTC) as UK midnight itself.
 */
export function ukMidnight(date: string): string {
  let midnight = midnights.get(date);
  if (midnight === undefined) {
    const [year, month, day] = date.split("-").map(Number);
    const zone = londonOffset.formatToParts(new Date(Date.UTC(year, month - 1, day))).find((part) => part.type === "timeZoneName")?.value;
    const offset = zone === undefined || zone === "GMT" ? "+00:00" : zone.replace("GMT", "");
    midnight = `${date}T00:00:00${offset}`;
    // Asking Intl for a zone's offset is slow and the answer for a day never changes: each day is asked once.
    if (midnights.size >= maxRememberedDays) midnights.clear();
    midnights.set(date, midnight);
  }
  return midnight;
}

const maxRememberedDays = 10_000;
const midnights = new Map<string, string>();
const movedDays = new Map<string, string>();
