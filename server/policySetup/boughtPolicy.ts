/** What setting a policy up reads: the policy, its quote's request and the payment option it was bought with. */
import type { Queryable } from "../db/index.ts";
import type { QuoteRequest } from "../domain/quoteRequest.ts";
import type { PaymentOption, RatingResult } from "../rating/types.ts";

export interface BoughtPolicy {
  policyReference: string;
  quoteRef: string;
  inceptionDateTime: string;
  request: QuoteRequest;
  /** The option bought: the annual price, or the monthly plan. */
  option: PaymentOption;
  /** Pence taken by card at take-up. */
  amountPaid: number;
  /** Monthly plans: the direct debit account's last four digits (the only part of the number kept). */
  accountLast4: string | null;
}

interface Row {
  policy_reference: string;
  quote_ref: string;
  inception_date_time: string;
  request: QuoteRequest;
  outcome: RatingResult;
  payment_collection_option_code: string;
  amount_paid: number;
  dd_account_last4: string | null;
}

export async function boughtPolicy(db: Queryable, policyReference: string): Promise<BoughtPolicy | undefined> {
  const { rows } = await db.query<Row>(
    `SELECT p.policy_reference, q.quote_ref, p.inception_date_time, q.request, r.outcome, p.payment_collection_option_code,
       p.amount_paid, p.dd_account_last4
     FROM policies p JOIN quotes q ON q.id = p.quote_id JOIN quote_ratings r ON r.outcome_id = p.outcome_id
     WHERE p.policy_reference = $1`,
    [policyReference],
  );
  const row = rows[0];
  if (!row) return undefined;
  const option = row.outcome.paymentOptions.find((o) => o.paymentCollectionOptionCode === row.payment_collection_option_code);
  if (!option) throw new Error(`Policy ${policyReference} was bought with an option its outcome does not have`);
  return {
    policyReference: row.policy_reference,
    quoteRef: row.quote_ref,
    inceptionDateTime: row.inception_date_time,
    request: row.request,
    option,
    amountPaid: row.amount_paid,
    accountLast4: row.dd_account_last4,
  };
}
