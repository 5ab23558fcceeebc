import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { format } from "node:util";
import { useDisableIntrospection } from "@graphql-yoga/plugin-disable-introspection";
import { createSchema, createYoga } from "graphql-yoga";
import type { ServerClock } from "../clock.ts";
import type { Db } from "../db/index.ts";
import { Addresses } from "../domain/addresses.ts";
import { BankValidations } from "../domain/bankValidation.ts";
import { DeviceAssignments } from "../domain/deviceAssignment.ts";
import type { JourneyCatalogue } from "../domain/journeyCatalogue.ts";
import { QuoteEmails } from "../domain/quoteEmail.ts";
import { Quotes } from "../domain/quotes.ts";
import type { DraftValidator } from "../validation/validator.ts";
import { QuoteRetrieval } from "../domain/retrieveQuote.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { AttemptLimits } from "../rateLimit/attemptLimits.ts";
import type { ClientAddresses } from "../rateLimit/clientAddress.ts";
import type { RatingCatalogue } from "../rating/ratingFiles.ts";
import { ReferenceData } from "../domain/referenceData.ts";
import { TakeUps, type AfterTakeUp } from "../domain/takeUp.ts";
import type { FinanceProvider } from "../policySetup/ports.ts";
import type { PaymentServices } from "../payments/index.ts";
import { Vehicles } from "../domain/vehicles.ts";
import type { Metrics } from "../observability/metrics.ts";
import { useOperationMetrics } from "../observability/operationMetrics.ts";
import { observedMutations } from "../observability/outcomeMetrics.ts";
import { useControlCharacterCheck } from "./controlCharacters.ts";
import { useRequestBodyLimit } from "./bodyLimit.ts";
import { corsFor, useVaryOnOrigin } from "./cors.ts";
import { useCsrfPrevention } from "./csrf.ts";
import { useErrorShaping } from "./errorShaping.ts";
import { useGraphqlLimits } from "./limits.ts";
import { useRequestParamChecks } from "./requestParams.ts";
import { resolvers, type GraphqlContext, type RequestContext } from "./resolvers.ts";

export const graphqlEndpoint = "/graphql";
/**
 * A finished quote draft is a few KB (a car with two named drivers, about 4 KB; with every claim and
 * conviction the journeys allow, under 20 KB): this leaves room to spare and stops abuse early.
 */
export const maxRequestBytes = 64 * 1024;
const typeDefs = readFileSync(new URL("../schema.graphql", import.meta.url), "utf8");

export interface GraphqlServices {
  journeys: JourneyCatalogue;
  ratings: RatingCatalogue;
  clock: ServerClock;
  /** The card processor and what keeps its payments honest (payments/index.ts). */
  payments: PaymentServices;
  /** Sends the quote emails. */
  mailer: Mailer;
  /** Where a monthly plan's credit agreement is lodged at take-up (policySetup/ports.ts). */
  finance: FinanceProvider;
  /** Sets a policy up once its take-up has committed (policySetup/policySetup.ts). */
  policySetup: AfterTakeUp;
  /** The origin of links in emails (PUBLIC_URL). */
  publicUrl: () => string;
  /** The attempt limits of token-, reference- and payment-bearing operations (rateLimit/attemptLimits.ts). */
  limits: AttemptLimits;
  /** Who each request comes from, for the per-client limits (X-Forwarded-For believed only from trusted proxies). */
  clients: ClientAddresses;
  /** Where the server's own messages go; yoga's warnings and masked errors too. Default: the console. */
  log?: (message: string) => void;
  /** Where quote drafts are replayed through their journey (default: on this thread). */
  validator?: DraftValidator;
  /** Answer introspection queries (default: no; the dev server turns it on). */
  introspection?: boolean;
  /** The app's origin when it is not the API's own (from PUBLIC_URL): the only one CORS lets read answers. */
  appOrigin?: string;
  /** Where operations and their business outcomes are counted (default: nowhere). */
  metrics?: Metrics;
}

/** What the node adapter passes as yoga's server context: `yoga(req, res)`. */
interface NodeServerContext {
  req: IncomingMessage;
  res: ServerResponse;
}

/**
 * The /graphql handler. Yoga answers malformed JSON, syntax errors and validation failures with
 * GraphQL-shaped errors carrying extensions.code; unexpected resolver errors are masked to
 * "Unexpected error." and logged on the server, with no stack trace in the response. In front of
 * that: CSRF prevention, malformed parameters as 400s, document limits (limits.ts), introspection
 * only when asked for, and CORS for the app's own origin only.
 */
export function createGraphqlHandler(db: Db, services: GraphqlServices) {
  const { journeys, ratings, clock, payments, mailer, publicUrl, clients } = services;
  const log = services.log ?? console.warn;
  const referenceData = new ReferenceData(db);
  const bankValidations = new BankValidations(db);
  const quotes = new Quotes(db, journeys, ratings, clock, payments.live, services.validator);
  const { limits } = services;
  const shared: GraphqlContext = {
    referenceData,
    vehicles: new Vehicles(db, referenceData),
    devices: new DeviceAssignments(db),
    addresses: new Addresses(db),
    quotes,
    takeUps: new TakeUps(
      db,
      payments.payments,
      payments.live,
      payments.refunds,
      bankValidations,
      clock,
      services.finance,
      services.policySetup,
    ),
    bankValidations,
    retrieval: new QuoteRetrieval(quotes, journeys, limits, clock, log),
    quoteEmails: new QuoteEmails(quotes, limits, mailer, publicUrl, clock, log),
    limits,
    log,
  };
  return createYoga<NodeServerContext, RequestContext>({
    schema: createSchema<NodeServerContext & RequestContext>({
      typeDefs,
      resolvers: services.metrics ? { ...resolvers, Mutation: observedMutations(resolvers.Mutation, services.metrics) } : resolvers,
    }),
    graphqlEndpoint,
    context: ({ req }): RequestContext => ({ ...shared, client: clients.of(req) }),
    // isDev would add stack traces to masked errors; never, whatever NODE_ENV says.
    maskedErrors: { isDev: false },
    landingPage: false,
    logging: services.log ? yogaLogger(services.log) : "warn",
    // Enforced by useRequestBodyLimit instead, which does not stream every body through a transform.
    maxRequestBodySize: false,
    cors: corsFor(services.appOrigin),
    // No file uploads: a multipart body is refused as unsupported (415).
    multipart: false,
    plugins: [
      useCsrfPrevention(),
      useRequestParamChecks(),
      useGraphqlLimits(),
      ...(services.introspection ? [] : [useDisableIntrospection()]),
      ...(services.appOrigin ? [useVaryOnOrigin()] : []),
      useControlCharacterCheck(),
      useErrorShaping({ maxRequestBytes }),
      useRequestBodyLimit(maxRequestBytes),
      ...(services.metrics ? [useOperationMetrics(services.metrics)] : []),
    ],
  });
}

/** Yoga's warnings and errors (masked errors are logged with their detail) as lines of the server's log. */
function yogaLogger(log: (message: string) => void) {
  const ignore = () => undefined;
  return {
    debug: ignore,
    info: ignore,
    warn: (...args: unknown[]) => log(format(...args)),
    error: (...args: unknown[]) => log(format(...args)),
  };
}
