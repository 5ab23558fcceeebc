import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { systemClock, type ServerClock } from "./clock.ts";
import { openDatabase, runMigrations, type Db } from "./db/index.ts";
import { loadJourneyCatalogue } from "./domain/journeyCatalogue.ts";
import { createGraphqlHandler, graphqlEndpoint } from "./graphql/yoga.ts";
import { paymentSettingsFromEnv, type PaymentSettings } from "./payments/index.ts";
import { loadRatingFiles } from "./rating/ratingFiles.ts";
import { createStaticHandler } from "./http/staticFiles.ts";
import { createViteDevMiddleware, type ViteDevMiddleware } from "./http/viteDev.ts";

export interface AppServerOptions {
  /** 0 picks a free port (tests). Default 3000. */
  port?: number;
  /** Default 127.0.0.1; main.ts passes 0.0.0.0 to listen on every interface. */
  host?: string;
  /** An already-open database; the server then leaves closing it to the caller. */
  db?: Db;
  /** Otherwise opened here: PostgreSQL at databaseUrl, else PGlite in memory or under dataDir. */
  databaseUrl?: string;
  dataDir?: string;
  memory?: boolean;
  /** The built app (default "dist"); ignored with `dev`. */
  staticDir?: string;
  /** Serve the app through Vite in middleware mode instead of from staticDir. */
  dev?: boolean;
  log?: (message: string) => void;
  /** "Today" for every rule and quote date (default: the system clock); tests fix the date. */
  clock?: ServerClock;
  /** The product journeys quotes are validated against, with their rating files (default: the project's journeys/). */
  journeysDir?: string;
  /**
   * The card processor: `{ stripe: { secretKey, publishableKey, accountId? } }` for Stripe, `{}` for the
   * local one. Default: from STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_ACCOUNT_ID (local when unset).
   */
  payments?: PaymentSettings;
}

export interface AppServer {
  url: string;
  server: Server;
  db: Db;
  close(): Promise<void>;
}

const projectRoot = fileURLToPath(new URL("..", import.meta.url));

/** Opens and migrates the database, then serves /graphql, /healthz and the app on one port. */
export async function createAppServer(options: AppServerOptions = {}): Promise<AppServer> {
  // Journeys first: a broken one stops the start before any database is opened or migrated.
  const journeys = loadJourneyCatalogue(options.journeysDir);
  const ratings = loadRatingFiles(options.journeysDir);
  const payments = options.payments ?? paymentSettingsFromEnv(process.env);
  const ownsDb = !options.db;
  const db = options.db ?? (await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir, memory: options.memory }));
  const server = createServer();
  let vite: ViteDevMiddleware | undefined;
  try {
    await runMigrations(db, { log: options.log ?? console.warn });
    const yoga = createGraphqlHandler(db, { journeys, ratings, clock: options.clock ?? systemClock, payments });
    const serveStatic = createStaticHandler(options.staticDir ?? "dist");
    if (options.dev) vite = await createViteDevMiddleware(server, projectRoot);
    const devMiddlewares = vite?.middlewares;

    server.on("request", (req: IncomingMessage, res: ServerResponse) => {
      const pathname = pathOf(req);
      if (pathname === undefined) return sendText(res, 400, "Bad request");
      if (pathname === graphqlEndpoint) return void yoga(req, res);
      if (pathname === "/healthz") return void answerHealth(db, res);
      if (devMiddlewares) return devMiddlewares(req, res);
      serveStatic(req, res, pathname)
        .then((served) => served || sendText(res, 404, "Not found"))
        .catch(() => sendText(res, 500, "Internal server error"));
    });
    await listen(server, options.port ?? 3000, options.host ?? "127.0.0.1");
  } catch (error) {
    await vite?.close();
    if (ownsDb) await db.close();
    throw error;
  }

  const { port } = server.address() as AddressInfo;
  const host = options.host && !["0.0.0.0", "::"].includes(options.host) ? options.host : "127.0.0.1";
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host.includes(":") ? `[${host}]` : host}:${port}`,
    server,
    db,
    close: () => (closing ??= shutDown(server, vite, ownsDb ? db : undefined)),
  };
}

/** The request's path, or undefined for a target no URL parser accepts (never worth a crash). */
function pathOf(req: IncomingMessage): string | undefined {
  try {
    return new URL(req.url ?? "/", "http://localhost").pathname;
  } catch {
    return undefined;
  }
}

async function answerHealth(db: Db, res: ServerResponse): Promise<void> {
  try {
    await db.query("SELECT 1");
    sendText(res, 200, "ok");
  } catch {
    sendText(res, 503, "database unavailable");
  }
}

function sendText(res: ServerResponse, status: number, text: string): void {
  if (res.headersSent) return void res.destroy();
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  res.end(text);
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

async function shutDown(server: Server, vite: ViteDevMiddleware | undefined, db: Db | undefined): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Keep-alive sockets would hold close() open: idle ones go now, busy ones get a grace period.
  server.closeIdleConnections();
  const forceClose = setTimeout(() => server.closeAllConnections(), 3000).unref();
  await vite?.close();
  await closed;
  clearTimeout(forceClose);
  await db?.close();
}
