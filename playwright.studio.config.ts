/**
 * The journey studio's browser tests (e2e/studio.spec.ts): they need the dev server (the studio
 * exists nowhere else) serving a scratch copy of the journeys that they edit, so they run one at a
 * time on a server of their own: `npm run test:studio`.
 */
import { defineConfig } from "@playwright/test";
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromiumLaunchOptions, chromiumRetries } from "./e2e/chromium";
import { acceptedAnalytics } from "./e2e/support/consent";

const port = Number(process.env.STUDIO_E2E_PORT ?? 4319);
const baseURL = `http://127.0.0.1:${port}`;
// Made once, by the runner; its workers read the same folders from the environment.
if (!process.env.STUDIO_E2E_JOURNEYS) {
  const scratch = mkdtempSync(join(tmpdir(), "studio-e2e-"));
  cpSync(resolve("journeys"), join(scratch, "journeys"), { recursive: true });
  process.env.STUDIO_E2E_JOURNEYS = join(scratch, "journeys");
  process.env.STUDIO_E2E_DATA = join(scratch, "data");
}

export default defineConfig({
  testDir: "e2e",
  testMatch: "studio.spec.ts",
  // One at a time, in order: the tests edit the same scratch files.
  workers: 1,
  retries: chromiumRetries,
  reporter: [["list"]],
  // The dev server compiles each module as it is first asked for: the first pages take a while.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  // The consumer's tabs open with analytics cookies accepted already: no banner over the app (e2e/support/consent.ts).
  use: { baseURL, browserName: "chromium", launchOptions: chromiumLaunchOptions(), trace: "off", storageState: acceptedAnalytics(baseURL) },
  webServer: {
    command: "node --import tsx server/main.ts --dev",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 300_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseURL,
      JOURNEYS_DIR: process.env.STUDIO_E2E_JOURNEYS!,
      DATA_DIR: process.env.STUDIO_E2E_DATA!,
    },
  },
});
