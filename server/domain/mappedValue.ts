/**
 * Evaluates a node of the quote-request mapping (quoteMapping.ts) over a draft: each source read
 * and converted, alternatives tried in order, lists of items, repeated rounds and drivers built.
 * Reads never fail: anything missing or of the wrong type is null, as in draftValues.
 */
import { conversions, isObject, sectionAt, valueAt } from "./draftValues.ts";
import {
  nodeKind,
  type Condition,
  type Derived,
  type DriversNode,
  type ItemsNode,
  type MappingNode,
  type ObjectNode,
  type QuoteMapping,
  type RepeatNode,
  type Source,
} from "./quoteMapping.ts";

export interface Scope {
  draft: unknown;
  /** The product whose journey asked the answers (chooses product sections, onlyFor and notFor). */
  product: string;
  mapping: QuoteMapping;
  limits?: Record<string, unknown>;
  derived?: Partial<Record<Derived, unknown>>;
  /** Inside a driver: where that driver's answers are (`named.0`; "" for the policyholder). */
  driverAt?: string;
  /** Inside a named driver: its slot. */
  index?: number;
  /** Inside a repeat: the round, from 1. */
  round?: number;
}

/** The value a mapping node gives for a draft: a field's value, an object of fields or a list. */
export function mappedValue(node: MappingNode, scope: Scope): unknown {
  switch (nodeKind(node)) {
    case "source":
      return sourceValue(node as Source, scope);
    case "alternatives":
      return firstNotNull((node as Source[]).map((source) => () => sourceValue(source, scope)));
    case "items":
      return itemsValue(node as ItemsNode, scope);
    case "repeat":
      return repeatValue(node as RepeatNode, scope);
    case "drivers":
      return driversValue(node as DriversNode, scope);
    default:
      return objectValue(node as ObjectNode, scope);
  }
}

function objectValue(node: ObjectNode, scope: Scope): Record<string, unknown> {
  return Object.fromEntries(Object.entries(node).map(([field, child]) => [field, mappedValue(child, scope)]));
}

function firstNotNull(candidates: (() => unknown)[]): unknown {
  for (const candidate of candidates) {
    const value = candidate();
    if (value !== null && value !== undefined) return value;
  }
  return null;
}

function sourceValue(source: Source, scope: Scope): unknown {
  if (source.onlyFor && !source.onlyFor.includes(scope.product)) return null;
  if (source.notFor?.includes(scope.product)) return null;
  if (source.when && !holds(source.when, scope)) return null;
  if (source.unless && holds(source.unless, scope)) return null;
  if (source.byDriver) return null; // replaced by the driver's own before evaluation (driversValue)
  if ("fixed" in source) return source.fixed ?? null;
  if (source.derived) return scope.derived?.[source.derived] ?? null;
  const raw = source.limit !== undefined ? scope.limits?.[source.limit] : read(source.answer ?? source.stored!, scope);
  return conversions[source.as!](raw);
}

/** Whether the value at a condition's path is exactly its `is`. */
export function holds(condition: Condition, scope: Scope): boolean {
  return read(condition.answer ?? condition.stored!, scope) === condition.is;
}

/** The draft path a mapping path names in this scope (placeholders filled, driver paths under the driver). */
export function resolvePath(path: string, scope: Pick<Scope, "product" | "mapping" | "driverAt" | "index" | "round">): string {
  // Every quote reads the same few hundred paths in the same few scopes: each is worked out once per mapping.
  let resolved = resolvedPaths.get(scope.mapping);
  if (!resolved) resolvedPaths.set(scope.mapping, (resolved = new Map()));
  const key = `${path}\u0000${scope.product}\u0000${scope.driverAt ?? ""}\u0000${scope.index ?? ""}\u0000${scope.round ?? ""}`;
  let found = resolved.get(key);
  if (found === undefined) {
    if (resolved.size >= maxResolvedPaths) resolved.clear();
    resolved.set(key, (found = fillPath(path, scope)));
  }
  return found;
}

/** Far more than a mapping's paths times its scopes; a bound against unusual drafts, not a tuning knob. */
const maxResolvedPaths = 50_000;
const resolvedPaths = new WeakMap<QuoteMapping, Map<string, string>>();

