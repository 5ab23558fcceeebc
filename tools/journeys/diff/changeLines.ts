/** Each change in words: one Markdown line (a behaviour change adds indented lines below). */
import type { Change, Location, LogicRole, Observed } from "./changes.ts";
import { compactJson, type Describe } from "./describe.ts";
import { limitWords } from "./limitWords.ts";

/** How each use of logic reads with a condition or value, and without one. */
const ROLE: Record<LogicRole, { words: string; absent: string; reads: "condition" | "value" }> = {
  visibleWhen: { words: "shown when", absent: "always shown", reads: "condition" },
  enabledWhen: { words: "enabled when", absent: "always enabled", reads: "condition" },
  required: { words: "required when", absent: "not required", reads: "condition" },
  errorWhen: { words: "refused when", absent: "never refused", reads: "condition" },
  completeWhen: { words: "complete when", absent: "complete once answered", reads: "condition" },
  when: { words: "applies when", absent: "always applies", reads: "condition" },
  default: { words: "default", absent: "no default", reads: "value" },
  transform: { words: "stored as", absent: "stored as typed", reads: "value" },
  optionsWhere: { words: "options offered:", absent: "every option offered", reads: "value" },
  value: { words: "shows", absent: "shows nothing", reads: "value" },
  param: { words: "is", absent: "not set", reads: "value" },
  set: { words: "sets", absent: "sets nothing", reads: "value" },
  index: { words: "opens slot", absent: "no slot", reads: "value" },
  items: { words: "lists", absent: "lists nothing", reads: "value" },
  args: { words: "sends", absent: "sends nothing", reads: "value" },
};

const KEYWORD: Record<string, string> = {
  minimum: "minimum", maximum: "maximum", exclusiveMinimum: "minimum (exclusive)", exclusiveMaximum: "maximum (exclusive)",
  minLength: "minimum length", maxLength: "maximum length", pattern: "pattern", format: "format", type: "type",
  multipleOf: "multiple of", enum: "allowed values", minItems: "minimum choices", maxItems: "maximum choices", required: "required",
};

const code = (s: string) => `\`${s.replace(/`/g, "'")}\``;
const quote = (s: string) => `"${s}"`;

export function locationText(at: Location): string {
  return [at.page && code(at.page), at.field && code(at.field), at.part].filter(Boolean).join(" › ");
}

const prefixed = (at: Location, text: string) => {
  const where = locationText(at);
  return where ? `${where}: ${text}` : text;
};

/** A value as a reviewer reads it: numbers bare, texts quoted, runs of whole numbers as a range. */
export function valueText(value: unknown): string {
  if (value === undefined) return "none";
  if (typeof value === "string") return quote(value);
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value) && value.length > 2 && value.every((v, i) => Number.isInteger(v) && (i === 0 || v === value[i - 1] + 1))) {
    return `${value[0]}–${value[value.length - 1]}`;
  }
  return typeof value === "number" ? String(value) : code(JSON.stringify(value));
}

function logicText(role: LogicRole, logic: unknown, describe: Describe): string {
  const { words, absent, reads } = ROLE[role];
  return logic === undefined ? absent : `${words} ${describe[reads](logic)}`;
}

function textChange(what: string, from: string | undefined, to: string | undefined): string {
  if (from === undefined) return `${what} added: ${quote(to ?? "")}`;
  if (to === undefined) return `${what} removed (was ${quote(from)})`;
  return `${what}: ${quote(from)} → ${quote(to)}`;
}

function edgeCondition(when: unknown, describe: Describe): string {
  return when === undefined ? "otherwise" : `when ${describe.condition(when)}`;
}

