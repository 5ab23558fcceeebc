/**
 * What a journey diff finds, as typed records: the comparison produces them, the Markdown
 * renderer words them. Every record names where it happened; `product` is absent for files
 * shared by every product (catalogue texts, the route table).
 */

/** Where in a product's journey: a page, a field on it, and an item within (an option, a rule...). */
export interface Location {
  page?: string;
  field?: string;
  /** A part of the page or field in words: `rule "Enter a real name"`, `action continue`. */
  part?: string;
}

/** How a piece of JsonLogic is used, so it can be worded ("shown when", "required when"). */
export type LogicRole =
  | "visibleWhen" | "enabledWhen" | "required" | "errorWhen" | "completeWhen" | "default" | "transform"
  | "optionsWhere" | "value" | "when" | "param" | "set" | "index" | "items" | "args";

export type Change =
  | { kind: "product"; product: string; change: "added" | "removed"; version: string }
  | { kind: "version"; product: string; from: string; to: string }
  | { kind: "page"; product: string; page: string; change: "added" | "removed"; title: string; after?: string }
  | { kind: "pageMoved"; product: string; page: string; after?: string }
  | {
      kind: "field"; product: string; page: string; field: string; change: "added" | "removed"; label: string;
      after?: string; visibleWhen?: unknown; enabledWhen?: unknown; required?: unknown;
    }
  | { kind: "fieldMoved"; product: string; field: string; fromPage: string; toPage: string; after?: string }
  | { kind: "wording"; product?: string; at: Location; what: string; from?: string; to?: string }
  | { kind: "limit"; product: string; key: string; from: unknown; to: unknown }
  | { kind: "option"; product: string; at: Location; change: "added" | "removed"; value: unknown; label: string }
  | { kind: "optionRelabelled"; product: string; at: Location; value: unknown; from: string; to: string }
  | { kind: "constraint"; product: string; at: Location; keyword: string; from: unknown; to: unknown }
  | { kind: "logic"; product: string; at: Location; role: LogicRole; from?: unknown; to?: unknown }
  | { kind: "rule"; product: string; at: Location; change: "added" | "removed"; message: string; errorWhen: unknown }
  | { kind: "edge"; product: string; page: string; change: "added" | "removed"; to: string; when?: unknown }
  | { kind: "edgeCondition"; product: string; page: string; to: string; from?: unknown; when?: unknown }
  | { kind: "edgeTarget"; product: string; page: string; when?: unknown; from: string; to: string }
  | { kind: "edgeOrder"; product: string; page: string; from: string[]; to: string[] }
  | { kind: "setting"; product?: string; at: Location; what: string; from: unknown; to: unknown }
  | { kind: "text"; file: string; key: string; from?: string; to?: string }
  | { kind: "behaviour"; product: string; page: string; answers: Record<string, unknown>; before: Observed; after: Observed }
  | { kind: "versionNotBumped"; product: string; version: string; sharedPages: string[]; severity: "error" | "warning" }
  | { kind: "loadProblem"; side: string; file: string; message: string };

/** What the engine does with one answer set on one page: its messages and where it leads. */
export interface Observed {
  /** Field name to message on the page itself. */
  messages: Record<string, string>;
  /** The page, then the page it leads to when its answers are accepted. */
  path: string[];
  /** The page's summary lines (the sidebar), `label: value`. */
  summary: string[];
  /** The engine refused the journey outright (no edge for these answers). */
  error?: string;
}
