/**
 * The UK modulus check against Vocalink's own test cases: the standard list of 34 sort code and
 * account number pairs in "Validating account numbers: UK modulus checking" (v8.x), chapter
 * "Test cases", each with the check or exception it exercises.
 */
import { describe, expect, it } from "vitest";
import {
  modulusCheck,
  parseSubstitutions,
  parseWeightTable,
  publishedTables,
  rowsFor,
  weightTableVersion,
} from "../../server/payments/modulus/modulusCheck.ts";
import { normaliseAccountNumber, normaliseSortCode, validateBankAccount } from "../../server/domain/bankValidation.ts";

const vocalinkTestCases: Array<[number, string, string, boolean, string]> = [
  [1, "089999", "66374958", true, "Pass modulus 10 check"],
  [2, "107999", "88837491", true, "Pass modulus 11 check"],
  [3, "202959", "63748472", true, "Pass modulus 11 and double alternate checks"],
  [4, "871427", "46238510", true, "Exception 10 & 11 where first check passes and second check fails"],
  [5, "872427", "46238510", true, "Exception 10 & 11 where first check fails and second check passes"],
  [6, "871427", "09123496", true, "Exception 10 where in the account number ab=09 and g=9; first check passes, second fails"],
  [7, "871427", "99123496", true, "Exception 10 where in the account number ab=99 and g=9; first check passes, second fails"],
  [8, "820000", "73688637", true, "Exception 3, sorting code at the start of a range; as c=6 the second check is ignored"],
  [9, "827999", "73988638", true, "Exception 3, sorting code at the end of a range; as c=9 the second check is ignored"],
  [10, "827101", "28748352", true, "Exception 3; as c≠6 or 9 both checks are done and pass"],
  [11, "134020", "63849203", true, "Exception 4 where the remainder equals the check digit"],
  [12, "118765", "64371389", true, "Exception 1: 27 added to the total; passes double alternate"],
  [13, "200915", "41011166", true, "Exception 6: fails the standard check but is a foreign currency account"],
  [14, "938611", "07806039", true, "Exception 5 where the check passes"],
  [15, "938600", "42368003", true, "Exception 5 where the check passes with substitution"],
  [16, "938063", "55065200", true, "Exception 5 where both checks produce a remainder of 0 and pass"],
  [17, "772798", "99345694", true, "Exception 7 where passes but would fail the standard check"],
  [18, "086090", "06774744", true, "Exception 8 where the check passes"],
  [19, "309070", "02355688", true, "Exception 2 & 9 where the first check passes"],
  [20, "309070", "12345668", true, "Exception 2 & 9 where the first check fails and the second passes with substitution"],
  [21, "309070", "12345677", true, "Exception 2 & 9 where a≠0 and g≠9 and passes"],
  [22, "309070", "99345694", true, "Exception 2 & 9 where a≠0 and g=9 and passes"],
  [23, "938063", "15764273", false, "Exception 5 where the first check digit is correct and the second incorrect"],
  [24, "938063", "15764264", false, "Exception 5 where the first check digit is incorrect and the second correct"],
  [25, "938063", "15763217", false, "Exception 5 where the first check digit is incorrect with a remainder of 1"],
  [26, "118765", "64371388", false, "Exception 1 where it fails the double alternate check"],
  [27, "203099", "66831036", false, "Pass modulus 11 check and fail double alternate check"],
  [28, "203099", "58716970", false, "Fail modulus 11 check and pass double alternate check"],
  [29, "089999", "66374959", false, "Fail modulus 10 check"],
  [30, "107999", "88837493", false, "Fail modulus 11 check"],
  [31, "074456", "12345112", true, "Exception 12/13 where passes modulus 11 check (modulus 10 fails but is not needed)"],
  [32, "070116", "34012583", true, "Exception 12/13 where passes modulus 11 check (modulus 10 fails but is not needed)"],
  [33, "074456", "11104102", true, "Exception 12/13 where fails modulus 11 check but passes modulus 10 check"],
  [34, "180002", "00000190", true, "Exception 14 where the first check fails and the second check passes"],
];

describe("UK modulus check (Vocalink test cases)", () => {
  it.each(vocalinkTestCases)("%i: %s %s is %s (%s)", (_n, sortCode, accountNumber, valid) => {
    expect(modulusCheck(sortCode, accountNumber)).toBe(valid ? "valid" : "invalid");
  });
});

