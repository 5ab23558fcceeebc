/** server/README.md's test cards and test bank accounts say what the code does. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadSortCodeDirectory, validateBankAccount } from "../../server/domain/bankValidation.ts";
import { testCards } from "../../server/payments/cards.ts";

const readme = readFileSync(new URL("../../server/README.md", import.meta.url), "utf8");

/** The rows of the table under a heading, as cells without their backticks. */
function tableUnder(heading: string): string[][] {
  const section = readme.split(`\n## ${heading}\n`)[1]?.split("\n## ")[0];
  if (!section) throw new Error(`server/README.md has no "## ${heading}"`);
  return section
    .split("\n")
    .filter((line) => line.startsWith("| ") && !line.startsWith("|---"))
    .slice(1)
    .map((line) =>
      line
        .slice(1, -1)
        .split("|")
        .map((cell) => cell.trim().replace(/`/g, "")),
    );
}

describe("server/README.md", () => {
  it("lists every test card with its answer", () => {
    const rows = tableUnder("Test cards");
    expect(rows).toHaveLength(testCards.length);
    for (const [number, answer] of rows) {
      const card = testCards.find((c) => c.number === number.replace(/ /g, ""));
      expect(card, number).toBeDefined();
      expect(answer.split(" ")[0], number).toBe(card!.errorCode ?? "SUCCEEDED");
    }
  });

  it("lists test bank accounts that give the result it says", () => {
    const directory = loadSortCodeDirectory();
    for (const [sortCode, accountNumber, bank, result] of tableUnder("Test bank accounts")) {
      const account = accountNumber === "any" ? "12345678" : accountNumber.split(" ")[0];
      const answer = validateBankAccount(sortCode, account, directory);
      expect(answer.bankName ?? "", `${sortCode} ${account}`).toBe(bank);
      expect(answer.succeeded ? "succeeds" : answer.errorType, `${sortCode} ${account}`).toBe(result.split(" ")[0]);
    }
  });
});
