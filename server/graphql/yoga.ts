import { readFileSync } from "node:fs";
import { createSchema, createYoga } from "graphql-yoga";
import type { ServerClock } from "../clock.ts";
import type { Db } from "../db/index.ts";
import { Addresses } from "../domain/addresses.ts";
import { BankValidations } from "../domain/bankValidation.ts";
import { DeviceAssignments } from "../domain/deviceAssignment.ts";
import type { JourneyCatalogue } from "../domain/journeyCatalogue.ts";
import { Quotes } from "../domain/quotes.ts";
import type { RatingCatalogue } from "../rating/ratingFiles.ts";
import { ReferenceData } from "../domain/referenceData.ts";
import { TakeUps } from "../domain/takeUp.ts";
import { createCardPayments, type PaymentSettings } from "../payments/index.ts";
import { Vehicles } from "../domain/vehicles.ts";
import { useErrorShaping } from "./errorShaping.ts";
import { resolvers, type GraphqlContext } from "./resolvers.ts";

export const graphqlEndpoint = "/graphql";
/** A finished quote draft is a few KB; this leaves plenty of room and stops abuse early. */
export const maxRequestBytes = 256 * 1024;
const typeDefs = readFileSync(new URL("../schema.graphql", import.meta.url), "utf8");

export interface GraphqlServices {
  journeys: JourneyCatalogue;
  ratings: RatingCatalogue;
  clock: ServerClock;
  /** Which card processor takes payments (default: the local one). */
  payments?: PaymentSettings;
}

/**
 * The /graphql handler. Yoga answers malformed JSON, syntax errors and validation failures with
 * GraphQL-shaped errors carrying extensions.code; unexpected resolver errors are masked to
 * "Unexpected error." and logged on the server, with no stack trace in the response.
 */
export function createGraphqlHandler(db: Db, { journeys, ratings, clock, payments }: GraphqlServices) {
  const referenceData = new ReferenceData(db);
  const bankValidations = new BankValidations(db);
  const services: GraphqlContext = {
    referenceData,
    vehicles: new Vehicles(db, referenceData),
    devices: new DeviceAssignments(db),
    addresses: new Addresses(db),
    quotes: new Quotes(db, journeys, ratings, clock),
    takeUps: new TakeUps(db, createCardPayments(db, clock, payments), bankValidations, clock),
    bankValidations,
  };
  return createYoga<object, GraphqlContext>({
    schema: createSchema<GraphqlContext>({ typeDefs, resolvers }),
    graphqlEndpoint,
    context: () => services,
    // isDev would add stack traces to masked errors; never, whatever NODE_ENV says.
    maskedErrors: { isDev: false },
    landingPage: false,
    logging: "warn",
    maxRequestBodySize: maxRequestBytes,
    plugins: [useErrorShaping({ maxRequestBytes })],
  });
}
