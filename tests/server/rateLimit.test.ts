/**
 * Rate limits on retrieving quotes, over real HTTP from different client addresses (each test
 * connects from its own loopback address, 127.0.0.x, so its client counts start at zero), with
 * limits lowered through createAppServer's attemptLimits. The counters live in the database: a
 * second server on the same database sees them.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Draft } from "../../src/engine/index.ts";
import { newToken } from "../../server/domain/quoteTokens.ts";
import { attemptLimitsFromEnv, defaultAttemptLimits } from "../../server/rateLimit/attemptLimits.ts";
import { clientKey, trustedProxiesFrom } from "../../server/rateLimit/clientAddress.ts";
import { clock, completeDraft } from "./quoteDrafts.ts";
import { graphqlFrom, notFoundMessage, rateQuote, RETRIEVE, type From, type Retrieved } from "./retrieving.ts";
import { startTestServer, startupTimeout, type GraphqlResponse, type TestServer } from "./testServer.ts";

const windowSeconds = 900;
const limits = {
  retrievePerClient: { points: 4, durationSeconds: windowSeconds },
  retrievePerToken: { points: 2, durationSeconds: windowSeconds },
};

let server: TestServer;
/** Another instance on the same database. */
let second: TestServer;
/** Behind one proxy: believes the last X-Forwarded-For entry. */
let proxied: TestServer;
/** Behind listed proxies: believes X-Forwarded-For only from 127.0.0.20 and the 10.0.0.0/8 network. */
let listed: TestServer;
const logged: string[] = [];
let carDraft: Draft;
beforeAll(async () => {
  server = await startTestServer({ clock, attemptLimits: limits, log: (line) => logged.push(line) });
  second = await startTestServer({ clock, attemptLimits: limits, db: server.db });
  proxied = await startTestServer({ clock, attemptLimits: limits, db: server.db, trustedProxies: 1 });
  listed = await startTestServer({
    clock,
    attemptLimits: limits,
    db: server.db,
    trustedProxies: trustedProxiesFrom("127.0.0.20, 10.0.0.0/8"),
  });
  carDraft = await completeDraft(server, "car");
}, startupTimeout);
afterAll(async () => {
  await listed?.close();
  await proxied?.close();
  await second?.close();
  await server?.close();
});

interface Client extends From {
  address: string;
  via?: TestServer;
}

const retrieveFrom = ({ via = server, ...from }: Client, token: string) =>
  graphqlFrom<{ retrieveQuote: Retrieved }>(via, RETRIEVE, { token }, from);

const codeOf = (response: GraphqlResponse<unknown>) => response.body.errors?.[0]?.extensions?.code ?? "OK";

async function codes(from: Client, tokens: string[]): Promise<unknown[]> {
  const answers: unknown[] = [];
  for (const token of tokens) answers.push(codeOf(await retrieveFrom(from, token)));
  return answers;
}

const unknownTokens = (n: number) => Array.from({ length: n }, () => newToken());

