/**
 * A yoga plugin timing and counting each executed GraphQL operation by its root field (a schema
 * name, so a bounded label; "multiple" when one document asks several, never the client's
 * operationName, which could be anything).
 */
import { getOperationAST, type DocumentNode, type FieldNode } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { Metrics } from "./metrics.ts";

export function operationLabel(document: DocumentNode, operationName?: string | null): string {
  const operation = getOperationAST(document, operationName ?? undefined);
  if (!operation) return "unknown";
  const fields = new Set(
    operation.selectionSet.selections.filter((node): node is FieldNode => node.kind === "Field").map((node) => node.name.value),
  );
  if (fields.size !== 1 || operation.selectionSet.selections.length !== fields.size) return fields.size === 0 ? "unknown" : "multiple";
  return [...fields][0]!;
}

export function useOperationMetrics(metrics: Metrics): Plugin {
  return {
    onExecute({ args }) {
      const operation = operationLabel(args.document, args.operationName);
      const stop = metrics.graphqlDuration.startTimer({ operation });
      return {
        onExecuteDone({ result }) {
          stop();
          const failed = "errors" in result && Array.isArray(result.errors) && result.errors.length > 0;
          metrics.graphqlOperations.inc({ operation, result: failed ? "error" : "ok" });
        },
      };
    },
  };
}
