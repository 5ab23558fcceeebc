/**
 * The floor the stack imposes on a page: React DOM, and one field rendered by @rjsf/core's
 * SchemaField from RJSF's default registry, with schema utilities over a precompiled
 * @rjsf/validator-ajv8 validator. Nothing of the app. `npm run bench -- browser` builds it to weigh
 * what any journey page on this stack must load, and `npm run bench -- lighthouse` scores it.
 */
import { useState } from "react";
import { createRoot } from "react-dom/client";
import { getDefaultRegistry } from "@rjsf/core";
import { createSchemaUtils, type RJSFSchema } from "@rjsf/utils";
import { createPrecompiledValidator } from "@rjsf/validator-ajv8";
import { schema, validateFns } from "virtual:floor-validator";

const defaults = getDefaultRegistry();
const registry = {
  ...defaults,
  schemaUtils: createSchemaUtils(createPrecompiledValidator(validateFns, schema as RJSFSchema), schema as RJSFSchema),
};
const field = schema.properties.licence;

function Floor() {
  const [value, setValue] = useState<unknown>();
  const { SchemaField } = registry.fields;
  return (
    <SchemaField
      name="licence"
      schema={field}
      uiSchema={{}}
      fieldPathId={{ $id: "root_licence", path: ["licence"] }}
      formData={value}
      registry={registry}
      onChange={setValue}
      onBlur={() => undefined}
      onFocus={() => undefined}
    />
  );
}

createRoot(document.getElementById("root")!).render(<Floor />);
