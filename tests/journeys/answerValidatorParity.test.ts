/**
 * The browser and the server give every answer the same verdict. The browser checks answers with
 * the code the build makes (tools/journeysPlugin.ts: @rjsf/validator-ajv8's precompiled
 * validator of each product's answer schemas, through the app's answersCheck); the server, the CLI
 * and the tests compile the same schemas with ajv at run time (ajvCheck). For every field of every
 * product, a spread of answers (each type, lengths, real and unreal dates, plain and crafted email
 * addresses, the field's own options and limits) must fail on the same keyword with the same
 * details, or pass on both. The browser's journeys number their schema keys (tools/shortSchemaKeys.ts),
 * so its side looks validators up by those.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import type { RJSFSchema } from "@rjsf/utils";
import { createPrecompiledValidator } from "@rjsf/validator-ajv8";
import { validatorsModule } from "../../tools/journeysPlugin.ts";
import { withShortSchemaKeys } from "../../tools/shortSchemaKeys.ts";
import { ajvCheck } from "../../server/journeys/ajvCheck.ts";
import { answersCheck } from "../../src/app/form/answerValidators.ts";
import type { ProductJourney } from "../../src/app/journeySource.ts";
import type { ResolvedField, ResolvedJourney } from "../../src/engine/index.ts";
import { journeys } from "../engine/support/realJourneys.ts";

// Inside the repository, so the generated imports of ajv's runtime resolve from node_modules.
const cacheRoot = join(import.meta.dirname, "../../node_modules/.cache");
mkdirSync(cacheRoot, { recursive: true });
const folder = mkdtempSync(join(cacheRoot, "answer-parity-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The journeys as the build gives them to the browser. */
const browserJourneys = withShortSchemaKeys(journeys);
/** A journey's fields, page by page: the browser's and the server's line up. */
const fieldsOf = (journey: ResolvedJourney) => Object.values(journey.pages).flatMap((page) => page.fields);

async function builtAnswers(product: string): Promise<ProductJourney["answers"]> {
  const file = join(folder, `${product}.mjs`);
  writeFileSync(file, validatorsModule(browserJourneys[product]));
  return ((await import(pathToFileURL(file).href)) as { answers: ProductJourney["answers"] }).answers;
}

const COMMON_ANSWERS: unknown[] = [
  "", " ", "a", "Sam", "x".repeat(41), "x".repeat(255), "AB12 CDE", "07700900982", "0770090098", "LS1 4AP",
  "2024-02-29", "2023-02-29", "2026-13-01", "2026-1-1", "26-01-01", "2026-11-22T10:00:00Z",
  "sam@example.com", "Sam.Jones+quotes@example.co.uk", "victim.co<attacker@evil.co>", "a@b.co,attacker", "a b@c.co", "sam@", "@example.com",
  "user\u202e@example.com", "user\u0085@example.com", "é@example.com",
  -1, 0, 1, 2.5, 3, 12, 13, 100000, 100001, 1e9, true, false, null, [], ["a"], {}, { a: 1 },
];

/** The answers to try on a field: the common ones, and its own options and limits either side. */
function answersFor(field: ResolvedField): unknown[] {
  const limits = ["minimum", "maximum", "minLength", "maxLength"].flatMap((keyword) => {
    const limit = field.schema[keyword];
    return typeof limit === "number" ? [limit - 1, limit, limit + 1] : [];
  });
  return [...COMMON_ANSWERS, ...(field.options ?? []).map((o) => o.value), ...limits];
}

describe.each(Object.keys(journeys))("the %s journey's answers", (product) => {
  it("get the same verdict from the browser's precompiled validator and the server's ajv", async () => {
    const answers = await builtAnswers(product);
    const browser = answersCheck([{ schema: answers.schema, validator: createPrecompiledValidator(answers.validateFns, answers.schema as RJSFSchema) }]);
    const server = ajvCheck([journeys[product]]);
    const browserFields = fieldsOf(browserJourneys[product]);
    let compared = 0;
    for (const [at, field] of fieldsOf(journeys[product]).entries()) {
      expect(browserFields[at].name).toBe(field.name);
      for (const answer of answersFor(field)) {
        expect(browser(browserFields[at], answer), `${field.name} = ${JSON.stringify(answer)}`).toEqual(server(field, answer));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });
});

it("refuses crafted email addresses and unreal dates in the browser, as the server does", async () => {
  const answers = await builtAnswers("car");
  const check = answersCheck([{ schema: answers.schema, validator: createPrecompiledValidator(answers.validateFns, answers.schema as RJSFSchema) }]);
  const fields = fieldsOf(browserJourneys.car);
  const email = fields.find((f) => f.name === "email")!;
  const dob = fields.find((f) => f.name === "dob")!;
  expect(check(email, "sam@example.com")).toBeUndefined();
  for (const crafted of ["victim.co<attacker@evil.co>", "a@b.co,attacker", "user\u202e@example.com", "user\u0085@example.com"]) {
    expect(check(email, crafted), crafted).toEqual({ keyword: "format", params: { format: "email" } });
  }
  expect(check(dob, "2004-02-29")).toBeUndefined();
  expect(check(dob, "2003-02-29")).toEqual({ keyword: "format", params: { format: "date" } });
});

it("gives the browser each error's keyword and parameters only, which is all it reads", async () => {
  const answers = await builtAnswers("car");
  const validator = createPrecompiledValidator(answers.validateFns, answers.schema as RJSFSchema);
  const email = fieldsOf(browserJourneys.car).find((f) => f.name === "email")!;
  const { errors } = validator.rawValidation(answers.schema as RJSFSchema, { [email.schemaKey]: "sam@" });
  expect(errors).toEqual([{ keyword: "format", params: { format: "email" } }]);
});
