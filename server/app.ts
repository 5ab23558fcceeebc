import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { fileURLToPath } from "node:url";
import { systemClock, type ServerClock } from "./clock.ts";
import { openDatabase, runMigrations, timedDb, type Db } from "./db/index.ts";
import { startPgliteThread } from "./db/pgliteThreadDb.ts";
import { brand } from "./domain/brand.ts";
import { clientErrorsEndpoint, handleClientError } from "./http/clientErrors.ts";
import { inProcessValidator, workerValidator, type DraftValidator } from "./validation/validator.ts";
import { createMailer, type MailSettings } from "./mail/mailer.ts";
import { AttemptLimits, type AttemptLimitSettings } from "./rateLimit/attemptLimits.ts";
import { ClientAddresses, type TrustedProxies } from "./rateLimit/clientAddress.ts";
import { clearExpiredCounters } from "./rateLimit/dbRateLimiter.ts";
import { createPaymentServices, paymentSettingsFromEnv, type PaymentSettings } from "./payments/index.ts";
import type { ReconcileOptions } from "./payments/refunds.ts";
import { handleStripeWebhook, stripeWebhookEndpoint } from "./http/stripeWebhook.ts";
import { loadRatingFiles, type RatingCatalogue } from "./rating/ratingFiles.ts";
import { jobLease } from "./retention/jobLease.ts";
import { localDispatcher } from "./policySetup/localDispatcher.ts";
import { localFinance } from "./policySetup/localFinance.ts";
import { PolicySetup } from "./policySetup/policySetup.ts";
import type { DeviceDispatcher, FinanceProvider } from "./policySetup/ports.ts";
import { runQuoteRetention, type RetentionRun } from "./retention/quoteRetention.ts";
import { createDrain } from "./http/drain.ts";
import { createLogger, type Logger } from "./observability/logger.ts";
import { Metrics } from "./observability/metrics.ts";
import { metricsEndpoint, metricsHandler } from "./observability/metricsEndpoint.ts";
import { runInRequest } from "./observability/requestContext.ts";
import { observeRequest } from "./observability/requestObserver.ts";
import { createStaticHandler } from "./http/staticFiles.ts";
import { applySecurityHeaders, securityHeaders } from "./http/securityHeaders.ts";
import { answerClientError, refuseUnacceptableGraphql } from "./http/refusals.ts";
import { withCompressedAnswer } from "./http/compressedAnswers.ts";
import { createViteDevMiddleware, type ViteDevMiddleware } from "./http/viteDev.ts";
import type { JourneyCatalogue } from "./domain/journeyCatalogue.ts";

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
  /** Answer GraphQL introspection (default: only with `dev`). */
  introspection?: boolean;
  log?: (message: string) => void;
  /** The JSON log (pino): request lines, and the messages `log` would get when it is not given (default: stdout, LOG_LEVEL). */
  logger?: Logger;
  /** Answer GET /metrics to requests bearing this token (`Authorization: Bearer …`); unset, /metrics is 404. */
  metricsToken?: string;
  /** "Today" for every rule and quote date (default: the system clock); tests fix the date. */
  clock?: ServerClock;
  /** The product journeys quotes are validated against, with their rating files (default: the project's journeys/). */
  journeysDir?: string;
  /**
   * The card processor: `{ stripe: { secretKey, publishableKey, accountId? } }` for Stripe, `{}` for the
   * local one. Default: from STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_ACCOUNT_ID (local when unset).
   */
  payments?: PaymentSettings;
  /**
   * Quote emails: `{ smtpUrl }` sends through that SMTP server; otherwise each mail is written as an
   * .eml file to `outboxDir` (default .data/outbox). `from` defaults to the brand's name at
   * no-reply@localhost.
   */
  mail?: MailSettings;
  /**
   * Setting bought policies up (policySetup/): device orders are written as JSON files to
   * `dispatchDir` (default .data/dispatch), credit agreements to `financeDir` (default
   * .data/finance), unless `dispatcher` or `finance` ports are given. `run: false` records the work
   * at take-up but never does it (tests: a server that crashed between the commit and the sending).
   */
  policySetup?: PolicySetupSettings;
  /** The origin of links in emails, e.g. https://quotes.example.com (default: this server's own URL, http://localhost:PORT). */
  publicUrl?: string;
  /** Attempt limits (retrieval, email, quote, payment, bank check and error report), each `{ points, durationSeconds }` (rateLimit/attemptLimits.ts). */
  attemptLimits?: Partial<AttemptLimitSettings>;
  /** Which proxies may be believed in X-Forwarded-For: how many hops, or their addresses and networks (default 0: none). */
  trustedProxies?: TrustedProxies;
  /**
   * Replay quote drafts through their journey on a worker thread (main.ts: yes), so a busy server's
   * event loop keeps answering while a second core validates. Default: on the calling thread.
   */
  validationWorker?: boolean;
  /** Run the embedded database (PGlite) on a thread of its own (main.ts: yes). Default: on the calling thread. */
  databaseThread?: boolean;
  /** Quotes never bought are deleted once their details are this many days old (default 30). */
  retentionDays?: number;
  /** How long close() lets requests in flight finish before cutting their connections (default 10 s). */
  shutdownGraceMs?: number;
}

