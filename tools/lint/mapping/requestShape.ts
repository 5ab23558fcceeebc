/**
 * The shape of the quote request the insurer receives, read from the server's own declaration of it
 * (the QuoteRequest interface and the interfaces it uses, in server/domain): each field with the
 * JSON types it may hold, objects and lists of them. Only read, never imported, so the linter needs
 * no type checker: the interfaces are plain `name: type;` lines, which a small reader understands.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "../problem.ts";

/** The files declaring the request, and the interface it starts from. */
export const REQUEST_TYPE_FILES = ["quoteRequest.ts", "quoteDrivers.ts", "quoteVehicle.ts"].map((name) =>
  join(REPO_ROOT, "server/domain", name),
);
const REQUEST_TYPE = "QuoteRequest";

export type ValueType = "string" | "number" | "boolean" | "null";

export type Shape =
  { kind: "object"; fields: Map<string, Shape> } | { kind: "list"; item: Shape } | { kind: "value"; types: Set<ValueType> };

/** Interface name to its body text (between the braces). */
function interfaceBodies(sources: string[]): Map<string, string> {
  const bodies = new Map<string, string>();
  for (const source of sources) {
    for (const match of source.matchAll(/export interface (\w+)(?: extends [^{]+)? \{/g)) {
      const start = match.index + match[0].length;
      bodies.set(match[1], source.slice(start, closingBrace(source, start)));
    }
  }
  return bodies;
}

/** The index of the brace closing the one opened just before `start`. */
function closingBrace(text: string, start: number): number {
  let depth = 1;
  for (let i = start; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0) return i;
  }
  return text.length;
}

/** `name: type;` members of a body, comments dropped, nested `{ ... }` types kept whole. */
function members(body: string): [string, string][] {
  const text = body.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "");
  const found: [string, string][] = [];
  let i = 0;
  while (i < text.length) {
    const match = /(\w+)\??:\s*/y;
    match.lastIndex = i;
    const head = match.exec(text);
    if (!head) {
      i++;
      continue;
    }
    let end = match.lastIndex;
    let depth = 0;
    for (; end < text.length; end++) {
      if (text[end] === "{") depth++;
      else if (text[end] === "}") depth--;
      else if (text[end] === ";" && depth === 0) break;
    }
    found.push([head[1], text.slice(match.lastIndex, end).trim()]);
    i = end + 1;
  }
  return found;
}

function shapeOf(type: string, bodies: Map<string, string>): Shape {
  if (type.startsWith("{")) return objectShape(type.slice(1, type.lastIndexOf("}")), bodies);
  if (type.endsWith("[]")) return { kind: "list", item: shapeOf(type.slice(0, -2), bodies) };
  const named = bodies.get(type);
  if (named !== undefined) return objectShape(named, bodies);
  const types = new Set<ValueType>();
  for (const part of type.split("|").map((p) => p.trim())) {
    if (part === "string" || /^["'`]/.test(part)) types.add("string");
    else if (part === "number" || /^-?\d/.test(part)) types.add("number");
    else if (part === "boolean" || part === "true" || part === "false") types.add("boolean");
    else if (part === "null") types.add("null");
  }
  return { kind: "value", types };
}

function objectShape(body: string, bodies: Map<string, string>): Shape {
  return { kind: "object", fields: new Map(members(body).map(([name, type]) => [name, shapeOf(type, bodies)])) };
}

let cached: Shape | undefined;

/** The request's shape, read once per process. */
export function requestShape(): Shape {
  cached ??= shapeOf(REQUEST_TYPE, interfaceBodies(REQUEST_TYPE_FILES.map((file) => readFileSync(file, "utf8"))));
  return cached;
}

/** The shape at a target path (`capturedQuoteModel.vehicles[].value`), or undefined when the request has none. */
export function shapeAt(shape: Shape, target: string): Shape | undefined {
  let at: Shape | undefined = shape;
  for (const part of target.split(".")) {
    const list = part.endsWith("[]");
    const key = list ? part.slice(0, -2) : part;
    if (at?.kind !== "object") return undefined;
    at = at.fields.get(key);
    if (list) at = at?.kind === "list" ? at.item : undefined;
  }
  return at;
}
