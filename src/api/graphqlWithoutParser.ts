/**
 * What the browser build resolves graphql-request's `graphql` to (vite.config.ts). graphql-request
 * parses a document only to name its operation, and prints one only when it is not a string; ours
 * are generated strings, sent with `excludeOperationName` (the server names the operation from the
 * document it parses), so neither runs, and graphql's parser and printer (about 11 KiB gzip) stay
 * out of the page. Were either ever called, the request fails loudly rather than going out wrong.
 */
export const Kind = { OPERATION_DEFINITION: "OperationDefinition" } as const;

function unreachable(name: string): never {
  throw new Error(`graphql's ${name} is not in the browser build: send documents as strings with excludeOperationName`);
}

export function parse(): never {
  return unreachable("parse");
}

export function print(): never {
  return unreachable("print");
}
