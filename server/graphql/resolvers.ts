import type { Addresses } from "../domain/addresses.ts";
import type { BankValidations } from "../domain/bankValidation.ts";
import type { DeviceAssignments } from "../domain/deviceAssignment.ts";
import type { QuoteEmails } from "../domain/quoteEmail.ts";
import type { QuoteBody, Quotes, RepriceBody } from "../domain/quotes.ts";
import type { ReferenceData } from "../domain/referenceData.ts";
import type { QuoteRetrieval } from "../domain/retrieveQuote.ts";
import type { TakeUpBody, TakeUps } from "../domain/takeUp.ts";
import type { Vehicles } from "../domain/vehicles.ts";
import type { LocalCardInput } from "../payments/types.ts";
import type { AttemptLimits, LimitedAction } from "../rateLimit/attemptLimits.ts";
import type { PaymentOption } from "../rating/types.ts";
import { answeringDomainErrors } from "./errors.ts";
import { jsonScalar } from "./jsonScalar.ts";

/** Per-server services, shared by every request. */
export interface GraphqlContext {
  referenceData: ReferenceData;
  vehicles: Vehicles;
  devices: DeviceAssignments;
  addresses: Addresses;
  quotes: Quotes;
  takeUps: TakeUps;
  bankValidations: BankValidations;
  retrieval: QuoteRetrieval;
  quoteEmails: QuoteEmails;
  limits: AttemptLimits;
  /** Where the server's own messages go (a request that found the database unreachable, errors.ts). */
  log: (message: string) => void;
}

/** Per request: the services, and who is asking (the rate limits' client key, see rateLimit/clientAddress.ts). */
export interface RequestContext extends GraphqlContext {
  client: string;
}

type Args<T> = T & Record<string, unknown>;

/**
 * A resolver counted against the action's limits first (TOO_MANY_ATTEMPTS over them): per client,
 * and per the token, reference or payment `keyOf` names. Nothing named (a new quote) is not counted.
 */
function limited<A>(
  action: LimitedAction,
  keyOf: (args: A) => string | null | undefined,
  resolve: (args: A, context: RequestContext) => unknown,
) {
  return async (_: unknown, args: A, context: RequestContext) => {
    const key = keyOf(args);
    if (key) await context.limits.attempt(action, context.client, key);
    return resolve(args, context);
  };
}

/** Thin on purpose: argument checks and data access live in server/domain. */
export const resolvers = {
  JSON: jsonScalar,
  Query: answeringDomainErrors({
    referenceData: (_: unknown, { lists }: Args<{ lists: string[] }>, { referenceData }: GraphqlContext) => referenceData.getLists(lists),
    vehicleByReg: (_: unknown, { registration }: Args<{ registration: string }>, { vehicles }: GraphqlContext) =>
      vehicles.findByRegistration(registration),
    vehicleModels: (_: unknown, args: Args<{ makeCode: string; productClass: string; scheme: string }>, { vehicles }: GraphqlContext) =>
      vehicles.listModels(args.makeCode, args.productClass, args.scheme),
    deviceAssignment: (_: unknown, args: Args<{ abiCode: string; productClass: string; scheme: string }>, { devices }: GraphqlContext) =>
      devices.assign(args.abiCode, args.productClass, args.scheme),
    addressLookup: (_: unknown, args: Args<{ postcode: string; searchTerm?: string | null }>, { addresses }: GraphqlContext) =>
      addresses.lookup(args.postcode, args.searchTerm),
    addressDetails: (_: unknown, { addressId }: Args<{ addressId: string }>, { addresses }: GraphqlContext) => addresses.details(addressId),
    bankValidation: limited(
      "bank",
      (args: Args<{ sortCode: string; accountNumber: string; quoteRef: string }>) => args.quoteRef,
      (args, { bankValidations }) => bankValidations.validate(args.sortCode, args.accountNumber, args.quoteRef),
    ),
  }),
  Mutation: answeringDomainErrors({
    rateQuote: limited(
      "quote",
      (args: Args<{ body: QuoteBody; quoteRef?: string | null; token?: string | null }>) => args.token || args.quoteRef,
      (args, { quotes }) => quotes.rate(args.body, args.quoteRef, args.token),
    ),
    repriceQuote: limited(
      "quote",
      (args: Args<{ token: string; underwritingOutcomeResponseId: string; body: RepriceBody }>) => args.token,
      (args, { quotes }) => quotes.reprice(args.token, args.underwritingOutcomeResponseId, args.body),
    ),
    prepareTakeUp: limited(
      "quote",
      (args: Args<{ token: string; underwritingOutcomeResponseId: string; paymentCollectionOptionCode: string; optionId: string }>) =>
        args.token,
      (args, { takeUps }) =>
        takeUps.prepare(args.token, args.underwritingOutcomeResponseId, args.paymentCollectionOptionCode, args.optionId),
    ),
    payLocalCard: limited(
      "pay",
      (args: Args<{ paymentIntentId: string; clientSecret: string; card: LocalCardInput }>) => args.paymentIntentId,
      (args, { takeUps }) => takeUps.payLocalCard(args.paymentIntentId, args.clientSecret, args.card),
    ),
    takeUpQuote: limited(
      "quote",
      (args: Args<{ token: string; underwritingOutcomeResponseId: string; inceptionDateTime: string; body: TakeUpBody }>) => args.token,
      (args, { takeUps }) => takeUps.takeUp(args.token, args.underwritingOutcomeResponseId, args.inceptionDateTime, args.body),
    ),
    retrieveQuote: (_: unknown, args: Args<{ token: string; quoteRef?: string | null }>, { retrieval, client }: RequestContext) =>
      retrieval.retrieve(args.token, args.quoteRef, client),
    sendQuoteEmail: (_: unknown, args: Args<{ token: string; quoteRef?: string | null }>, { quoteEmails, client }: RequestContext) =>
      quoteEmails.send(args.token, args.quoteRef, client),
  }),
  PaymentOption: {
    __resolveType: (option: PaymentOption) => (option.kind === "single" ? "SinglePaymentOption" : "InstalmentsOption"),
  },
};
