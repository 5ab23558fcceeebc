import type { Server } from "node:http";
import type { Connect } from "vite";

export interface ViteDevMiddleware {
  middlewares: Connect.Server;
  close(): Promise<void>;
}

/**
 * Mounts Vite in middleware mode (the project's vite.config.ts) so the app and the journey files
 * it imports are rebuilt on change without restarting. Hot-reload shares the HTTP server's port.
 * Vite is imported only here, so a production start never loads it.
 */
export async function createViteDevMiddleware(httpServer: Server, projectRoot: string): Promise<ViteDevMiddleware> {
  const { createServer } = await import("vite");
  const vite = await createServer({
    root: projectRoot,
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: "spa",
  });
  return { middlewares: vite.middlewares, close: () => vite.close() };
}
