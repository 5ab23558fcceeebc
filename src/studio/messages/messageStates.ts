/**
 * A state that makes a page show a given message or reveal, found by trying answers through the
 * engine as the page would on submit: first the states at hand as they are (the one chosen, the
 * page's rule cases, then the other scenarios), then, on the first of them where the field is
 * asked, answers that break its schema keywords or that rules commonly refuse (a date tomorrow or
 * a century ago, a negative number), and for a reveal each option of the page's choice questions.
 * A message a call's outcome gives needs no answers: it is shown as such a call shows it, waiting
 * on the page. Undefined when nothing tried shows it: the scenarios need a case for it.
 */
import {
  activeFields,
  holds,
  logicData,
  setPath,
  validatePage,
  within,
  type Draft,
  type FieldErrors,
  type ResolvedField,
  type ResolvedJourney,
  type ResolvedPage,
  type SchemaCheck,
} from "../../engine/index.ts";
import { addDays, addYears, formatISO, parseISO } from "date-fns";
import type { PageMessage } from "./pageMessages.ts";

/** A state to try: a draft, and the day it is replayed on. */
export interface Candidate {
  draft: Draft;
  today: string;
}

/** What shows the message: the answers, and the messages the page then gives on submit. */
export interface MessageState extends Candidate {
  errors: FieldErrors;
}

export interface FinderInput {
  journey: ResolvedJourney;
  page: ResolvedPage;
  check: SchemaCheck;
  /** Most likely first: the chosen state, the page's rule cases, the rest. */
  candidates: Candidate[];
}

export type MessageFinder = (message: PageMessage) => MessageState | undefined;

/** A finder over some candidates; each candidate's page messages are worked out once. */
export function messageFinder({ journey, page, check, candidates }: FinderInput): MessageFinder {
  const dataOf = ({ draft, today }: Candidate) =>
    logicData({ journey, draft, section: page.section, clock: { today: () => today }, data: {} });
  const submitted = new Map<Candidate, MessageState>();
  const submit = (candidate: Candidate): MessageState => {
    let state = submitted.get(candidate);
    if (!state) {
      state = { ...candidate, errors: validatePage(page, dataOf(candidate), check) };
      submitted.set(candidate, state);
    }
    return state;
  };
  const asks = (candidate: Candidate, name: string) => activeFields(page, dataOf(candidate)).some((field) => field.name === name);
  const withAnswer = (candidate: Candidate, name: string, value: unknown): Candidate => ({
    ...candidate,
    draft: setPath(candidate.draft, within(page.section, name), value),
  });

  const shows = (message: PageMessage) => (state: MessageState) =>
    message.field !== undefined && matches(state.errors[message.field], message.text);
  const revealed = (message: PageMessage) => (candidate: Candidate) => {
    const data = dataOf(candidate);
    return message.field === undefined
      ? holds(message.logic, data)
      : activeFields(page, data).some((field) => field.name === message.field);
  };

  return (message) => {
    if (candidates.length === 0) return undefined;
    if (message.kind === "call") return { ...candidates[0], errors: { [message.field ?? ""]: message.text } };
    if (message.kind === "reveal") {
      const found = candidates.find(revealed(message)) ?? choiceVariants(page, candidates[0], withAnswer).find(revealed(message));
      return found && { ...found, errors: {} };
    }
    const found = candidates.map(submit).find(shows(message));
    if (found) return found;
    const field = page.fields.find((f) => f.name === message.field);
    const base = field && candidates.find((candidate) => asks(candidate, field.name));
    if (!field || !base) return undefined;
    return breakingAnswers(field, message, base.today)
      .map((value) => submit(withAnswer(base, field.name, value)))
      .find(shows(message));
  };
}

/** Whether a page's message is the template's text, its {placeholders} filled with anything. */
export function matches(shown: string | undefined, template: string): boolean {
  if (shown === undefined) return false;
  const pattern = template
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${pattern}$`, "s").test(shown);
}

/** Answers that fail the message's keywords, then answers rules commonly refuse. */
function breakingAnswers(field: ResolvedField, message: PageMessage, today: string): unknown[] {
  const schema = field.schema;
  const number = (keyword: string) => (typeof schema[keyword] === "number" ? (schema[keyword] as number) : undefined);
  const values: unknown[] = [];
  for (const keyword of message.keywords ?? []) {
    const limit = number(keyword);
    if (keyword === "required") values.push(undefined);
    if (limit !== undefined && (keyword === "minimum" || keyword === "exclusiveMinimum"))
      values.push(keyword === "minimum" ? limit - 1 : limit);
    if (limit !== undefined && (keyword === "maximum" || keyword === "exclusiveMaximum"))
      values.push(keyword === "maximum" ? limit + 1 : limit);
    if (limit !== undefined && keyword === "minLength") values.push("x".repeat(Math.max(1, limit - 1)));
    if (limit !== undefined && keyword === "maxLength") values.push("x".repeat(limit + 1));
    if (limit !== undefined && keyword === "multipleOf") values.push(limit / 2);
    if (["pattern", "format", "enum", "type", "invalid"].includes(keyword)) values.push("!", "2019-02-29", "not valid", -1);
  }
  const day = parseISO(today);
  const date = (shifted: Date) => formatISO(shifted, { representation: "date" });
  values.push(
    date(addDays(day, 1)),
    date(addYears(day, 1)),
    date(addYears(day, -100)),
    date(addYears(day, -16)),
    -1,
    0,
    1,
    999_999,
    "x",
    "!",
    true,
    false,
  );
  for (const option of field.options ?? []) values.push(option.value);
  return values;
}

/** The candidate with each option of each of the page's choice questions picked in turn. */
function choiceVariants(
  page: ResolvedPage,
  base: Candidate,
  withAnswer: (candidate: Candidate, name: string, value: unknown) => Candidate,
): Candidate[] {
  return page.fields.flatMap((field) => {
    const values = field.options?.map((option) => option.value) ?? (field.schema.type === "boolean" ? [true, false] : []);
    return values.map((value) => withAnswer(base, field.name, value));
  });
}
