/**
 * The parts of a data source's result (`result.make.code`, `data.models.years`), held against the
 * server's GraphQL schema, the contract the app's data sources are called through: each source is
 * the Query or Mutation field of its name. The schema file is only parsed (building a full
 * GraphQLSchema costs several times more) and read once per process; a source the schema does not
 * have is left to the data-source check.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
// The parser alone: loading the whole graphql package costs the linter about 100 ms.
import { Kind } from "graphql/language/kinds.js";
import { parse } from "graphql/language/parser.js";
import type { TypeNode } from "graphql/language/ast.js";
import { closest } from "./describeAjvError.ts";
import { REPO_ROOT } from "./problem.ts";

export const SERVER_SCHEMA_FILE = join(REPO_ROOT, "server/schema.graphql");

/** A field's type: its named type and whether it is a list (`[Address!]!`). */
interface FieldType {
  name: string;
  list: boolean;
}

/** Type name to its fields; scalars and enums have none. A union holds all its members' fields. */
export type ResultTypes = Map<string, Map<string, FieldType>>;

function fieldType(node: TypeNode): FieldType {
  if (node.kind === Kind.NON_NULL_TYPE) return fieldType(node.type);
  if (node.kind === Kind.LIST_TYPE) return { name: fieldType(node.type).name, list: true };
  return { name: node.name.value, list: false };
}

export function resultTypesOf(sdl: string): ResultTypes {
  const types: ResultTypes = new Map();
  const unions: [string, string[]][] = [];
  for (const definition of parse(sdl, { noLocation: true }).definitions) {
    if (
      definition.kind === Kind.OBJECT_TYPE_DEFINITION ||
      definition.kind === Kind.OBJECT_TYPE_EXTENSION ||
      definition.kind === Kind.INTERFACE_TYPE_DEFINITION
    ) {
      const fields = types.get(definition.name.value) ?? new Map<string, FieldType>();
      for (const field of definition.fields ?? []) fields.set(field.name.value, fieldType(field.type));
      types.set(definition.name.value, fields);
    } else if (definition.kind === Kind.UNION_TYPE_DEFINITION) {
      unions.push([definition.name.value, (definition.types ?? []).map((member) => member.name.value)]);
    }
  }
  for (const [name, members] of unions) {
    types.set(name, new Map(members.flatMap((member) => [...(types.get(member) ?? new Map<string, FieldType>())])));
  }
  return types;
}

let cached: ResultTypes | undefined;
const serverTypes = (): ResultTypes => (cached ??= resultTypesOf(readFileSync(SERVER_SCHEMA_FILE, "utf8")));

/**
 * Why `parts` (after `result` or `data.<as>`) is not in what `source` returns; undefined when it is,
 * or when the schema does not know the source. `shown` is how the read starts (`result`, `data.models`).
 */
export function resultPartProblem(source: string, parts: string[], shown: string, types = serverTypes()): string | undefined {
  let type = types.get("Query")?.get(source) ?? types.get("Mutation")?.get(source);
  if (!type) return undefined;
  for (let i = 0; i < parts.length; i++) {
    // An item of a list: `result.0.addressId`.
    if (type.list && /^\d+$/.test(parts[i])) {
      type = { name: type.name, list: false };
      continue;
    }
    const fields = types.get(type.name);
    // A JSON scalar's parts are whatever it holds.
    if (!fields) return type.name === "JSON" ? undefined : `"${[shown, ...parts.slice(0, i)].join(".")}" is a ${type.name}, with no parts`;
    const field = fields.get(parts[i]);
    if (!field) {
      const near = closest(parts[i], [...fields.keys()]);
      const guess = near ? ` (did you mean "${[shown, ...parts.slice(0, i), near].join(".")}"?)` : "";
      return `data source "${source}" gives no "${parts[i]}" in ${type.name}${guess}`;
    }
    type = field;
  }
  return undefined;
}
