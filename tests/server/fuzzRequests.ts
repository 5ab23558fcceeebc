/**
 * Generated GraphQL requests for the fuzz test, read from server/schema.graphql: for every Query and
 * Mutation field, arguments of the right type, of the wrong type, missing or unknown, sent as variables or
 * written into the document; abusive documents (deep, aliased, huge, cyclic); and broken HTTP (bodies that
 * are not JSON, malformed GET and form parameters, wrong content types and methods).
 */
import { readFileSync } from "node:fs";
import fc from "fast-check";
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
} from "graphql";
import { csrfHeader } from "../../src/api/csrfHeader.ts";

export interface FuzzRequest {
  label: string;
  method: string;
  /** Path and query string, from the server's root. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export const schema = buildSchema(readFileSync(new URL("../../server/schema.graphql", import.meta.url), "utf8"));

/** Strings an attacker tries first: empty, long, control characters, SQL, markup, paths, number-likes. */
const nastyStrings = [
  "",
  " ",
  "a".repeat(10_000),
  "AB12 CDE",
  "LS1 4AP",
  "QR-AAAAAAAA",
  "\u0000",
  "a\u0000b",
  "\u001b[31m",
  "\r\n",
  "' OR '1'='1",
  "'; DROP TABLE quotes; --",
  "\\",
  '"',
  "<script>alert(1)</script>",
  "${7*7}",
  "{{7*7}}",
  "../../../etc/passwd",
  "%00",
  "NaN",
  "-1",
  "1e308",
  "null",
  "undefined",
  "مرحبا",
  "🚗".repeat(100),
  "\ud800",
  "__proto__",
  "constructor",
];
const anyString = fc.oneof(fc.constantFrom(...nastyStrings), fc.string({ maxLength: 40 }), fc.string({ unit: "binary", maxLength: 20 }));
const anyInt = fc.oneof(fc.integer(), fc.constantFrom(0, -1, 2 ** 31 - 1, -(2 ** 31), 2 ** 31, Number.MAX_SAFE_INTEGER));
const anyJson = fc.jsonValue({ maxDepth: 4 });

/** A value of the input type; now and then one of any other type, or null where null is not allowed. */
function valueOf(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  const right = rightValueOf(type, depth);
  return fc.oneof({ arbitrary: right, weight: 8 }, { arbitrary: anyJson, weight: 1 }, { arbitrary: fc.constant(null), weight: 1 });
}

function rightValueOf(type: GraphQLInputType, depth: number): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return rightValueOf(type.ofType, depth);
  if (isListType(type)) return fc.array(valueOf(type.ofType, depth + 1), { maxLength: depth > 2 ? 1 : 4 });
  if (isEnumType(type)) return fc.oneof(fc.constantFrom(...type.getValues().map((value) => value.name)), fc.constant("NOT_A_VALUE"));
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    const record = Object.fromEntries(fields.map((field) => [field.name, depth > 4 ? fc.constant(null) : valueOf(field.type, depth + 1)]));
    return fc
      .tuple(
        fc.record(record, { requiredKeys: [] }),
        fc.option(fc.constantFrom("__proto__", "constructor", "unknownField"), { nil: undefined }),
      )
      .map(([value, extra]) => (extra ? { ...value, [extra]: 1 } : value));
  }
  switch (type.name) {
    case "Int":
      return anyInt;
    case "Float":
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(1e308, -1e308, 5e-324));
    case "Boolean":
      return fc.boolean();
    case "JSON":
      return anyJson;
    default:
      return anyString;
  }
}

/** Every leaf to depth 3, unions member by member, as the app selects. */
function selectionOf(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return "";
  if (depth >= 3) return "{ __typename }";
  if (isUnionType(named))
    return `{ __typename ${named
      .getTypes()
      .map((member) => `... on ${member.name} ${selectionOf(member, depth + 1)}`)
      .join(" ")} }`;
  if (!isObjectType(named)) return "{ __typename }";
  return `{ ${Object.values(named.getFields())
    .map((field) => `${field.name} ${selectionOf(field.type, depth + 1)}`)
    .join(" ")} }`;
}

