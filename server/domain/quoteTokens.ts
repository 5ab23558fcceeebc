/**
 * The retrieve token is a capability: whoever holds it can see and buy the quote. It carries 256
 * random bits, is shown only to the consumer, and the database keeps only its SHA-256 hash, so a
 * leaked table gives no usable token.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

const tokenBytes = 32;

export function newToken(): string {
  return randomBytes(tokenBytes).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** Compares in constant time, so response timing says nothing about how much of a token was right. */
export function tokenMatches(token: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const given = Buffer.from(hashToken(token), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}
