/** The journey diff: load two journey sets, compare them into typed changes, word them in Markdown. */
export type { Change, Location, LogicRole, Observed } from "./changes.ts";
export { loadJourneySet, type JourneyFiles, type JourneySet, type LoadJourney } from "./journeySet.ts";
export { diffJourneySets, type JourneyDiff } from "./diffJourneySets.ts";
export { defaultSampleOptions, type SampleOptions } from "./behaviour.ts";
export { renderMarkdown } from "./markdown.ts";
export { compactJson, type Describe } from "./describe.ts";
