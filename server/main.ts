/**
 * Starts the quote journey server: `node --import tsx server/main.ts [--dev]`.
 *
 * PORT (3000), HOST (0.0.0.0), DATA_DIR (.data/pglite), DATABASE_URL (use PostgreSQL instead of
 * the embedded PGlite), STATIC_DIR (dist). --dev serves the app through Vite instead of STATIC_DIR.
 */
import type { AddressInfo } from "node:net";
import { createAppServer, type AppServer } from "./app.ts";

function readPort(value: string | undefined): number {
  const port = Number(value ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a number from 0 to 65535, not "${value}"`);
  return port;
}

async function start(): Promise<AppServer> {
  const dev = process.argv.includes("--dev");
  const app = await createAppServer({
    port: readPort(process.env.PORT),
    host: process.env.HOST || "0.0.0.0",
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR || ".data/pglite",
    staticDir: process.env.STATIC_DIR || "dist",
    dev,
  });
  const { port } = app.server.address() as AddressInfo;
  console.log(`Quote journey ready at http://localhost:${port}`);
  return app;
}

function stopOnSignals(app: AppServer): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second Ctrl+C means "now": skip the clean shutdown.
      process.exit(1);
    }
    stopping = true;
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Error while stopping after ${signal}: ${(error as Error).message}`);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

try {
  stopOnSignals(await start());
} catch (error) {
  console.error(`Could not start the quote journey server: ${(error as Error).message}`);
  process.exit(1);
}
