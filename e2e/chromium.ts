import { existsSync } from "node:fs";

const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].filter(
  (p): p is string => Boolean(p),
);

/** The OS Chromium: these machines cannot download a browser of Playwright's own. */
export function chromiumPath(): string {
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      `No Chromium found (looked in ${candidates.join(", ")}). Install it with: apt-get install -y chromium, or set CHROMIUM_PATH.`,
    );
  }
  return found;
}

/** How the browser tests start it: the OS Chromium, headless on a shared machine. */
export function chromiumLaunchOptions() {
  return {
    executablePath: chromiumPath(),
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      // This Chromium's headless mode starts a renderer of its own for the address bar's popup with every
      // new page, which competes with the page for these machines' two CPUs.
      "--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup",
    ],
  };
}

/**
 * One more try for a browser test that fails once: headless Chromium, rarely, stops producing frames for a
 * page for half a minute, and a click then waits on "stable", which needs two frames. A test that fails
 * twice fails the run, and the list reporter names every test that passed only on its retry ("flaky").
 */
export const chromiumRetries = 1;
