/** Files beside the journeys, read once per lint: parsed, and checked against their schema when they have one. */
import type { Options } from "ajv";
import { validatorWithMemory } from "./cachedValidator.ts";
import { readJson, textOf } from "./jsonTexts.ts";
import { displayPath, error, type Problem } from "./problem.ts";
import { readableErrors } from "./schemaValidation.ts";

/** A JSON file's content, or undefined with why it does not parse in `problems`. */
export function parsedJson(path: string, problems: Problem[]): unknown {
  try {
    return readJson(path);
  } catch (cause) {
    problems.push(error(displayPath(path), (cause as Error).message));
    return undefined;
  }
}

/** Content held against a schema (ajv options as given; an unchanged text is not validated again), or undefined with why in `problems`. */
export function validContent(path: string, content: unknown, schema: string, options: Options, problems: Problem[]): unknown {
  const errors = validatorWithMemory(schema, options)(content, textOf(path));
  if (errors.length === 0) return content;
  problems.push(...readableErrors(errors).map((message) => error(displayPath(path), message)));
  return undefined;
}

/** A JSON file's content checked against a schema, or undefined with why in `problems`: not valid JSON, or not what the schema says. */
export function readValidJson(path: string, schema: string, options: Options, problems: Problem[]): unknown {
  const content = parsedJson(path, problems);
  return content === undefined ? undefined : validContent(path, content, schema, options, problems);
}
