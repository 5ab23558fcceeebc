import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
// @ts-expect-error -- plain JavaScript build script, without type declarations
import { buildServer } from "../../scripts/buildServer.mjs";

const work = mkdtempSync(join(tmpdir(), "bundled-server-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

it("starts from the esbuild bundle with plain node and answers GraphQL through its worker threads", async () => {
  // Built inside the checkout: the bundle loads its packages from node_modules.
  const outDir = (await buildServer(join(import.meta.dirname, "../../dist-server-test"))) as string;
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
    // A real query: it reads the database on its thread (migrated and seeded from the bundle's paths).
    const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: '{ vehicleByReg(registration: "AB12CDE") { abicode } }' }),
    });
    const body = (await response.json()) as { data?: { vehicleByReg: { abicode: string } | null } };
    expect(body.data?.vehicleByReg?.abicode).toMatch(/\S/);
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
  }
}, 180_000);
