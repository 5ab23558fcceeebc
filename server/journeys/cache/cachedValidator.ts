/**
 * ajv validators made cheap to repeat: a schema is compiled once per content and kept as ajv
 * "standalone" code (compiling a large schema takes hundreds of milliseconds, loading its code a
 * few). The key is the schema text, the ajv options and ajv's version, so an edited schema or an
 * upgraded ajv starts afresh.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, join } from "node:path";
import Ajv, { type Options, type ValidateFunction } from "ajv";
import standaloneCode from "ajv/dist/standalone/index.js";
import { hashOf, store } from "./diskCache.ts";

const require = createRequire(import.meta.url);
const AJV_VERSION = (require("ajv/package.json") as { version: string }).version;
/** The package's CommonJS default export, whichever way the module system hands it over. */
const toStandaloneCode = (standaloneCode as unknown as { default?: typeof standaloneCode }).default ?? standaloneCode;

/** One schema's place in a cache folder. */
export interface CachedSchema {
  schemaText: string;
  options: Options;
  /** `<schema name>-<key>`: the cache files' names start with it. */
  stem: string;
  cacheDir: string;
}

export function cachedSchema(schemaPath: string, options: Options, cacheDir: string): CachedSchema {
  const schemaText = readFileSync(schemaPath, "utf8");
  return { schemaText, options, stem: `${basename(schemaPath, ".json")}-${compiledCodeKey(options, schemaText)}`, cacheDir };
}

/** Names ajv's code for schemas: it changes with their text, the options and ajv's version. */
export function compiledCodeKey(options: Options, schemasText: string): string {
  return hashOf(`${AJV_VERSION}\u0000${JSON.stringify(options)}\u0000${schemasText}`);
}

/** The validator for the JSON schema at `schemaPath`, from the cache when its compiled code is there. */
export function cachedValidator(schemaPath: string, options: Options, cacheDir: string): ValidateFunction {
  return validatorOf(cachedSchema(schemaPath, options, cacheDir));
}

const loaded = new Map<string, ValidateFunction>();

export function validatorOf(entry: CachedSchema): ValidateFunction {
  const file = join(entry.cacheDir, `${entry.stem}.cjs`);
  const known = loaded.get(file);
  if (known) return known;
  const validate = (existsSync(file) && loadStored<ValidateFunction>(file)) || compileAndStore(entry, file);
  loaded.set(file, validate);
  return validate;
}

/** A stored standalone module, or undefined when it is gone (removed meanwhile by a run that stored a newer version). */
export function loadStored<T>(file: string): T | undefined {
  try {
    return require(file) as T;
  } catch {
    return undefined;
  }
}

function compileAndStore(entry: CachedSchema, file: string): ValidateFunction {
  const ajv = new Ajv({ ...entry.options, code: { ...entry.options.code, source: true } });
  const validate = ajv.compile(JSON.parse(entry.schemaText) as object);
  store(file, toStandaloneCode(ajv, validate));
  forgetEarlierVersions(entry.cacheDir, entry.stem);
  return validate;
}

/** Stores ajv's standalone code for `refs` (export name → schema id) of an ajv that compiled them with `code.source`. */
export function storeStandalone(ajv: Ajv, refs: Record<string, string>, file: string): void {
  store(file, toStandaloneCode(ajv, refs));
}

/** Files of earlier versions of a cached thing (`<name>-<20 hex>.…`) are never asked for again. */
export function forgetEarlierVersions(cacheDir: string, stem: string): void {
  const name = stem.slice(0, stem.lastIndexOf("-") + 1);
  try {
    for (const old of readdirSync(cacheDir)) {
      if (old.startsWith(name) && !old.startsWith(stem) && /^[0-9a-f]{20}\./.test(old.slice(name.length))) rmSync(join(cacheDir, old), { force: true });
    }
  } catch {
    // Nothing stored, nothing to remove.
  }
}