/** A JS value written as a GraphQL literal (enums become strings: wrong, and so worth sending). */
function literal(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(literal).join(", ")}]`;
  if (value && typeof value === "object")
    return `{ ${Object.entries(value)
      .map(([key, item]) => `${/^[_A-Za-z]\w*$/.test(key) ? key : "bad_key"}: ${literal(item)}`)
      .join(", ")} }`;
  if (typeof value === "number" && !Number.isFinite(value)) return "0";
  return value === undefined ? "null" : JSON.stringify(value);
}

const jsonHeaders = { "content-type": "application/json", accept: "application/graphql-response+json, application/json" };

export const post = (label: string, body: string, headers: Record<string, string> = jsonHeaders): FuzzRequest => ({
  label,
  method: "POST",
  path: "/graphql",
  headers,
  body,
});

/** One call of a root field, with generated arguments. */
function fieldRequest(operation: "query" | "mutation", field: GraphQLField<unknown, unknown>): fc.Arbitrary<FuzzRequest> {
  const args = field.args;
  const values = fc.record(Object.fromEntries(args.map((arg) => [arg.name, valueOf(arg.type)])), { requiredKeys: [] });
  const style = fc.constantFrom("variables", "inline", "unknown-argument", "mistyped-variable");
  return fc.tuple(values, style).map(([given, how]) => {
    const label = `${operation} ${field.name} (${how})`;
    const selection = selectionOf(field.type);
    const present = args.filter((arg) => arg.name in given);
    if (how === "variables" || how === "mistyped-variable") {
      const declared = present.map((arg) => `$${arg.name}: ${how === "mistyped-variable" ? "Int" : String(arg.type)}`);
      const passed = present.map((arg) => `${arg.name}: $${arg.name}`);
      const document = `${operation} Fuzz${declared.length ? `(${declared.join(", ")})` : ""} { ${field.name}${passed.length ? `(${passed.join(", ")})` : ""} ${selection} }`;
      return post(label, JSON.stringify({ query: document, variables: given, operationName: "Fuzz" }));
    }
    const written = present.map((arg) => `${arg.name}: ${literal(given[arg.name])}`);
    if (how === "unknown-argument") written.push("fuzzUnknown: 1");
    const document = `${operation} { ${field.name}${written.length ? `(${written.join(", ")})` : ""} ${selection} }`;
    return post(label, JSON.stringify({ query: document }));
  });
}

export function fieldRequests(): fc.Arbitrary<FuzzRequest> {
  const roots = [
    ["query", schema.getQueryType()],
    ["mutation", schema.getMutationType()],
  ] as const;
  return fc.oneof(
    ...roots.flatMap(([operation, root]) => Object.values(root?.getFields() ?? {}).map((field) => fieldRequest(operation, field))),
  );
}

const nest = (levels: number, open: string, close: string, inner: string) => `${open.repeat(levels)}${inner}${close.repeat(levels)}`;

/** Documents meant to exhaust the parser, the validator or the executor. */
export function abusiveDocuments(): FuzzRequest[] {
  const documents: Array<[string, string]> = [];
  for (const levels of [2_000, 5_000, 20_000]) {
    documents.push([`list literal ${levels} deep`, `{ __typename(a: ${nest(levels, "[", "]", "")}) }`]);
    documents.push([`object literal ${levels} deep`, `{ __typename(a: ${nest(levels, "{a: ", "}", "1")}) }`]);
    documents.push([`selections ${levels} deep`, `{ ${nest(levels, "a { ", " }", "b")} }`]);
  }
  const aliases = (count: number) =>
    Array.from({ length: count }, (_, i) => `a${i}: referenceData(lists: ["title"]) { name options { code value } }`).join(" ");
  documents.push(["500 aliases", `{ ${aliases(500)} }`], ["60 aliases", `{ ${aliases(60)} }`]);
  documents.push(["100 operations", Array.from({ length: 100 }, (_, i) => `query op${i} { __typename }`).join("\n")]);
  documents.push(["cyclic fragments", "query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }"]);
  documents.push([
    "fragment chain",
    `query { ...F0 } ${Array.from({ length: 300 }, (_, i) => `fragment F${i} on Query { __typename ...F${i + 1} }`).join(" ")} fragment F300 on Query { __typename }`,
  ]);
  documents.push(["60 directives", `{ __typename ${"@include(if: true) ".repeat(60)}}`]);
  documents.push(["300 KB comment", `# ${"x".repeat(300_000)}\n{ __typename }`]);
  documents.push(["200 KB string", `{ vehicleByReg(registration: "${"A".repeat(200_000)}") { year } }`]);
  documents.push(["introspection", "{ __schema { types { name fields { name } } } }"]);
  documents.push(["deep introspection", `{ __type(name: "Query") { ${nest(40, "ofType { ", " }", "name")} } }`]);
  return documents.map(([label, query]) => post(label, JSON.stringify({ query })));
}

