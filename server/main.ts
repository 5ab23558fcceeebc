/**
 * Starts the quote journey server: `node --import tsx server/main.ts [--dev]`.
 *
 * PORT (3000), HOST (0.0.0.0), DATA_DIR (.data/pglite), DATABASE_URL (use PostgreSQL instead of
 * the embedded PGlite), STATIC_DIR (dist). --dev serves the app through Vite instead of STATIC_DIR.
 * Quote emails: PUBLIC_URL (the links' origin; default http://localhost:PORT), SMTP_URL (send
 * through this server; default: write .eml files to MAIL_OUTBOX_DIR, .data/outbox), MAIL_FROM.
 * Policy set-up: DISPATCH_OUTBOX_DIR (device orders, .data/dispatch), FINANCE_OUTBOX_DIR (credit agreements, .data/finance).
 * ATTEMPT_LIMITS: JSON overrides of the attempt limits (server/rateLimit/attemptLimits.ts).
 * TRUST_PROXY: which proxies to believe in X-Forwarded-For, by number or by address (default none).
 * Logs: JSON lines on stdout (pino), LOG_LEVEL (info). METRICS_TOKEN: serve /metrics to that bearer token (unset: 404).
 * SHUTDOWN_GRACE_MS (10000): how long SIGTERM lets requests in flight finish before cutting them.
 * PAYMENTS=local: take payments with the local processor even on a production start (NODE_ENV=production or an https PUBLIC_URL).
 * See server/README.md.
 */
import type { AddressInfo } from "node:net";
import { createAppServer, type AppServer } from "./app.ts";
import { createLogger, type Logger } from "./observability/logger.ts";
import { paymentSettingsFromEnv } from "./payments/index.ts";
import { trustedProxiesFrom } from "./rateLimit/clientAddress.ts";
import { attemptLimitsFromEnv } from "./rateLimit/attemptLimits.ts";

function readShutdownGrace(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`SHUTDOWN_GRACE_MS must be a whole number of milliseconds, not "${value}"`);
  return ms;
}

function readPort(value: string | undefined): number {
  const port = Number(value ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a number from 0 to 65535, not "${value}"`);
  return port;
}

/** An http(s) origin, with any path, without a trailing slash. */
function readPublicUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be a URL like https://quotes.example.com, not "${value}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new Error(`PUBLIC_URL must start with http:// or https://, not "${value}"`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
}

async function start(logger: Logger): Promise<AppServer> {
  const dev = process.argv.includes("--dev");
  // Read first: a production start on the local card processor stops here, before anything is opened.
  const payments = paymentSettingsFromEnv(process.env);
  const app = await createAppServer({
    port: readPort(process.env.PORT),
    host: process.env.HOST || "0.0.0.0",
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR || ".data/pglite",
    staticDir: process.env.STATIC_DIR || "dist",
    dev,
    publicUrl: readPublicUrl(process.env.PUBLIC_URL),
    mail: {
      outboxDir: process.env.MAIL_OUTBOX_DIR || undefined,
      smtpUrl: process.env.SMTP_URL || undefined,
      from: process.env.MAIL_FROM || undefined,
    },
    policySetup: {
      dispatchDir: process.env.DISPATCH_OUTBOX_DIR || undefined,
      financeDir: process.env.FINANCE_OUTBOX_DIR || undefined,
    },
    trustedProxies: trustedProxiesFrom(process.env.TRUST_PROXY),
    payments,
    shutdownGraceMs: readShutdownGrace(process.env.SHUTDOWN_GRACE_MS),
    logger,
    metricsToken: process.env.METRICS_TOKEN?.trim() || undefined,
    attemptLimits: attemptLimitsFromEnv(process.env.ATTEMPT_LIMITS),
    validationWorker: true,
    databaseThread: true,
  });
  const { port } = app.server.address() as AddressInfo;
  logger.info(`Quote journey ready at http://localhost:${port}`);
  return app;
}

function stopOnSignals(app: AppServer, logger: Logger): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second Ctrl+C means "now": skip the clean shutdown.
      process.exit(1);
    }
    stopping = true;
    logger.info(`${signal}: draining (no new connections, /readyz 503); ${app.inFlight()} request(s) in flight`);
    app.close().then(
      () => {
        logger.info("Stopped: requests answered, database closed");
        logger.flush(() => process.exit(0));
      },
      (error: unknown) => {
        logger.error(`Error while stopping after ${signal}: ${(error as Error).message}`);
        logger.flush(() => process.exit(1));
      },
    );
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

const logger = createLogger();
try {
  stopOnSignals(await start(logger), logger);
} catch (error) {
  console.error(`Could not start the quote journey server: ${(error as Error).message}`);
  process.exit(1);
}
