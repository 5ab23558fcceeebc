/**
 * How big and how expensive one GraphQL document may be, enforced by graphql-armor before anything
 * executes. Each limit is at least twice what the app's own operations need (src/api/: at most 117
 * tokens, depth 8, cost 707, no aliases or directives; tests/server/graphqlLimits.test.ts measures
 * every one of them), so only abuse meets them.
 */
import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import type { GraphQLError, ValidationContext } from "graphql";
import { createGraphQLError, type Plugin } from "graphql-yoga";

export const graphqlLimits = {
  /** Lexer tokens per document. Also what keeps graphql-js's recursive parser from overflowing on 2,000-deep nesting. */
  maxTokens: 1000,
  /** Nesting of selections, fragments followed. */
  maxDepth: 16,
  maxAliases: 10,
  maxDirectives: 10,
  /** graphql-armor's cost: 2 per object, 1 per scalar, times 1.5 per level of depth. */
  maxCost: 2500,
} as const;

/**
 * Refusals name the limit (it is no secret). graphql-armor throws its first refusal out of validation;
 * reported instead, they are validation errors like any other (GRAPHQL_VALIDATION_FAILED, 400 for a
 * client that takes application/graphql-response+json), without the misleading "Syntax Error:" prefix.
 * The token limit stops the parser itself, so it stays a parse error (GRAPHQL_PARSE_FAILED).
 */
export function useGraphqlLimits(): Plugin {
  const asValidationError = { propagateOnRejection: false, onReject: [reportRefusal] };
  return EnvelopArmorPlugin({
    maxTokens: { n: graphqlLimits.maxTokens },
    maxDepth: { n: graphqlLimits.maxDepth, ...asValidationError },
    maxAliases: { n: graphqlLimits.maxAliases, ...asValidationError },
    maxDirectives: { n: graphqlLimits.maxDirectives, ...asValidationError },
    costLimit: { maxCost: graphqlLimits.maxCost, ...asValidationError },
    // "Did you mean …?" would map the schema for anyone without introspection.
    blockFieldSuggestion: { mask: "" },
  }) as Plugin;
}

function reportRefusal(context: ValidationContext | null, error: GraphQLError): void {
  context?.reportError(createGraphQLError(error.message.replace(/^Syntax Error: /, "")));
}
