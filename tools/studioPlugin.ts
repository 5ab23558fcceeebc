/**
 * Vite plugin for the journey studio (`npm run studio`), in the dev server only (`apply: "serve"`):
 * nothing of it reaches a build.
 *
 * - `virtual:studio` is the journeys as they are on disk now (tools/studio/studioSnapshot.ts),
 *   with each loaded product's answer validator precompiled as the build does it (one module per
 *   schema, named by its hash, so an edit that keeps the answers' schemas reuses them). It never
 *   throws on a broken journey: the snapshot carries the problems. A saved journey file updates it
 *   by HMR; the studio accepts the update, so its page keeps its place and state.
 * - `/__studio/lint` answers the linter's findings, kept until a journey file changes;
 *   `/__studio/changes?product=&ref=` the journey diff against a git ref. Both are worked out on a
 *   thread of their own (tools/studio/studioWorker.ts), so a slow one never holds up an update.
 * - Every page the dev server serves gets the session beacon, so the studio can borrow the
 *   answers of a quote being filled in another tab.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { resolve } from "node:path";
import type { Plugin } from "vite";
import { answersSchema, stableStringify, type ResolvedJourney } from "../src/engine/index.ts";
import { JOURNEYS_DIR } from "../server/journeys/readJourneys.ts";
import { STUDIO_ENDPOINTS, type LintFinding, type StudioProduct, type StudioSnapshot } from "../src/studio/studioModel.ts";
import { parsedJson, validatorsModule } from "./journeysPlugin.ts";
import { snapshotReader } from "./studio/studioSnapshot.ts";
import { defaultRef } from "./studio/journeyChanges.ts";
import { startStudioThread, type StudioThread } from "./studio/studioThread.ts";

const SNAPSHOT = "virtual:studio";
/** One product's part of the snapshot, or one answer validator: named by a hash of what it holds. */
const PART = `${SNAPSHOT}/part/`;
const REPO = resolve(import.meta.dirname, "..");
const BEACON = "/src/studio/sessionBeacon.ts";

export function studioPlugin(root: string = JOURNEYS_DIR): Plugin {
  const readSnapshot = snapshotReader(root);
  const parts = snapshotParts();
  let lint: Promise<LintFinding[]> | undefined;
  let thread: StudioThread | undefined;

  const snapshotModule = (snapshot: StudioSnapshot): string => {
    const imports: string[] = [];
    const products: string[] = [];
    const validators: string[] = [];
    snapshot.products.forEach((product, i) => {
      imports.push(`import product${i} from ${JSON.stringify(PART + parts.product(product))};`);
      products.push(`product${i}`);
      if (!product.journey) return;
      imports.push(`import answers${i} from ${JSON.stringify(PART + parts.validator(product.journey))};`);
      validators.push(`${JSON.stringify(product.id)}: answers${i}`);
    });
    parts.keepOnly();
    const { products: _products, ...rest } = snapshot;
    return [
      ...imports,
      `export const snapshot = { ...${JSON.stringify(rest)}, products: [${products.join(", ")}] };`,
      `export const validators = { ${validators.join(", ")} };`,
    ].join("\n");
  };

  return {
    name: "journey-studio",
    apply: "serve",
    resolveId: (id) => (id === SNAPSHOT || id.startsWith(PART) ? `\0${id}` : undefined),
    load(id) {
      if (id === `\0${SNAPSHOT}`) return snapshotModule(readSnapshot());
      if (!id.startsWith(`\0${PART}`)) return undefined;
      const code = parts.code(id.slice(`\0${PART}`.length));
      if (code === undefined) throw new Error(`${id}: gone (the studio's page is older than the server: reload it)`);
      return code;
    },
    hotUpdate({ file, modules }) {
      if (!file.startsWith(root)) return;
      lint = undefined;
      const snapshot = this.environment.moduleGraph.getModuleById(`\0${SNAPSHOT}`);
      return snapshot ? [...modules, snapshot] : undefined;
    },
    configureServer(server) {
      thread = startStudioThread(root, REPO);
      server.middlewares.use((request, response, next) => {
        const url = new URL(request.url ?? "/", "http://studio");
        if (url.pathname === STUDIO_ENDPOINTS.lint) {
          lint ??= thread!.ask({ kind: "lint" });
          void answer(
            response,
            lint.then((findings) => ({ findings })),
          );
        } else if (url.pathname === STUDIO_ENDPOINTS.changes) {
          const asked = url.searchParams.get("ref") ?? "";
          const question = { kind: "changes", ref: asked || defaultRef(REPO), product: url.searchParams.get("product") ?? "" } as const;
          void answer(
            response,
            thread!.ask(question).then((report) => ({ ...report, ref: asked })),
          );
        } else {
          next();
        }
      });
    },
    // The dev server closing (or restarting for a changed config) ends the thread.
    async closeBundle() {
      await thread?.close();
      thread = undefined;
    },
    transformIndexHtml: () => [{ tag: "script", attrs: { type: "module", src: BEACON }, injectTo: "body" }],
  };
}

/**
 * The snapshot's parts as modules named by a hash of their code: a part that did not change keeps
 * its name, so the page reuses it, and only what an edit changed is made and sent again (a van
 * page's edit: the van's part; the answer validators, slow to make, only when a schema changes).
 */
function snapshotParts() {
  const code = new Map<string, string>();
  const used = new Set<string>();
  // Unchanged products are the same objects from one snapshot to the next (snapshotReader).
  const productNames = new WeakMap<StudioProduct, string>();
  const validatorNames = new Map<string, string>();
  const add = (source: string) => {
    const name = hashOf(source);
    code.set(name, source);
    return name;
  };
  const use = (name: string) => {
    used.add(name);
    return name;
  };
  return {
    product(product: StudioProduct): string {
      let name = productNames.get(product);
      if (!name) productNames.set(product, (name = add(`export default ${parsedJson(product)};`)));
      return use(name);
    },
    validator(journey: ResolvedJourney): string {
      const schema = `${journey.id}:${stableStringify(answersSchema([journey]))}`;
      let name = validatorNames.get(schema);
      if (!name) validatorNames.set(schema, (name = add(`${validatorsModule(journey)}\nexport default answers;`)));
      return use(name);
    },
    code: (name: string) => code.get(name),
    /** Forgets the parts the last snapshot did not use (only a page still loading an older snapshot asks for them). */
    keepOnly() {
      for (const name of code.keys()) if (!used.has(name)) code.delete(name);
      for (const [schema, name] of validatorNames) if (!used.has(name)) validatorNames.delete(schema);
      used.clear();
    },
  };
}

const hashOf = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 16);

/** Answers JSON, or the error's message with 400 (a ref that is not a commit, a journey that does not load). */
async function answer(response: ServerResponse<IncomingMessage>, body: Promise<unknown>): Promise<void> {
  let status = 200;
  let payload: unknown;
  try {
    payload = await body;
  } catch (error) {
    status = 400;
    payload = { error: error instanceof Error ? error.message : String(error) };
  }
  response.statusCode = status;
  response.setHeader("Content-Type", "application/json; charset=utf-8");
  response.end(JSON.stringify(payload));
}
