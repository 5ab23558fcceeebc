/**
 * Journey format, version 2.
 *
 * A product journey is a folder: `manifest.json` plus one file per page. Pages list their
 * fields; a field may `include` a shared definition (a relative path plus JSON pointer) and
 * override parts of it. Every condition, effect, rule and edge is JsonLogic evaluated over a
 * `LogicData` object (see below), so analysts change behaviour without touching TypeScript.
 * Version 2's shorthands (named conditions, option sets and ranges, summary text templates,
 * named-driver iterators) are expanded when a journey loads (shorthands.ts): the types below
 * describe the loaded model, which is the same as version 1's.
 */

/** A JsonLogic expression, or a literal (literals evaluate to themselves). */
export type Logic = unknown;

/** Messages keyed by the failing keyword: `required`, a JSON Schema keyword, or a rule's own key. */
export type Messages = Record<string, string>;

export interface Option {
  value: string | number | boolean;
  label: string;
  hint?: string;
  /** Words that set this option and the ones after it apart from those before (a second group). */
  dividerBefore?: string;
}

/** Where a field's options come from when they are not written inline. */
export interface OptionsFromData {
  /** JsonLogic returning a list (for example loaded vehicle models). */
  items: Logic;
  /** Key of each item holding the stored value; absent when items are plain values. */
  value?: string;
  /** Key of each item holding the label; absent when items are plain values. */
  label?: string;
}

/**
 * Linter suppressions on the object they excuse: check id to the reason it does not apply here.
 * The engine never reads them.
 */
export type LintSuppressions = Record<string, string>;

export interface Rule {
  lint?: LintSuppressions;
  /** Names the rule, so an include's override can change it (its message) without copying it. */
  id?: string;
  /** In an override: drop the shared rule with this `id`. */
  off?: boolean;
  /** The field the message belongs to (page rules only; field rules belong to their field). */
  field?: string;
  /** The answer is invalid when this is truthy. */
  errorWhen: Logic;
  message: string;
  /** Values for `{placeholders}` in the message, each JsonLogic. */
  params?: Record<string, Logic>;
}

export interface Effect {
  /** Evaluated after the field changes, over the new answers. Absent: always. */
  when?: Logic;
  /** Draft paths relative to the page's section, each to JsonLogic (literals stay literals). */
  set: Record<string, Logic>;
}

export interface FieldDef {
  lint?: LintSuppressions;
  name: string;
  label: string;
  hint?: string;
  /** A registered widget name (the linter knows the registry). */
  widget: string;
  /** A precompilable JSON Schema subset for the answer itself. */
  schema: Record<string, unknown>;
  required?: boolean | Logic;
  visibleWhen?: Logic;
  enabledWhen?: Logic;
  default?: Logic;
  options?: Option[];
  /** A reference-data list served by the GraphQL server. */
  optionsFrom?: string;
  /** How an optionsFrom option reads, with {code} and {value} (people know a DVLA code by its code). */
  optionLabel?: string;
  optionsFromData?: OptionsFromData;
  /** JsonLogic returning the allowed option values; options outside it are not offered. */
  optionsWhere?: Logic;
  /** Pick the only remaining option automatically. */
  autoSelectSingle?: boolean;
  /** JsonLogic over `{ value }` giving the stored answer (lower-casing, plate spacing). */
  transform?: Logic;
  messages?: Messages;
  rules?: Rule[];
  effects?: Effect[];
  /** Widget-specific options (display formats, autocomplete, minimum characters...). */
  ui?: Record<string, unknown>;
}

/** A field after includes are resolved; `schemaKey` names its precompiled validator. */
export interface ResolvedField extends FieldDef {
  schemaKey: string;
}

export interface Edge {
  lint?: LintSuppressions;
  to: string;
  /** Absent on exactly one edge: the default, which must come last. */
  when?: Logic;
  /** Open the target scrolled to this element id instead of at the top (the named-driver block). */
  anchor?: string;
  /** A marker the target's address carries as its query (/final?didAddNamed: back from adding a named driver). */
  marker?: string;
}

/** What happens after a page action or a data load, applied in this order: clear, set, fieldError, goTo. */
export interface Outcome {
  lint?: LintSuppressions;
  when?: Logic;
  /** Absolute draft paths (`vehicle.abicode`, `device`) to JsonLogic. */
  set?: Record<string, Logic>;
  /** Clear these absolute draft paths. */
  clear?: string[];
  goTo?: string;
  /** For a named-driver page: JsonLogic choosing the slot (0 or 1) to open. */
  index?: Logic;
  /** A marker the goTo target's address carries as its query (/named/0/driver-personal?completed: opened from a completed quote). */
  marker?: string;
  /** Show a message on a field of the page gone to (`""` for the error summary only). */
  fieldError?: { field: string; message: string };
}

export interface Action {
  lint?: LintSuppressions;
  id: string;
  label: string;
  variant?: "primary" | "secondary" | "link";
  /** Validate the page first (default true for primary actions). */
  validate?: boolean;
  enabledWhen?: Logic;
  /** Show the button right after this field instead of at the end of the page. */
  after?: string;
  /** Stay on the page: save the outcomes but neither mark the page done nor move on (Find address). */
  stay?: boolean;
  /**
   * A server call made after `then` when its `when` holds (absent: always); a `fieldError` outcome
   * without `goTo` stops the action there.
   */
  load?: Omit<Loader, "as">;
  /** Applied in order before the page is saved and the next edge is followed. */
  then?: Outcome[];
}

