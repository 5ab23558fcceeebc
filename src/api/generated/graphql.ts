/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type DeviceType =
  | 'C330'
  | 'IC6'
  | 'NOT_COMPATIBLE';

export type DirectDebitInput = {
  accountHolder: string;
  /** Eight digits (six or seven are padded as UK banks do); spaces allowed. */
  accountNumber: string;
  /** Six digits; spaces and dashes allowed. */
  sortCode: string;
};

/** A card for the local processor (the default when no Stripe keys are configured). */
export type LocalCardInput = {
  billingAddressLine1: string;
  billingPostcode: string;
  /** Digits; spaces allowed. */
  cardNumber: string;
  cvc: string;
  expiryMonth: number;
  /** Four digits. */
  expiryYear: number;
  nameOnCard: string;
};

/** How the rating of one option ended: only READY_FOR_TAKE_UP has a price. */
export type OptionState =
  | 'HAS_DECLINES'
  | 'HAS_UNAUTHORISED_REFERRALS'
  | 'RATING_RETURNED_ERROR'
  | 'READY_FOR_TAKE_UP'
  | 'UNDERWRITING_FAILED';

/** Why a card payment failed; the app words each one (its payment error catalogue). */
export type PaymentErrorCode =
  | 'AUTHENTICATION_FAILED'
  | 'BILLING_ADDRESS'
  | 'CARD_DECLINED'
  | 'CARD_NOT_SUPPORTED'
  | 'CHECK_CARD_AND_BANK'
  | 'CHECK_CARD_DETAILS'
  | 'CURRENCY_NOT_SUPPORTED'
  | 'DUPLICATE_TRANSACTION'
  | 'EXPIRED_CARD'
  | 'GENERIC'
  | 'INCORRECT_CVC'
  | 'INCORRECT_NUMBER'
  | 'INSUFFICIENT_FUNDS'
  | 'INVALID_EXPIRY_YEAR'
  /** Trying again will not help: the no-retry message with the phone number. */
  | 'NO_RETRY'
  | 'PAYMENT_NOT_COMPLETED';

export type PremiumFinanceProvider =
  | 'CLOSE_BROTHERS'
  | 'PREMFINA';

/** A finished quote draft, as the app holds it. */
export type QuoteBody = {
  /** The whole quote draft; validated with the product journey's own rules. */
  answers: unknown;
  /** The journey version the draft was made with. */
  journeyVersion: string;
  product: string;
};

/** Where a quote stands: priced (UNDERWRITTEN), EXPIRED after its expiry date, REFERRED, TAKEN_UP, or NO_QUOTE. */
export type QuoteState =
  | 'EXPIRED'
  | 'NO_QUOTE'
  | 'PENDING'
  | 'REFERRED'
  | 'TAKEN_UP'
  | 'UNDERWRITTEN';

/** The consumer's choices on the quote page. */
export type RepriceBody = {
  /** Codes of the optional addons taken (mandatory ones are taken anyway). */
  addons: Array<string>;
  /** Voluntary excess in pence: one of ratingOutcome.voluntaryExcessOptions. */
  voluntaryExcess: number;
};

export type TakeUpBody = {
  /** Monthly plans: the bank account the instalments are collected from. */
  directDebit?: DirectDebitInput | null | undefined;
  /** The payment intent whose payment succeeded (the server checks with the processor). */
  paymentIntentId: string;
};

export type VehicleByRegQueryVariables = Exact<{
  registration: string;
}>;


export type VehicleByRegQuery = { vehicleByReg: { registration: string, abicode: string, year: number, vehicleLeftRightDrive: string, transmission: string, numberOfDoors: number, cubicCapacity: number, vehicleIdentificationNumber: string | null, vehicleType: string, make: { code: string, description: string }, model: { code: string, description: string }, fuelType: { code: string, description: string } } | null };

export type VehicleModelsQueryVariables = Exact<{
  makeCode: string;
  productClass: string;
  scheme: string;
}>;


export type VehicleModelsQuery = { vehicleModels: { years: Array<number>, models: Array<{ code: string, name: string, formattedName: string, capacity: number, trans: string, fuel: string, doors: number, syear: number, eyear: number | null }> } };

export type DeviceAssignmentQueryVariables = Exact<{
  abiCode: string;
  productClass: string;
  scheme: string;
}>;


