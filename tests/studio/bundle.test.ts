/**
 * The journey studio is the dev server's alone: a production build (`npm run build`, as `npm start`
 * serves it) holds no module, route, text or style of it, nor the session beacon; the production
 * server's bundle (`npm start` runs dist-server/) holds none of it either, and the production
 * server, serving that build, answers none of the studio's endpoints.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type Rollup } from "vite";
import texts from "../../src/studio/studio.json" with { type: "json" };
import { LIVE_JOURNEYS_ATTRIBUTE, STUDIO_ENDPOINTS } from "../../src/studio/studioModel.ts";
import { startTestServer, type TestServer } from "../server/testServer.ts";
import { serverBundleContents } from "../../tools/buildServer.mjs";

let outputs: (Rollup.OutputChunk | Rollup.OutputAsset)[];
let staticDir: string;
let server: TestServer;

beforeAll(async () => {
  const result = await build({ logLevel: "silent", mode: "production", build: { write: false, reportCompressedSize: false } });
  outputs = (Array.isArray(result) ? result : [result]).flatMap((output) => (output as Rollup.RollupOutput).output);
  staticDir = mkdtempSync(join(tmpdir(), "studio-bundle-"));
  for (const output of outputs) {
    const path = join(staticDir, output.fileName);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, output.type === "chunk" ? output.code : output.source);
  }
  server = await startTestServer({ staticDir });
}, 300_000);

afterAll(async () => {
  await server?.close();
  if (staticDir) rmSync(staticDir, { recursive: true, force: true });
});

/** What marks the studio in any built file: its route, texts, endpoints, beacon and styles. */
const STUDIO_MARKERS = [
  '"/studio"',
  texts.title,
  texts.askSessions,
  STUDIO_ENDPOINTS.lint,
  STUDIO_ENDPOINTS.changes,
  LIVE_JOURNEYS_ATTRIBUTE,
  "sessionBeacon",
  "journey-studio-sessions",
  ".studio-",
];
const STUDIO_MODULE = /(^|\/)src\/studio\/|virtual:studio|(^|\/)scripts\/studio/;

const textOf = (output: Rollup.OutputChunk | Rollup.OutputAsset) =>
  output.type === "chunk" ? output.code : typeof output.source === "string" ? output.source : Buffer.from(output.source).toString("latin1");

describe("a production build", () => {
  it("has no module of the studio", () => {
    const chunks = outputs.filter((output): output is Rollup.OutputChunk => output.type === "chunk");
    expect(chunks.some((chunk) => chunk.isEntry)).toBe(true);
    const studioModules = chunks.flatMap((chunk) => chunk.moduleIds).filter((id) => STUDIO_MODULE.test(id));
    expect(studioModules).toEqual([]);
  });

  it("has none of its route, texts, endpoints, beacon or styles in any file", () => {
    const found = outputs.flatMap((output) =>
      STUDIO_MARKERS.filter((marker) => textOf(output).includes(marker)).map((marker) => `${output.fileName}: ${marker}`),
    );
    expect(found).toEqual([]);
  });
});

describe("the production server's bundle", () => {
  it("holds no module of the studio or its plugin, and none of its texts, endpoints or beacon", async () => {
    const { inputs, outputs: files } = await serverBundleContents();
    expect(inputs.some((input) => input.startsWith("server/"))).toBe(true);
    expect(inputs.filter((input) => STUDIO_MODULE.test(input) || input.includes("studioPlugin"))).toEqual([]);
    const found = files.flatMap((file) =>
      STUDIO_MARKERS.filter((marker) => file.text.includes(marker)).map((marker) => `${file.path}: ${marker}`),
    );
    expect(found).toEqual([]);
  }, 120_000);
});

describe("the production server", () => {
  it.each([STUDIO_ENDPOINTS.lint, `${STUDIO_ENDPOINTS.changes}?product=car`])("answers %s with nothing of the studio", async (path) => {
    const response = await fetch(`${server.url}${path}`, { headers: { accept: "application/json" } });
    expect(response.status).toBe(404);
  });

  it("serves /studio as any other address the app does not know: the app's own page, without the studio", async () => {
    const [studio, unknown] = await Promise.all(
      ["/studio", "/no-such-page"].map((path) => fetch(`${server.url}${path}`, { headers: { accept: "text/html" } }).then((r) => r.text())),
    );
    expect(studio).toBe(unknown);
    expect(studio).not.toContain("studio");
  });
});
