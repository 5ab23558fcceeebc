/**
 * Re-derives what a draft claims to have looked up, the way the browser got it: each page's
 * loaders and primary button are replayed against the server's own lookups (lookupSources.ts), and
 * the journey's own outcomes say what that answer stores (`set`), what it empties (`clear`) and
 * when it refuses (`goTo` elsewhere, `fieldError`). So the vehicle from the registration or the
 * chosen model, the telematics device and the address details are all checked from the journey's
 * mapping, not a second copy of it. Nothing is replaced: every difference is a field error.
 */
import {
  applyOutcomes, callArgs, getPath, holds, logicData, operations, outcomesFor, submissionKey, within,
  type Draft, type LogicData, type Outcome, type ReferenceData, type ResolvedJourney, type SourceCall,
} from "../../src/engine/index.ts";
import type { ServerClock } from "../clock.ts";
import { isObject } from "./draftValues.ts";
import type { FieldError } from "./fieldErrors.ts";
import { DomainError } from "./errors.ts";
import { lookupMessages } from "./lookupMessages.ts";
import type { LookupSources } from "./lookupSources.ts";
import type { PageInstance } from "./pageInstances.ts";

const isEmpty = operations.isEmpty as (value: unknown) => boolean;

/** What a page's loaders gave, as its logic reads it (`data.<as>`), and whether every one of them did. */
export interface PageData {
  data: Record<string, unknown>;
  complete: boolean;
}

interface Cleared {
  path: string;
  page: PageInstance;
  source: string;
}

export class LookupReplay {
  readonly errors: FieldError[] = [];
  readonly #set = new Set<string>();
  readonly #cleared: Cleared[] = [];

  constructor(
    private readonly journey: ResolvedJourney,
    /** The submitted draft (submittedDraft.ts): only pages on the replayed paths have answers in it. */
    private readonly draft: Draft,
    private readonly clock: ServerClock,
    private readonly reference: ReferenceData,
    private readonly sources: LookupSources,
    /** Draft paths some page asks as a question: a lookup may fill them in, but the answer given later wins. */
    private readonly questions: ReadonlySet<string>,
  ) {}

  /** Replays the page's loaders, then its primary button (its outcomes, then its server call), as the app does. */
  async page(page: PageInstance): Promise<PageData> {
    const data: Record<string, unknown> = { reference: this.reference };
    let complete = true;
    for (const loader of page.loaders ?? []) {
      const answered = await this.#call(page, loader.source, loader, data);
      if (!loader.as) continue;
      if (answered.ok) data[loader.as] = answered.result;
      else complete = false;
    }
    const primary = page.actions?.find((action) => (action.variant ?? "primary") === "primary");
    if (primary?.then && complete) {
      const source = page.loaders?.find((loader) => loader.as)?.source ?? "";
      this.#outcomes(page, source, primary.then, this.#scope(page, data), { refusedField: null, goToRefuses: false });
    }
    if (primary?.load) await this.#call(page, primary.load.source, primary.load, data);
    return { data, complete };
  }

  /**
   * Answers a lookup emptied that no lookup on the path fills again (a registration kept with a
   * manually chosen vehicle, say): a client put them there.
   */
  strays(): FieldError[] {
    const errors: FieldError[] = [];
    for (const { path, page, source } of this.#cleared) {
      for (const leaf of leaves(getPath(this.draft, path), path)) {
        if (this.questions.has(leaf) || this.#isSet(leaf)) continue;
        const field = relative(page.section, leaf);
        errors.push({ page: submissionKey(page), field, message: lookupMessages.notLookedUp(field, source) });
      }
    }
    return errors;
  }

  /** Whether a lookup stores this path or one holding it (`vehicle` holds `vehicle.make.code`). */
  #isSet(leaf: string): boolean {
    for (let end = leaf.indexOf("."); end !== -1; end = leaf.indexOf(".", end + 1)) {
      if (this.#set.has(leaf.slice(0, end))) return true;
    }
    return this.#set.has(leaf);
  }

  /** A server call whose arguments are all given (a page off its lookup, like the reg page left blank, has none). */
  async #call(page: PageInstance, source: string, call: SourceCall, data: Record<string, unknown>): Promise<{ ok: boolean; result?: unknown }> {
    const lookup = this.sources.lookup(source);
    if (!lookup) return { ok: false };
    const scope = this.#scope(page, data);
    const args = callArgs(call, scope);
    if (Object.values(args).some(isEmpty)) return { ok: false };
    let ended: { failed: true } | { failed: false; result: unknown };
    try {
      ended = { failed: false, result: await lookup(args) };
    } catch (error) {
      if (!isClientError(error)) throw error;
      ended = { failed: true };
    }
    const result = ended.failed ? undefined : ended.result;
    const refused = this.#outcomes(page, source, outcomesFor(call, ended), { ...scope, result }, { refusedField: argumentField(page, call), goToRefuses: true });
    return { ok: !ended.failed && !refused, result };
  }