export type DeviceAssignmentQuery = { deviceAssignment: { deviceType: DeviceType, obdLocation: string | null } };

export type AddressLookupQueryVariables = Exact<{
  postcode: string;
  searchTerm?: string | null | undefined;
}>;


export type AddressLookupQuery = { addressLookup: Array<{ addressId: string, searchResult: string }> };

export type AddressDetailsQueryVariables = Exact<{
  addressId: string;
}>;


export type AddressDetailsQuery = { addressDetails: { buildingName: string | null, buildingNumber: string | null, street: string | null, line1: string | null, line2: string | null, line3: string | null, line4: string | null, line5: string | null, city: string | null, province: string | null, countryCode: string | null, countryDescription: string | null, company: string | null, postalCode: string | null } };

export type RateQuoteMutationVariables = Exact<{
  body: QuoteBody;
  quoteRef?: string | null | undefined;
  token?: string | null | undefined;
}>;


export type RateQuoteMutation = { rateQuote: { quoteRef: string, quoteState: QuoteState, createdDate: string, expiryDate: string, salesChannel: string, sourceOfBusiness: string, token: string, capturedQuoteModel: unknown, ratingOutcome: { package: string, optionId: string, underwritingOutcomeResponseId: string, underwritingOutcomeResponseDate: string, optionState: OptionState, declineCategory: string | null, ncdVerified: boolean, voluntaryExcessOptions: Array<number>, addons: Array<{ underwrittenDataPointId: string, code: string, description: string, annualCost: number, monthlyCost: number, selected: boolean, mandatory: boolean }>, excesses: Array<{ excessCode: string, excessDisplayName: string, excessWording: string, compulsoryAmount: number, voluntaryAmount: number, totalAmount: number }>, paymentOptions: Array<
        | { __typename: 'InstalmentsOption', paymentCollectionOptionCode: string, premiumFinanceProvider: PremiumFinanceProvider, instalmentCount: number, instalmentSettlementMethod: string, upFrontAmount: number, upFrontCardPaymentProcessor: string, upFrontSettlementMethod: string, standardInstalmentAmount: number, totalAmountOfCredit: number, interestAmount: number, interestFixedRate: number, arrangementFee: number, totalAmountPayable: number, typicalApr: number }
        | { __typename: 'SinglePaymentOption', paymentCollectionOptionCode: string, cardPaymentProcessor: string, settlementMethod: string, totalAmountPayable: number, pencePerMile: number | null }
      > } } };

export type RepriceQuoteMutationVariables = Exact<{
  token: string;
  underwritingOutcomeResponseId: string;
  body: RepriceBody;
}>;


export type RepriceQuoteMutation = { repriceQuote: { quoteRef: string, quoteState: QuoteState, createdDate: string, expiryDate: string, salesChannel: string, sourceOfBusiness: string, token: string, capturedQuoteModel: unknown, ratingOutcome: { package: string, optionId: string, underwritingOutcomeResponseId: string, underwritingOutcomeResponseDate: string, optionState: OptionState, declineCategory: string | null, ncdVerified: boolean, voluntaryExcessOptions: Array<number>, addons: Array<{ underwrittenDataPointId: string, code: string, description: string, annualCost: number, monthlyCost: number, selected: boolean, mandatory: boolean }>, excesses: Array<{ excessCode: string, excessDisplayName: string, excessWording: string, compulsoryAmount: number, voluntaryAmount: number, totalAmount: number }>, paymentOptions: Array<
        | { __typename: 'InstalmentsOption', paymentCollectionOptionCode: string, premiumFinanceProvider: PremiumFinanceProvider, instalmentCount: number, instalmentSettlementMethod: string, upFrontAmount: number, upFrontCardPaymentProcessor: string, upFrontSettlementMethod: string, standardInstalmentAmount: number, totalAmountOfCredit: number, interestAmount: number, interestFixedRate: number, arrangementFee: number, totalAmountPayable: number, typicalApr: number }
        | { __typename: 'SinglePaymentOption', paymentCollectionOptionCode: string, cardPaymentProcessor: string, settlementMethod: string, totalAmountPayable: number, pencePerMile: number | null }
      > } } };

export type ReferenceDataQueryVariables = Exact<{
  lists: Array<string> | string;
}>;


