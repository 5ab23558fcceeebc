/**
 * Everything a page may say or reveal, each with what makes it show, in words: each field's
 * validation messages (one entry per distinct text, its keywords together: "not answered, or
 * longer than 20 characters"), its rules and the page's cross-field rules, the messages a server
 * call's outcome puts on a field, and every field and content block shown only when a condition
 * holds. Conditions are worded as journeys:diff words them (describeLogic).
 */
import type { ContentBlock, Loader, Outcome, ResolvedField, ResolvedJourney, ResolvedPage } from "../../engine/index.ts";
import { formatMessage } from "../../engine/index.ts";
import { describeCondition } from "../../describe/describeLogic.ts";
import { studioText, type StudioTextKey } from "../studioText.ts";

export type PageMessageKind = "validation" | "rule" | "call" | "reveal";

export interface PageMessage {
  /** Unique on the page. */
  id: string;
  kind: PageMessageKind;
  /** The field it is on (a reveal of a field: that field); "" for the error summary alone. */
  field?: string;
  /** The message as written ({placeholders} kept), or what is revealed. */
  text: string;
  /** When it shows, in words. */
  when: string;
  /** Validation: the keywords whose failure gives this text (`required`, `maxLength`, …). */
  keywords?: string[];
  /** A rule's condition or a reveal's (JsonLogic). */
  logic?: unknown;
}

/** How each JSON Schema keyword's failure reads, with the schema's value as {limit}. */
const KEYWORD_WORDS: Record<string, StudioTextKey> = {
  required: "whenNotAnswered",
  minimum: "whenBelow",
  exclusiveMinimum: "whenNotAbove",
  maximum: "whenAbove",
  exclusiveMaximum: "whenNotBelow",
  minLength: "whenShorter",
  maxLength: "whenLonger",
  pattern: "whenNotPattern",
  format: "whenNotFormat",
  enum: "whenNotOption",
  type: "whenWrongType",
  multipleOf: "whenNotMultiple",
  minItems: "whenFewerChoices",
  maxItems: "whenMoreChoices",
  // The message for any other keyword of the schema.
  invalid: "whenInvalid",
};

export function pageMessages(page: ResolvedPage, journey: ResolvedJourney): PageMessage[] {
  return [
    ...page.fields.flatMap((field) => [...reveal(field), ...validation(field), ...fieldRules(field)]),
    ...(page.rules ?? []).map((rule, i): PageMessage => ({
      id: `page-rule:${i}`,
      kind: "rule",
      field: rule.field ?? "",
      text: rule.message,
      when: describeCondition(rule.errorWhen),
      logic: rule.errorWhen,
    })),
    ...callMessages(page, journey),
    ...(page.content ?? []).flatMap((block, i) => contentReveal(block, i)),
  ];
}

function reveal(field: ResolvedField): PageMessage[] {
  if (field.visibleWhen === undefined) return [];
  return [
    {
      id: `reveal:${field.name}`,
      kind: "reveal",
      field: field.name,
      text: field.label,
      when: describeCondition(field.visibleWhen),
      logic: field.visibleWhen,
    },
  ];
}

/** One entry per distinct message text, naming every keyword that gives it. */
function validation(field: ResolvedField): PageMessage[] {
  const byText = new Map<string, string[]>();
  for (const [keyword, text] of Object.entries(field.messages ?? {})) {
    // A required message on a question never required never shows.
    if (keyword === "required" && (field.required === undefined || field.required === false)) continue;
    byText.set(text, [...(byText.get(text) ?? []), keyword]);
  }
  return [...byText].map(([text, keywords]) => ({
    id: `validation:${field.name}:${keywords.join(",")}`,
    kind: "validation",
    field: field.name,
    text: formatMessage(text, schemaParams(field, keywords)),
    keywords,
    when: keywords.map((keyword) => keywordWords(field, keyword)).join(studioText("whenOr")),
  }));
}

/** What the page fills a schema message's {min}, {max} and {limit} with: the schema's own numbers. */
function schemaParams(field: ResolvedField, keywords: string[]): Record<string, unknown> {
  const first = (names: string[]) => names.map((name) => field.schema[name]).find((value) => typeof value === "number");
  const limits = keywords.map((keyword) => field.schema[keyword]).filter((value) => typeof value === "number");
  return {
    min: first(["minimum", "exclusiveMinimum", "minLength", "minItems"]),
    max: first(["maximum", "exclusiveMaximum", "maxLength", "maxItems"]),
    ...(limits.length === 1 ? { limit: limits[0] } : {}),
  };
}

function keywordWords(field: ResolvedField, keyword: string): string {
  if (keyword === "required" && field.required !== true) {
    return studioText("whenNotAnsweredIf", { condition: describeCondition(field.required) });
  }
  const key = KEYWORD_WORDS[keyword];
  const limit = field.schema[keyword];
  return key
    ? studioText(key, { limit: typeof limit === "object" ? JSON.stringify(limit) : String(limit) })
    : studioText("whenKeyword", { keyword });
}

function fieldRules(field: ResolvedField): PageMessage[] {
  return (field.rules ?? []).map((rule, i) => ({
    id: `rule:${field.name}:${rule.id ?? i}`,
    kind: "rule",
    field: field.name,
    text: rule.message,
    when: describeCondition(rule.errorWhen),
    logic: rule.errorWhen,
  }));
}

/**
 * Messages a button or a call's outcome puts on a field of this page: an outcome with a fieldError
 * and no goTo on this page, or one on any page that goes to this one (a failed lookup sends the
 * user back with it). One entry per field and text, its conditions together.
 */
function callMessages(page: ResolvedPage, journey: ResolvedJourney): PageMessage[] {
  const found = new Map<string, PageMessage>();
  for (const from of Object.values(journey.pages)) {
    for (const { name, outcomes } of callsOf(from)) {
      for (const outcome of outcomes) {
        if (!outcome.fieldError || (outcome.goTo ?? from.id) !== page.id) continue;
        const { field, message } = outcome.fieldError;
        const when =
          outcome.when === undefined
            ? studioText("whenCallAlways", { call: name })
            : studioText("whenCall", { call: name, condition: describeCondition(outcome.when) });
        const key = `call:${field}:${message}`;
        const known = found.get(key);
        if (known?.when.includes(when)) continue;
        found.set(key, { id: key, kind: "call", field, text: message, when: known ? `${known.when}${studioText("whenOr")}${when}` : when });
      }
    }
  }
  return [...found.values()];
}

/** A page's buttons and loaders, each with every outcome it may apply, named as the studio shows them. */
function callsOf(page: ResolvedPage): { name: string; outcomes: Outcome[] }[] {
  const ofLoad = (load: Pick<Loader, "onResult" | "onEmpty" | "onError">) => [
    ...(load.onResult ?? []),
    ...(load.onEmpty ?? []),
    ...(load.onError ?? []),
  ];
  return [
    ...(page.actions ?? []).map((action) => ({
      name: action.label,
      outcomes: [...(action.then ?? []), ...(action.load ? ofLoad(action.load) : [])],
    })),
    ...(page.loaders ?? []).map((loader) => ({
      name: studioText("loaderName", { source: loader.source, page: page.id }),
      outcomes: ofLoad(loader),
    })),
  ];
}

function contentReveal(block: ContentBlock, i: number): PageMessage[] {
  if (block.visibleWhen === undefined) return [];
  const text = block.text ?? studioText(block.kind === "summary" ? "revealedSummary" : "revealedBlock", { kind: block.kind });
  return [{ id: `content:${i}`, kind: "reveal", text, when: describeCondition(block.visibleWhen), logic: block.visibleWhen }];
}