/** The line for a change, or undefined for changes shown elsewhere (versions, errors). */
export function changeLine(change: Change, describe: Describe): string | undefined {
  switch (change.kind) {
    case "product":
      return change.change === "added" ? `Product added (version ${change.version})` : `Product removed (was version ${change.version})`;
    case "page":
      return change.change === "added"
        ? `Page ${code(change.page)} ${quote(change.title)} added ${change.after ? `after ${code(change.after)}` : "first"}`
        : `Page ${code(change.page)} ${quote(change.title)} removed`;
    case "pageMoved":
      return `Page ${code(change.page)} moved in the page list: now ${change.after ? `after ${code(change.after)}` : "first"}`;
    case "field": {
      if (change.change === "removed") return `${code(change.page)}: field ${code(change.field)} ${quote(change.label)} removed`;
      const parts = [`${code(change.page)}: field ${code(change.field)} ${quote(change.label)} added ${change.after ? `after ${code(change.after)}` : "first"}`];
      if (change.visibleWhen !== undefined) parts.push(logicText("visibleWhen", change.visibleWhen, describe));
      if (change.enabledWhen !== undefined) parts.push(logicText("enabledWhen", change.enabledWhen, describe));
      if (change.required === true) parts.push("required");
      else if (change.required !== undefined && change.required !== false) parts.push(logicText("required", change.required, describe));
      return parts.join("; ");
    }
    case "fieldMoved":
      return change.fromPage === change.toPage
        ? `${code(change.toPage)}: field ${code(change.field)} moved: now ${change.after ? `after ${code(change.after)}` : "first"}`
        : `Field ${code(change.field)} moved from ${code(change.fromPage)} to ${code(change.toPage)}${change.after ? ` (after ${code(change.after)})` : " (first)"}`;
    case "wording":
      return prefixed(change.at, textChange(change.what, change.from, change.to));
    case "limit":
      return `Limit: ${limitWords[change.key] ?? code(change.key)} ${valueText(change.from)} → ${valueText(change.to)}`;
    case "option":
      return prefixed(change.at, `option ${quote(change.label)} (${code(JSON.stringify(change.value))}) ${change.change}`);
    case "optionRelabelled":
      return prefixed(change.at, `option ${code(JSON.stringify(change.value))} relabelled ${quote(change.from)} → ${quote(change.to)}`);
    case "constraint":
      return prefixed(change.at, `${KEYWORD[change.keyword] ?? code(change.keyword)} ${valueText(change.from)} → ${valueText(change.to)}`);
    case "logic": {
      // Words can lose a detail (== and === read alike): when both sides read the same, the JSON says it.
      const words = logicText(change.role, change.to, describe) === logicText(change.role, change.from, describe) ? compactJson : describe;
      return prefixed(change.at, `${logicText(change.role, change.to, words)} (was: ${logicText(change.role, change.from, words)})`);
    }
    case "rule":
      return change.change === "added"
        ? prefixed(change.at, `new rule: ${quote(change.message)} when ${describe.condition(change.errorWhen)}`)
        : prefixed(change.at, `rule removed: ${quote(change.message)} (was: when ${describe.condition(change.errorWhen)})`);
    case "edge":
      return change.change === "added"
        ? `${code(change.page)}: new next step to ${code(change.to)} ${edgeCondition(change.when, describe)}`
        : `${code(change.page)}: next step to ${code(change.to)} removed (was: ${edgeCondition(change.when, describe)})`;
    case "edgeCondition": {
      const words = edgeCondition(change.when, describe) === edgeCondition(change.from, describe) ? compactJson : describe;
      return `${code(change.page)} → ${code(change.to)}: ${edgeCondition(change.when, words)} (was: ${edgeCondition(change.from, words)})`;
    }
    case "edgeTarget":
      return `${code(change.page)}: ${edgeCondition(change.when, describe)} goes to ${code(change.from)} → ${code(change.to)}`;
    case "edgeOrder":
      return `${code(change.page)}: next steps tried in a new order: ${change.from.map(code).join(", ")} → ${change.to.map(code).join(", ")}`;
    case "setting":
      return prefixed(change.at, `${change.what} ${valueText(change.from)} → ${valueText(change.to)}`);
    case "text":
      return `${code(change.file)} › ${code(change.key)}: ${change.from === undefined ? `added ${quote(change.to ?? "")}` : change.to === undefined ? `removed (was ${quote(change.from)})` : `${quote(change.from)} → ${quote(change.to)}`}`;
    case "behaviour":
      return behaviourLines(change);
    case "version":
    case "versionNotBumped":
    case "loadProblem":
      return undefined;
  }
}

function behaviourLines(change: Extract<Change, { kind: "behaviour" }>): string {
  const answers = Object.entries(change.answers).map(([path, value]) => `${code(path)} = ${valueText(value)}`);
  return [
    `${code(change.page)} with ${answers.length > 0 ? answers.join(", ") : "no answers"}:`,
    `  - before: ${observedText(change.before, change.after)}`,
    `  - after: ${observedText(change.after, change.before)}`,
  ].join("\n");
}

/** What one side did, told only where it differs from the other: the fields' messages, then the next step. */
function observedText(o: Observed, other: Observed): string {
  if (o.error) return `the journey fails: ${o.error}`;
  const fields = [...new Set([...Object.keys(o.messages), ...Object.keys(other.messages)])].filter((f) => o.messages[f] !== other.messages[f]);
  const parts = fields.map((f) => (o.messages[f] === undefined ? `${code(f)} no message` : `${code(f)} ${quote(o.messages[f])}`));
  const summaryDiffers = JSON.stringify(o.summary) !== JSON.stringify(other.summary);
  if (summaryDiffers) parts.push(o.summary.length > 0 ? `summary ${o.summary.map(quote).join(", ")}` : "no summary line");
  if (JSON.stringify(o.path) !== JSON.stringify(other.path) || (parts.length === 0 && !summaryDiffers)) {
    parts.push(o.path.length > 1 ? `next ${code(o.path[1])}` : `stays on ${code(o.path[0])}`);
  }
  return parts.join("; ");
}
