declare module "virtual:floor-validator" {
  export const schema: { $id: string; type: "object"; properties: { licence: import("@rjsf/utils").RJSFSchema } };
  export const validateFns: Parameters<typeof import("@rjsf/validator-ajv8").createPrecompiledValidator>[0];
}
