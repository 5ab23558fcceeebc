import { Kind, type ValueNode } from "graphql";
import { badUserInput } from "./errors.ts";

/**
 * The JSON scalar: any JSON value, passed through as it is (callers check the shape they need).
 * Given as plain functions rather than a GraphQLScalarType, so it works whichever copy of graphql
 * the schema was built with (see errors.ts); Kind values are plain strings in every copy.
 */
export const jsonScalar = {
  serialize: (value: unknown) => value,
  parseValue: (value: unknown) => value,
  parseLiteral: (node: ValueNode, variables?: Record<string, unknown> | null): unknown => literal(node, variables ?? {}),
};

function literal(node: ValueNode, variables: Record<string, unknown>): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.ENUM:
      return node.value;
    case Kind.BOOLEAN:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return node.values.map((item) => literal(item, variables));
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((field) => [field.name.value, literal(field.value, variables)]));
    case Kind.VARIABLE:
      return variables[node.name.value];
    default:
      throw badUserInput("Not a JSON value");
  }
}
