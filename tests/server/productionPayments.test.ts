/**
 * No accidental free insurance: a server started for production (NODE_ENV=production, or an https
 * PUBLIC_URL) refuses the local card processor, which accepts any card, unless PAYMENTS=local says so.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { paymentSettingsFromEnv } from "../../server/payments/index.ts";
import { startServerProcess } from "./support/serverProcess.ts";
import { startupTimeout } from "./testServer.ts";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));
const root = mkdtempSync(join(tmpdir(), "quote-production-payments-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const stripeKeys = { STRIPE_SECRET_KEY: "sk_live_a", STRIPE_PUBLISHABLE_KEY: "pk_live_b" };

describe("paymentSettingsFromEnv on a production start", () => {
  it("refuses the local processor with NODE_ENV=production or an https PUBLIC_URL, saying why in one line", () => {
    for (const env of [{ NODE_ENV: "production" }, { PUBLIC_URL: "https://quotes.example.com" }]) {
      let message = "";
      try {
        paymentSettingsFromEnv(env);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/^Refusing to take payments with the local card processor \(it accepts any card\) on a production server/);
      expect(message).toContain("PAYMENTS=local");
      expect(message).not.toContain("\n");
    }
    expect(() => paymentSettingsFromEnv({ NODE_ENV: "production" })).toThrow(/\(NODE_ENV=production\)/);
    expect(() => paymentSettingsFromEnv({ PUBLIC_URL: "https://quotes.example.com" })).toThrow(
      /\(PUBLIC_URL is https:\/\/quotes.example.com\)/,
    );
  });

  it("takes the local processor when PAYMENTS=local says so, and Stripe whenever its keys are set", () => {
    expect(paymentSettingsFromEnv({ NODE_ENV: "production", PAYMENTS: "local" })).toEqual({ stripe: null });
    expect(paymentSettingsFromEnv({ PUBLIC_URL: "https://quotes.example.com", PAYMENTS: "LOCAL" })).toEqual({ stripe: null });
    expect(paymentSettingsFromEnv({ NODE_ENV: "production", ...stripeKeys }).stripe).toMatchObject({ secretKey: "sk_live_a" });
    expect(paymentSettingsFromEnv({ NODE_ENV: "production", PAYMENTS: "stripe", ...stripeKeys }).stripe).toMatchObject({
      publishableKey: "pk_live_b",
    });
  });

  it("leaves development and test starts on the local processor without being told", () => {
    expect(paymentSettingsFromEnv({})).toEqual({ stripe: null });
    expect(paymentSettingsFromEnv({ NODE_ENV: "development", PUBLIC_URL: "http://localhost:3000" })).toEqual({ stripe: null });
    expect(paymentSettingsFromEnv({ NODE_ENV: "test" })).toEqual({ stripe: null });
  });

  it("refuses a PAYMENTS that contradicts the keys, or names no processor", () => {
    expect(() => paymentSettingsFromEnv({ PAYMENTS: "stripe" })).toThrow(/PAYMENTS=stripe needs STRIPE_SECRET_KEY/);
    expect(() => paymentSettingsFromEnv({ PAYMENTS: "local", ...stripeKeys })).toThrow(/PAYMENTS=local, but Stripe keys are set/);
    expect(() => paymentSettingsFromEnv({ PAYMENTS: "free" })).toThrow(/PAYMENTS must be "local" or "stripe", not "free"/);
  });
});

/** The server run as production runs it, to its exit: its code and what it printed. */
async function runServer(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const childEnv = Object.fromEntries(Object.entries({ ...process.env, ...env }).filter(([name]) => !name.startsWith("STRIPE_")));
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: projectRoot,
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, "exit")) as [number | null];
  return { code, stdout, stderr };
}

describe("the server process", () => {
  it(
    "does not start for production on the local processor, and says why in one line",
    async () => {
      const dataDir = join(root, "refused");
      const { code, stdout, stderr } = await runServer({
        NODE_ENV: "production",
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        PAYMENTS: "",
      });
      expect(code).toBe(1);
      expect(stdout).not.toMatch(/ready/);
      const lines = stderr.trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^Could not start the quote journey server: Refusing to take payments with the local card processor .*\(NODE_ENV=production\).*PAYMENTS=local/,
      );
    },
    startupTimeout,
  );

  it(
    "starts for production on the local processor when PAYMENTS=local says so",
    async () => {
      const server = await startServerProcess({
        dataDir: join(root, "allowed"),
        outboxDir: join(root, "outbox"),
        startTimeoutMs: 2 * startupTimeout,
        env: { NODE_ENV: "production", PUBLIC_URL: "https://quotes.example.com", PAYMENTS: "local" },
      });
      try {
        expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      } finally {
        expect(await server.stop("SIGTERM")).toEqual({ code: 0, signal: null });
      }
    },
    2 * startupTimeout,
  );
});