const brokenBodies = [
  "",
  " ",
  "{",
  "}",
  "[",
  "null",
  "true",
  "1",
  '"query"',
  '{"query": }',
  '{"query": "{ __typename }"',
  '{"query": 1}',
  '{"query": ["{ __typename }"]}',
  '{"query": null}',
  '{"query": "{ __typename }", "variables": "{}"}',
  '{"query": "{ __typename }", "operationName": 5}',
  '{"query": "{ __typename }", "extensions": 5}',
  '{"query": "{ __typename }", "unexpected": 1}',
  '[{"query": "{ __typename }"}, {"query": "{ __typename }"}]',
  '{"query": "{ __typename }"}garbage',
  '\ufeff{"query": "{ __typename }"}',
  `{"a": ${nest(100_000, "[", "]", "")}}`,
  `{"query": "{ __typename }", "variables": {"a": ${nest(100_000, '{"a": ', "}", "1")}}}`,
];

const contentTypes = [
  "text/plain",
  "text/plain;charset=UTF-8",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  "application/graphql",
  "application/graphql+json",
  "application/json; charset=latin1",
  "application/json; charset=utf-16",
  "*/*",
  "garbage",
  "",
];

/** Broken HTTP: bodies, parameters, content types, methods and Accept headers a client should not send. */
export function protocolRequests(): fc.Arbitrary<FuzzRequest> {
  const withCsrf = (headers: Record<string, string>) => fc.boolean().map((csrf) => (csrf ? { ...headers, [csrfHeader]: "1" } : headers));
  const params = fc.record(
    {
      query: fc.oneof(
        fc.constantFrom("{ __typename }", "mutation { __typename }", "{", "", "query Q($a: Int) { __typename }"),
        fc.string({ maxLength: 30 }),
      ),
      variables: fc.option(
        fc.oneof(
          fc.constantFrom("{bad", "[1]", "5", '"x"', '{"a": 1}', "null", `{"a": ${nest(50, "[", "]", "")}}`),
          fc.string({ maxLength: 30 }),
        ),
        { nil: undefined },
      ),
      extensions: fc.option(fc.oneof(fc.constantFrom("{bad", "[]", "{}"), fc.string({ maxLength: 20 })), { nil: undefined }),
      operationName: fc.option(fc.string({ maxLength: 10 }), { nil: undefined }),
    },
    { requiredKeys: ["query"] },
  );
  const search = (values: Record<string, string | undefined>) =>
    new URLSearchParams(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();
  return fc.oneof(
    fc.constantFrom(...brokenBodies).map((body) => post(`broken JSON body ${JSON.stringify(body.slice(0, 30))}`, body)),
    fc.string({ unit: "binary", maxLength: 200 }).map((body) => post("random body", body)),
    fc
      .tuple(params, withCsrf({ accept: "application/graphql-response+json" }))
      .map(([values, headers]) => ({ label: "GET", method: "GET", path: `/graphql?${search(values)}`, headers })),
    fc
      .tuple(params, withCsrf({ "content-type": "application/x-www-form-urlencoded" }))
      .map(([values, headers]) => post("form POST", search(values), headers)),
    fc
      .tuple(fc.constantFrom(...contentTypes), withCsrf({}))
      .map(([type, headers]) =>
        post(`Content-Type ${type}`, JSON.stringify({ query: "{ __typename }" }), { ...headers, "content-type": type }),
      ),
    fc
      .constantFrom("PUT", "DELETE", "PATCH", "OPTIONS")
      .map((method) => ({ label: method, method, path: "/graphql", headers: jsonHeaders, body: method === "OPTIONS" ? undefined : "{}" })),
    fc
      .constantFrom("text/html", "application/xml", ";;;, q=x", "application/json; charset=latin1")
      .map((accept) =>
        post(`Accept ${accept}`, JSON.stringify({ query: "{ __typename }" }), { "content-type": "application/json", accept }),
      ),
  );
}
