/**
 * The draft paths a journey itself writes: every field's answer, and what field effects and the
 * outcomes of actions and loaders set, named drivers' pages once for each slot. Anything else in a
 * page's section (`driverPersonal.junk`) was put there by a client, and submittedDraft drops it
 * rather than store it and give it back on retrieve.
 */
import { namedSlotIndexes, within, type Draft, type Outcome, type ResolvedJourney, type ResolvedPage } from "../../src/engine/index.ts";
import { instances } from "./pageInstances.ts";

/** A tree of path segments: a node written itself (or with no children) is a written answer, kept whole. */
interface PathTree {
  children: Map<string, PathTree>;
  /** Written as a whole (a lookup's address parts), even where parts of it are also written one by one. */
  whole?: boolean;
}

const outcomeLists = ["onResult", "onEmpty", "onError"] as const;

/** Journeys are loaded once per thread, so each one's paths are worked out once. */
const trees = new WeakMap<ResolvedJourney, PathTree>();

export function writtenPaths(journey: ResolvedJourney): PathTree {
  let tree = trees.get(journey);
  if (!tree) {
    tree = { children: new Map() };
    for (const page of instances(journey, namedSlotIndexes(journey))) for (const path of pathsOf(page)) add(tree, path);
    trees.set(journey, tree);
  }
  return tree;
}

/** The value at `path` with only what the journey writes inside it; undefined when it writes nothing there. */
export function onlyWritten(value: unknown, path: string, tree: PathTree): unknown {
  let node: PathTree | undefined = tree;
  for (const segment of path.split(".")) node = node?.children.get(segment) ?? node?.children.get(anySlot);
  return node ? keep(value, node) : undefined;
}

function keep(value: unknown, node: PathTree): unknown {
  if (node.whole || node.children.size === 0 || value === null || typeof value !== "object") return value;
  const kept: Draft = Array.isArray(value) ? ([] as unknown as Draft) : {};
  for (const [key, inner] of Object.entries(value)) {
    const child = node.children.get(key) ?? node.children.get(anySlot);
    if (child) kept[key] = keep(inner, child);
  }
  return kept;
}

/** A segment written with a placeholder (`contacts.{number}.email` before it is filled): any key matches. */
const anySlot = "*";

function add(tree: PathTree, path: string): void {
  let node = tree;
  for (const raw of path.split(".")) {
    const segment = raw.includes("{") ? anySlot : raw;
    let child = node.children.get(segment);
    if (!child) node.children.set(segment, (child = { children: new Map() }));
    node = child;
  }
  node.whole = true;
}

function pathsOf(page: ResolvedPage): string[] {
  const paths = page.fields.flatMap((field) => [
    within(page.section, field.name),
    ...(field.effects ?? []).flatMap((effect) => Object.keys(effect.set).map((key) => within(page.section, key))),
  ]);
  const outcomes: Outcome[] = [
    ...(page.actions ?? []).flatMap((action) => [...(action.then ?? []), ...outcomeLists.flatMap((list) => action.load?.[list] ?? [])]),
    ...(page.loaders ?? []).flatMap((loader) => outcomeLists.flatMap((list) => loader[list] ?? [])),
  ];
  return [...paths, ...outcomes.flatMap((outcome) => Object.keys(outcome.set ?? {}))];
}