describe("retrieveQuote rate limits", () => {
  it("refuses the token's third attempt in its window, successful attempts counted too, from any client", async () => {
    const quote = await rateQuote(server, "car", carDraft);
    expect(await codes({ address: "127.0.0.2" }, [quote.token, quote.token])).toEqual(["OK", "OK"]);

    const refused = await retrieveFrom({ address: "127.0.0.2" }, quote.token);
    expect(refused.body.data ?? null).toBeNull();
    const [error] = refused.body.errors!;
    expect(error.extensions?.code).toBe("TOO_MANY_ATTEMPTS");
    const retryAfter = error.extensions?.retryAfterSeconds as number;
    expect(retryAfter).toBeGreaterThan(windowSeconds - 60);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    expect(error.message).toBe(`Too many attempts to retrieve a quote. Please try again in ${Math.ceil(retryAfter / 60)} minutes.`);

    // The token's count does not depend on the client; another token is not affected.
    expect(await codes({ address: "127.0.0.3" }, [quote.token])).toEqual(["TOO_MANY_ATTEMPTS"]);
    const other = await rateQuote(server, "car", carDraft);
    expect(await codes({ address: "127.0.0.2" }, [other.token])).toEqual(["OK"]);
  });

  it("refuses a client's fifth attempt in its window, failed attempts counted too, while other clients go on", async () => {
    const quote = await rateQuote(server, "car", carDraft);
    expect(await codes({ address: "127.0.0.4" }, unknownTokens(4))).toEqual(Array(4).fill("QUOTE_NOT_FOUND"));
    const refused = await retrieveFrom({ address: "127.0.0.4" }, quote.token);
    expect(refused.body.errors![0]).toMatchObject({
      message: expect.stringMatching(/^Too many attempts to retrieve a quote\. Please try again in 1[45] minutes\.$/),
      extensions: { code: "TOO_MANY_ATTEMPTS", retryAfterSeconds: expect.any(Number) },
    });
    // The refused client did not use up the token's attempts.
    expect(await codes({ address: "127.0.0.5" }, [quote.token, quote.token])).toEqual(["OK", "OK"]);
  });

  it("shares the counters between servers on one database", async () => {
    const quote = await rateQuote(server, "car", carDraft);
    expect(codeOf(await retrieveFrom({ address: "127.0.0.6" }, quote.token))).toBe("OK");
    expect(codeOf(await retrieveFrom({ address: "127.0.0.6", via: second }, quote.token))).toBe("OK");
    expect(codeOf(await retrieveFrom({ address: "127.0.0.6", via: second }, quote.token))).toBe("TOO_MANY_ATTEMPTS");
    expect(codeOf(await retrieveFrom({ address: "127.0.0.6" }, quote.token))).toBe("TOO_MANY_ATTEMPTS");

    expect(await codes({ address: "127.0.0.7" }, unknownTokens(2))).toEqual(["QUOTE_NOT_FOUND", "QUOTE_NOT_FOUND"]);
    expect(await codes({ address: "127.0.0.7", via: second }, unknownTokens(3))).toEqual([
      "QUOTE_NOT_FOUND",
      "QUOTE_NOT_FOUND",
      "TOO_MANY_ATTEMPTS",
    ]);
  });

  it("ignores X-Forwarded-For unless told to trust a proxy", async () => {
    const spoofing = (i: number): Client => ({ address: "127.0.0.8", headers: { "x-forwarded-for": `198.51.100.${i}` } });
    const answers = [];
    for (let i = 1; i <= 5; i++) answers.push(...(await codes(spoofing(i), unknownTokens(1))));
    expect(answers).toEqual([...Array(4).fill("QUOTE_NOT_FOUND"), "TOO_MANY_ATTEMPTS"]);
  });

  it("behind a trusted proxy, counts the address the proxy saw, whatever the client wrote before it", async () => {
    const viaProxy = (forwarded: string): Client => ({ address: "127.0.0.9", via: proxied, headers: { "x-forwarded-for": forwarded } });
    expect(await codes(viaProxy("203.0.113.10"), unknownTokens(2))).toEqual(["QUOTE_NOT_FOUND", "QUOTE_NOT_FOUND"]);
    // A forged first entry changes nothing: the proxy appended the real address last.
    expect(await codes(viaProxy("192.0.2.1, 203.0.113.10"), unknownTokens(3))).toEqual([
      "QUOTE_NOT_FOUND",
      "QUOTE_NOT_FOUND",
      "TOO_MANY_ATTEMPTS",
    ]);
    // Another client behind the same proxy has its own count.
    expect(await codes(viaProxy("203.0.113.11"), unknownTokens(1))).toEqual(["QUOTE_NOT_FOUND"]);
  });

  it("with TRUST_PROXY unset, says once in the log that requests come through a proxy whose clients then share a count", async () => {
    const proxyWarnings = () => logged.filter((line) => line.includes("X-Forwarded-For"));
    expect(proxyWarnings()).toHaveLength(1); // the spoofing test above sent it
    await codes({ address: "127.0.0.8", headers: { "x-forwarded-for": "198.51.100.99" } }, unknownTokens(1));
    expect(proxyWarnings()).toEqual([
      "Requests carry X-Forwarded-For but TRUST_PROXY is unset: every client behind that proxy shares one rate-limit count (see server/README.md, Proxies)",
    ]);
  });

  it("behind listed proxies, counts each client the proxies name apart, walking past every listed hop", async () => {
    const viaProxy = (forwarded: string): Client => ({ address: "127.0.0.20", via: listed, headers: { "x-forwarded-for": forwarded } });
    expect(await codes(viaProxy("203.0.113.20"), unknownTokens(4))).toEqual(Array(4).fill("QUOTE_NOT_FOUND"));
    expect(await codes(viaProxy("203.0.113.20"), unknownTokens(1))).toEqual(["TOO_MANY_ATTEMPTS"]);
    // Another client behind the same proxy, and one behind a second listed proxy (10.1.2.3), have counts of their own.
    expect(await codes(viaProxy("203.0.113.21"), unknownTokens(4))).toEqual(Array(4).fill("QUOTE_NOT_FOUND"));
    expect(await codes(viaProxy("192.0.2.1, 203.0.113.22, 10.1.2.3"), unknownTokens(4))).toEqual(Array(4).fill("QUOTE_NOT_FOUND"));
    expect(await codes(viaProxy("203.0.113.22"), unknownTokens(1))).toEqual(["TOO_MANY_ATTEMPTS"]);
  });

  it("with proxies listed, believes no X-Forwarded-For from a client that reaches the server directly", async () => {
    const spoofing = (i: number): Client => ({ address: "127.0.0.21", via: listed, headers: { "x-forwarded-for": `198.51.100.${i}` } });
    const answers = [];
    for (let i = 1; i <= 5; i++) answers.push(...(await codes(spoofing(i), unknownTokens(1))));
    expect(answers).toEqual([...Array(4).fill("QUOTE_NOT_FOUND"), "TOO_MANY_ATTEMPTS"]);
  });

  it("allows attempts again once the window has passed", async () => {
    const brief = await startTestServer({
      clock,
      db: server.db,
      attemptLimits: { retrievePerClient: { points: 1, durationSeconds: 1 }, retrievePerToken: { points: 1, durationSeconds: 1 } },
    });
    try {
      const from: Client = { address: "127.0.0.10", via: brief };
      expect(await codes(from, unknownTokens(2))).toEqual(["QUOTE_NOT_FOUND", "TOO_MANY_ATTEMPTS"]);
      const refused = await retrieveFrom(from, newToken());
      expect(refused.body.errors![0].message).toBe("Too many attempts to retrieve a quote. Please try again in 1 minute.");
      // The limiter reads the time from Date: move it past the window rather than waiting.
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 1100 });
      const answer = await retrieveFrom(from, newToken());
      expect(answer.body.errors![0]).toMatchObject({ message: notFoundMessage, extensions: { code: "QUOTE_NOT_FOUND" } });
    } finally {
      vi.useRealTimers();
      await brief.close();
    }
  });

  it("keeps only hashes as counter keys", async () => {
    const { rows } = await server.db.query<{ key: string }>("SELECT key FROM rate_limits");
    expect(rows.length).toBeGreaterThan(5);
    for (const { key } of rows) expect(key).toMatch(/^[a-z-]+-(client|token|intent|quote):[0-9a-f]{64}$/);
  });
});