export interface PolicySetupSettings {
  dispatchDir?: string;
  financeDir?: string;
  dispatcher?: DeviceDispatcher;
  finance?: FinanceProvider;
  run?: boolean;
}

export interface AppServer {
  url: string;
  server: Server;
  /** The database as given or opened: statements made on it here are not in the server's metrics. */
  db: Db;
  /** One round of the payment reconciliation (it also runs at start and every few minutes): how many payments it refunded. */
  reconcilePayments(options?: ReconcileOptions): Promise<number>;
  /**
   * One run of the data retention (it also runs at start and every few minutes), if this server
   * gets the job's lease (once an hour across all servers): how many quotes it deleted.
   */
  runRetention(): Promise<RetentionRun>;
  /** One run of the policy set-up outbox (it also runs after each take-up, at start and every minute): how many tasks it did. */
  runPolicySetup(): Promise<number>;
  /** Resolves once the background round running now (at start: reconciliation and retention) has finished. */
  settled(): Promise<void>;
  /** Requests received and not yet answered. */
  inFlight(): number;
  /** The Prometheus metrics /metrics serves. */
  metrics: Metrics;
  /**
   * Graceful shutdown: /readyz answers 503 at once, no new connection is accepted, requests in
   * flight finish (for at most shutdownGraceMs; any still open then are cut, and logged), then the
   * database is closed.
   */
  close(): Promise<void>;
}

const projectRoot = fileURLToPath(new URL("..", import.meta.url));

/** How often counters of ended rate-limit windows are deleted, and payments reconciled. */
const housekeepingMs = 5 * 60_000;
const defaultShutdownGraceMs = 10_000;
/** How often the policy set-up outbox is looked through for work a crash or a failing port left. */
const setupMs = 60_000;

