/**
 * The pages `npm run bench -- lighthouse` scores beside the journey's routes, so that a route's
 * score reads against what the stack alone and a hand-written page get in the same run:
 * - the stack floor (tools/bench/floor: React DOM and one RJSF field, nothing of the app);
 * - the form harness's hand-written React and RJSF (precompiled) versions of /history, when
 *   `npm run bench -- browser` has built them.
 * Each is served from its build folder by the app's own static handler (gzipped, as the app is).
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { harnessTargetBuild } from "./browserBudgets.ts";
import { serveFolder } from "./serveFolder.ts";
import { serveStackFloor } from "./stackFloor.ts";

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
  const floor = await serveStackFloor();
  const folders: [string, string][] = [];
  const missing: string[] = [];
  for (const name of HARNESS_ANCHORS) {
    const dir = harnessTargetBuild(name);
    if (existsSync(join(dir, "index.html"))) folders.push([`${name} /history`, dir]);
    else missing.push(name);
  }
  const servers = await Promise.all(folders.map(([, dir]) => serveFolder(dir)));
  return {
    pages: [{ name: "stack floor", url: floor.url }, ...folders.map(([name], i) => ({ name, url: servers[i].url }))],
    missing,
    async close() {
      await Promise.all([floor, ...servers].map((server) => server.close()));
    },
  };
}
