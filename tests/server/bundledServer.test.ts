import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildServer } from "../../tools/buildServer.mjs";
import { journeyOf } from "./quoteDrafts.ts";

const work = mkdtempSync(join(tmpdir(), "bundled-server-"));
let outDir: string;
afterAll(() => rmSync(work, { recursive: true, force: true }));
// Built inside the checkout: the bundle loads PGlite from node_modules.
beforeAll(async () => void (outDir = (await buildServer(join(import.meta.dirname, "../../dist-server-test"))) as string), 120_000);

/** Starts the bundle on the test's data folder, runs `use` against its port, then stops it. */
async function withBundledServer(use: (graphql: (body: object) => Promise<unknown>) => Promise<void>): Promise<void> {
  const child = spawn(process.execPath, [join(outDir, "main.mjs")], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: join(work, "pglite"), MAIL_OUTBOX_DIR: join(work, "outbox") },
    stdio: ["ignore", "pipe", "inherit"],
  });
  try {
    const port = await new Promise<string>((resolve, reject) => {
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        const ready = /Quote journey ready at http:\/\/localhost:(\d+)/.exec(output);
        if (ready) resolve(ready[1]);
      });
      child.once("exit", (code) => reject(new Error(`exited with ${code}`)));
    });
    await use(async (body) => {
      const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return response.json();
    });
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
  }
}

/** A draft whose plate is not text: only the compiled answer validators (on the validation thread) refuse it. */
const badPlate = {
  query: "mutation ($body: QuoteBody!) { rateQuote(body: $body) { quoteRef } }",
  variables: { body: { product: "car", journeyVersion: journeyOf("car").version, answers: { product: "car", numberplate: 12 } } },
};

it("names its build in every bundled file, for the caches kept per build", () => {
  const builds = ["main.mjs", "validationWorker.mjs", "pgliteWorker.mjs"].map(
    (file) => /globalThis\.quoteServerBuild = "([0-9a-f]{20})"/.exec(readFileSync(join(outDir, file), "utf8"))?.[1],
  );
  expect(new Set(builds)).toEqual(new Set([builds[0]]));
  expect(builds[0]).toMatch(/^[0-9a-f]{20}$/);
});

it("starts from the esbuild bundle with plain node and answers through its threads, the same after a start that reads its caches", async () => {
  const answers: unknown[] = [];
  for (const start of ["first", "cold"]) {
    await withBundledServer(async (graphql) => {
      // A real query: it reads the database on its thread (migrated and seeded from the bundle's paths).
      const vehicle = (await graphql({ query: '{ vehicleByReg(registration: "AB12CDE") { abicode } }' })) as {
        data?: { vehicleByReg: { abicode: string } | null };
      };
      expect(vehicle.data?.vehicleByReg?.abicode, start).toMatch(/\S/);
      answers.push(await graphql(badPlate));
    });
  }
  const refused = answers[0] as { errors?: { extensions?: { code?: string; fieldErrors?: unknown[] } }[] };
  expect(refused.errors?.[0].extensions?.code).toBe("QUOTE_INVALID");
  expect(refused.errors?.[0].extensions?.fieldErrors?.length).toBeGreaterThan(0);
  expect(answers[1]).toEqual(answers[0]);
}, 240_000);