/** Opens and migrates the database, then serves /graphql, /healthz and the app on one port. */
export async function createAppServer(options: AppServerOptions = {}): Promise<AppServer> {
  // The threads start first and load their own code (PGlite and its WASM; the journeys and their
  // validators) while this one loads the GraphQL layer and the journeys: on two cores a start
  // takes about as long as the slowest of them rather than all of them in turn.
  const dbThread = !options.db && !options.databaseUrl && options.databaseThread ? startPgliteThread() : undefined;
  const workerValidation = options.validationWorker ? workerValidator(options.journeysDir) : undefined;
  const giveUp = async () => {
    await Promise.all([dbThread?.stop(), workerValidation?.close()]);
  };
  const logger = options.logger ?? createLogger();
  const log = options.log ?? ((message: string) => logger.warn(message));
  let loaded: Awaited<ReturnType<typeof loadServerCode>>;
  let journeys: JourneyCatalogue;
  let ratings: RatingCatalogue;
  let openedDb: Db;
  try {
    loaded = await loadServerCode();
    // Journeys before the database: a broken one stops the start before any database is opened or migrated.
    journeys = loaded.loadJourneyCatalogue(options.journeysDir);
    ratings = loadRatingFiles(options.journeysDir);
    openedDb =
      options.db ??
      (await openDatabase({
        databaseUrl: options.databaseUrl,
        dataDir: options.dataDir,
        memory: options.memory,
        thread: dbThread ?? options.databaseThread,
        log,
      }));
  } catch (error) {
    await giveUp();
    throw error;
  }
  const { createGraphqlHandler, graphqlEndpoint } = loaded;
  const paymentSettings = options.payments ?? paymentSettingsFromEnv(process.env);
  const ownsDb = !options.db;
  const server = createServer();
  const drain = createDrain(server);
  const metrics = new Metrics({ poolUse: openedDb.poolUse });
  // The server's own statements are timed; `db` as given or opened is what AppServer.db hands on.
  const db = timedDb(openedDb, (kind, seconds) => metrics.dbDuration.observe({ kind }, seconds));
  const clock = options.clock ?? systemClock;
  const payments = createPaymentServices(db, clock, paymentSettings, log);
  const limits = new AttemptLimits(db, options.attemptLimits, (action) => metrics.rateLimitRefusals.inc({ action }));
  const clients = new ClientAddresses(options.trustedProxies, log);
  const mailer = createMailer({ ...options.mail, from: options.mail?.from ?? `${brand.name} <no-reply@localhost>` });
  const setupSettings = options.policySetup ?? {};
  const finance = setupSettings.finance ?? localFinance(setupSettings.financeDir);
  const holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const policySetup = new PolicySetup(
    db,
    { mailer, dispatcher: setupSettings.dispatcher ?? localDispatcher(setupSettings.dispatchDir), finance },
    clock,
    holder,
    log,
  );
  const runSetup = setupSettings.run !== false;
  // Known once listening (port 0 picks one); emails are only sent after that.
  let ownUrl = "";
  let vite: ViteDevMiddleware | undefined;
  const validator: DraftValidator = workerValidation ?? inProcessValidator(journeys);
  try {
    // The first request is answered at once: the worker has its journeys compiled by then.
    await Promise.all([runMigrations(db, { log }), validator.ready]);
    const yoga = createGraphqlHandler(db, {
      journeys,
      ratings,
      clock,
      payments,
      mailer,
      finance,
      policySetup: runSetup ? policySetup : { afterTakeUp: async () => undefined },
      publicUrl: () => options.publicUrl ?? ownUrl,
      limits,
      clients,
      log,
      metrics,
      validator,
      introspection: options.introspection ?? options.dev === true,
      appOrigin: options.publicUrl ? new URL(options.publicUrl).origin : undefined,
    });
    const serveStatic = createStaticHandler(options.staticDir ?? "dist");
    if (options.dev) vite = await createViteDevMiddleware(server, projectRoot);
    const devMiddlewares = vite?.middlewares;
    const https = options.publicUrl ? new URL(options.publicUrl).protocol === "https:" : false;
    const headers = securityHeaders({ stripe: Boolean(payments.stripe), dev: options.dev, https });
    const stripeWebhook = (req: IncomingMessage, res: ServerResponse) =>
      handleStripeWebhook(req, res, payments.stripe, payments.refunds, log);
    server.on("clientError", (error: Error, socket) => answerClientError(error, socket, headers));

    const serveMetrics = metricsHandler(metrics, options.metricsToken);
    const handle = (req: IncomingMessage, res: ServerResponse, pathname: string | undefined) => {
      if (pathname === undefined) return sendText(res, 400, "Bad request");
      if (pathname === graphqlEndpoint)
        return void (refuseUnacceptableGraphql(req, res) || withCompressedAnswer(req, res, () => void yoga(req, res)));
      if (pathname === "/healthz") return void answerHealth(db, res);
      if (pathname === "/readyz") return drain.draining ? sendText(res, 503, "draining") : void answerHealth(db, res);
      if (pathname === clientErrorsEndpoint) return handleClientError(req, res, log, () => limits.refusal("clientErrors", clients.of(req)));
      if (pathname === stripeWebhookEndpoint) return stripeWebhook(req, res);
      if (pathname === metricsEndpoint) return void serveMetrics(req, res);
      if (devMiddlewares) return devMiddlewares(req, res);
      serveStatic(req, res, pathname)
        .then((served) => served || sendText(res, 404, "Not found"))
        .catch(() => sendText(res, 500, "Internal server error"));
    };
    server.on("request", (req: IncomingMessage, res: ServerResponse) => {
      drain.track(req, res);
      applySecurityHeaders(res, headers);
      const pathname = pathOf(req);
      // Every log line written while the request is handled carries its id.
      runInRequest(observeRequest(req, res, pathname, logger, metrics), () => handle(req, res, pathname));
    });
    await listen(server, options.port ?? 3000, options.host ?? "127.0.0.1");
  } catch (error) {
    await vite?.close();
    await validator.close();
    if (ownsDb) await db.close();
    throw error;
  }

  const { port } = server.address() as AddressInfo;
  const host = options.host && !["0.0.0.0", "::"].includes(options.host) ? options.host : "127.0.0.1";
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  ownUrl = !options.host || ["0.0.0.0", "::", "127.0.0.1", "::1", "localhost"].includes(options.host) ? `http://localhost:${port}` : url;
  const reconcilePayments = (reconcile?: ReconcileOptions) => payments.refunds.reconcile(reconcile);
  const lease = jobLease(db, holder);
  const runRetention = async () => {
    const run = await runQuoteRetention(db, { clock, lease, retentionDays: options.retentionDays });
    if (run.ran) metrics.quotesDeleted.inc(run.deleted);
    if (run.ran && run.deleted > 0)
      log(
        `Retention: deleted ${run.deleted} quote${run.deleted === 1 ? "" : "s"} never bought whose details were past the retention period`,
      );
    return run;
  };
  const runPolicySetup = () => policySetup.run();
  // Policies a crash left not yet set up are set up at once, then any task a port failed every minute.
  let setUp: Promise<unknown> = Promise.resolve();
  const setupRound = () => {
    if (runSetup) setUp = runPolicySetup().catch((error: Error) => log(`Setting policies up failed: ${error.name}`));
  };
  setupRound();
  const setupTimer = setInterval(setupRound, setupMs).unref();
  // Payments a crash left half done (owed back, or paid with no take-up to come) are found at once, then every few minutes.
  let housekept: Promise<unknown> = Promise.resolve();
  const housekeeping = () => {
    housekept = Promise.all([
      clearExpiredCounters(db).catch(() => undefined),
      reconcilePayments().catch((error: Error) => log(`Reconciling payments failed: ${error.message}`)),
      runRetention().catch((error: Error) => log(`Deleting old quotes failed: ${error.message}`)),
    ]);
  };
  housekeeping();
  const cleanup = setInterval(housekeeping, housekeepingMs).unref();
  let closing: Promise<void> | undefined;
  const close = async () => {
    // Draining starts before anything is awaited: /readyz says so while the rest winds down.
    const drained = drain.drain(options.shutdownGraceMs ?? defaultShutdownGraceMs);
    clearInterval(cleanup);
    clearInterval(setupTimer);
    const [{ cut }] = await Promise.all([drained, housekept, setUp, vite?.close()]);
    if (cut > 0) log(`Shutdown: ${cut} connection${cut === 1 ? "" : "s"} still open after the grace period were cut`);
    try {
      if (ownsDb) await db.close();
    } finally {
      await validator.close();
    }
  };
  return {
    url,
    server,
    db: openedDb,
    reconcilePayments,
    runRetention,
    runPolicySetup,
    settled: () => Promise.all([housekept, setUp]).then(() => undefined),
    inFlight: () => drain.inFlight,
    metrics,
    close: () => (closing ??= close()),
  };
}

/** The GraphQL layer and the journeys' loader: most of the server's own code, imported once the threads are started. */
async function loadServerCode() {
  const [{ createGraphqlHandler, graphqlEndpoint }, { loadJourneyCatalogue }] = await Promise.all([
    import("./graphql/yoga.ts"),
    import("./domain/journeyCatalogue.ts"),
  ]);
  return { createGraphqlHandler, graphqlEndpoint, loadJourneyCatalogue };
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
