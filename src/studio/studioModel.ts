/**
 * What the studio's dev-server plugin (tools/studioPlugin.ts) hands the studio page: the journeys
 * as they are on disk now (each product loaded, or the problems that kept it from loading), the
 * states a page can be shown in, and the linter's findings and the journey diff on request. Plain
 * data and types only, so both sides import it.
 */
import type { Draft, FieldErrors, ResolvedJourney } from "../engine/index.ts";

/** Marks a document whose journeys update in place: the app's journey modules then leave it unreloaded on an edit. */
export const LIVE_JOURNEYS_ATTRIBUTE = "data-live-journeys";

/** The dev server's studio endpoints (never in a build). */
export const STUDIO_ENDPOINTS = { lint: "/__studio/lint", changes: "/__studio/changes" } as const;

/** A place in the journey files: the file as an analyst opens it, and a JSON pointer in it ("" for the whole file). */
export interface FilePlace {
  file: string;
  pointer: string;
  /** Where a file that is not JSON stops parsing. */
  line?: number;
  column?: number;
}

export interface PlacedProblem extends FilePlace {
  message: string;
}

export type StateKind = "empty" | "draft" | "scenario" | "case";

/** A state a page can be shown in: a draft, and for a recorded rule case its page and messages. */
export interface StudioState {
  /** Stable across edits: kind, file and position (`case:van/scenarios/van-business.json:1:2`). */
  id: string;
  kind: StateKind;
  label: string;
  /** The scenario file it is written in, journeys-relative. */
  source?: string;
  /** A rule case's page and named-driver slot. */
  page?: string;
  slot?: number;
  draft: Draft;
  /** The day scenarios are replayed on: rules on dates read it as today. */
  today?: string;
  /** What a rule case recorded the page to say. */
  messages?: FieldErrors;
}

export interface StudioProduct {
  id: string;
  name: string;
  /** Absent when the product's files do not load. */
  journey?: ResolvedJourney;
  problems: PlacedProblem[];
  states: StudioState[];
  /** Scenario files that could not be read. */
  stateProblems: PlacedProblem[];
  /** The journey files the product reads, as shown. */
  files: string[];
}

export interface StudioSnapshot {
  /** The journeys folder as shown to the analyst. */
  journeysDir: string;
  products: StudioProduct[];
  /** The app's own routes (common/routes.json), for the flow. */
  routes: Record<string, { path: string; title: string }>;
}

export interface LintFinding extends FilePlace {
  severity: "error" | "warning";
  /** The check's id, when it has one. */
  check?: string;
  message: string;
  /** The linter's suggestion, when it made one. */
  didYouMean?: string;
  /** Products and pages the finding concerns. */
  products: string[];
  pages: string[];
}

export interface LintReport {
  findings: LintFinding[];
}

/** One line of the journey diff for a product, with the page it is about. */
export interface ChangeLine {
  text: string;
  page?: string;
}

export interface ChangeReport {
  /** The ref compared against as asked ("" for the merge base), and its commit. */
  ref: string;
  commit: string;
  lines: ChangeLine[];
  /** Files that did not load on either side. */
  problems: string[];
}
