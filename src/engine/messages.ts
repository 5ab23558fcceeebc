/** Fills `{name}` placeholders in a message; unknown names stay visible so a typo shows up in review. */
export function formatMessage(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined || params[name] === null ? whole : String(params[name]),
  );
}

/** Placeholder names a JSON Schema keyword offers to its message: `{min}`, `{max}`, `{limit}`. */
export function keywordParams(keyword: string, params: Record<string, unknown>): Record<string, unknown> {
  const limit = params.limit;
  if (/^(minimum|exclusiveMinimum|minLength|minItems)$/.test(keyword)) return { ...params, min: limit };
  if (/^(maximum|exclusiveMaximum|maxLength|maxItems)$/.test(keyword)) return { ...params, max: limit };
  return params;
}