function fillPath(path: string, scope: Pick<Scope, "product" | "mapping" | "driverAt" | "index" | "round">): string {
  const absolute = path.startsWith("/");
  const filled = (absolute ? path.slice(1) : path).replace(/\{([^}]+)\}/g, (_, name: string) => {
    // Left as written outside a repeat or a slot: the linter matches `named.{index}.…` to the named-driver pages.
    if (name === "n") return scope.round === undefined ? "{n}" : String(scope.round);
    if (name === "index") return scope.index === undefined ? "{index}" : String(scope.index);
    if (name === "index+1") return scope.index === undefined ? "{index+1}" : String(scope.index + 1);
    const sections = scope.mapping.productSections?.[name];
    return sections ? (sections[scope.product] ?? sections.otherwise) : `{${name}}`;
  });
  return !absolute && scope.driverAt ? `${scope.driverAt}.${filled}` : filled;
}

function read(path: string, scope: Scope): unknown {
  return valueAt(scope.draft, resolvePath(path, scope));
}

function itemsValue(node: ItemsNode, scope: Scope): unknown[] {
  const list: unknown[] = [];
  for (const item of node.items) {
    if (item.when && !holds(item.when, scope)) continue;
    const value = objectValue(item.fields, scope);
    if (item.leaveOutWithout && value[item.leaveOutWithout] === null) continue;
    list.push(value);
  }
  return list;
}

function repeatValue(node: RepeatNode, scope: Scope): unknown[] {
  const list: unknown[] = [];
  for (let round = 1; round <= node.repeat.upTo && holds(node.repeat.while, { ...scope, round }); round++) {
    list.push(objectValue(node.fields, { ...scope, round }));
  }
  return list;
}

function driversValue(node: DriversNode, scope: Scope): unknown[] {
  const { policyholder, namedDrivers } = node.eachDriver;
  const driver = (id: number, kind: ObjectNode, at: Partial<Scope>) =>
    objectValue(driverFields(node.fields, kind), { ...scope, ...at, derived: { ...scope.derived, driverNumber: id } });
  const drivers = [driver(0, policyholder, { driverAt: "" })];
  for (const index of addedDriverSlots(scope.draft, namedDrivers.at, namedDrivers.addedWhen, scope)) {
    drivers.push(driver(drivers.length, namedDrivers, { driverAt: resolvePath(namedDrivers.at, { ...scope, index }), index }));
  }
  return drivers;
}

/** The shared driver fields with each `byDriver` one taken from the driver's kind (policyholder or named driver). */
export function driverFields(fields: ObjectNode, kind: ObjectNode): ObjectNode {
  let byKind = driverFieldSets.get(fields);
  if (!byKind) driverFieldSets.set(fields, (byKind = new WeakMap()));
  let made = byKind.get(kind);
  if (!made) byKind.set(kind, (made = ownDriverFields(fields, kind)));
  return made;
}

/** The mapping is read once per server, so each driver kind's fields are put together once. */
const driverFieldSets = new WeakMap<ObjectNode, WeakMap<ObjectNode, ObjectNode>>();

function ownDriverFields(fields: ObjectNode, kind: ObjectNode): ObjectNode {
  return Object.fromEntries(
    Object.entries(fields).map(([field, child]) => [
      field,
      nodeKind(child) === "source" && (child as Source).byDriver ? (kind[field] ?? { fixed: null }) : child,
    ]),
  );
}

/** Slots of the named-driver list (a list, or an object keyed by slot) whose addedWhen holds, in slot order. */
function addedDriverSlots(draft: unknown, at: string, addedWhen: Condition, scope: Scope): number[] {
  const listPath = at.slice(0, at.indexOf(".{index}"));
  const named = isObject(draft) || Array.isArray(draft) ? sectionOrList(draft, listPath) : undefined;
  const keys = Array.isArray(named) ? named.map((_, i) => String(i)) : isObject(named) ? Object.keys(named) : [];
  return keys
    .filter((key) => /^\d+$/.test(key))
    .map(Number)
    .filter((index) => holds(addedWhen, { ...scope, driverAt: resolvePath(at, { ...scope, index }), index }))
    .sort((a, b) => a - b);
}

function sectionOrList(draft: unknown, path: string): unknown {
  const parent = path.includes(".") ? sectionAt(draft, path.slice(0, path.lastIndexOf("."))) : draft;
  return isObject(parent) ? parent[path.slice(path.lastIndexOf(".") + 1)] : undefined;
}
