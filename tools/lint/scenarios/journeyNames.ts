/**
 * What a scenario may name in one product's journey: its pages and their fields, the app routes,
 * the draft's top-level sections, and the messages its pages can show (each message written in the
 * journey as a pattern, its placeholders standing for anything).
 */
import type { ResolvedJourney, ResolvedPage } from "../../../src/engine/index.ts";
import { outcomesOf } from "../pageParts.ts";

export interface JourneyNames {
  journey: ResolvedJourney;
  pages: Map<string, ResolvedPage>;
  /** A page's field names (dotted names as written: `contacts.1.email`). */
  fieldsOf(page: string): string[];
  /** What a page's answers may hold: its fields (and the objects dotted names are in), and what its effects and outcomes set in its section. */
  answersOf(page: string): string[];
  appRoutes: string[];
  /** The first key of every draft path a page asks or sets, and the values the app keeps itself. */
  sections: Set<string>;
  /** Whether a page of the product can show this message. */
  hasMessage(message: string): boolean;
  /** Every message a page can show, as written (placeholders and all). */
  messages: string[];
}

/** Values the app keeps in the draft without a page (journeys/LINT.md, "Values the app keeps"). */
const APP_KEPT = [
  "product",
  "numberplate",
  "linkReg",
  "affiliate",
  "sourceOfBusiness",
  "token",
  "quoteRef",
  "retrieveError",
  "final",
  "rate",
  "policy",
  "named",
];

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
/** A message as written, its `{placeholders}` (`{min}`, a named-driver page's `{index}`) standing for anything. */
const pattern = (message: string) => new RegExp(`^${escape(message).replace(/\{\w+\}/g, "[\\s\\S]*?")}$`);

function messagesOf(page: ResolvedPage): string[] {
  return [
    ...(page.rules ?? []).map((rule) => rule.message),
    ...page.fields.flatMap((field) => [...Object.values(field.messages ?? {}), ...(field.rules ?? []).map((rule) => rule.message)]),
    ...outcomesOf(page).flatMap(({ value }) => (value.fieldError ? [value.fieldError.message] : [])),
  ];
}

function answerKeysOf(page: ResolvedPage): string[] {
  const inSection = (path: string) =>
    !page.section ? path : path.startsWith(`${page.section}.`) ? path.slice(page.section.length + 1) : undefined;
  const keys = [
    ...page.fields.flatMap((field) => [field.name, field.name.split(".")[0]]),
    ...page.fields.flatMap((field) => (field.effects ?? []).flatMap((effect) => Object.keys(effect.set ?? {}))),
    ...outcomesOf(page).flatMap(({ value }) => Object.keys(value.set ?? {}).flatMap((path) => inSection(path) ?? [])),
  ];
  return [...new Set(keys.map((key) => key.split(".")[0]).concat(keys))];
}

const cache = new WeakMap<ResolvedJourney, JourneyNames>();

export function journeyNames(journey: ResolvedJourney, appRoutes: string[]): JourneyNames {
  const known = cache.get(journey);
  if (known) return known;
  const pages = new Map(Object.values(journey.pages).map((page) => [page.id, page]));
  const sections = new Set(APP_KEPT);
  for (const page of pages.values()) {
    if (page.section) sections.add(page.section.split(".")[0]);
    else page.fields.forEach((field) => sections.add(field.name.split(".")[0]));
    for (const { value } of outcomesOf(page)) {
      for (const path of [...Object.keys(value.set ?? {}), ...(value.clear ?? [])]) sections.add(path.split(".")[0]);
    }
  }
  const messages = [...new Set([...pages.values()].flatMap(messagesOf))];
  const patterns = messages.map(pattern);
  const answers = new Map<string, string[]>();
  const written = new Set(messages);
  const names: JourneyNames = {
    journey,
    pages,
    appRoutes,
    sections,
    messages,
    fieldsOf: (page) => pages.get(page)?.fields.map((field) => field.name) ?? [],
    // Asked for every case of every table: worked out once per page.
    answersOf: (page) => {
      const known = answers.get(page);
      if (known) return known;
      const found = pages.get(page);
      const keys = found ? answerKeysOf(found) : [];
      answers.set(page, keys);
      return keys;
    },
    // Most recorded messages are a message as written: a set answers them without the patterns.
    hasMessage: (message) => written.has(message) || patterns.some((one) => one.test(message)),
  };
  cache.set(journey, names);
  return names;
}
