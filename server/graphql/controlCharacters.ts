/**
 * No argument may carry control characters (NUL and the rest of C0, and DEL): PostgreSQL refuses a
 * NUL in text, and none belongs in a name, an address or a code. Checked once at the edge, before
 * any resolver runs, for variables and for strings written into the query, with the place named.
 */
import { Kind, visit, type DocumentNode } from "graphql";
import type { Plugin } from "graphql-yoga";
import { badUserInput } from "./errors.ts";

const control = /[\u0000-\u001f\u007f]/;

export function useControlCharacterCheck(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const where = inVariables(args.variableValues ?? {}) ?? inDocument(args.document);
      if (where === undefined) return;
      setResultAndStopExecution({
        errors: [badUserInput(`Text must not contain control characters (such as a NUL byte): found one in ${where}`, { argument: where })],
      });
    },
  };
}

/** The path of the first string holding a control character, as `$body.answers.firstName`. */
function inVariables(value: unknown, path = "$"): string | undefined {
  if (typeof value === "string") return control.test(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = inVariables(item, `${path}[${i}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const found = inVariables(item, path === "$" ? `$${key}` : `${path}.${key}`);
      if (found) return found;
    }
  }
  return undefined;
}

/** The first string literal in the operation that holds a control character (block strings keep their newlines). */
function inDocument(document: DocumentNode): string | undefined {
  let found: string | undefined;
  visit(document, {
    StringValue(node) {
      if (found === undefined && !node.block && control.test(node.value)) found = `the string "${node.value.replace(/[\u0000-\u001f\u007f]/g, "?").slice(0, 40)}"`;
    },
    [Kind.DIRECTIVE_DEFINITION]: () => false,
  });
  return found;
}
