/**
 * The round-robin proxy as a process, for playwright.servers.config.ts: PORT to listen on and
 * UPSTREAMS, the servers' URLs, comma-separated. Its /healthz is a server's, so Playwright's
 * readiness check passes once a server answers through it.
 */
import { startRoundRobinProxy } from "../../tests/server/support/roundRobinProxy.ts";

const upstreams = (process.env.UPSTREAMS ?? "").split(",").filter(Boolean);
const proxy = await startRoundRobinProxy(upstreams, { port: Number(process.env.PORT ?? 0) });
console.log(`Round-robin proxy at ${proxy.url} for ${upstreams.join(", ")}`);
const stop = () => void proxy.close().finally(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
