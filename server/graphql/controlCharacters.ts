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
function inVariables(value: unknown): string | undefined {
  const steps = stepsTo(value);
  if (!steps) return undefined;
  return steps.reduce<string>(
    (path, step) => (typeof step === "number" ? `${path}[${step}]` : path === "$" ? `$${step}` : `${path}.${step}`),
    "$",
  );
}

/**
 * The keys and positions leading to the first string holding a control character. The path is
 * spelt out only when one is found: every request's variables are walked, and a quote draft has
 * hundreds of strings.
 */
function stepsTo(value: unknown): (string | number)[] | undefined {
  if (typeof value === "string") return control.test(value) ? [] : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = stepsTo(value[i]);
      if (found) return [i, ...found];
    }
    return undefined;
  }
  if (value && typeof value === "object") {
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      const found = stepsTo((value as Record<string, unknown>)[key]);
      if (found) return [key, ...found];
    }
  }
  return undefined;
}

/**
 * The first string literal in the operation that holds a control character (block strings keep
 * their newlines). yoga hands the same parsed document to every request with the same query text,
 * so each document is walked once.
 */
function inDocument(document: DocumentNode): string | undefined {
  if (checkedDocuments.has(document)) return checkedDocuments.get(document);
  const found = firstControlString(document);
  checkedDocuments.set(document, found);
  return found;
}

const checkedDocuments = new WeakMap<DocumentNode, string | undefined>();

function firstControlString(document: DocumentNode): string | undefined {
  let found: string | undefined;
  visit(document, {
    StringValue(node) {
      if (found === undefined && !node.block && control.test(node.value))
        found = `the string "${node.value.replace(/[\u0000-\u001f\u007f]/g, "?").slice(0, 40)}"`;
    },
    [Kind.DIRECTIVE_DEFINITION]: () => false,
  });
  return found;
}
