/**
 * The pages `npm run bench -- lighthouse` scores beside the journey's routes, so that a route's
 * score reads against what the stack alone and a hand-written page get in the same run:
 * - the stack floor (tools/bench/floor: React DOM and one RJSF field, nothing of the app);
 * - the form harness's hand-written React and RJSF (precompiled) versions of /history, when
 *   `npm run bench -- browser` has built them.
 * Each is served from its build folder by the app's own static handler (gzipped, as the app is).
 */
import { createServer } from "node:http";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { createStaticHandler } from "../../server/http/staticFiles.ts";
import { harnessTargetBuild } from "./browserBudgets.ts";
import { buildStackFloor } from "./stackFloor.ts";

export interface AnchorPage {
  name: string;
  url: string;
}

export interface ServedAnchors {
  pages: AnchorPage[];
  /** The harness's anchors not built yet, to say so. */
  missing: string[];
  close(): Promise<void>;
}

/** The harness's targets scored as anchors: the reference and the engine on the same stack. */
const HARNESS_ANCHORS = ["handwritten", "rjsf-precompiled"];

export async function serveAnchors(): Promise<ServedAnchors> {
  const floorDir = mkdtempSync(join(tmpdir(), "stack-floor-"));
  await buildStackFloor(floorDir);
  const folders: [string, string][] = [["stack floor", floorDir]];
  const missing: string[] = [];
  for (const name of HARNESS_ANCHORS) {
    const dir = harnessTargetBuild(name);
    if (existsSync(join(dir, "index.html"))) folders.push([`${name} /history`, dir]);
    else missing.push(name);
  }
  const servers = await Promise.all(folders.map(([, dir]) => serveFolder(dir)));
  return {
    pages: folders.map(([name], i) => ({ name, url: servers[i].url })),
    missing,
    async close() {
      await Promise.all(servers.map((server) => server.close()));
      rmSync(floorDir, { recursive: true, force: true });
    },
  };
}

async function serveFolder(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const serveStatic = createStaticHandler(dir);
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? "/", "http://anchor").pathname;
    serveStatic(req, res, pathname).then(
      (served) => {
        if (!served) res.writeHead(404).end();
      },
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
