/**
 * ajv validation for the schemas the linter checks files against, made cheap to repeat. A schema is
 * compiled once per content and kept as ajv "standalone" code under node_modules/.cache/lint-journeys/
 * (compiling the journey schema takes a few hundred milliseconds, loading its code a few); and a
 * file text that passed a schema is remembered there, so an unchanged file is not validated again.
 * The key is the schema text, the ajv options and ajv's version, so an edited schema or an upgraded
 * ajv starts afresh; a cache that cannot be written only costs the work.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, join } from "node:path";
import Ajv, { type ErrorObject, type Options, type ValidateFunction } from "ajv";
import standaloneCode from "ajv/dist/standalone/index.js";
import { REPO_ROOT } from "./problem.ts";
import { hashOf, rememberedPasses, store } from "./rememberedPasses.ts";

export const VALIDATOR_CACHE_DIR = join(REPO_ROOT, "node_modules/.cache/lint-journeys");

const require = createRequire(import.meta.url);
const AJV_VERSION = (require("ajv/package.json") as { version: string }).version;
/** The package's CommonJS default export, whichever way the module system hands it over. */
const toStandaloneCode = ((standaloneCode as unknown as { default?: typeof standaloneCode }).default ?? standaloneCode);

interface Cached {
  schemaText: string;
  options: Options;
  /** `<schema name>-<key>`: the cache files' names start with it. */
  stem: string;
  cacheDir: string;
}

function cached(schemaPath: string, options: Options, cacheDir: string): Cached {
  const schemaText = readFileSync(schemaPath, "utf8");
  const key = hashOf(`${AJV_VERSION}\u0000${JSON.stringify(options)}\u0000${schemaText}`);
  return { schemaText, options, stem: `${basename(schemaPath, ".json")}-${key}`, cacheDir };
}

const loaded = new Map<string, ValidateFunction>();

/** The validator for the JSON schema at `schemaPath`, from the cache when its compiled code is there. */
export function cachedValidator(schemaPath: string, options: Options, cacheDir = VALIDATOR_CACHE_DIR): ValidateFunction {
  return validatorOf(cached(schemaPath, options, cacheDir));
}

function validatorOf(entry: Cached): ValidateFunction {
  const file = join(entry.cacheDir, `${entry.stem}.cjs`);
  const known = loaded.get(file);
  if (known) return known;
  const validate = (existsSync(file) && loadStored(file)) || compileAndStore(entry, file);
  loaded.set(file, validate);
  return validate;
}

function loadStored(file: string): ValidateFunction | undefined {
  try {
    return require(file) as ValidateFunction;
  } catch {
    // Removed meanwhile by a run that stored a newer version of the schema: compile it here.
    return undefined;
  }
}

function compileAndStore(entry: Cached, file: string): ValidateFunction {
  const ajv = new Ajv({ ...entry.options, code: { ...entry.options.code, source: true } });
  const validate = ajv.compile(JSON.parse(entry.schemaText) as object);
  store(file, toStandaloneCode(ajv, validate));
  // Files of earlier versions of this schema are never asked for again.
  const name = entry.stem.slice(0, entry.stem.lastIndexOf("-") + 1);
  try {
    for (const old of readdirSync(entry.cacheDir)) {
      if (old.startsWith(name) && !old.startsWith(entry.stem) && /^[0-9a-f]{20}\./.test(old.slice(name.length))) rmSync(join(entry.cacheDir, old), { force: true });
    }
  } catch {
    // Nothing stored, nothing to remove.
  }
  return validate;
}


/**
 * Validates a file's parsed `content` against the schema, given the `text` it was parsed from, and
 * answers ajv's errors (none when valid). A text that passed before is not validated again: its
 * result cannot have changed, and an unchanged journey then needs no validator loaded at all.
 */
export function validatorWithMemory(schemaPath: string, options: Options, cacheDir = VALIDATOR_CACHE_DIR): (content: unknown, text: string) => ErrorObject[] {
  const entry = cached(schemaPath, options, cacheDir);
  const passed = rememberedPasses(entry.stem, cacheDir);
  return (content, text) => {
    if (passed.has(text)) return [];
    const validate = validatorOf(entry);
    if (!validate(content)) return validate.errors ?? [];
    passed.add(text);
    return [];
  };
}