/** A call to a named server data source when the page opens (or when its args change). */
export interface Loader {
  lint?: LintSuppressions;
  source: string;
  when?: Logic;
  args: Record<string, Logic>;
  /** Expose the result to logic as `data.<as>` without storing it in the draft. */
  as?: string;
  onResult?: Outcome[];
  onEmpty?: Outcome[];
  onError?: Outcome[];
}

export interface ContentBlock {
  lint?: LintSuppressions;
  /** `namedDrivers` lists the added named drivers (their summary lines) each with a remove button. */
  kind: "paragraph" | "inset" | "warning" | "summary" | "heading" | "namedDrivers";
  /** Element id, so an edge's `anchor` can open the page scrolled to this block. */
  id?: string;
  text?: string;
  /** For `namedDrivers`: the remove button's text. */
  removeLabel?: string;
  /** For `namedDrivers`: draft paths cleared when a driver is removed, so their defaults refill them. */
  resetOnRemove?: string[];
  /** Show the block right after this field instead of above the fields. */
  after?: string;
  /** For `summary`: rows of label and JsonLogic value; a row whose value is empty is left out. */
  rows?: { label: string; value: Logic; visibleWhen?: Logic }[];
  visibleWhen?: Logic;
}

export interface SummaryLine {
  lint?: LintSuppressions;
  label: string;
  value: Logic;
  visibleWhen?: Logic;
}

export interface PageDef {
  lint?: LintSuppressions;
  $schema?: string;
  id: string;
  route: string;
  title: string;
  /** Heading shown on the page when it differs from the document title. */
  heading?: string;
  /** Dotted draft path the page's answers live under; absent for answers at the root. */
  section?: string;
  /** Extra reference-data lists the page's logic reads as `data.reference.<name>` (option lists are fetched anyway). */
  reference?: string[];
  content?: ContentBlock[];
  fields: (FieldDef | FieldInclude | FieldRepeat | { $forEachNamed: FieldDef | FieldInclude })[];
  rules?: Rule[];
  loaders?: Loader[];
  /** Absent: one Continue button from the catalogue. */
  actions?: Action[];
  summary?: SummaryLine[];
  /** Beyond being submitted with valid answers, what makes the page complete (for example a confirmation). */
  completeWhen?: Logic;
  next: Edge[];
}

export interface FieldInclude extends Partial<FieldDef> {
  /** `relative/file.json#/pointer`, resolved from the including file. */
  include: string;
}

/**
 * Fields asked up to `count` times (convictions, claims): written once, expanded when the journey
 * loads with `{n}` (1..count), `{prev}` and `{next}` filled in every string. A field listing `n`
 * in `except` is left out of that round (no "another?" question after the last one).
 */
export interface FieldRepeat {
  repeat: { count: number };
  fields: ((FieldDef | FieldInclude) & { except?: number[] })[];
}

export interface ResolvedPage extends Omit<PageDef, "fields" | "$schema"> {
  fields: ResolvedField[];
  file: string;
}

export interface Manifest {
  $schema?: string;
  id: string;
  version: string;
  name: string;
  startPage: string;
  /** First page of the named-driver chain (its pages have `{index}` in their section and route). */
  namedStartPage?: string;
  pages: string[];
  /** Files of named `conditions` and `optionSets` the product's pages use by name. */
  definitions?: string[];
  limits: Record<string, unknown>;
  intro?: Record<string, unknown>;
}

export interface ResolvedJourney {
  id: string;
  version: string;
  name: string;
  startPage: string;
  namedStartPage?: string;
  limits: Record<string, unknown>;
  intro?: Record<string, unknown>;
  pages: Record<string, ResolvedPage>;
  /** Page ids in manifest order. */
  pageOrder: string[];
}

/** The whole quote draft: plain JSON, owned by the store. */
export type Draft = Record<string, unknown>;

/** Injected "now": the engine never reads the system clock. */
export interface Clock {
  /** Today as YYYY-MM-DD. */
  today(): string;
}

/** Everything logic may read: `answers` (this page's section), `quote` (the draft), `limits`, `data`, `today`. */
export interface LogicData {
  answers: Record<string, unknown>;
  quote: Draft;
  limits: Record<string, unknown>;
  product: unknown;
  data: Record<string, unknown>;
  today: string;
  /** The sections of the driver this page is about: the quote for the policyholder, `named.N` for a named driver. */
  driver: Record<string, unknown>;
  /** The journey's id and version, which a submitted quote records. */
  journey: { id: string; version: string };
  value?: unknown;
  result?: unknown;
}

export interface SchemaIssue {
  keyword: string;
  params: Record<string, unknown>;
}

/** Validates an answer against its field schema; precompiled in the browser, ajv on Node. */
export type SchemaCheck = (field: ResolvedField, value: unknown) => SchemaIssue | undefined;

/** Field name to message, in page order. */
export type FieldErrors = Record<string, string>;