describe("UK modulus check", () => {
  it("reads Vocalink's weight table 8.50 and substitution table", () => {
    const { rows, substitutions } = publishedTables();
    expect(weightTableVersion).toBe("8.50");
    expect(rows.length).toBeGreaterThan(1000);
    expect(rows[0]).toEqual({
      start: 10004,
      end: 16715,
      method: "MOD11",
      weights: [0, 0, 0, 0, 0, 0, 8, 7, 6, 5, 4, 3, 2, 1],
      exception: null,
    });
    for (const row of rows) expect(row.start).toBeLessThanOrEqual(row.end);
    expect(substitutions.get("938600")).toBe("938611");
    expect(substitutions.size).toBe(21);
  });

  it("says a sort code no table line covers cannot be checked", () => {
    expect(rowsFor("000000")).toEqual([]);
    expect(modulusCheck("000000", "12345678")).toBe("unchecked");
  });

  it("refuses table lines it cannot read", () => {
    expect(() => parseWeightTable("010004 016715 MOD12 0 0 0 0 0 0 8 7 6 5 4 3 2 1")).toThrow(/line 1/);
    expect(() => parseWeightTable("010004 016715 MOD11 0 0 0")).toThrow(/line 1/);
    expect(() => parseSubstitutions("938173")).toThrow();
  });

  it("needs six sort code digits and eight account number digits", () => {
    expect(() => modulusCheck("12345", "12345678")).toThrow();
    expect(() => modulusCheck("123456", "1234567")).toThrow();
  });

  it("does not change the table it reads (exception 7 zeroises weights on a copy)", () => {
    const before = JSON.stringify(rowsFor("772798"));
    expect(modulusCheck("772798", "99345694")).toBe("valid");
    expect(JSON.stringify(rowsFor("772798"))).toBe(before);
  });
});

describe("bank account input", () => {
  it("accepts spaces and dashes, and pads six or seven digit account numbers with leading zeros", () => {
    expect(normaliseSortCode("20-29-59")).toBe("202959");
    expect(normaliseSortCode(" 20 29 59 ")).toBe("202959");
    expect(normaliseSortCode("20-29-5")).toBeUndefined();
    expect(normaliseSortCode("2O2959")).toBeUndefined();
    expect(normaliseAccountNumber("6374 8472")).toBe("63748472");
    expect(normaliseAccountNumber("190")).toBeUndefined();
    expect(normaliseAccountNumber("000190")).toBe("00000190");
    expect(normaliseAccountNumber("0000190")).toBe("00000190");
    expect(normaliseAccountNumber("123456789")).toBeUndefined();
  });

  it("answers each failure with its type and a message for the consumer", () => {
    const directory = new Map([["202959", "Barclays Bank"]]);
    expect(validateBankAccount("20-29-59", "63748472", directory)).toMatchObject({
      succeeded: true,
      bankName: "Barclays Bank",
      errorType: null,
      errorMessage: null,
    });
    expect(validateBankAccount("20-29-59", "63748473", directory)).toMatchObject({
      succeeded: false,
      bankName: "Barclays Bank",
      errorType: "MODULUS_CHECK_FAILED",
      errorMessage: "This account number does not match the sort code - check your bank details and try again",
    });
    expect(validateBankAccount("20-29", "63748472", directory)).toMatchObject({ succeeded: false, errorType: "SORT_CODE_INVALID" });
    expect(validateBankAccount("20-29-59", "12345", directory)).toMatchObject({
      succeeded: false,
      errorType: "ACCOUNT_NUMBER_INVALID",
      bankName: "Barclays Bank",
    });
    expect(validateBankAccount("00-00-00", "12345678", directory)).toMatchObject({
      succeeded: false,
      errorType: "SORT_CODE_UNKNOWN",
      bankName: null,
    });
    // Checkable but not in the directory: the check decides, with no bank name.
    expect(validateBankAccount("08-99-99", "66374958", directory)).toMatchObject({ succeeded: true, bankName: null });
    // In the directory but not checkable: presumed valid, as Vocalink says.
    expect(validateBankAccount("00-00-00", "12345678", new Map([["000000", "Test Bank"]]))).toMatchObject({
      succeeded: true,
      bankName: "Test Bank",
    });
  });
});
