/**
 * The quote-request mapping against the request it builds (server/domain's QuoteRequest): every
 * field of the request is mapped (a field nothing asks yet says so with `{"fixed": null}` and a
 * note), every key of the mapping is a field of the request, and what each source sends fits the
 * field: its conversion gives the field's type, and the answer it reads can be converted that way.
 */
import type { QuoteMapping, Source } from "../../../server/domain/quoteMapping.ts";
import type { ResolvedField, ResolvedJourney } from "../../../src/engine/index.ts";
import { closest } from "../describeAjvError.ts";
import { error, type Problem } from "../problem.ts";
import { askedAnswers, draftPathsFor } from "./answerPaths.ts";
import { mapsInsurersRequest, type MappingFile } from "./mappingFile.ts";
import { mappingLeaves, type RequestField, type RequestObject, type WrittenSource } from "./mappingLeaves.ts";
import { requestShape, shapeAt, type Shape, type ValueType } from "./requestShape.ts";

export const MAPPING_CHECKS: Record<string, string> = {
  "mapping-source": "a path of common/quote-request.json that names no answer any journey asks",
  "mapping-target": "a field of the quote request left out of common/quote-request.json, or a key there that is no field of the request",
  "mapping-type":
    "a source whose value does not fit its request field: a conversion giving another type, or an answer that conversion can never convert",
};

/** What each conversion (`as`) sends. */
const CONVERSION_TYPES: Record<string, ValueType> = {
  text: "string",
  number: "number",
  flag: "boolean",
  notFlag: "boolean",
  date: "string",
  ukMidnight: "string",
  obdLocation: "string",
};

export function checkRequestFields({ mapping, shown }: MappingFile, journeys: ResolvedJourney[]): Problem[] {
  if (!mapping) return [];
  const shape = requestShape();
  if (shape.kind !== "object" || !mapsInsurersRequest(mapping)) return [];
  const { fields, objects } = mappingLeaves(mapping);
  return [
    ...objects.flatMap((object) => objectProblems(object, shape, shown)),
    ...fields.flatMap((field) => typeProblems(field, shape, shown, journeys, mapping)),
  ];
}

function objectProblems({ target, pointer, keys }: RequestObject, request: Shape, shown: string): Problem[] {
  const shape = target === "" ? request : shapeAt(request, target);
  if (shape?.kind !== "object") return [];
  const known = [...shape.fields.keys()];
  const where = (key: string) => (target ? `${target}.${key}` : key);
  return [
    ...known
      .filter((key) => !keys.includes(key))
      .map((key) =>
        error(shown, `request field ${where(key)} is not mapped: map it, or write {"fixed": null} with a note saying why it is not sent`, {
          check: "mapping-target",
          pointer,
        }),
      ),
    ...keys
      .filter((key) => !shape.fields.has(key))
      .map((key) => {
        const guess = closest(
          key,
          known.filter((k) => !keys.includes(k)),
        );
        return error(shown, `${where(key)} is no field of the quote request${guess ? ` (did you mean "${guess}"?)` : ""}`, {
          check: "mapping-target",
          pointer: `${pointer}/${key}`,
        });
      }),
  ];
}

const typeName = (types: Set<ValueType>) =>
  [...types]
    .filter((t) => t !== "null")
    .map((t) => `a ${t}`)
    .join(" or ") || "null";

/** What a source sends, or undefined when it depends on something else (a byDriver field is given per driver). */
function sentType(source: Source): ValueType | undefined {
  if (source.byDriver) return undefined;
  if ("fixed" in source) return source.fixed === null ? "null" : (typeof source.fixed as ValueType);
  if (source.derived !== undefined) return source.derived === "driverNumber" ? "number" : "string";
  return source.as === undefined ? undefined : CONVERSION_TYPES[source.as];
}

function typeProblems(field: RequestField, request: Shape, shown: string, journeys: ResolvedJourney[], mapping: QuoteMapping): Problem[] {
  const shape = shapeAt(request, field.target);
  if (shape?.kind !== "value") return [];
  return field.sources.flatMap((written) => {
    const sent = sentType(written.source);
    if (sent !== undefined && !shape.types.has(sent)) {
      const how = written.source.as ? ` ("as": "${written.source.as}")` : "";
      return [
        error(
          shown,
          `${field.target} holds ${typeName(shape.types)}, but this source sends ${sent === "null" ? "null" : `a ${sent}`}${how}`,
          {
            check: "mapping-type",
            pointer: written.pointer,
          },
        ),
      ];
    }
    return answerProblems(written, field.target, shown, journeys, mapping);
  });
}

/** An answer the source's conversion can never convert: it would always reach the insurer as null. */
function answerProblems(
  written: WrittenSource,
  target: string,
  shown: string,
  journeys: ResolvedJourney[],
  mapping: QuoteMapping,
): Problem[] {
  const { source } = written;
  if (source.answer === undefined || source.as === undefined) return [];
  for (const journey of journeys) {
    const asked = askedAnswers(journey);
    const contexts = written.perDriver ? [{ ...written, namedAt: undefined }, written] : [written];
    for (const context of contexts) {
      for (const path of draftPathsFor(source.answer, { ...context, onlyFor: source.onlyFor, notFor: source.notFor }, journey, mapping)) {
        const found = asked.get(path);
        const why = found && unconvertible(found.field, source.as);
        if (why) {
          return [
            error(
              shown,
              `${target}: answer \`${source.answer}\` (${journey.id}: field "${found.field.name}" on page "${found.page.id}") ${why}, so "as": "${source.as}" always sends null`,
              {
                check: "mapping-type",
                pointer: written.pointer,
              },
            ),
          ];
        }
      }
    }
  }
  return [];
}

const isDateField = (field: ResolvedField) => field.widget === "date" || field.schema?.format === "date";

/** Why a field's answers never convert with `as`, or undefined when some do. */
function unconvertible(field: ResolvedField, as: string): string | undefined {
  const type = field.schema?.type;
  if (type === "boolean") return ["flag", "notFlag"].includes(as) ? undefined : "is yes or no";
  if (type === "integer" || type === "number") return ["number", "text"].includes(as) ? undefined : "is a number";
  if (type !== "string") return undefined;
  if (as === "flag" || as === "notFlag") return "is text, never yes or no";
  if ((as === "date" || as === "ukMidnight") && !isDateField(field)) return "is text, not a date";
  if (as === "number" && isDateField(field)) return "is a date, not a number";
  return undefined;
}
