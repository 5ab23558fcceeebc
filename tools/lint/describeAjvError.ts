/** One ajv error as a sentence an analyst can act on: where (fields[0].schema) and what. */
import type { ErrorObject } from "ajv";

/** `/fields/0/schema` as `fields[0].schema`; the file's top level when empty. */
export function readablePath(instancePath: string): string {
  if (instancePath === "") return "(top level)";
  return instancePath
    .slice(1)
    .split("/")
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((part, i) => (/^\d+$/.test(part) ? `[${part}]` : i === 0 ? part : `.${part}`))
    .join("");
}

export function describeAjvError(e: ErrorObject): string {
  return `${readablePath(e.instancePath)}: ${whatIsWrong(e)}`;
}

function whatIsWrong(e: ErrorObject): string {
  const params = e.params as Record<string, unknown>;
  const description = (e.parentSchema as { description?: string } | undefined)?.description;
  switch (e.keyword) {
    case "additionalProperties": {
      const name = String(params.additionalProperty);
      const known = Object.keys((e.parentSchema as { properties?: object } | undefined)?.properties ?? {});
      const guess = closest(name, known);
      return `unknown property "${name}"${guess ? ` (did you mean "${guess}"?)` : ""}`;
    }
    case "required":
      return `missing property "${String(params.missingProperty)}"`;
    case "pattern":
      return `${JSON.stringify(e.data)} is not in the expected form${description ? `: ${description}` : ` (${String(params.pattern)})`}`;
    case "enum":
      return `${JSON.stringify(e.data)} must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ")}`;
    case "type":
      return `must be ${article(String(params.type))} (got ${JSON.stringify(e.data)})`;
    case "anyOf":
      return `${JSON.stringify(e.data)} is not allowed here${description ? `: ${description}` : ""}`;
    case "not":
      return description ?? "must not be written this way here";
    default:
      return e.message ?? e.keyword;
  }
}

const article = (type: string): string => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

/** The known name nearest a typo (edit distance at most 2), for "did you mean". */
export function closest(name: string, known: string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const candidate of known) {
    const d = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}
