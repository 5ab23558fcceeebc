/**
 * Summary lines written as text templates (journey format v2) instead of JsonLogic string assembly:
 * `"Licence held {years, plural, one {# year} other {# years}}"`. The syntax is ICU MessageFormat's
 * (arguments, `plural` with `=N`/`one`/`other`, `select`), parsed by FormatJS's parser when the
 * journey loads and compiled into the same JsonLogic a v1 file wrote by hand, so the run time knows
 * nothing new. An argument `{years}` is `answers.years` unless the line's `values` gives it JsonLogic.
 * A line is left out while a value it prints (an argument or a plural) is still unanswered.
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
  const printed = new Set<string>();
  const valueOf = (name: string): Logic => values[name] ?? { var: `answers.${name}` };

  const compile = (parts: MessageFormatElement[], pluralOf?: string): Logic[] =>
    parts.map((part): Logic => {
      switch (part.type) {
        case TYPE.literal:
          return part.value;
        case TYPE.argument:
          printed.add(part.value);
          return valueOf(part.value);
        case TYPE.pound:
          if (!pluralOf) throw new Error(`text "${text}": "#" outside a plural`);
          return valueOf(pluralOf);
        case TYPE.plural:
          printed.add(part.value);
          return choose(part.value, part.options, (key) => {
            if (key.startsWith("=")) return Number(key.slice(1));
            if (key === "one") return 1;
            throw new Error(`text "${text}": plural "${key}" is not used in English (use =N, one or other)`);
          }, part.value);
        case TYPE.select:
          return choose(part.value, part.options, (key) => (key === "true" ? true : key === "false" ? false : key));
        default:
          throw new Error(`text "${text}": only {arguments}, plural and select are supported`);
      }
    });

  const choose = (
    name: string,
    options: Record<string, { value: MessageFormatElement[] }>,
    match: (key: string) => unknown,
    pluralOf?: string,
  ): Logic => {
    const branches: Logic[] = [];
    for (const [key, option] of Object.entries(options)) {
      if (key === "other") continue;
      const value = match(key);
      branches.push({ [typeof value === "boolean" ? "===" : "=="]: [valueOf(name), value] }, join(compile(option.value, pluralOf)));
    }
    branches.push(join(compile(options.other.value, pluralOf)));
    return branches.length === 1 ? branches[0] : { if: branches };
  };

  const body = join(compile(elements));
  if (printed.size === 0) return body;
  const answered = [...printed].map((name) => ({ "!": { isEmpty: [valueOf(name)] } }));
  return { if: [answered.length === 1 ? answered[0] : { and: answered }, body, ""] };
}

function join(parts: Logic[]): Logic {
  if (parts.length === 0) return "";
  if (parts.length === 1 && typeof parts[0] === "string") return parts[0];
  return { cat: parts };
}
