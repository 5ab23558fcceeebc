import { describe, expect, it } from "vitest";
import { instalmentDates, longDate } from "../../src/api/instalmentDates.ts";

describe("instalmentDates", () => {
  it("falls due monthly, the first a month after the cover start's own date", () => {
    expect(instalmentDates("2026-11-22T00:00:00+00:00", 3)).toEqual(["2026-12-22", "2027-01-22", "2027-02-22"]);
  });

  it("keeps a month-end start on the last day of shorter months, and back on the 31st after", () => {
    expect(instalmentDates("2027-01-31T00:00:00+00:00", 3)).toEqual(["2027-02-28", "2027-03-31", "2027-04-30"]);
  });

  it("reads the date as written, whatever the offset (a summer start at UK midnight is 23:00 UTC the day before)", () => {
    expect(instalmentDates("2027-06-01T00:00:00+01:00", 1)).toEqual(["2027-07-01"]);
  });

  it("reads a due date as the consumer does", () => {
    expect(longDate("2027-07-01")).toBe("1 July 2027");
  });
});
