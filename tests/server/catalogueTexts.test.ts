/**
 * The domain's messages for people come from the journey catalogue, never repeated in code: no
 * string literal in a server/domain file equals a text of a catalogue file the server reads. Each
 * named error constructor gives its code with the catalogue's words.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import {
  alreadyTakenUp,
  bankDetailsInvalid,
  bankErrorMessage,
  catalogueText,
  coverStartPassed,
  emailNotSent,
  outcomeStale,
  paymentCanceled,
  paymentNotCompleted,
  paymentRefunded,
  quoteExpired,
  quoteNotFound,
  quoteNotPriced,
  quotePaid,
  serverCatalogueFiles,
} from "../../server/domain/errors.ts";
import { JOURNEYS_DIR } from "../../server/journeys/readJourneys.ts";
import { formatMessage } from "../../src/engine/index.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const DOMAIN = "server/domain";

/** Every string value in a parsed JSON document, however deep. */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(stringsOf);
  return [];
}

/** Each text of the catalogue files the server reads, with the file it is in. */
function catalogueTexts(): Map<string, string> {
  const texts = new Map<string, string>();
  for (const file of Object.values(serverCatalogueFiles)) {
    for (const text of stringsOf(JSON.parse(readFileSync(join(JOURNEYS_DIR, file), "utf8")))) {
      if (text.trim() !== "") texts.set(text.trim(), file);
    }
  }
  return texts;
}

/** The string literals of one source file that equal a catalogue text, as "file:line repeats file's text". */
function repeatedTexts(file: string, source: string, texts: Map<string, string>): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const from = texts.get(node.text.trim());
      if (from)
        found.push(`${file}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1} repeats ${from}: ${JSON.stringify(node.text)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

function domainFiles(dir = DOMAIN): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return domainFiles(path);
    return /\.(?:ts|mts)$/.test(entry.name) ? [path] : [];
  });
}

describe("the repeated-text check itself", () => {
  const texts = catalogueTexts();

  it("finds a catalogue message written out in a domain file, in quotes or backticks", () => {
    const source = [
      `import { clientError } from "./errors.ts";`,
      `throw clientError("QUOTE_EXPIRED", "This quote has expired. Please get a new quote.");`,
      "const refused = `Enter the name of the account holder`;",
    ].join("\n");
    expect(repeatedTexts("server/domain/x.ts", source, texts)).toEqual([
      'server/domain/x.ts:2 repeats common/catalogue/quote.json: "This quote has expired. Please get a new quote."',
      'server/domain/x.ts:3 repeats common/catalogue/buy.json: "Enter the name of the account holder"',
    ]);
  });

  it("passes a message read from the catalogue and developer-facing argument errors", () => {
    const source = [
      `import { badUserInput, quoteExpired } from "./errors.ts";`,
      `throw quoteExpired();`,
      `throw badUserInput("quoteRef and token go together", { argument: "quoteRef" });`,
    ].join("\n");
    expect(repeatedTexts("server/domain/x.ts", source, texts)).toEqual([]);
  });
});

/**
 * Literals that equal a catalogue text by coincidence, not by copying a message: the address
 * lookup's check of its postcode argument happens to use the billing postcode field's two words.
 */
const coincidences = ['server/domain/postcode.ts repeats common/catalogue/buy.json: "Enter postcode"'];
const withoutLine = (found: string) => found.replace(/^([^:]+):\d+ /, "$1 ");

describe("server/domain", () => {
  it("repeats no text of the catalogue files the server reads", () => {
    const texts = catalogueTexts();
    const files = domainFiles();
    expect(files.length).toBeGreaterThan(10);
    const repeated = files.flatMap((file) => repeatedTexts(file, readFileSync(join(ROOT, file), "utf8"), texts));
    expect(repeated.filter((found) => !coincidences.includes(withoutLine(found)))).toEqual([]);
    // A coincidence that has gone must leave the list, so the list never hides a new repeat.
    expect(coincidences.filter((known) => !repeated.map(withoutLine).includes(known))).toEqual([]);
  });
});

describe("the domain's client errors", () => {
  it.each([
    { error: quoteNotFound(), code: "QUOTE_NOT_FOUND", message: catalogueText("retrieve", "quoteNotFound") },
    { error: quoteExpired(), code: "QUOTE_EXPIRED", message: "This quote has expired. Please get a new quote." },
    { error: outcomeStale(), code: "OUTCOME_STALE", message: "This price has been replaced by a newer one. Please reload your quote." },
    { error: quotePaid(), code: "QUOTE_PAID", message: "This quote has been paid for, so it can no longer be changed." },
    { error: quoteNotPriced("change"), code: "QUOTE_NOT_PRICED", message: "This quote has no price to change." },
    { error: quoteNotPriced("pay"), code: "QUOTE_NOT_PRICED", message: "This quote has no price to pay." },
    { error: alreadyTakenUp(), code: "ALREADY_TAKEN_UP", message: "This quote has already been bought." },
    { error: coverStartPassed(), code: "COVER_START_PASSED", message: catalogueText("buy", "coverStartPassed") },
    {
      error: paymentNotCompleted(null),
      code: "PAYMENT_NOT_COMPLETED",
      message: "Payment not completed - please check your details and try again",
    },
    {
      error: bankDetailsInvalid("ACCOUNT_HOLDER_INVALID"),
      code: "BANK_DETAILS_INVALID",
      message: catalogueText("buy", "accountHolderRequired"),
    },
    {
      error: bankDetailsInvalid("MODULUS_CHECK_FAILED"),
      code: "BANK_DETAILS_INVALID",
      message: catalogueText("buy", "bankErrors", "MODULUS_CHECK_FAILED"),
    },
    { error: bankDetailsInvalid(null), code: "BANK_DETAILS_INVALID", message: catalogueText("buy", "bankDetailsRefused") },
    { error: emailNotSent(), code: "EMAIL_NOT_SENT", message: catalogueText("email", "notSent") },
    { error: paymentCanceled(), code: "PAYMENT_CANCELED", message: catalogueText("buy", "paymentCanceled") },
  ])("$code: $message", ({ error, code, message }) => {
    expect(error).toMatchObject({ code, message });
  });

  it("words a refund with the amount given back, in pounds, and keeps the pence as a detail", () => {
    expect(paymentRefunded(54321, "COVER_START_PASSED")).toMatchObject({
      code: "PAYMENT_REFUNDED",
      message:
        "Your cover start date passed before we could set up your policy, so we’ve refunded your payment of £543.21. Choose a new start date to get an updated price.",
      details: { amount: 54321, reason: "COVER_START_PASSED" },
    });
    expect(paymentRefunded(54321, "NO_POLICY")).toMatchObject({
      code: "PAYMENT_REFUNDED",
      message: formatMessage(catalogueText("buy", "paymentRefundedNoPolicy"), { amount: "£543.21" }),
      details: { amount: 54321, reason: "NO_POLICY" },
    });
  });

  it("words every bank refusal as the bank details page does", () => {
    for (const type of ["SORT_CODE_INVALID", "ACCOUNT_NUMBER_INVALID", "MODULUS_CHECK_FAILED", "SORT_CODE_UNKNOWN"] as const) {
      expect(bankErrorMessage(type)).toBe(catalogueText("buy", "bankErrors", type));
    }
  });

  it("stops on a text the catalogue lacks, rather than sending an empty message", () => {
    expect(() => catalogueText("quote", "errors", "noSuchText")).toThrow(
      "journeys/common/catalogue/quote.json has no text at errors.noSuchText",
    );
  });
});
