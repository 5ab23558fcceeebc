/** The retrieve token's comparison: by SHA-256 digest, in constant time, never throwing on odd input. */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashToken, newToken, tokenMatches } from "../../server/domain/quoteTokens.ts";

describe("tokenMatches", () => {
  const token = newToken();
  const stored = hashToken(token);

  it("accepts the token whose hash is stored, and nothing else", () => {
    expect(tokenMatches(token, stored)).toBe(true);
    expect(tokenMatches(`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`, stored)).toBe(false);
    expect(tokenMatches(token.slice(0, 20), stored)).toBe(false);
    expect(tokenMatches("", stored)).toBe(false);
    expect(tokenMatches(token, null)).toBe(false);
  });

  it("compares fixed-length digests, so timing cannot tell how much of a guess was right", () => {
    // Every guess, whatever its length, becomes 32 bytes before the constant-time comparison.
    for (const guess of ["", "x", token.slice(0, 10), `${token}${token}`]) {
      expect(Buffer.from(hashToken(guess), "hex")).toHaveLength(32);
    }
    expect(hashToken(token)).toBe(createHash("sha256").update(token).digest("hex"));
  });

  it("refuses, without throwing, a stored value that is not a SHA-256 digest", () => {
    expect(tokenMatches(token, "abc")).toBe(false);
    expect(tokenMatches(token, "zz".repeat(32))).toBe(false);
  });
});
