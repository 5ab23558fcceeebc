/**
 * Re-derives what a draft claims to have looked up, the way the browser got it: each page's
 * loaders and primary button are replayed against the server's own lookups (lookupSources.ts), and
 * the journey's own outcomes say what that answer stores (`set`), what it empties (`clear`) and
 * when it refuses (`goTo` elsewhere, `fieldError`). So the vehicle from the registration or the
 * chosen model, the telematics device and the address details are all checked from the journey's
 * mapping, not a second copy of it. Nothing is replaced: every difference is a field error.
 */
import {
  getPath,
  holds,
  logicData,
  operations,
  planLoaders,
  primaryAction,
  settleLoader,
  submissionKey,
  submitPage,
  within,
  type Action,
  type Applied,
  type CallEnded,
  type Draft,
  type LoaderCall,
  type LogicData,
  type ReferenceData,
  type ResolvedJourney,
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
    private readonly referenceData: ReferenceData,
    private readonly sources: LookupSources,
    /** Draft paths some page asks as a question: a lookup may fill them in, but the answer given later wins. */
    private readonly questions: ReadonlySet<string>,
  ) {}

  /**
   * Replays the page's loaders, then its primary button through the engine's page step (as the app
   * runs it), with the server's own lookups: every outcome applied is checked against the draft.
   */
  async page(page: PageInstance): Promise<PageData> {
    const data: Record<string, unknown> = { reference: this.referenceData };
    let complete = true;
    for (const position of (page.loaders ?? []).keys()) {
      // Planned as each one comes, over what the loaders before it exposed.
      const scope = this.#scope(page, data);
      const call = planLoaders(page, scope, "all").find((c) => c.position === position)!;
      const answered = await this.#load(page, call, scope);
      if (!call.loader.as) continue;
      if (answered.ok) data[call.loader.as] = answered.result;
      else complete = false;
    }
    const primary = primaryAction(page.actions ?? []);
    // The button's own outcomes read what the loaders found: without all of it, only its call is checked.
    const pressed = primary && (complete ? primary : { ...primary, then: undefined });
    if (pressed && (pressed.then || pressed.load)) await this.#press(page, pressed, data);
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

  /** A loader's call, when its every argument is given (a page off its lookup, like the reg page left blank, has none). */
  async #load(page: PageInstance, { loader, args }: LoaderCall, scope: LogicData): Promise<{ ok: boolean; result?: unknown }> {
    const answer = this.#lookup(loader.source, args);
    if (!answer) return { ok: false };
    let ended: CallEnded;
    try {
      ended = { failed: false, result: await answer };
    } catch (error) {
      if (!isClientError(error)) throw error;
      ended = { failed: true };
    }
    const refused = this.#check(page, settleLoader(loader, ended, this.draft, scope), argumentField(page, loader));
    return { ok: !ended.failed && !refused, result: ended.failed ? undefined : ended.result };
  }

  /** The page's primary button, as the engine's page step runs it over the server's lookups. */
  async #press(page: PageInstance, primary: Action, data: Record<string, unknown>): Promise<void> {
    let fault: unknown;
    const step = await submitPage({ journey: this.journey, page, section: page.section, clock: this.clock, data }, this.draft, primary, {
      journeyOf: () => this.journey,
      sources: {
        call: (source, args) =>
          this.#lookup(source, args)?.catch((error: unknown) => {
            if (!isClientError(error)) fault = error;
            throw error;
          }) ?? null,
      },
    });
    if (fault) throw fault;
    for (const applied of step.applied) this.#check(page, applied, applied.origin === "lookup" ? argumentField(page, primary.load!) : null);
  }

  /** The server's lookup for a source, called when every argument is given; null for a source it does not replay. */
  #lookup(source: string, args: Record<string, unknown>): Promise<unknown> | null {
    const lookup = this.sources.lookup(source);
    if (!lookup || Object.values(args).some(isEmpty)) return null;
    return lookup(args);
  }

  /**
   * Checks the draft against what applied outcomes store; true when they refuse the answer outright:
   * a field error, or for a lookup's answer a page elsewhere (the user is sent away: an unknown reg,
   * an incompatible vehicle). A button's own goTo is just where it leads.
   */
  #check(page: PageInstance, applied: Applied, refusedField: string | null): boolean {
    const goToRefuses = applied.origin === "lookup";
    const source = applied.source ?? "";
    if ((applied.goTo && goToRefuses) || (applied.fieldError && !applied.goTo)) {
      const elsewhere = applied.goTo !== undefined && this.journey.pages[applied.goTo] !== undefined;
      this.errors.push({
        page: elsewhere ? applied.goTo! : submissionKey(page),
        field: applied.fieldError?.field || refusedField,
        message: applied.fieldError?.message ?? lookupMessages.refused(source),
      });
      return true;
    }
    for (const outcome of applied.outcomes ?? []) {
      if (!holds(outcome.when, applied.data)) continue;
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
function argumentField(page: PageInstance, call: Pick<LoaderCall["loader"], "args">): string | null {
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
