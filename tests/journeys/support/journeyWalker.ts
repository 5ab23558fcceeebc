/**
 * One generated walk through a product journey, as a user in the app would take it: arrive (plain,
 * with a `?reg=` link or with `?noreg`), and on each page run its loaders, answer every question it
 * shows with a generated answer, press a button (mostly the primary one, sometimes another such as
 * "No, this isn’t my car" or "Add named driver"), then go where the button’s outcomes or the
 * page's next edge say, exactly as the engine routes. Server calls sometimes fail, as on a bad day:
 * each walk picks one call that fails the first time it is made, and any call fails now and then.
 *
 * Generated answers are checked as the page checks them; an answer the page refuses is drawn
 * again, and after a few refusals replaced by a known valid one (tests/server/quoteDrafts.ts), so
 * walks vary widely yet always get through. Every edge taken is recorded by where the journey
 * writes it (FlowEdge.origin), for coverage.
 */
import fc from "fast-check";
import {
  activeFields, applyAnswer, applyOutcomes, callArgs, canOpen, fieldError, holds, nextEdge, normalisePlate, optionsFor, outcomesFor,
  pageInstance, prepareSubmission, scopeData, settleAnswers, submissionKey, submitPage, validatePage, withDefaults,
  type Action, type Clock, type Draft, type LogicData, type Outcome, type PageScope, type ResolvedField, type ResolvedJourney, type ResolvedPage, type SchemaCheck,
} from "../../../src/engine/index.ts";
import { answersByField } from "../../server/quoteDrafts.ts";
import { answerArbitrary, oneOf, registrationArbitrary, shiftDate } from "./answerArbitraries.ts";
import type { CallEnd, ServerSources } from "./serverSources.ts";

type Draw = fc.GeneratorValue;
type Page = ResolvedPage & { index?: number };

export interface Walk {
  product: string;
  /** Pages visited in order (`page@slot` for a named driver's), then where the walk handed over. */
  steps: string[];
  /** The app route the walk ended on (rate, declined, error, incompatible). */
  ended: string;
  /** Edges taken, as `pageId|origin`. */
  edges: Set<string>;
  draft: Draft;
  submitted: Set<string>;
}

/** A page whose answers could not be made acceptable: the user would be stuck there. */
export class WalkStuck extends Error {
  constructor(
    message: string,
    readonly page: string,
    /** The questions still refused. */
    readonly fields: string[],
  ) {
    super(message);
  }
}

/** Pages a walk may visit before it counts as going round in circles. */
export const maxSteps = 80;
/** Draws per question before the known valid answer is used (on a page's last try, the known one comes first). */
const drawsPerQuestion = 6;
/** Tries at a page (fresh answers each time) before the walk is declared stuck there. */
const triesPerPage = 3;
/** Besides the one outage each walk plans, one call in this many fails. */
const outageOdds = 30;

export class JourneyWalker {
  #calm = false;
  /** The server call that fails the first time this walk makes it (every call's failure is met by some walks). */
  #outage: string | undefined;

  constructor(
    private readonly journey: ResolvedJourney,
    private readonly sources: ServerSources,
    private readonly clock: Clock,
    private readonly check: SchemaCheck,
  ) {}

