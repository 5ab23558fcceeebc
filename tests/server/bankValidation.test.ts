/** The bankValidation query over real HTTP: the modulus check, the bank's name, and the quote it belongs to. */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { modulusCheck } from "../../server/payments/modulus/modulusCheck.ts";
import { BANK, Buyer, data, errorOf, type Rated } from "./buying.ts";
import { clock, completeDraft } from "./quoteDrafts.ts";
import { startTestServer, startupTimeout, type TestServer } from "./testServer.ts";

interface BankValidation {
  bankName: string | null;
  succeeded: boolean;
  errorType: string | null;
  errorMessage: string | null;
}

let server: TestServer;
let quote: Rated;
beforeAll(async () => {
  server = await startTestServer({ clock, payments: { stripe: null } });
  quote = await new Buyer(server).rate("car", await completeDraft(server, "car"));
}, startupTimeout);
afterAll(() => server?.close());

const validate = async (sortCode: string, accountNumber: string, quoteRef = quote.quoteRef) =>
  data(await server.graphql<{ bankValidation: BankValidation }>(BANK, { sortCode, accountNumber, quoteRef })).bankValidation;

describe("bankValidation", () => {
  it("passes the browser tests' valid pair and names the bank", async () => {
    expect(await validate("20-29-59", "63748472")).toEqual({
      bankName: "Barclays Bank",
      succeeded: true,
      errorType: null,
      errorMessage: null,
    });
    expect(await validate("202959", "6374 8472")).toMatchObject({ succeeded: true });
    expect(await validate(" 20 29 59 ", "63748472")).toMatchObject({ succeeded: true });
  });

  it("fails the browser tests' failing pair with a message for the consumer", async () => {
    expect(await validate("20-29-59", "63748473")).toEqual({
      bankName: "Barclays Bank",
      succeeded: false,
      errorType: "MODULUS_CHECK_FAILED",
      errorMessage: "This account number does not match the sort code - check your bank details and try again",
    });
  });

  it("pads six and seven digit account numbers as the specification says", async () => {
    // Coutts 18-00-02: 00000190 passes (Vocalink's exception 14 test case).
    expect(await validate("18-00-02", "000190")).toMatchObject({ succeeded: true, bankName: "Coutts & Co" });
    expect(await validate("18-00-02", "0000190")).toMatchObject({ succeeded: true });
  });

  it("says what is wrong with malformed input, and with a sort code nobody knows", async () => {
    expect(await validate("20-29", "63748472")).toMatchObject({ succeeded: false, errorType: "SORT_CODE_INVALID", bankName: null });
    expect(await validate("20-29-59", "1234")).toMatchObject({ succeeded: false, errorType: "ACCOUNT_NUMBER_INVALID" });
    expect(await validate("20-29-59", "123456789")).toMatchObject({ succeeded: false, errorType: "ACCOUNT_NUMBER_INVALID" });
    const unknown = await validate("00-00-00", "12345678");
    expect(unknown).toMatchObject({ succeeded: false, errorType: "SORT_CODE_UNKNOWN", bankName: null });
    expect(unknown.errorMessage).toMatch(/sort code/);
  });

  it("needs a known quote reference", async () => {
    const response = await server.graphql(BANK, { sortCode: "20-29-59", accountNumber: "63748472", quoteRef: "QR-NOTAQUOTE" });
    expect(errorOf(response).code).toBe("QUOTE_NOT_FOUND");
  });

  it("knows every sort code in the fixture, and the fixture's pairs in server/README.md behave as documented", () => {
    const { sortCodes } = JSON.parse(readFileSync(new URL("../../server/fixtures/sortCodes.json", import.meta.url), "utf8")) as {
      sortCodes: Array<{ sortCode: string; bankName: string }>;
    };
    expect(new Set(sortCodes.map((s) => s.sortCode)).size).toBe(sortCodes.length);
    expect(modulusCheck("202959", "63748472")).toBe("valid");
    expect(modulusCheck("202959", "63748473")).toBe("invalid");
  });
});
