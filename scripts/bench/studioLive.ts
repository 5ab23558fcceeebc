/**
 * `npm run bench -- studio`: how long a saved journey file takes to show in the studio's preview,
 * as an analyst sees it. The dev server (the only place the studio exists) serves a scratch copy
 * of the journeys; the studio shows the van's business page in a scenario's state; the page's
 * title is rewritten on disk, and the time runs from the write to the new heading being in the
 * preview (a MutationObserver in the page, on the same wall clock). A first edit (not timed) lets
 * the dev server compile what an edit touches, as any earlier save would have.
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
    env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", PUBLIC_URL: `http://127.0.0.1:${PORT}`, JOURNEYS_DIR: journeys, DATA_DIR: data },
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
      const shown = page.evaluate(
        (expected) =>
          new Promise<number>((done) => {
            const seen = () => [...document.querySelectorAll("h1")].some((h) => h.textContent === expected);
            const observer = new MutationObserver(() => {
              if (!seen()) return;
              observer.disconnect();
              done(Date.now());
            });
            observer.observe(document.body, { subtree: true, childList: true, characterData: true });
          }),
        title,
      );
      // The observer is in place once evaluate's script has run: a round trip later.
      await page.evaluate(() => true);
      const written = Date.now();
      writeFileSync(pageFile, original.replace(TITLE, `"title": "${title}"`));
      return (await shown) - written;
    };
    await saveAndSee("Business details, first save");
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push(await saveAndSee(`Business details, save ${i + 1}`));
    times.sort((a, b) => a - b);
    const load = loadLine(loadavg(), cpus().length);
    record(`studio: save to preview (van business title, median / worst of ${runs}; ${load})`, `${times[Math.floor(runs / 2)]} ms / ${times[runs - 1]} ms`);
  } finally {
    writeFileSync(pageFile, original);
    await browser.close();
    stopServer();
    rmSync(scratch, { recursive: true, force: true });
  }
}
