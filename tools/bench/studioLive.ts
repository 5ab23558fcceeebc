/**
 * `npm run bench -- studio`: how long a saved journey file takes to show in the studio's preview,
 * as an analyst sees it. The dev server (the only place the studio exists) serves a scratch copy
 * of the journeys; the studio shows the van's business page in a scenario's state; the page's
 * title is rewritten on disk, and the time runs from the write to the new heading being in the
 * preview's shadow root (looked for on each frame in the page, on the same wall clock). A first
 * edit (not timed) lets the dev server compile what an edit touches, as any earlier save would.
 */
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../../e2e/chromium.ts";
import { loadLine } from "./table.ts";

const PORT = Number(process.env.BENCH_STUDIO_PORT ?? 4417);
const PAGE_FILE = "van/pages/van-business.json";
const TITLE = '"title": "Business details"';

/** Starts the dev server over `journeys`, resolving once it answers /healthz. */
async function startDevServer(journeys: string, data: string) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts", "--dev"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      JOURNEYS_DIR: journeys,
      DATA_DIR: data,
    },
    stdio: "ignore",
  });
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error("the dev server did not answer /healthz within 5 minutes");
    await new Promise((done) => setTimeout(done, 250));
  }
  return () => {
    process.removeListener("exit", killOnExit);
    child.kill("SIGTERM");
  };
}

export async function studioLiveTimings(record: (name: string, value: string) => void, runs = 7): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), "quote-bench-studio-"));
  const journeys = join(scratch, "journeys");
  cpSync(resolve("journeys"), journeys, { recursive: true });
  const pageFile = join(journeys, PAGE_FILE);
  const original = readFileSync(pageFile, "utf8");
  const stopServer = await startDevServer(journeys, join(scratch, "data"));
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage({ baseURL: `http://127.0.0.1:${PORT}` });
    await page.goto("/studio");
    await page.getByLabel("Product", { exact: true }).selectOption({ label: "Van (van)" });
    await page.getByLabel("Page", { exact: true }).selectOption({ label: "Business details (/van-business)" });
    await page.getByLabel("State", { exact: true }).selectOption({ label: "a van used for business, to the quote" });
    await page.getByRole("heading", { name: "Business details", level: 1 }).waitFor();
    /** Writes the title `title` and resolves with the milliseconds until the preview shows it. */
    const saveAndSee = async (title: string) => {
      // Given as text: tsx would name the functions of a callback with a helper the page does not have.
      const shown = page.evaluate<number>(`new Promise((done) => {
        const roots = () => [document, ...[...document.querySelectorAll("*")].flatMap((e) => (e.shadowRoot ? [e.shadowRoot] : []))];
        const shows = () => roots().some((root) => [...root.querySelectorAll("h1")].some((h) => h.textContent.includes(${JSON.stringify(title)})));
        const look = () => (shows() ? done(Date.now()) : requestAnimationFrame(look));
        look();
      })`);
      // An analyst saves every few seconds: the last save's linter run has finished by the next.
      await page.waitForLoadState("networkidle");
      // The page is looking once evaluate's script has run: a round trip later.
      await page.evaluate(() => true);
      const written = Date.now();
      writeFileSync(pageFile, original.replace(TITLE, `"title": "${title}"`));
      const late = new Promise<never>((_, fail) =>
        setTimeout(() => fail(new Error(`the preview did not show "${title}" within 30 s`)), 30_000).unref(),
      );
      return (await Promise.race([shown, late])) - written;
    };
    await saveAndSee("Business details, first save");
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push(await saveAndSee(`Business details, save ${i + 1}`));
    times.sort((a, b) => a - b);
    const load = loadLine(loadavg(), cpus().length);
    record(
      `studio: save to preview (van business title, median / worst of ${runs}; ${load})`,
      `${times[Math.floor(runs / 2)]} ms / ${times[runs - 1]} ms`,
    );
  } finally {
    writeFileSync(pageFile, original);
    await browser.close();
    stopServer();
    rmSync(scratch, { recursive: true, force: true });
  }
}
