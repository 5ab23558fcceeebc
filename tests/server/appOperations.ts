/**
 * Every GraphQL document the app sends, read from src/api/ as written (`const NAME = gql\`…\``, with
 * `${FRAGMENT}` interpolations filled in), so the server's limits are checked against the real thing.
 */
import { readdirSync, readFileSync } from "node:fs";

const apiDir = new URL("../../src/api/", import.meta.url);

export function appOperations(): Array<[name: string, document: string]> {
  const raw = new Map<string, string>();
  for (const file of readdirSync(apiDir).filter((name) => name.endsWith(".ts"))) {
    for (const [, name, text] of readFileSync(new URL(file, apiDir), "utf8").matchAll(/const (\w+) = gql`([^`]*)`/g)) raw.set(name, text);
  }
  const filled = (text: string): string => text.replace(/\$\{(\w+)\}/g, (_, name: string) => filled(raw.get(name) ?? ""));
  return [...raw].filter(([, text]) => /^\s*(\$\{\w+\}\s*)*(query|mutation)\b/.test(text)).map(([name, text]) => [name, filled(text)]);
}
