/**
 * Three servers on one PostgreSQL behind a round-robin proxy, as a deployment runs them
 * (e2e/threeServers.spec.ts). `npm run test:servers` starts a throwaway PostgreSQL and gives its
 * database in TEST_DATABASE_URL; the three servers migrate it together as they start.
 */
import { defineConfig } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromiumLaunchOptions, chromiumRetries } from "./e2e/chromium";
import { acceptedAnalytics } from "./e2e/support/consent";

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) throw new Error("TEST_DATABASE_URL is not set: run these tests with npm run test:servers");
const proxyPort = Number(process.env.E2E_SERVERS_PORT ?? 4330);
const serverPorts = [1, 2, 3].map((n) => proxyPort + n);
const baseURL = `http://127.0.0.1:${proxyPort}`;
// Made once, by the runner; its workers read the same folders from the environment.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "quote-e2e-servers-"));
process.env.E2E_DATA_DIR = dataDir;
// One outbox for the three servers: an email is found wherever it was sent from.
const mailOutboxDir = join(dataDir, "outbox");
process.env.E2E_MAIL_OUTBOX_DIR = mailOutboxDir;

const appServer = (port: number) => ({
  command: "node --import tsx server/main.ts",
  url: `http://127.0.0.1:${port}/healthz`,
  reuseExistingServer: false,
  timeout: 180_000,
  env: {
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    DATA_DIR: "",
    STATIC_DIR: process.env.E2E_STATIC_DIR ?? "dist-test",
    HOST: "127.0.0.1",
    // Links in emails point at the proxy, the one address consumers know.
    PUBLIC_URL: baseURL,
    TRUST_PROXY: "127.0.0.1",
    MAIL_OUTBOX_DIR: mailOutboxDir,
    DISPATCH_OUTBOX_DIR: join(dataDir, "dispatch"),
    FINANCE_OUTBOX_DIR: join(dataDir, "finance"),
  },
});

export default defineConfig({
  testDir: "e2e",
  testMatch: "threeServers.spec.ts",
  workers: 1,
  retries: chromiumRetries,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: chromiumLaunchOptions(),
    trace: "off",
    storageState: acceptedAnalytics(baseURL),
  },
  webServer: [
    ...serverPorts.map(appServer),
    {
      command: "node --import tsx e2e/support/roundRobinProxyMain.ts",
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { PORT: String(proxyPort), UPSTREAMS: serverPorts.map((port) => `http://127.0.0.1:${port}`).join(",") },
    },
  ],
});
