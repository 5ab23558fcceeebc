/** §2 Start-up: readEntryQuery turns the entry query into a draft patch, a token and rejections. */
import { describe, expect, it } from "vitest";
import { LINK_PRODUCTS, readEntryQuery } from "../../src/app/startup.ts";

describe("readEntryQuery", () => {
  it.each([
    { search: "", patch: {}, rejected: [], token: undefined },
    { search: "?", patch: {}, rejected: [], token: undefined },
    { search: "?reg=ab12cde", patch: { numberplate: "AB12 CDE", linkReg: "AB12 CDE" }, rejected: [], token: undefined },
    { search: "?reg=AB12%20CDE", patch: { numberplate: "AB12 CDE", linkReg: "AB12 CDE" }, rejected: [], token: undefined },
    { search: "?reg=a123bcd", patch: { numberplate: "A123 BCD", linkReg: "A123 BCD" }, rejected: [], token: undefined },
    { search: "reg=ab12cde", patch: { numberplate: "AB12 CDE", linkReg: "AB12 CDE" }, rejected: [], token: undefined },
    { search: "?noreg", patch: { numberplate: false }, rejected: [], token: undefined },
    { search: "?noreg=true", patch: { numberplate: false }, rejected: [], token: undefined },
    { search: "?noreg&reg=ab12cde", patch: { numberplate: false }, rejected: [], token: undefined },
    { search: "?reg=ab12cde&noreg", patch: { numberplate: false }, rejected: [], token: undefined },
    { search: "?reg=HELLO%20WORLD", patch: {}, rejected: ["reg"], token: undefined },
    { search: "?reg=", patch: {}, rejected: ["reg"], token: undefined },
    { search: "?product=car", patch: { product: "car" }, rejected: [], token: undefined },
    { search: "?product=older", patch: { product: "older" }, rejected: [], token: undefined },
    { search: "?product=convicted", patch: { product: "convicted" }, rejected: [], token: undefined },
    { search: "?product=van", patch: {}, rejected: ["product"], token: undefined },
    { search: "?product=ppm", patch: {}, rejected: ["product"], token: undefined },
    { search: "?product=junk", patch: {}, rejected: ["product"], token: undefined },
    { search: "?product=CAR", patch: {}, rejected: ["product"], token: undefined },
    { search: "?token=abc123", patch: {}, rejected: [], token: "abc123" },
    { search: "?token=", patch: {}, rejected: [], token: undefined },
    {
      search: "?reg=xx&product=van&token=t1",
      patch: {},
      rejected: ["reg", "product"],
      token: "t1",
    },
    {
      search: "?reg=ab12cde&product=older&token=t2",
      patch: { numberplate: "AB12 CDE", linkReg: "AB12 CDE", product: "older" },
      rejected: [],
      token: "t2",
    },
    { search: "?utm_source=mail", patch: {}, rejected: [], token: undefined },
  ])("$search -> $patch, rejected $rejected, token $token", ({ search, patch, rejected, token }) => {
    const entry = readEntryQuery(search);
    expect(entry.patch).toEqual(patch);
    expect(entry.rejected).toEqual(rejected);
    expect(entry.token).toBe(token);
  });

  it("accepts exactly the link products of §2", () => {
    expect([...LINK_PRODUCTS]).toEqual(["car", "older", "convicted"]);
  });

  it("leaves no linkReg key when noreg wins", () => {
    expect(readEntryQuery("?noreg&reg=ab12cde").patch).not.toHaveProperty("linkReg");
  });
});