describe("rate limit settings", () => {
  it("default to 10 attempts per client and 5 per token in 15 minutes for retrieval, per hour for emails, and room for real buyers elsewhere", () => {
    expect(defaultAttemptLimits).toEqual({
      retrievePerClient: { points: 10, durationSeconds: 900 },
      retrievePerToken: { points: 5, durationSeconds: 900 },
      emailPerClient: { points: 10, durationSeconds: 3600 },
      emailPerToken: { points: 5, durationSeconds: 3600 },
      quotePerClient: { points: 600, durationSeconds: 900 },
      quotePerToken: { points: 150, durationSeconds: 900 },
      payPerClient: { points: 100, durationSeconds: 900 },
      payPerIntent: { points: 20, durationSeconds: 900 },
      bankPerClient: { points: 100, durationSeconds: 900 },
      bankPerQuote: { points: 30, durationSeconds: 900 },
      clientErrorsPerClient: { points: 300, durationSeconds: 900 },
    });
  });
});

describe("TRUST_PROXY", () => {
  it.each([
    [undefined, 0],
    ["false", 0],
    ["0", 0],
    ["true", 1],
    ["2", 2],
    ["10.0.0.5", ["10.0.0.5"]],
    ["10.0.0.5, 10.1.0.0/16, ::1, fd00::/8", ["10.0.0.5", "10.1.0.0/16", "::1", "fd00::/8"]],
  ])("reads %s as %j", (value, trusted) => {
    expect(trustedProxiesFrom(value)).toEqual(trusted);
  });

  it.each(["yes", "-1", "10.0.0.0/33", "10.0.0.5,", "proxy.example.com", "1.2.3.4/8/8"])("refuses %s, naming what it takes", (value) => {
    expect(() => trustedProxiesFrom(value)).toThrow(/TRUST_PROXY must be true, false, a number of proxies, or proxy addresses/);
  });
});

describe("clientKey", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::99", "2001:db8:1:2::/64"],
    ["2001:DB8::1", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["64:ff9b::192.0.2.33", "64:ff9b:0:0::/64"],
  ])("keys %s as %s", (address, key) => {
    expect(clientKey(address)).toBe(key);
  });
});

describe("ATTEMPT_LIMITS", () => {
  it("overrides the limits it names, and refuses unknown names and malformed limits, saying which", () => {
    expect(attemptLimitsFromEnv(undefined)).toBeUndefined();
    expect(attemptLimitsFromEnv('{"retrievePerClient": {"points": 50, "durationSeconds": 900}}')).toEqual({
      retrievePerClient: { points: 50, durationSeconds: 900 },
    });
    expect(() => attemptLimitsFromEnv('{"retrievePerClinet": {"points": 50, "durationSeconds": 900}}')).toThrow(
      'no limit "retrievePerClinet"',
    );
    expect(() => attemptLimitsFromEnv('{"retrievePerClient": {"points": 0, "durationSeconds": 900}}')).toThrow(
      "ATTEMPT_LIMITS.retrievePerClient",
    );
    expect(() => attemptLimitsFromEnv("points=50")).toThrow("ATTEMPT_LIMITS must be JSON");
  });
});
