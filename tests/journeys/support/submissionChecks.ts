/**
 * What a completed walk must satisfy once the server has it: answers to questions that were
 * hidden (or on pages off the path) never reach what is submitted, even when a stale or tampered
 * client still sends them.
 */
import {
  activeFields, getPath, logicData, pageInstance, setPath, within,
  type Clock, type Draft, type ReplayedChain, type ResolvedJourney,
} from "../../../src/engine/index.ts";

/** A value no question offers, so finding it in a submission can only mean a hidden answer leaked. */
export const STALE_ANSWER = "stale-hidden-answer";

/**
 * The draft with STALE_ANSWER written into every question that is inactive where the chains pass
 * (hidden or disabled), and into every question of pages no chain passes whose section no chain
 * page owns: what a client that kept old answers could send.
 */
export function withStaleHiddenAnswers(journey: ResolvedJourney, draft: Draft, chains: ReplayedChain[], clock: Clock): { draft: Draft; planted: string[] } {
  let stale = draft;
  const planted: string[] = [];
  const onPath = new Set<string>();
  const ownedSections = new Set<string | undefined>();
  for (const { index, path } of chains) {
    for (const id of path) {
      if (!journey.pages[id]) continue;
      onPath.add(id);
      const page = pageInstance(journey, id, index);
      ownedSections.add(page.section);
      const active = activeFields(page, logicData({ journey, draft, section: page.section, clock }));
      // Several questions may share one answer (occupation, asked differently by status): the active one owns it.
      const answered = new Set(active.map((field) => within(page.section, field.name)));
      for (const field of page.fields) {
        const path_ = within(page.section, field.name);
        if (answered.has(path_) || planted.includes(path_)) continue;
        stale = setPath(stale, path_, STALE_ANSWER);
        planted.push(path_);
      }
    }
  }
  for (const id of journey.pageOrder) {
    const page = journey.pages[id];
    if (onPath.has(id) || !page.section || page.section.includes("{index}") || ownedSections.has(page.section)) continue;
    for (const field of page.fields) {
      const path_ = within(page.section, field.name);
      stale = setPath(stale, path_, STALE_ANSWER);
      planted.push(path_);
    }
  }
  return { draft: stale, planted };
}

/** Paths in a submitted draft that still hold STALE_ANSWER. */
export function leakedPaths(submitted: Draft, planted: string[]): string[] {
  return planted.filter((path) => getPath(submitted, path) === STALE_ANSWER);
}

/** Leaf paths of `before` whose value `after` changed: stale answers must not disturb what was given. */
export function changedAnswers(before: Draft, after: Draft): string[] {
  const changed: string[] = [];
  const visit = (value: unknown, path: string) => {
    if (value !== null && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) visit(inner, path ? `${path}.${key}` : key);
    } else if (JSON.stringify(getPath(after, path)) !== JSON.stringify(value)) {
      changed.push(path);
    }
  };
  visit(before, "");
  return changed;
}