export type ReferenceDataQuery = { referenceData: Array<{ name: string, options: Array<{ code: string, value: string }> }> };

export type BankValidationQueryVariables = Exact<{
  sortCode: string;
  accountNumber: string;
  quoteRef: string;
}>;


export type BankValidationQuery = { bankValidation: { bankName: string | null, succeeded: boolean, errorType: string | null, errorMessage: string | null } };

export type PrepareTakeUpMutationVariables = Exact<{
  token: string;
  underwritingOutcomeResponseId: string;
  paymentCollectionOptionCode: string;
  optionId: string;
}>;


export type PrepareTakeUpMutation = { prepareTakeUp: { quoteRef: string, optionId: string, paymentCollectionOptionCode: string, paymentIntentId: string, clientSecret: string, token: string, cardPaymentProcessor: string, accountId: string | null, apiKey: string | null, amount: number, currency: string } };

export type PayLocalCardMutationVariables = Exact<{
  paymentIntentId: string;
  clientSecret: string;
  card: LocalCardInput;
}>;


export type PayLocalCardMutation = { payLocalCard: { status: string, errorCode: PaymentErrorCode | null } };

export type TakeUpQuoteMutationVariables = Exact<{
  token: string;
  underwritingOutcomeResponseId: string;
  inceptionDateTime: string;
  body: TakeUpBody;
}>;


export type TakeUpQuoteMutation = { takeUpQuote: { policyReference: string, quoteState: QuoteState, quoteRef: string } };

export type RateResponseFieldsFragment = { quoteRef: string, quoteState: QuoteState, createdDate: string, expiryDate: string, salesChannel: string, sourceOfBusiness: string, token: string, capturedQuoteModel: unknown, ratingOutcome: { package: string, optionId: string, underwritingOutcomeResponseId: string, underwritingOutcomeResponseDate: string, optionState: OptionState, declineCategory: string | null, ncdVerified: boolean, voluntaryExcessOptions: Array<number>, addons: Array<{ underwrittenDataPointId: string, code: string, description: string, annualCost: number, monthlyCost: number, selected: boolean, mandatory: boolean }>, excesses: Array<{ excessCode: string, excessDisplayName: string, excessWording: string, compulsoryAmount: number, voluntaryAmount: number, totalAmount: number }>, paymentOptions: Array<
      | { __typename: 'InstalmentsOption', paymentCollectionOptionCode: string, premiumFinanceProvider: PremiumFinanceProvider, instalmentCount: number, instalmentSettlementMethod: string, upFrontAmount: number, upFrontCardPaymentProcessor: string, upFrontSettlementMethod: string, standardInstalmentAmount: number, totalAmountOfCredit: number, interestAmount: number, interestFixedRate: number, arrangementFee: number, totalAmountPayable: number, typicalApr: number }
      | { __typename: 'SinglePaymentOption', paymentCollectionOptionCode: string, cardPaymentProcessor: string, settlementMethod: string, totalAmountPayable: number, pencePerMile: number | null }
    > } };

export type RetrieveQuoteMutationVariables = Exact<{
  token: string;
  quoteRef?: string | null | undefined;
}>;


export type RetrieveQuoteMutation = { retrieveQuote: { answers: unknown, journeyVersion: string, quoteRef: string | null, expired: boolean, rate: { quoteRef: string, quoteState: QuoteState, createdDate: string, expiryDate: string, salesChannel: string, sourceOfBusiness: string, token: string, capturedQuoteModel: unknown, ratingOutcome: { package: string, optionId: string, underwritingOutcomeResponseId: string, underwritingOutcomeResponseDate: string, optionState: OptionState, declineCategory: string | null, ncdVerified: boolean, voluntaryExcessOptions: Array<number>, addons: Array<{ underwrittenDataPointId: string, code: string, description: string, annualCost: number, monthlyCost: number, selected: boolean, mandatory: boolean }>, excesses: Array<{ excessCode: string, excessDisplayName: string, excessWording: string, compulsoryAmount: number, voluntaryAmount: number, totalAmount: number }>, paymentOptions: Array<
          | { __typename: 'InstalmentsOption', paymentCollectionOptionCode: string, premiumFinanceProvider: PremiumFinanceProvider, instalmentCount: number, instalmentSettlementMethod: string, upFrontAmount: number, upFrontCardPaymentProcessor: string, upFrontSettlementMethod: string, standardInstalmentAmount: number, totalAmountOfCredit: number, interestAmount: number, interestFixedRate: number, arrangementFee: number, totalAmountPayable: number, typicalApr: number }
          | { __typename: 'SinglePaymentOption', paymentCollectionOptionCode: string, cardPaymentProcessor: string, settlementMethod: string, totalAmountPayable: number, pencePerMile: number | null }
        > } } | null } };