  async walk(draw: Draw): Promise<Walk> {
    const { journey } = this;
    const walk: Walk = { product: journey.id, steps: [], ended: "", edges: new Set(), draft: {}, submitted: new Set() };
    const sources = [...new Set(Object.values(journey.pages).flatMap((p) => [...(p.loaders ?? []), ...(p.actions ?? []).flatMap((a) => (a.load ? [a.load] : []))]).map((call) => call.source))].sort();
    this.#outage = draw(() => oneOf([undefined, ...sources]));
    let draft: Draft = { product: journey.id, ...this.#entry(draw) };
    draft = withDefaults(journey, draft, this.clock);
    let current = journey.startPage;
    let index: number | undefined;
    for (let step = 0; step < maxSteps; step++) {
      if (!journey.pages[current]) {
        walk.ended = current;
        walk.steps.push(current);
        walk.draft = draft;
        return walk;
      }
      const page = pageInstance(journey, current, index);
      walk.steps.push(submissionKey(page));
      const visit = await this.#visit(page, draft, walk, draw);
      draft = visit.draft;
      if (visit.index !== undefined) index = visit.index;
      current = visit.to;
      if (journey.pages[current]) {
        const target = pageInstance(journey, current, index);
        const chain = target.index === undefined ? {} : { start: journey.namedStartPage, index: target.index };
        if (!canOpen({ journey, draft, submitted: walk.submitted, clock: this.clock, check: this.check, ...chain }, current)) {
          throw new Error(`${journey.id}: ${submissionKey(page)} sends the user to ${current}, which the replay does not let them open (a redirect loop). Walk: ${walk.steps.join(" > ")}`);
        }
      }
    }
    throw new Error(`${journey.id}: the walk did not end within ${maxSteps} pages: ${walk.steps.join(" > ")}`);
  }

  /** How the user arrived: a plain visit, a `?reg=` link (plate and linkReg set) or `?noreg`. */
  #entry(draw: Draw): Draft {
    const entry = draw(() => oneOf(["plain", "plain", "reg", "noreg"]));
    if (entry === "noreg") return { numberplate: false };
    if (entry === "reg") {
      const plate = normalisePlate(draw(() => registrationArbitrary));
      return { numberplate: plate, linkReg: plate };
    }
    return {};
  }

