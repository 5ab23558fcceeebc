/**
 * Journey format v2's shorthands, expanded when a journey loads into the model version 1 wrote out
 * in full, so routing, validation and the renderer never see them:
 * - a named condition: `"visibleWhen": "isVan"` where a condition goes, or `{ "$condition": "isVan" }`
 *   inside any logic, from the `conditions` of the manifest's definitions files;
 * - every named-driver slot at once: `{ "$anyNamed": X }`, `{ "$allNamed": X }`, `{ "$namedList": X }`
 *   give `or`, `and` or a list of X for slots 0 to `limits.namedDrivers - 1`, `{slot}` filled in X;
 *   `{ "$firstNamed": X }` the first slot for which X holds (null if none); and an item
 *   `{ "$forEachNamed": X }` of a list (outcomes, rules, a page's fields) is one X per slot, with
 *   `{slot}`, `{number}` (slot + 1) and `{ordinal}`/`{Ordinal}` ("first", "Second") filled — so the
 *   slot count lives only in `limits.namedDrivers`; inside X, `{ "$namedBefore": Y }` is the list
 *   of Y for each earlier slot (a second driver's email compared with the first's);
 * - options by name (`"options": "yesNo"`, from `optionSets`) or a range of whole numbers (`"0..25"`);
 * - several message keywords sharing one text (`"required, minimum": "Enter..."`);
 * - summary lines and summary rows as text templates (`"text"`, see textTemplates.ts).
 */
import type { Logic, Option } from "./types.ts";
import { compileTextTemplate } from "./textTemplates.ts";
import { fillPlaceholders } from "./templates.ts";

export interface Definitions {
  conditions: Record<string, Logic>;
  optionSets: Record<string, Option[]>;
}

export interface ShorthandContext extends Definitions {
  namedSlots: number;
  /** Reports a shorthand that cannot be expanded (an unknown name, a bad template). */
  problem: (message: string) => void;
}

/** Keys whose value is a condition, so a plain string there names one. */
const CONDITION_KEYS = new Set(["visibleWhen", "enabledWhen", "errorWhen", "when", "completeWhen", "required"]);
const NAMED_COMBINERS: Record<string, (items: Logic[]) => Logic> = {
  $anyNamed: (items) => ({ or: items }),
  $allNamed: (items) => ({ and: items }),
  $namedList: (items) => items,
  $firstNamed: (items) => ({ if: [...items.flatMap((item, slot) => [item, slot]), null] }),
};
const RANGE = /^(\d+)\.\.(\d+)$/;
const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];

export function expandShorthands<T>(value: T, context: ShorthandContext): T {
  return expand(value, undefined, context, []) as T;
}

function expand(node: unknown, key: string | undefined, context: ShorthandContext, trail: string[]): unknown {
  if (typeof node === "string" && key !== undefined && CONDITION_KEYS.has(key)) return condition(node, context, trail);
  if (Array.isArray(node)) {
    return node.flatMap((item) => (forEachNamedItem(item, context) ?? [item]).map((one) => expand(one, undefined, context, trail)));
  }
  if (!isObject(node)) return node;

  const keys = Object.keys(node);
  if (keys.length === 1 && typeof node.$condition === "string") return condition(node.$condition, context, trail);
  if (keys.length === 1 && keys[0] === "$namedBefore") {
    context.problem('"$namedBefore" is only meaningful inside "$forEachNamed" (the slots before the one being written)');
    return [];
  }
  if (keys.length === 1 && keys[0] in NAMED_COMBINERS) {
    const items = eachSlot(node[keys[0]], context).map((one) => expand(one, undefined, context, trail));
    return NAMED_COMBINERS[keys[0]](items);
  }

  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === "options" && typeof v === "string") out[k] = options(v, context);
    else if (k === "messages" && isObject(v)) out[k] = splitMessageKeys(v);
    else out[k] = expand(v, k, context, trail);
  }
  if (typeof out.text === "string" && "label" in out && !("kind" in out)) return summaryLine(out, context);
  return out;
}

/** The `{ "$forEachNamed": X }` entry of a list, if `item` is one: its X for every slot. */
export function forEachNamedItem(item: unknown, context: ShorthandContext): unknown[] | undefined {
  return isObject(item) && Object.keys(item).length === 1 && "$forEachNamed" in item ? eachSlot(item.$forEachNamed, context) : undefined;
}

function eachSlot(template: unknown, context: ShorthandContext): unknown[] {
  return Array.from({ length: context.namedSlots }, (_, slot) => fillPlaceholders(slotsBefore(template, slot), slotPlaceholders(slot)));
}

function slotPlaceholders(slot: number): Record<string, string> {
  const ordinal = ORDINALS[slot] ?? `${slot + 1}th`;
  return { slot: String(slot), number: String(slot + 1), ordinal, Ordinal: ordinal[0].toUpperCase() + ordinal.slice(1) };
}

/** `{ "$namedBefore": Y }` inside the template for `slot`: Y for slots 0 to slot - 1, filled before the outer slot is. */
function slotsBefore(node: unknown, slot: number): unknown {
  if (Array.isArray(node)) return node.map((item) => slotsBefore(item, slot));
  if (!isObject(node)) return node;
  if (Object.keys(node).length === 1 && "$namedBefore" in node) {
    return Array.from({ length: slot }, (_, earlier) => fillPlaceholders(node.$namedBefore, slotPlaceholders(earlier)));
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, slotsBefore(value, slot)]));
}

function condition(name: string, context: ShorthandContext, trail: string[]): Logic {
  if (trail.includes(name)) {
    context.problem(`condition "${name}" uses itself: ${[...trail, name].join(" -> ")}`);
    return false;
  }
  if (!(name in context.conditions)) {
    context.problem(`condition "${name}" is not defined${suggestion(name, Object.keys(context.conditions))}`);
    return false;
  }
  return expand(context.conditions[name], undefined, context, [...trail, name]);
}

function options(written: string, context: ShorthandContext): Option[] {
  const range = RANGE.exec(written);
  if (range) {
    const [from, to] = [Number(range[1]), Number(range[2])];
    if (to < from) context.problem(`range "${written}" has no options: it ends below where it starts`);
    return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => ({ value: from + i, label: String(from + i) }));
  }
  const set = context.optionSets[written];
  if (!set) context.problem(`option set "${written}" is not defined${suggestion(written, Object.keys(context.optionSets))}`);
  return set ?? [];
}

/** `"required, minimum": "Enter..."` is two messages with one text. */
export function splitMessageKeys(messages: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [keys, text] of Object.entries(messages)) {
    for (const key of keys.split(",")) out[key.trim()] = text;
  }
  return out;
}

function summaryLine(line: Record<string, unknown>, context: ShorthandContext): Record<string, unknown> {
  const { text, values, ...rest } = line;
  try {
    return { ...rest, value: compileTextTemplate({ text: text as string, values: values as Record<string, Logic> | undefined }) };
  } catch (error) {
    context.problem(error instanceof Error ? error.message : String(error));
    return { ...rest, value: "" };
  }
}

function suggestion(name: string, known: string[]): string {
  const lower = name.toLowerCase();
  const near = known.find((k) => k.toLowerCase() === lower || k.toLowerCase().startsWith(lower.slice(0, 4)));
  return near ? ` (did you mean "${near}"?)` : "";
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);
