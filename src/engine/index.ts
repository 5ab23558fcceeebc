/**
 * The journey engine's public surface: plain TypeScript shared by the app, the server and the CLI.
 * Code outside src/engine imports the engine only from here, and everything here is used outside
 * (tests/architecture/engineApi.test.ts holds both rules); the other files are its internals.
 */

// The loaded journey model and the data logic runs over.
export type {
  /** A page button: its outcomes, and an optional server call. */
  Action,
  /** Injected "now": the engine never reads the system clock. */
  Clock,
  /** A block of page content: text, a summary or the named drivers, shown when its condition holds. */
  ContentBlock,
  /** The whole quote draft: plain JSON, owned by the store. */
  Draft,
  /** A page's next step: a target, taken when its condition holds (the last edge always is). */
  Edge,
  /** A field as written in a journey file, before includes are resolved. */
  FieldDef,
  /** Field name to message, in page order. */
  FieldErrors,
  /** A call to a named server data source when a page opens. */
  Loader,
  /** Everything logic may read: answers, the quote, limits, data and today. */
  LogicData,
  /** One option of a choice field. */
  Option,
  /** What happens after an action or a data load: clear, set, fieldError, goTo. */
  Outcome,
  /** A page as written in a journey file. */
  PageDef,
  /** A field after includes are resolved, naming its precompiled validator. */
  ResolvedField,
  /** A product's journey once loaded: its pages in order, start pages and limits. */
  ResolvedJourney,
  /** A page once loaded, its fields resolved. */
  ResolvedPage,
  /** A validation rule: the answer is invalid when its JsonLogic holds, with its message. */
  Rule,
  /** Checks an answer against its field's schema (precompiled in the browser, ajv on Node). */
  SchemaCheck,
  /** A page's summary line as written: label, JsonLogic value, condition. */
  SummaryLine,
} from "./types.ts";

// Loading a journey from its files.
export {
  /** Reads a product's manifest and pages, resolving includes and expanding shorthands. */
  loadJourney,
  /** The loaded journey, or the problems that kept it from loading. */
  type LoadResult,
  /** Reads and parses a JSON file: the loader's only way to the disk. */
  type ReadJson,
} from "./load.ts";

// JsonLogic and the operations journeys may use.
export {
  /** Evaluates JsonLogic with the journey operations. */
  evaluate,
  /** Evaluates an optional condition: absent means true. */
  holds,
  /** Truthiness as JsonLogic defines it (an empty array is false). */
  isTruthy,
  /** Builds the data logic sees on a page. */
  logicData,
} from "./logic.ts";
export {
  /** The journey operations added to JsonLogic, by name. */
  operations,
  /** Names of the journey operations. */
  operationNames,
  /** Names of JsonLogic's own operators a journey may use. */
  builtInOperators,
  /** Arity of every operator a journey may use, built-in or the journey's own. */
  operationArity,
  /** What each operator is (list-scoped, comparison, truth, date, ...), for code that reads logic without running it. */
  operatorKinds,
  /** How many arguments an operator takes. */
  type Arity,
} from "./operations.ts";
export {
  /** A UK plate in its standard spaced form; "" when it is in no UK format. */
  normalisePlate,
  /** A plate upper-cased, letters and digits only: the form the vehicle lookup keys it by. */
  compactPlate,
} from "./registrationPlates.ts";

// Fields on a page and checking answers.
export {
  /** The fields of a page that are shown and enabled now. */
  activeFields,
  /** Whether a field must be answered now. */
  isRequired,
  /** The options a choice field offers now. */
  optionsFor,
  /** The reference data a page reads: its lists' names, sorted. */
  referenceDataOf,
  /** Reference data lists by name, as served by the GraphQL server. */
  type ReferenceData,
} from "./page.ts";
export {
  /** Every field error on a page, in page order. */
  validatePage,
  /** One field's error message, or undefined when its answer is valid. */
  fieldError,
} from "./validate.ts";
export {
  /** What a page shows for a draft: each active field with its answer and options. */
  pageView,
  /** Whether two views of a field show the same answer and options. */
  sameFieldView,
  /** A page's active fields for one draft, by name too. */
  type PageView,
} from "./pageView.ts";
export {
  /** The JSON Schema an answer is checked against. */
  answerSchema,
  /** Every answer schema of some journeys as one schema, a property per schema key. */
  answersSchema,
  /** The shape answersSchema returns. */
  type AnswersSchema,
} from "./fieldSchema.ts";
export {
  /** Turns compiled validators (ajv or precompiled) into a SchemaCheck. */
  schemaCheckFrom,
  /** A compiled JSON Schema validate function with its errors. */
  type CompiledValidator,
} from "./schemaCheck.ts";
export {
  /** Replays a whole draft as the server does: every page valid, and the path reaching its end. */
  validateQuote,
  /** A problem validateQuote found: a page and field with its message. */
  type QuoteProblem,
  /** One replayed chain: the main path or a named driver's. */
  type ReplayedChain,
} from "./validateQuote.ts";