  /** Answers one page and presses a button; returns where the user goes next. */
  async #visit(page: Page, start: Draft, walk: Walk, draw: Draw): Promise<{ draft: Draft; to: string; index?: number }> {
    let refusal = "";
    let lastErrors: Record<string, string> = {};
    for (let attempt = 0; attempt < triesPerPage; attempt++) {
      const known = attempt === triesPerPage - 1;
      // On the last try the servers answer: a user retries until an outage is over.
      this.#calm = known;
      const data: Record<string, unknown> = { reference: this.sources.referenceData };
      const scope: PageScope = { journey: this.journey, page, section: page.section, clock: this.clock, data };
      const loaded = new Set<string>();
      let draft = start;

      const loads = await this.#runLoaders(scope, draft, loaded, walk, draw);
      if (loads.goTo) return { draft: loads.draft, to: loads.goTo };
      draft = loads.draft;

      const answered = new Set<string>();
      for (let guard = 0; guard < page.fields.length * 2 + 2; guard++) {
        const field = activeFields(page, scopeData(scope, draft)).find((f) => !answered.has(f.name));
        if (!field) break;
        answered.add(field.name);
        const answer = await this.#answer(scope, field, draft, loaded, walk, draw, known);
        if (answer.goTo) return { draft: answer.draft, to: answer.goTo };
        draft = answer.draft;
      }

      const action = this.#chooseAction(page, scope, draft, draw);
      const errors = validatePage(page, scopeData(scope, draft), this.check);
      if ((action?.validate ?? (action?.variant ?? "primary") === "primary") && Object.keys(errors).length > 0) {
        refusal = `its answers break rules: ${JSON.stringify(errors)}`;
        lastErrors = errors;
        continue;
      }
      const pressed = await this.#press(scope, action, draft, walk, draw);
      if (pressed.stopped) {
        refusal = `the ${action?.id} button stopped with ${JSON.stringify(pressed.fieldError)}`;
        continue;
      }
      walk.submitted.add(submissionKey(page));
      walk.draft = pressed.draft;
      if (pressed.goTo) return { draft: pressed.draft, to: pressed.goTo, index: pressed.index };
      const after = scopeData(scope, pressed.draft);
      const edge = nextEdge(page, after);
      walk.edges.add(`${page.id}|next ${page.next.indexOf(edge)}`);
      return { draft: pressed.draft, to: edge.to };
    }
    throw new WalkStuck(
      `${this.journey.id}: the walk is stuck on ${submissionKey(page)}: after ${triesPerPage} tries ${refusal}. Walk: ${walk.steps.join(" > ")}`,
      page.id,
      Object.keys(lastErrors),
    );
  }

  /** Answers one question: generated answers the page accepts, else the known valid one. */
  async #answer(
    scope: PageScope, field: ResolvedField, start: Draft, loaded: Set<string>, walk: Walk, draw: Draw, known: boolean,
  ): Promise<{ draft: Draft; goTo?: string }> {
    let result: { draft: Draft; goTo?: string } = { draft: start };
    for (let tryNo = 0; tryNo <= drawsPerQuestion; tryNo++) {
      const value = this.#valueFor(scope, field, start, draw, known ? tryNo === 0 : tryNo === drawsPerQuestion);
      if (value === undefined) return result;
      let draft = applyAnswer(scope, start, field.name, value);
      draft = settleAnswers(scope, draft, this.sources.referenceData);
      // A button placed after this question (Find address) is pressed once it is answered.
      for (const action of scope.page.actions ?? []) {
        if (action.stay && action.after === field.name) draft = applyOutcomes(action.then, draft, scopeData(scope, draft)).draft;
      }
      const loads = await this.#runLoaders(scope, draft, loaded, walk, draw);
      result = loads;
      if (loads.goTo) return loads;
      const refused = loads.fieldErrors.has(field.name) || fieldError(field, scopeData(scope, loads.draft), this.check) !== undefined;
      if (!refused) return loads;
    }
    return this.#firstAcceptedOption(scope, field, start) ?? result;
  }

  /**
   * When no drawn answer is accepted (licence years or no-claims years for a young driver), the
   * first accepted one of a short list: the options offered, or every step of a small number range.
   */
  #firstAcceptedOption(scope: PageScope, field: ResolvedField, start: Draft): { draft: Draft } | undefined {
    const options = optionsFor(field, scopeData(scope, start), this.sources.referenceData)?.map((o) => o.value) ?? smallRange(field, this.clock.today());
    for (const value of options) {
      const draft = applyAnswer(scope, start, field.name, value);
      if (fieldError(field, scopeData(scope, draft), this.check) === undefined) return { draft };
    }
    return undefined;
  }

  #valueFor(scope: PageScope, field: ResolvedField, draft: Draft, draw: Draw, known: boolean): unknown {
    const at = { product: this.journey.id, page: scope.page, index: (scope.page as Page).index };
    if (field.name === "product") return this.journey.id;
    const fallback = answersByField[field.name];
    const options = optionsFor(field, scopeData(scope, draft), this.sources.referenceData);
    if (known && fallback !== undefined) {
      const value = typeof fallback === "function" ? fallback(at) : fallback;
      if (!options || options.some((o) => o.value === value)) return value;
    }
    const arbitrary = answerArbitrary(field, options, this.clock.today());
    if (!arbitrary) return undefined;
    // Optional questions are sometimes left as they are.
    if (field.required !== true && typeof field.required !== "object" && draw(() => fc.boolean())) return undefined;
    return draw(() => arbitrary);
  }

  /** Mostly the primary button; sometimes another one that moves on (not a `stay` button), if enabled. */
  #chooseAction(page: Page, scope: PageScope, draft: Draft, draw: Draw): Action | undefined {
    const data = scopeData(scope, draft);
    const actions = (page.actions ?? []).filter((a) => !a.stay && holds(a.enabledWhen, data));
    const primary = actions.find((a) => (a.variant ?? "primary") === "primary");
    const others = actions.filter((a) => a !== primary);
    if (others.length === 0) return primary;
    const choice = draw(() => fc.noBias(fc.integer({ min: 0, max: others.length + 3 })));
    return choice < others.length ? others[choice] : primary;
  }

  /** As the app presses a button: the engine's page step, over this walk's server calls (an outage included). */
  async #press(scope: PageScope, action: Action | undefined, start: Draft, walk: Walk, draw: Draw) {
    const page = scope.page;
    if (!action) return { draft: withDefaults(this.journey, prepareSubmission(scope, start), this.clock), stopped: false };
    const step = await submitPage(scope, start, action, {
      journeyOf: () => this.journey,
      sources: {
        call: async (source, args) => {
          const ended = await this.#call(source, args, draw);
          if (ended.failed) throw new Error(`${source} failed`);
          return ended.result;
        },
      },
    });
    const where = `${page.id}|action ${action.id}`;
    for (const applied of step.applied) {
      this.#recordGoTo(applied, applied.origin === "action" ? `${where} then` : `${where} load.${listOf(action.load!, applied.outcomes)}`, walk);
    }
    // A field error without a destination keeps the user on the page to change something.
    if (step.kind === "refused") return { draft: start, stopped: true, fieldError: step.errors };
    if (step.kind === "invalid") return { draft: start, stopped: true, fieldError: step.errors };
    const sent = step.applied.find((a) => a.goTo);
    return { draft: step.draft, goTo: sent?.goTo, index: sent?.index, stopped: false };
  }

  async #runLoaders(scope: PageScope, start: Draft, loaded: Set<string>, walk: Walk, draw: Draw) {
    let draft = start;
    const fieldErrors = new Set<string>();
    const data = scope.data as Record<string, unknown>;
    for (let pass = 0; pass < 5; pass++) {
      let ran = false;
      for (const [i, loader] of (scope.page.loaders ?? []).entries()) {
        const logic = scopeData(scope, draft);
        if (!holds(loader.when, logic)) continue;
        const args = callArgs(loader, logic);
        const key = JSON.stringify([i, args]);
        if (loaded.has(key)) continue;
        loaded.add(key);
        ran = true;
        const ended = await this.#call(loader.source, args, draw);
        if (loader.as) data[loader.as] = ended.failed ? undefined : ended.result;
        const list = ended.failed ? "onError" : ended.result === null || ended.result === undefined ? "onEmpty" : "onResult";
        const result = this.#outcomes(outcomesFor(loader, ended), scope, draft, ended.failed ? undefined : ended.result, `${scope.page.id}|loader ${i} ${list}`, walk);
        draft = result.draft;
        if (result.fieldError) fieldErrors.add(result.fieldError.field);
        if (result.goTo) return { draft, goTo: result.goTo, fieldErrors };
      }
      if (!ran) break;
    }
    return { draft, fieldErrors };
  }

  /** Applies outcomes as the engine does, recording which one sent the user elsewhere. */
  #outcomes(outcomes: Outcome[] | undefined, scope: PageScope, draft: Draft, result: unknown, where: string, walk: Walk) {
    const data = { ...scopeData(scope, draft), result };
    const applied = applyOutcomes(outcomes, draft, data);
    this.#recordGoTo({ ...applied, outcomes, data }, where, walk);
    return applied;
  }

  /** Records the outcome that sent the user elsewhere, if one did. */
  #recordGoTo(applied: { goTo?: string; outcomes: Outcome[] | undefined; data: LogicData }, where: string, walk: Walk) {
    if (!applied.goTo) return;
    const fired = (applied.outcomes ?? []).findIndex((o) => o.goTo !== undefined && holds(o.when, applied.data));
    walk.edges.add(`${where} ${fired}`);
  }

  async #call(source: string, args: Record<string, unknown>, draw: Draw): Promise<CallEnd> {
    // Unbiased: fast-check favours a range's bounds, which would make outages far more common than intended.
    if (!this.#calm && source === this.#outage) {
      this.#outage = undefined;
      return { failed: true };
    }
    if (!this.#calm && draw(() => fc.noBias(fc.integer({ min: 1, max: outageOdds }))) === 1) return { failed: true };
    return this.sources.call(this.journey, source, args);
  }
}

/** Which of a call's outcome lists these are. */
function listOf(call: NonNullable<Action["load"]>, outcomes: Outcome[] | undefined): string {
  return outcomes === call.onError ? "onError" : outcomes === call.onEmpty ? "onEmpty" : "onResult";
}

/** Every allowed value of a slider-like integer answer, or each of the next 60 days for a date; else none. */
function smallRange(field: ResolvedField, today: string): unknown[] {
  if (field.widget === "date") return Array.from({ length: 61 }, (_, days) => shiftDate(today, days));
  const { schema } = field;
  const { minimum, maximum } = schema;
  const step = typeof schema.multipleOf === "number" ? schema.multipleOf : 1;
  if (schema.type !== "integer" || typeof minimum !== "number" || typeof maximum !== "number" || (maximum - minimum) / step > 100) return [];
  return Array.from({ length: Math.floor((maximum - minimum) / step) + 1 }, (_, i) => minimum + i * step);
}
