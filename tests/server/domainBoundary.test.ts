import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../scripts/lint/problem.ts";

const DOMAIN = join(REPO_ROOT, "server/domain");
const importsOf = (source: string) => [...source.matchAll(/^\s*(?:import|export)\b[^;]*?from\s+"([^"]+)"/gm)].map((m) => m[1]);

describe("server/domain", () => {
  it("knows nothing of GraphQL: it raises domain errors, mapped in server/graphql alone", () => {
    const offending = readdirSync(DOMAIN)
      .filter((file) => file.endsWith(".ts"))
      .flatMap((file) => importsOf(readFileSync(join(DOMAIN, file), "utf8"))
        .filter((from) => /(^|\/)graphql(-yoga)?($|\/)|\/graphql\//.test(from))
        .map((from) => `${file} imports ${from}`));
    expect(offending).toEqual([]);
  });
});
