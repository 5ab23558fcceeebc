/**
 * `npm run studio [-- --journeys <folder>]`: the app in development (the server with Vite, as
 * `npm run dev`) and the journey studio in it; prints the studio's address. `--journeys` (or
 * JOURNEYS_DIR) serves another journeys folder, such as a scratch copy to try an edit on.
 */
import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import texts from "../src/studio/studio.json" with { type: "json" };
import { formatMessage } from "../src/engine/index.ts";

const { values } = parseArgs({ options: { journeys: { type: "string" } } });
const env = { ...process.env, ...(values.journeys ? { JOURNEYS_DIR: resolve(values.journeys) } : {}) };
const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts", "--dev"], {
  cwd: resolve(import.meta.dirname, ".."),
  env,
  stdio: ["inherit", "pipe", "inherit"],
});

// The server says where it listens; the studio is at /studio there.
server.stdout.on("data", (chunk: Buffer) => {
  const text = chunk.toString();
  process.stdout.write(text);
  const ready = /ready at (\S+)/.exec(text);
  if (ready) {
    if (env.JOURNEYS_DIR) console.log(formatMessage(texts.cliJourneys, { folder: env.JOURNEYS_DIR }));
    console.log(formatMessage(texts.cliReady, { url: `${ready[1]}/studio` }));
  }
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
