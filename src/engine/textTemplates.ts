/**
 * Summary lines written as text templates (journey format v2) instead of JsonLogic string assembly:
 * `"Licence held {years, plural, one {# year} other {# years}}"`. The syntax is ICU MessageFormat's
 * (arguments, `plural` with `=N`/`one`/`other`, `select`), parsed by FormatJS's parser when the
 * journey loads and compiled into the same JsonLogic a v1 file wrote by hand, so the run time knows
 * nothing new. An argument `{years}` is `answers.years` unless the line's `values` gives it JsonLogic;
 * `{start, date}` prints an ISO date as the UK writes it (22/11/2026), nothing while it is not a date.
 * A line is left out while a value it prints (an argument, a date or a plural) is still unanswered;
 * a value printed only inside one option of a plural or select leaves out just that option, so
 * `{label, select, other {{label}: }}` is an optional prefix.
 */
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { Logic } from "./types.ts";

export interface TextTemplate {
  text: string;
  values?: Record<string, Logic>;
}

/** The template as one JsonLogic value; throws with a readable message when it cannot be read. */
export function compileTextTemplate({ text, values = {} }: TextTemplate): Logic {
  let elements: MessageFormatElement[];
  try {
    elements = parse(text, { ignoreTag: true, requiresOtherClause: true });
  } catch (error) {
    throw new Error(`text "${text}" is not a valid template (${error instanceof Error ? error.message : String(error)})`);
  }
  const valueOf = (name: string): Logic => values[name] ?? { var: `answers.${name}` };
  /** Keeps `body` only while every value it prints is answered. */
  const guarded = (printed: Set<string>, body: Logic): Logic => {
    if (printed.size === 0) return body;
    const answered = [...printed].map((name) => ({ "!": { isEmpty: [valueOf(name)] } }));
    return { if: [answered.length === 1 ? answered[0] : { and: answered }, body, ""] };
  };

  const compile = (parts: MessageFormatElement[], printed: Set<string>, pluralOf?: string): Logic[] =>
    parts.map((part): Logic => {
      switch (part.type) {
        case TYPE.literal:
          return part.value;
        case TYPE.argument:
          printed.add(part.value);
          return valueOf(part.value);
        case TYPE.date:
          if (part.style !== null) throw new Error(`text "${text}": a date takes no style ({${part.value}, date})`);
          printed.add(part.value);
          return ukDate(valueOf(part.value));
        case TYPE.pound:
          if (!pluralOf) throw new Error(`text "${text}": "#" outside a plural`);
          return valueOf(pluralOf);
        case TYPE.plural:
          printed.add(part.value);
          return choose(
            part.value,
            part.options,
            (key) => {
              if (key.startsWith("=")) return Number(key.slice(1));
              if (key === "one") return 1;
              throw new Error(`text "${text}": plural "${key}" is not used in English (use =N, one or other)`);
            },
            part.value,
          );
        case TYPE.select:
          return choose(part.value, part.options, (key) => (key === "true" ? true : key === "false" ? false : key));
        default:
          throw new Error(`text "${text}": only {arguments}, {name, date}, plural and select are supported`);
      }
    });

  /** One option of a plural or select, left out while a value only it prints is unanswered. */
  const option = (parts: MessageFormatElement[], pluralOf?: string): Logic => {
    const printed = new Set<string>();
    return guarded(printed, join(compile(parts, printed, pluralOf)));
  };

  const choose = (
    name: string,
    options: Record<string, { value: MessageFormatElement[] }>,
    match: (key: string) => unknown,
    pluralOf?: string,
  ): Logic => {
    const branches: Logic[] = [];
    for (const [key, chosen] of Object.entries(options)) {
      if (key === "other") continue;
      const value = match(key);
      branches.push({ [typeof value === "boolean" ? "===" : "=="]: [valueOf(name), value] }, option(chosen.value, pluralOf));
    }
    branches.push(option(options.other.value, pluralOf));
    return branches.length === 1 ? branches[0] : { if: branches };
  };

  const printed = new Set<string>();
  return guarded(printed, join(compile(elements, printed)));
}

/** DD/MM/YYYY from an ISO date, or "" while the answer is not a whole date. */
function ukDate(iso: Logic): Logic {
  const part = (from: number, length: number) => ({ substr: [iso, from, length] });
  return { if: [{ isDate: [iso] }, { cat: [part(8, 2), "/", part(5, 2), "/", part(0, 4)] }, ""] };
}

function join(parts: Logic[]): Logic {
  if (parts.length === 0) return "";
  if (parts.length === 1 && typeof parts[0] === "string") return parts[0];
  return { cat: parts };
}
