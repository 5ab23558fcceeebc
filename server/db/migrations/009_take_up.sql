-- Buying a quote: card payment intents, the policies they buy, and the quote's taken-up state.

-- When the quote was bought; null until then. A taken-up quote is never repriced, rated again or
-- paid for again.
ALTER TABLE quotes ADD COLUMN taken_up_at timestamptz;

-- One card payment per rating outcome and way of paying. For the local processor the row is the
-- payment intent itself; for Stripe it ties Stripe's intent to the outcome (Stripe says whether it
-- was paid). No card number or CVC is ever stored: only the last four digits and the brand.
CREATE TABLE payment_intents (
  id text PRIMARY KEY,
  processor text NOT NULL CHECK (processor IN ('LOCAL', 'STRIPE')),
  quote_id uuid NOT NULL REFERENCES quotes (id) ON DELETE CASCADE,
  outcome_id uuid NOT NULL REFERENCES quote_ratings (outcome_id) ON DELETE CASCADE,
  payment_collection_option_code text NOT NULL CHECK (payment_collection_option_code IN ('SINGLE_CARD_PAYMENT', 'INSTALMENTS_WITH_DEPOSIT')),
  amount integer NOT NULL CHECK (amount > 0),
  currency text NOT NULL CHECK (currency = 'GBP'),
  status text NOT NULL CHECK (status IN ('requires_payment_method', 'requires_confirmation', 'requires_action', 'processing',
    'requires_capture', 'canceled', 'succeeded', 'failed')),
  -- Local processor: SHA-256 (hex) of the client secret; null for Stripe, which keeps its own.
  client_secret_hash text,
  card_last4 text CHECK (card_last4 ~ '^[0-9]{4}$'),
  card_brand text,
  -- The last failed attempt's PaymentErrorCode (local), or Stripe's last payment error as ours.
  error_code text,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Asking again for the same outcome and option gives the same intent, even when two ask at once.
  UNIQUE (outcome_id, payment_collection_option_code)
);
CREATE INDEX payment_intents_quote_id ON payment_intents (quote_id);

-- A policy per bought quote: exactly one per outcome and one per quote, however many take-ups race.
-- Direct debit (monthly plans): the sort code, the account number's last four digits and the holder.
CREATE TABLE policies (
  policy_reference text PRIMARY KEY CHECK (policy_reference ~ '^POL-[0-9A-HJKMNP-TV-Z]{10}$'),
  quote_id uuid NOT NULL UNIQUE REFERENCES quotes (id),
  outcome_id uuid NOT NULL UNIQUE REFERENCES quote_ratings (outcome_id),
  payment_intent_id text NOT NULL UNIQUE REFERENCES payment_intents (id),
  payment_collection_option_code text NOT NULL,
  amount_paid integer NOT NULL,
  inception_date_time text NOT NULL,
  dd_sort_code text CHECK (dd_sort_code ~ '^[0-9]{6}$'),
  dd_account_last4 text CHECK (dd_account_last4 ~ '^[0-9]{4}$'),
  dd_account_holder text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((dd_sort_code IS NULL) = (dd_account_last4 IS NULL) AND (dd_sort_code IS NULL) = (dd_account_holder IS NULL))
);
