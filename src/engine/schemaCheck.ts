/** Turns a validate function (ajv-compiled or precompiled standalone) into the engine's SchemaCheck. */
import type { SchemaCheck, SchemaIssue } from "./types.ts";

export interface CompiledValidator {
  (value: unknown): boolean;
  errors?: { keyword: string; params: Record<string, unknown> }[] | null;
}

export function schemaCheckFrom(lookup: (schemaKey: string) => CompiledValidator | undefined): SchemaCheck {
  return (field, value): SchemaIssue | undefined => {
    const validate = lookup(field.schemaKey);
    if (!validate) throw new Error(`No validator for field "${field.name}" (${field.schemaKey}); rebuild the journeys`);
    if (validate(value)) return undefined;
    const first = validate.errors?.[0];
    return { keyword: first?.keyword ?? "invalid", params: first?.params ?? {} };
  };
}
