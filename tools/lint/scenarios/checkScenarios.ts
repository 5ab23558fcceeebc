/**
 * Scenario files checked as journey files are, without replaying them (the runner does that in
 * `npm test`): every page, field, shared draft, product, app route and draft section they name must
 * exist in the journey they are about, and every message they record must be one some page of it
 * can show (its placeholders standing for anything). A shared file's table is held against every
 * product it applies to.
 */
import type { ResolvedJourney } from "../../../src/engine/index.ts";
import type { RuleTable, Scenario } from "../../journeys/scenarios/format.ts";
import { SHARED_SCENARIOS } from "../../journeys/scenarios/scenarioFiles.ts";
import { closest } from "../describeAjvError.ts";
import { error, pointerTo, type Problem } from "../problem.ts";
import { journeyNames, type JourneyNames } from "./journeyNames.ts";
import { readScenarioFiles, type LintedScenarioFile } from "./scenarioFiles.ts";

export const SCENARIO_CHECKS: Record<string, string> = {
  "scenario-reference": "a scenario naming a page, field, shared draft, product, app route or draft section that does not exist",
  "scenario-message": "a scenario recording a message no page of its journey can show",
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => !!value && typeof value === "object" && !Array.isArray(value);
const guessed = (name: string, known: Iterable<string>) => {
  const guess = closest(name, [...known]);
  return guess === undefined ? "" : ` (did you mean "${guess}"?)`;
};

/** One file's checker: what it may name, and where its problems go. */
class FileCheck {
  readonly problems: Problem[] = [];
  constructor(
    readonly found: LintedScenarioFile,
    readonly products: string[],
  ) {}

  report(check: string, at: (string | number)[], message: string): void {
    this.problems.push(error(this.found.file, message, { check, pointer: pointerTo(...at) }));
  }

  name(at: (string | number)[], what: string, name: string, known: Iterable<string>): void {
    const list = [...known];
    if (!list.includes(name)) this.report("scenario-reference", at, `"${name}" is no ${what}${guessed(name, list)}`);
  }

  draft(at: (string | number)[], draft: unknown, scopes: JourneyNames[]): void {
    if (typeof draft === "string") return this.name(at, "shared draft of this file", draft, Object.keys(this.found.content.drafts ?? {}));
    if (!isObject(draft)) return;
    if (typeof draft.product === "string") this.name([...at, "product"], "product", draft.product, this.products);
    const sections = new Set(scopes.flatMap((scope) => [...scope.sections]));
    for (const key of Object.keys(draft)) this.name([...at, key], "draft section", key, sections);
  }

  paths(at: (string | number)[], paths: unknown, scopes: JourneyNames[]): void {
    const sections = new Set(scopes.flatMap((scope) => [...scope.sections]));
    for (const path of Object.keys(isObject(paths) ? paths : {})) this.name([...at, path], "draft section", path.split(".")[0], sections);
  }

  fields(at: (string | number)[], page: string, names: unknown, scopes: JourneyNames[], answers = false): void {
    const fields = new Set(scopes.flatMap((scope) => (answers ? scope.answersOf(page) : scope.fieldsOf(page))));
    for (const name of Array.isArray(names) ? names : Object.keys(isObject(names) ? names : {})) {
      if (typeof name === "string" && name !== "")
        this.name([...at, ...(Array.isArray(names) ? [names.indexOf(name)] : [name])], `field of page "${page}"`, name, fields);
    }
  }

  messages(at: (string | number)[], page: string, messages: unknown, scopes: JourneyNames[]): void {
    if (!isObject(messages)) return;
    this.fields(at, page, messages, scopes);
    for (const [field, message] of Object.entries(messages)) {
      if (typeof message !== "string" || scopes.some((scope) => scope.hasMessage(message))) continue;
      const guess = closest(
        message,
        scopes.flatMap((scope) => scope.messages),
      );
      this.report(
        "scenario-message",
        [...at, field],
        `recorded message ${JSON.stringify(message)} is no message of a page of ${scopes.map((s) => s.journey.id).join(", ")}${guess ? ` (did you mean ${JSON.stringify(guess)}?)` : ""}`,
      );
    }
  }

  target(at: (string | number)[], target: unknown, scopes: JourneyNames[]): void {
    if (typeof target !== "string") return;
    this.name(at, "page or app route", target, new Set(scopes.flatMap((scope) => [...scope.pages.keys(), ...scope.appRoutes])));
  }
}

function checkTable(check: FileCheck, table: RuleTable, at: (string | number)[], scopesFor: (table: RuleTable) => JourneyNames[]): void {
  for (const [i, product] of (table.products ?? []).entries()) check.name([...at, "products", i], "product", product, check.products);
  const scopes = scopesFor(table);
  const pages = new Set(scopes.flatMap((scope) => [...scope.pages.keys()]));
  if (!pages.has(table.page)) {
    check.report(
      "scenario-reference",
      [...at, "page"],
      `page "${table.page}" is no page of ${scopes.map((s) => s.journey.id).join(", ") || "any product"}${guessed(table.page, pages)}`,
    );
    return;
  }
  const withPage = scopes.filter((scope) => scope.pages.has(table.page));
  if (table.slot !== undefined) {
    const named = withPage.some((scope) => scope.pages.get(table.page)!.route.includes("{index}"));
    if (!named)
      check.report("scenario-reference", [...at, "slot"], `slot ${table.slot} on page "${table.page}", which is not a named driver's page`);
  }
  check.draft([...at, "draft"], table.draft, withPage);
  table.cases.forEach((one, j) => {
    const here = [...at, "cases", j];
    check.fields([...here, "answers"], table.page, one.answers, withPage, true);
    check.fields([...here, "choose"], table.page, one.choose, withPage, true);
    check.fields([...here, "asked"], table.page, one.asked, withPage);
    check.paths([...here, "draft"], one.draft, withPage);
    check.messages([...here, "messages"], table.page, one.messages, withPage);
    check.target([...here, "next"], one.next, withPage);
  });
}

function checkScenario(check: FileCheck, scenario: Scenario, at: (string | number)[], scope: JourneyNames): void {
  check.draft([...at, "draft"], scenario.draft, [scope]);
  check.paths([...at, "changes"], scenario.changes, [scope]);
  const expect = scenario.expect;
  if (!expect) return;
  expect.path.forEach((page, k) => check.target([...at, "expect", "path", k], page, [scope]));
  for (const [key, messages] of Object.entries(expect.messages ?? {})) {
    const page = key.split("@")[0];
    if (!scope.pages.has(page)) check.name([...at, "expect", "messages", key], "page", page, scope.pages.keys());
    else check.messages([...at, "expect", "messages", key], page, messages, [scope]);
  }
  (expect.named ?? []).forEach((named, k) =>
    named.path.forEach((page, m) => check.target([...at, "expect", "named", k, "path", m], page, [scope])),
  );
}

export function checkScenarioFiles(
  root: string,
  journeys: Map<string, ResolvedJourney>,
  products: string[],
  appRoutes: string[],
): Problem[] {
  const problems: Problem[] = [];
  const names = new Map([...journeys].map(([id, journey]) => [id, journeyNames(journey, appRoutes)]));
  for (const found of readScenarioFiles(root, products, problems)) {
    const check = new FileCheck(found, products);
    const own = names.get(found.product);
    if (found.product !== SHARED_SCENARIOS && !own) continue;
    for (const [name, draft] of Object.entries(found.content.drafts ?? {}))
      check.draft(["drafts", name], draft, own ? [own] : [...names.values()]);
    const scopesFor = (table: RuleTable) => (own ? [own] : (table.products ?? [...names.keys()]).flatMap((id) => names.get(id) ?? []));
    (found.content.rules ?? []).forEach((table, i) => checkTable(check, table, ["rules", i], scopesFor));
    if (own) (found.content.scenarios ?? []).forEach((scenario, i) => checkScenario(check, scenario, ["scenarios", i], own));
    problems.push(...check.problems);
  }
  return problems;
}
