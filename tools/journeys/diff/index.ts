/** The journey diff: load two journey sets, compare them into typed changes, word them in Markdown. */
export { loadJourneySet, type JourneyFiles, type LoadJourney } from "./journeySet.ts";
export { diffJourneySets, type JourneyDiff } from "./diffJourneySets.ts";
export { defaultSampleOptions } from "./behaviour.ts";
export { renderMarkdown } from "./markdown.ts";
export { compactJson, type Describe } from "./describe.ts";
