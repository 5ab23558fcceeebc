/** The journey engine's public surface: plain TypeScript shared by the app, server and CLI. */
export type * from "./types.ts";
export { loadJourney, type LoadProblem, type LoadResult, type ReadJson } from "./load.ts";
export { evaluate, holds, isTruthy, logicData } from "./logic.ts";
export { operations, operationNames, builtInOperators, normalisePlate } from "./operations.ts";
export { findPage, activeFields, isVisible, isEnabled, isRequired, optionsFor, type ReferenceData } from "./page.ts";
export { validatePage, fieldError } from "./validate.ts";
export {
  applyAnswer, settleAnswers, prepareSubmission, transformAnswer, withDefaults, sectionsOf, scopeData,
  type PageScope,
} from "./answers.ts";
export { nextEdge, nextTarget, replayPath, canOpen, isComplete, pageInstance, submissionKey, type Replay, type ReplayInput } from "./routing.ts";
export { fillPlaceholders } from "./templates.ts";
export { summaryLines, type SummaryRow } from "./summary.ts";
export { formatMessage } from "./messages.ts";
export { answerSchema, schemaKeyOf } from "./fieldSchema.ts";
export { getPath, setPath, within } from "./paths.ts";
export { stableStringify } from "./stableKey.ts";
export { applyOutcomes, callArgs, outcomesFor, type OutcomeResult, type SourceCall } from "./outcomes.ts";
export { validateQuote, type QuoteValidation, type QuoteProblem, type ReplayedChain } from "./validateQuote.ts";
export { namedSlots, addedNamedDrivers, removeNamedDriver, namedEntryPages, openableNamedSlot } from "./namedDrivers.ts";
