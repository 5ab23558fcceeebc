/**
 * One app server for the bench's PostgreSQL runs (postgresLoad.ts), in a process of its own:
 * started as server/main.ts starts it (its threads, its log, DATABASE_URL and the folders from the
 * environment), but on the quote tests' fixed day, as the bench's embedded-database server is, since
 * the rateQuote draft's cover starts on that day. `startApp({ entry })` runs it.
 */
import { createAppServer } from "../../server/app.ts";
import { clock } from "../../tests/server/quoteDrafts.ts";

const app = await createAppServer({
  port: Number(process.env.PORT ?? 0),
  host: process.env.HOST || "127.0.0.1",
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR,
  staticDir: process.env.STATIC_DIR || "dist",
  mail: { outboxDir: process.env.MAIL_OUTBOX_DIR },
  policySetup: { dispatchDir: process.env.DISPATCH_OUTBOX_DIR, financeDir: process.env.FINANCE_OUTBOX_DIR },
  clock: { ...clock, now: () => new Date() },
  validationWorker: true,
  databaseThread: true,
});
const { port } = new URL(app.url);
console.log(`Quote journey ready at http://localhost:${port}`);
process.once("SIGTERM", () => void app.close().then(() => process.exit(0)));
