/**
 * The quote-request mapping (common/quote-request.json) walked as the server evaluates it
 * (server/domain/mappedValue.ts), flattened into what the checks compare: every request object
 * with the keys it gives, and every request field with its sources, each with the JSON pointer of
 * where it is written.
 */
import {
  nodeKind,
  type DriversNode,
  type ItemsNode,
  type MappingNode,
  type ObjectNode,
  type QuoteMapping,
  type RepeatNode,
  type Source,
} from "../../../server/domain/quoteMapping.ts";
import { pointerTo } from "../problem.ts";

/** Where a source is read: for which driver, in which rounds. */
export interface SourceContext {
  /** Inside a named driver: where its answers are (`named.{index}`). */
  namedAt?: string;
  /** A driver field: read once for the policyholder (at the root) and once per named driver. */
  perDriver?: boolean;
  /** Inside a repeat: the rounds {n} takes. */
  rounds?: number;
}

export interface WrittenSource extends SourceContext {
  source: Source;
  /** JSON pointer to the source in the mapping file. */
  pointer: string;
}

export interface RequestField {
  /** The request field, dotted, with `[]` for an item of a list: `capturedQuoteModel.vehicles[].value`. */
  target: string;
  pointer: string;
  sources: WrittenSource[];
}

export interface RequestObject {
  target: string;
  pointer: string;
  keys: string[];
}

export interface MappingLeaves {
  fields: RequestField[];
  objects: RequestObject[];
}

const join = (target: string, key: string) => (target ? `${target}.${key}` : key);

export function mappingLeaves(mapping: QuoteMapping): MappingLeaves {
  const found: MappingLeaves = { fields: [], objects: [] };
  walkObject(mapping.request, "", ["request"], {}, found);
  return found;
}

function walk(node: MappingNode, target: string, at: (string | number)[], context: SourceContext, found: MappingLeaves): void {
  const pointer = pointerTo(...at);
  switch (nodeKind(node)) {
    case "source":
      found.fields.push({ target, pointer, sources: [{ source: node as Source, pointer, ...context }] });
      return;
    case "alternatives":
      found.fields.push({
        target,
        pointer,
        sources: (node as Source[]).map((source, i) => ({ source, pointer: pointerTo(...at, i), ...context })),
      });
      return;
    case "items":
      (node as ItemsNode).items.forEach((item, i) => walkObject(item.fields, `${target}[]`, [...at, "items", i, "fields"], context, found));
      return;
    case "repeat": {
      const { repeat, fields } = node as RepeatNode;
      walkObject(fields, `${target}[]`, [...at, "fields"], { ...context, rounds: repeat.upTo }, found);
      return;
    }
    case "drivers":
      walkDrivers(node as DriversNode, target, at, context, found);
      return;
    default:
      walkObject(node as ObjectNode, target, at, context, found);
  }
}

function walkObject(node: ObjectNode, target: string, at: (string | number)[], context: SourceContext, found: MappingLeaves): void {
  found.objects.push({ target, pointer: pointerTo(...at), keys: Object.keys(node) });
  for (const [key, child] of Object.entries(node)) walk(child, join(target, key), [...at, key], context, found);
}

/** A driver's fields are read for each driver; a byDriver field from what each kind of driver gives. */
function walkDrivers(
  { eachDriver, fields }: DriversNode,
  target: string,
  at: (string | number)[],
  context: SourceContext,
  found: MappingLeaves,
): void {
  const item = `${target}[]`;
  found.objects.push({ target: item, pointer: pointerTo(...at, "fields"), keys: Object.keys(fields) });
  const { at: namedAt } = eachDriver.namedDrivers;
  for (const [key, child] of Object.entries(fields)) {
    const byDriver = nodeKind(child) === "source" && (child as Source).byDriver;
    if (!byDriver) {
      walk(child, join(item, key), [...at, "fields", key], { ...context, perDriver: true, namedAt }, found);
      continue;
    }
    const given: [MappingNode | undefined, (string | number)[], SourceContext][] = [
      [eachDriver.policyholder[key], [...at, "eachDriver", "policyholder", key], context],
      [(eachDriver.namedDrivers as ObjectNode)[key], [...at, "eachDriver", "namedDrivers", key], { ...context, namedAt }],
    ];
    const sources = given.flatMap(([node, where, own]) => {
      if (node === undefined) return [];
      const leaves: MappingLeaves = { fields: [], objects: [] };
      walk(node, join(item, key), where, own, leaves);
      return leaves.fields.flatMap((field) => field.sources);
    });
    found.fields.push({ target: join(item, key), pointer: pointerTo(...at, "fields", key), sources });
  }
}