  /**
   * Checks the draft against what these outcomes store; true when they refuse the answer outright: a
   * field error, or for a lookup's answer a page elsewhere (the user is sent away: an unknown reg, an
   * incompatible vehicle). A button's own goTo is just where it leads.
   */
  #outcomes(page: PageInstance, source: string, outcomes: Outcome[] | undefined, data: LogicData, how: { refusedField: string | null; goToRefuses: boolean }): boolean {
    const applied = applyOutcomes(outcomes, {}, data);
    if ((applied.goTo && how.goToRefuses) || (applied.fieldError && !applied.goTo)) {
      const elsewhere = applied.goTo !== undefined && this.journey.pages[applied.goTo] !== undefined;
      this.errors.push({
        page: elsewhere ? applied.goTo! : submissionKey(page),
        field: applied.fieldError?.field || how.refusedField,
        message: applied.fieldError?.message ?? lookupMessages.refused(source),
      });
      return true;
    }
    for (const outcome of outcomes ?? []) {
      if (!holds(outcome.when, data)) continue;
      for (const path of outcome.clear ?? []) this.#cleared.push({ path, page, source });
      for (const path of Object.keys(outcome.set ?? {})) {
        this.#set.add(path);
        if (this.questions.has(path) || sameAnswer(getPath(applied.draft, path), getPath(this.draft, path))) continue;
        const field = relative(page.section, path);
        this.errors.push({ page: submissionKey(page), field, message: lookupMessages.mismatch(field, source) });
      }
      if (outcome.goTo) break; // as applyOutcomes: nothing after the first goTo is applied
    }
    return false;
  }

  #scope(page: PageInstance, data: Record<string, unknown>): LogicData {
    return logicData({ journey: this.journey, draft: this.draft, section: page.section, clock: this.clock, data });
  }
}

/** Every draft path a page of the journey asks, named drivers' slots included. */
export function questionPaths(journey: ResolvedJourney, pages: PageInstance[]): Set<string> {
  return new Set(pages.flatMap((page) => page.fields.map((field) => within(page.section, field.name))));
}

/** The answer a call is made with (`answers.abicode`, `quote.numberplate`), to name when the lookup refuses it without saying where. */
function argumentField(page: PageInstance, call: SourceCall): string | null {
  for (const logic of Object.values(call.args)) {
    const path = isObject(logic) && typeof logic.var === "string" ? logic.var : undefined;
    if (path?.startsWith("answers.")) return path.slice("answers.".length);
    if (path?.startsWith("quote.")) return relative(page.section, path.slice("quote.".length));
  }
  return null;
}

/** A draft path as the page names its fields: relative to the page's section when inside it. */
function relative(section: string | undefined, path: string): string {
  return section && path.startsWith(`${section}.`) ? path.slice(section.length + 1) : path;
}

function leaves(value: unknown, path: string): string[] {
  if (value === undefined || value === null) return [];
  if (!isObject(value)) return [path];
  return Object.entries(value).flatMap(([key, inner]) => leaves(inner, `${path}.${key}`));
}

/** Equal as stored answers: missing, null and "" are all no answer; 5 and "5" are the same code. */
export function sameAnswer(a: unknown, b: unknown): boolean {
  const x = a === undefined || a === "" ? null : a;
  const y = b === undefined || b === "" ? null : b;
  if (isObject(x) || isObject(y)) {
    if (!isObject(x) || !isObject(y)) return false;
    return [...new Set([...Object.keys(x), ...Object.keys(y)])].every((key) => sameAnswer(x[key], y[key]));
  }
  if (Array.isArray(x) || Array.isArray(y)) {
    if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length) return false;
    return x.every((item, i) => sameAnswer(item, y[i]));
  }
  if (x === null || y === null) return x === y;
  if (typeof x === typeof y) return x === y;
  const scalar = (v: unknown) => typeof v === "number" || typeof v === "string";
  return scalar(x) && scalar(y) && String(x) === String(y);
}

/** An error a lookup answers a client with (a domain error); anything else is a fault to surface. */
function isClientError(error: unknown): boolean {
  return error instanceof DomainError;
}
