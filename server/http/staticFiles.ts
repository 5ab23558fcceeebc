import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, resolve, sep } from "node:path";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".wasm": "application/wasm",
};

/** Vite puts content-hashed files under /assets, so they never change and can be cached for a year. */
const immutableCache = "public, max-age=31536000, immutable";
/** Everything else (index.html above all) must be revalidated so a new build is picked up. */
const revalidateCache = "no-cache";

/**
 * Serves the built app from `staticDir`, and index.html for any other page a browser asks for
 * (client-side routes such as /driver-personal). Returns false when the request is not for it.
 */
export function createStaticHandler(staticDir: string) {
  const root = resolve(staticDir);

  return async function serveStatic(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const decoded = decodePath(pathname);
    if (decoded === undefined) return false;
    const filePath = resolve(root, `.${decoded}`);
    // resolve() collapses "..", so anything outside root is a traversal attempt: never serve it.
    if (filePath !== root && !filePath.startsWith(root + sep)) return false;
    // Checked on the resolved name, which has lost any trailing slash or dot segment.
    if (isSourceMap(filePath)) return false;

    const file = await statFile(filePath);
    if (file) {
      const cacheControl = pathname.startsWith("/assets/") ? immutableCache : revalidateCache;
      sendFile(req, res, filePath, file, cacheControl);
      return true;
    }
    if (!wantsPage(req, decoded)) return false;

    const indexPath = resolve(root, "index.html");
    const index = await statFile(indexPath);
    if (!index) {
      res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
      res.end(`The app has not been built: ${indexPath} is missing. Run \`npm run build\`, then reload (or start with --dev).\n`);
      return true;
    }
    sendFile(req, res, indexPath, index, revalidateCache);
    return true;
  };
}

/**
 * Source maps carry the app's source: never served, even if a build left some in the folder
 * (production builds make none; see vite.config.ts). They answer 404 like any missing file.
 */
function isSourceMap(path: string): boolean {
  return /\.map$/i.test(path);
}

function decodePath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined; // malformed percent-encoding: treat as not found
  }
}

/**
 * A page of the app: not a file that is missing (a name with an extension stays a 404), asked for
 * with an Accept that takes HTML or any type, or with none (health probes and curl).
 */
function wantsPage(req: IncomingMessage, path: string): boolean {
  if (extname(path) !== "") return false;
  const accept = req.headers.accept;
  return accept === undefined || accept.trim() === "" || /text\/html|text\/\*|\*\/\*/.test(accept);
}

async function statFile(path: string): Promise<{ size: number; mtime: Date } | undefined> {
  try {
    const info = await stat(path);
    return info.isFile() ? info : undefined;
  } catch {
    return undefined;
  }
}

function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  file: { size: number; mtime: Date },
  cacheControl: string,
): void {
  const etag = `W/"${file.size.toString(16)}-${file.mtime.getTime().toString(16)}"`;
  const headers = {
    "Content-Type": contentTypes[extname(path).toLowerCase()] ?? "application/octet-stream",
    "Cache-Control": cacheControl,
    "X-Content-Type-Options": "nosniff",
    ETag: etag,
    "Last-Modified": file.mtime.toUTCString(),
  };
  if (req.headers["if-none-match"] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  if (compressible.test(path) && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))) {
    void gzipped(path, etag).then(
      (body) => {
        res.writeHead(200, { ...headers, "Content-Encoding": "gzip", Vary: "Accept-Encoding", "Content-Length": body.length });
        res.end(req.method === "HEAD" ? undefined : body);
      },
      () => res.destroy(),
    );
    return;
  }
  res.writeHead(200, { ...headers, "Content-Length": file.size });
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  createReadStream(path)
    .on("error", () => res.destroy())
    .pipe(res);
}

/** Text assets go out gzipped (the app's script shrinks to about a quarter); each is compressed once per build. */
const compressible = /\.(html|js|mjs|css|json|svg|txt)$/i;
const gzipCache = new Map<string, { etag: string; body: Buffer }>();

async function gzipped(path: string, etag: string): Promise<Buffer> {
  const cached = gzipCache.get(path);
  if (cached?.etag === etag) return cached.body;
  const body = gzipSync(await readFile(path));
  gzipCache.set(path, { etag, body });
  return body;
}
