/** Posix path and JSON-pointer helpers: the engine cannot use Node's `path`. */

export function dirname(path: string): string {
  const i = path.lastIndexOf("/");
  return i < 0 ? "." : path.slice(0, i) || "/";
}

/** Joins `relative` onto the folder `base`, folding `.` and `..`. */
export function joinPath(base: string, relative: string): string {
  const parts = (relative.startsWith("/") ? relative : `${base}/${relative}`).split("/");
  const out: string[] = [];
  for (const part of parts) {
    if (part === "" || part === ".") continue;
    if (part === ".." && out.length > 0 && out[out.length - 1] !== "..") out.pop();
    else out.push(part);
  }
  return (relative.startsWith("/") || base.startsWith("/") ? "/" : "") + out.join("/");
}

/** Resolves an RFC 6901 pointer (`/a/0/b`); undefined when any step is missing. */
export function resolvePointer(doc: unknown, pointer: string): unknown {
  if (pointer === "" || pointer === "/") return doc;
  let node: unknown = doc;
  for (const raw of pointer.replace(/^\//, "").split("/")) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * Split dotted paths, kept: the same few hundred journey paths are read on every page check and
 * every replay, and splitting them again each time was a measurable share of validating a quote.
 * Bounded, in case paths ever come from somewhere unbounded.
 */
const splitPaths = new Map<string, string[]>();
const maxSplitPaths = 5000;

function keysOf(path: string): string[] {
  let keys = splitPaths.get(path);
  if (!keys) {
    if (splitPaths.size >= maxSplitPaths) splitPaths.clear();
    keys = path.split(".");
    splitPaths.set(path, keys);
  }
  return keys;
}

/** Reads a dotted path (`named.0.job`) from plain data. */
export function getPath(data: unknown, path: string | undefined): unknown {
  if (!path) return data;
  let node: unknown = data;
  for (const key of keysOf(path)) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** Returns a copy of `data` with `value` at the dotted `path` (objects along the way are copied). */
export function setPath<T>(data: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split(".");
  // A missing container is made a list when it is indexed by number (`contacts.1.email`).
  const source = (data && typeof data === "object" ? data : /^\d+$/.test(head) ? [] : {}) as Record<string, unknown>;
  const copy: Record<string, unknown> = Array.isArray(source) ? (source.slice() as unknown as Record<string, unknown>) : { ...source };
  copy[head] = rest.length === 0 ? value : setPath(source[head], rest.join("."), value);
  return copy as T;
}

/** Joins a section path and a field path; either may be empty. */
export function within(section: string | undefined, path: string): string {
  return section ? `${section}.${path}` : path;
}
