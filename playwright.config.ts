import { defineConfig } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromiumLaunchOptions, chromiumRetries } from "./e2e/chromium";
import { acceptedAnalytics } from "./e2e/support/consent";

const port = Number(process.env.E2E_PORT ?? 4317);
const baseURL = `http://127.0.0.1:${port}`;
// One server for the whole run, on a fresh embedded database.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "quote-e2e-"));
process.env.E2E_DATA_DIR = dataDir;
// The server writes each email it sends here as an .eml file, for browser tests to read.
const mailOutboxDir = join(dataDir, "outbox");
process.env.E2E_MAIL_OUTBOX_DIR = mailOutboxDir;
// The local device dispatcher's orders, one JSON file per policy.
const dispatchDir = join(dataDir, "dispatch");
process.env.E2E_DISPATCH_DIR = dispatchDir;
// The local premium finance provider's agreements, one JSON file per monthly quote.
const financeDir = join(dataDir, "finance");
process.env.E2E_FINANCE_DIR = financeDir;
// /metrics answers this bearer token only, as an operator's scraper would send it.
const metricsToken = "e2e-metrics-token-0123456789";
process.env.E2E_METRICS_TOKEN = metricsToken;

export default defineConfig({
  testDir: "e2e",
  // The studio's tests run on the dev server, and the three servers' on PostgreSQL, each with a config of their own.
  testIgnore: ["studio.spec.ts", "threeServers.spec.ts"],
  fullyParallel: true,
  workers: 2,
  retries: chromiumRetries,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: chromiumLaunchOptions(),
    trace: "off",
    // A consumer who has accepted analytics cookies already; e2e/consent.spec.ts starts without a choice.
    storageState: acceptedAnalytics(baseURL),
  },
  webServer: {
    command: "node --import tsx server/main.ts",
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    // A new embedded database takes seconds to set up, many more on a busy machine.
    timeout: 180_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? "dist-test",
      HOST: "127.0.0.1",
      PUBLIC_URL: baseURL,
      MAIL_OUTBOX_DIR: mailOutboxDir,
      DISPATCH_OUTBOX_DIR: dispatchDir,
      FINANCE_OUTBOX_DIR: financeDir,
      METRICS_TOKEN: metricsToken,
      // Every test is one client (127.0.0.1): a whole run retrieves more than one consumer may in 15 minutes.
      ATTEMPT_LIMITS: JSON.stringify({ retrievePerClient: { points: 1000, durationSeconds: 900 } }),
    },
  },
});