export type SendQuoteEmailMutationVariables = Exact<{
  token: string;
  quoteRef?: string | null | undefined;
}>;


export type SendQuoteEmailMutation = { sendQuoteEmail: { sentTo: string } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const RateResponseFieldsFragmentDoc = new TypedDocumentString(`
    fragment RateResponseFields on RateResponse {
  quoteRef
  quoteState
  createdDate
  expiryDate
  salesChannel
  sourceOfBusiness
  token
  capturedQuoteModel
  ratingOutcome {
    package
    optionId
    underwritingOutcomeResponseId
    underwritingOutcomeResponseDate
    optionState
    declineCategory
    ncdVerified
    voluntaryExcessOptions
    addons {
      underwrittenDataPointId
      code
      description
      annualCost
      monthlyCost
      selected
      mandatory
    }
    excesses {
      excessCode
      excessDisplayName
      excessWording
      compulsoryAmount
      voluntaryAmount
      totalAmount
    }
    paymentOptions {
      __typename
      ... on SinglePaymentOption {
        paymentCollectionOptionCode
        cardPaymentProcessor
        settlementMethod
        totalAmountPayable
        pencePerMile
      }
      ... on InstalmentsOption {
        paymentCollectionOptionCode
        premiumFinanceProvider
        instalmentCount
        instalmentSettlementMethod
        upFrontAmount
        upFrontCardPaymentProcessor
        upFrontSettlementMethod
        standardInstalmentAmount
        totalAmountOfCredit
        interestAmount
        interestFixedRate
        arrangementFee
        totalAmountPayable
        typicalApr
      }
    }
  }
}
    `, {"fragmentName":"RateResponseFields"}) as unknown as TypedDocumentString<RateResponseFieldsFragment, unknown>;
export const VehicleByRegDocument = new TypedDocumentString(`
    query VehicleByReg($registration: String!) {
  vehicleByReg(registration: $registration) {
    registration
    abicode
    year
    vehicleLeftRightDrive
    transmission
    numberOfDoors
    cubicCapacity
    vehicleIdentificationNumber
    vehicleType
    make {
      code
      description
    }
    model {
      code
      description
    }
    fuelType {
      code
      description
    }
  }
}
    `) as unknown as TypedDocumentString<VehicleByRegQuery, VehicleByRegQueryVariables>;
export const VehicleModelsDocument = new TypedDocumentString(`
    query VehicleModels($makeCode: String!, $productClass: String!, $scheme: String!) {
  vehicleModels(makeCode: $makeCode, productClass: $productClass, scheme: $scheme) {
    years
    models {
      code
      name
      formattedName
      capacity
      trans
      fuel
      doors
      syear
      eyear
    }
  }
}
    `) as unknown as TypedDocumentString<VehicleModelsQuery, VehicleModelsQueryVariables>;
export const DeviceAssignmentDocument = new TypedDocumentString(`
    query DeviceAssignment($abiCode: String!, $productClass: String!, $scheme: String!) {
  deviceAssignment(
    abiCode: $abiCode
    productClass: $productClass
    scheme: $scheme
  ) {
    deviceType
    obdLocation
  }
}
    `) as unknown as TypedDocumentString<DeviceAssignmentQuery, DeviceAssignmentQueryVariables>;
export const AddressLookupDocument = new TypedDocumentString(`
    query AddressLookup($postcode: String!, $searchTerm: String) {
  addressLookup(postcode: $postcode, searchTerm: $searchTerm) {
    addressId
    searchResult
  }
}
    `) as unknown as TypedDocumentString<AddressLookupQuery, AddressLookupQueryVariables>;
export const AddressDetailsDocument = new TypedDocumentString(`
    query AddressDetails($addressId: String!) {
  addressDetails(addressId: $addressId) {
    buildingName
    buildingNumber
    street
    line1
    line2
    line3
    line4
    line5
    city
    province
    countryCode
    countryDescription
    company
    postalCode
  }
}
    `) as unknown as TypedDocumentString<AddressDetailsQuery, AddressDetailsQueryVariables>;
export const RateQuoteDocument = new TypedDocumentString(`
    mutation RateQuote($body: QuoteBody!, $quoteRef: String, $token: String) {
  rateQuote(body: $body, quoteRef: $quoteRef, token: $token) {
    ...RateResponseFields
  }
}
    fragment RateResponseFields on RateResponse {
  quoteRef
  quoteState
  createdDate
  expiryDate
  salesChannel
  sourceOfBusiness
  token
  capturedQuoteModel
  ratingOutcome {
    package
    optionId
    underwritingOutcomeResponseId
    underwritingOutcomeResponseDate
    optionState
    declineCategory
    ncdVerified
    voluntaryExcessOptions
    addons {
      underwrittenDataPointId
      code
      description
      annualCost
      monthlyCost
      selected
      mandatory
    }
    excesses {
      excessCode
      excessDisplayName
      excessWording
      compulsoryAmount
      voluntaryAmount
      totalAmount
    }
    paymentOptions {
      __typename
      ... on SinglePaymentOption {
        paymentCollectionOptionCode
        cardPaymentProcessor
        settlementMethod
        totalAmountPayable
        pencePerMile
      }
      ... on InstalmentsOption {
        paymentCollectionOptionCode
        premiumFinanceProvider
        instalmentCount
        instalmentSettlementMethod
        upFrontAmount
        upFrontCardPaymentProcessor
        upFrontSettlementMethod
        standardInstalmentAmount
        totalAmountOfCredit
        interestAmount
        interestFixedRate
        arrangementFee
        totalAmountPayable
        typicalApr
      }
    }
  }
}`) as unknown as TypedDocumentString<RateQuoteMutation, RateQuoteMutationVariables>;
export const RepriceQuoteDocument = new TypedDocumentString(`
    mutation RepriceQuote($token: String!, $underwritingOutcomeResponseId: String!, $body: RepriceBody!) {
  repriceQuote(
    token: $token
    underwritingOutcomeResponseId: $underwritingOutcomeResponseId
    body: $body
  ) {
    ...RateResponseFields
  }
}
    fragment RateResponseFields on RateResponse {
  quoteRef
  quoteState
  createdDate
  expiryDate
  salesChannel
  sourceOfBusiness
  token
  capturedQuoteModel
  ratingOutcome {
    package
    optionId
    underwritingOutcomeResponseId
    underwritingOutcomeResponseDate
    optionState
    declineCategory
    ncdVerified
    voluntaryExcessOptions
    addons {
      underwrittenDataPointId
      code
      description
      annualCost
      monthlyCost
      selected
      mandatory
    }
    excesses {
      excessCode
      excessDisplayName
      excessWording
      compulsoryAmount
      voluntaryAmount
      totalAmount
    }
    paymentOptions {
      __typename
      ... on SinglePaymentOption {
        paymentCollectionOptionCode
        cardPaymentProcessor
        settlementMethod
        totalAmountPayable
        pencePerMile
      }
      ... on InstalmentsOption {
        paymentCollectionOptionCode
        premiumFinanceProvider
        instalmentCount
        instalmentSettlementMethod
        upFrontAmount
        upFrontCardPaymentProcessor
        upFrontSettlementMethod
        standardInstalmentAmount
        totalAmountOfCredit
        interestAmount
        interestFixedRate
        arrangementFee
        totalAmountPayable
        typicalApr
      }
    }
  }
}`) as unknown as TypedDocumentString<RepriceQuoteMutation, RepriceQuoteMutationVariables>;
export const ReferenceDataDocument = new TypedDocumentString(`
    query ReferenceData($lists: [String!]!) {
  referenceData(lists: $lists) {
    name
    options {
      code
      value
    }
  }
}
    `) as unknown as TypedDocumentString<ReferenceDataQuery, ReferenceDataQueryVariables>;
export const BankValidationDocument = new TypedDocumentString(`
    query BankValidation($sortCode: String!, $accountNumber: String!, $quoteRef: String!) {
  bankValidation(
    sortCode: $sortCode
    accountNumber: $accountNumber
    quoteRef: $quoteRef
  ) {
    bankName
    succeeded
    errorType
    errorMessage
  }
}
    `) as unknown as TypedDocumentString<BankValidationQuery, BankValidationQueryVariables>;
export const PrepareTakeUpDocument = new TypedDocumentString(`
    mutation PrepareTakeUp($token: String!, $underwritingOutcomeResponseId: String!, $paymentCollectionOptionCode: String!, $optionId: String!) {
  prepareTakeUp(
    token: $token
    underwritingOutcomeResponseId: $underwritingOutcomeResponseId
    paymentCollectionOptionCode: $paymentCollectionOptionCode
    optionId: $optionId
  ) {
    quoteRef
    optionId
    paymentCollectionOptionCode
    paymentIntentId
    clientSecret
    token
    cardPaymentProcessor
    accountId
    apiKey
    amount
    currency
  }
}
    `) as unknown as TypedDocumentString<PrepareTakeUpMutation, PrepareTakeUpMutationVariables>;
export const PayLocalCardDocument = new TypedDocumentString(`
    mutation PayLocalCard($paymentIntentId: String!, $clientSecret: String!, $card: LocalCardInput!) {
  payLocalCard(
    paymentIntentId: $paymentIntentId
    clientSecret: $clientSecret
    card: $card
  ) {
    status
    errorCode
  }
}
    `) as unknown as TypedDocumentString<PayLocalCardMutation, PayLocalCardMutationVariables>;
export const TakeUpQuoteDocument = new TypedDocumentString(`
    mutation TakeUpQuote($token: String!, $underwritingOutcomeResponseId: String!, $inceptionDateTime: String!, $body: TakeUpBody!) {
  takeUpQuote(
    token: $token
    underwritingOutcomeResponseId: $underwritingOutcomeResponseId
    inceptionDateTime: $inceptionDateTime
    body: $body
  ) {
    policyReference
    quoteState
    quoteRef
  }
}
    `) as unknown as TypedDocumentString<TakeUpQuoteMutation, TakeUpQuoteMutationVariables>;
export const RetrieveQuoteDocument = new TypedDocumentString(`
    mutation RetrieveQuote($token: String!, $quoteRef: String) {
  retrieveQuote(token: $token, quoteRef: $quoteRef) {
    answers
    journeyVersion
    quoteRef
    expired
    rate {
      ...RateResponseFields
    }
  }
}
    fragment RateResponseFields on RateResponse {
  quoteRef
  quoteState
  createdDate
  expiryDate
  salesChannel
  sourceOfBusiness
  token
  capturedQuoteModel
  ratingOutcome {
    package
    optionId
    underwritingOutcomeResponseId
    underwritingOutcomeResponseDate
    optionState
    declineCategory
    ncdVerified
    voluntaryExcessOptions
    addons {
      underwrittenDataPointId
      code
      description
      annualCost
      monthlyCost
      selected
      mandatory
    }
    excesses {
      excessCode
      excessDisplayName
      excessWording
      compulsoryAmount
      voluntaryAmount
      totalAmount
    }
    paymentOptions {
      __typename
      ... on SinglePaymentOption {
        paymentCollectionOptionCode
        cardPaymentProcessor
        settlementMethod
        totalAmountPayable
        pencePerMile
      }
      ... on InstalmentsOption {
        paymentCollectionOptionCode
        premiumFinanceProvider
        instalmentCount
        instalmentSettlementMethod
        upFrontAmount
        upFrontCardPaymentProcessor
        upFrontSettlementMethod
        standardInstalmentAmount
        totalAmountOfCredit
        interestAmount
        interestFixedRate
        arrangementFee
        totalAmountPayable
        typicalApr
      }
    }
  }
}`) as unknown as TypedDocumentString<RetrieveQuoteMutation, RetrieveQuoteMutationVariables>;
export const SendQuoteEmailDocument = new TypedDocumentString(`
    mutation SendQuoteEmail($token: String!, $quoteRef: String) {
  sendQuoteEmail(token: $token, quoteRef: $quoteRef) {
    sentTo
  }
}
    `) as unknown as TypedDocumentString<SendQuoteEmailMutation, SendQuoteEmailMutationVariables>;