// Answers: applying, settling and saving them.
export {
  /** Where a page's answers live: its journey, section and slot. */
  type PageScope,
  /** The logic data for a page scope. */
  scopeData,
  /** Sets one answer and runs that field's effects. */
  applyAnswer,
  /** Clears answers whose option is gone and selects a lone remaining option. */
  settleAnswers,
  /** The draft as it is saved: transforms applied, inactive answers reset. */
  prepareSubmission,
  /** Applies one field's transform (on blur). */
  transformAnswer,
  /** Fills every unanswered field that has a default. */
  withDefaults,
} from "./answers.ts";

// Routing by replay.
export {
  /** The first edge of a page whose condition holds. */
  nextEdge,
  /** The target of a page's next edge. */
  nextTarget,
  /** Replays a draft from the start to the page the user is due. */
  replayPath,
  /** Whether a page is on the replayed path and may be opened. */
  canOpen,
  /** A page for one named-driver slot, its `{index}` filled. */
  pageInstance,
  /** What the submitted set records for a page. */
  submissionKey,
  /** The replayed path, its accepted pages, and where the user is due. */
  type Replay,
  /** What replay needs: journey, draft, submitted pages, clock and schema check. */
  type ReplayInput,
} from "./routing.ts";

// The page step: what pressing a page's button does, for the app and the server's replay alike.
export {
  /** A page's primary button: the one Enter presses. */
  primaryAction,
  /** Validates, applies defaults and outcomes, and says where a page's button leads. */
  submitPage,
  /** The loaders a page runs, with their arguments. */
  planLoaders,
  /** Applies how one loader's call ended. */
  settleLoader,
  /** A draft with the outcomes applied, and what they said to do. */
  type Applied,
  /** How a data-source call ended. */
  type CallEnded,
  /** Where a step leads: a goTo or the next edge, with its submission key. */
  type Destination,
  /** One loader to run: its call and arguments. */
  type LoaderCall,
} from "./pageStep.ts";

// Data sources: call arguments and outcomes.
export {
  /** Applies outcomes to a draft. */
  applyOutcomes,
  /** A call's arguments, each JsonLogic over the page's data. */
  callArgs,
  /** The outcomes for how a call ended. */
  outcomesFor,
} from "./outcomes.ts";

// Summaries and messages.
export {
  /** The summary rows for the pages on a path. */
  summaryLines,
  /** One summary row: its page, label and value. */
  type SummaryRow,
} from "./summary.ts";
export {
  /** Fills `{name}` placeholders in a message. */
  formatMessage,
} from "./messages.ts";

// Named-driver slots.
export {
  /** How many named-driver slots the product has. */
  namedSlots,
  /** Indexes of slots whose driver has been added. */
  addedNamedDrivers,
  /** The draft and submitted pages without one named driver, later slots moved up. */
  removeNamedDriver,
  /** The pages whose buttons open the named-driver chain. */
  namedEntryPages,
  /** Whether a slot may be opened: an added driver's, or the next free one. */
  openableNamedSlot,
  /** Every slot's index, in order. */
  namedSlotIndexes,
  /** Whether an index is one of the product's slots. */
  isNamedSlot,
  /** Whether a page is asked once per slot (its section holds `{index}`). */
  isNamedDriverPage,
  /** The ids of the pages asked once per slot. */
  namedDriverPages,
  /** Where a slot keeps its driver's answers in the draft. */
  namedSlotAt,
  /** The draft with a slot's driver marked as added. */
  withNamedDriverAdded,
} from "./namedDrivers.ts";

// Paths in data and journey files, and stable keys.
export {
  /** Reads a dotted path from plain data. */
  getPath,
  /** A copy of data with a value at a dotted path. */
  setPath,
  /** Joins a section path and a field path. */
  within,
  /** The folder of a POSIX path (journey files use `/` on every OS). */
  dirname,
  /** Joins a relative POSIX path onto a folder. */
  joinPath,
  /** Resolves a JSON pointer in a document. */
  resolvePointer,
} from "./paths.ts";
export {
  /** JSON text with sorted keys: the same value gives the same text. */
  stableStringify,
} from "./stableKey.ts";
