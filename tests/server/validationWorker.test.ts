/**
 * The worker thread that replays quote drafts answers exactly as the calling thread does, and a
 * server running it rates quotes as one without it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadJourneyCatalogue } from "../../server/domain/journeyCatalogue.ts";
import { inProcessValidator, workerValidator, type DraftValidator } from "../../server/validation/validator.ts";
import { clock, completeDraft, journeyOf } from "./quoteDrafts.ts";
import { startTestServer, startupTimeout, type TestServer } from "./testServer.ts";

let server: TestServer;
let worker: DraftValidator;
const inProcess = inProcessValidator(loadJourneyCatalogue());

beforeAll(async () => {
  server = await startTestServer({ clock, validationWorker: true });
  worker = workerValidator(undefined);
}, startupTimeout);

afterAll(async () => {
  await worker?.close();
  await server?.close();
});

describe("the validation worker", () => {
  it("answers a valid draft and a broken one as the calling thread does", async () => {
    const draft = await completeDraft(server, "car");
    const today = clock.today();
    expect(await worker.validate("car", draft, today)).toEqual(await inProcess.validate("car", draft, today));
    const broken = { ...draft, driverPersonal: { ...(draft.driverPersonal as object), firstName: "" } };
    const answer = await worker.validate("car", broken, today);
    expect(answer).toEqual(await inProcess.validate("car", broken, today));
    expect(answer.valid).toBe(false);
  });

  it("keeps answers apart when many are in flight at once", async () => {
    const draft = await completeDraft(server, "car");
    const names = Array.from({ length: 20 }, (_, i) => (i % 3 === 0 ? "" : `Name${"x".repeat(i)}`));
    const answers = await Promise.all(
      names.map((firstName) =>
        worker.validate("car", { ...draft, driverPersonal: { ...(draft.driverPersonal as object), firstName } }, clock.today()),
      ),
    );
    expect(answers.map((a) => a.valid)).toEqual(names.map((n) => n !== ""));
  });

  it("serves rateQuote in a server that validates on it, refusing what breaks a rule", async () => {
    const answers = await completeDraft(server, "car");
    const mutation = "mutation ($body: QuoteBody!) { rateQuote(body: $body) { quoteRef ratingOutcome { optionState } } }";
    const body = (a: unknown) => ({ body: { product: "car", journeyVersion: journeyOf("car").version, answers: a } });
    const rated = await server.graphql<{ rateQuote: { quoteRef: string } }>(mutation, body(answers));
    expect(rated.body.data?.rateQuote.quoteRef).toMatch(/^QR-/);
    const refused = await server.graphql(
      mutation,
      body({ ...answers, driverPersonal: { ...(answers.driverPersonal as object), firstName: "" } }),
    );
    expect(refused.body.errors?.[0].extensions?.code).toBe("QUOTE_INVALID");
  });
});
