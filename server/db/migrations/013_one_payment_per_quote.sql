-- At most one paid card payment per quote, and only for its current price.
--
-- quotes.payment_intent_id is the quote's live payment: the one intent that may be charged (or,
-- once paid, taken up), prepared for the quote's current outcome. The composite foreign key keeps
-- it on the current outcome: a reprice cannot change the outcome under a live payment without
-- releasing it (cancelling it at its processor) in the same statement. Preparing another way of
-- paying cancels the live intent first, so a second option can never be paid as well.
ALTER TABLE payment_intents ADD CONSTRAINT payment_intents_id_outcome UNIQUE (id, outcome_id);
ALTER TABLE quotes ADD COLUMN payment_intent_id text;
ALTER TABLE quotes ADD CONSTRAINT quotes_live_payment_on_current_outcome
  FOREIGN KEY (payment_intent_id, current_outcome_id) REFERENCES payment_intents (id, outcome_id);

-- 'refund_due': a succeeded payment that can no longer become a policy, owed back. It is marked
-- before the processor is asked to refund it, so a crash in between leaves it to be found again
-- (payments/refunds.ts reconciles), and the refund's idempotency key makes it one refund.
ALTER TABLE payment_intents DROP CONSTRAINT payment_intents_status_check;
ALTER TABLE payment_intents ADD CONSTRAINT payment_intents_status_check CHECK (status IN ('requires_payment_method',
  'requires_confirmation', 'requires_action', 'processing', 'requires_capture', 'canceled', 'succeeded', 'failed',
  'refund_due', 'refunded'));

-- Quotes already paid for keep their payment live (a bought one, the policy's).
UPDATE quotes q SET payment_intent_id = p.id
  FROM payment_intents p
  WHERE p.quote_id = q.id AND p.outcome_id = q.current_outcome_id AND p.status = 'succeeded'
    AND (q.taken_up_at IS NULL OR EXISTS (SELECT 1 FROM policies pol WHERE pol.payment_intent_id = p.id));
-- Any other succeeded payment of a quote (both ways of paying paid, a stale price paid) is owed back.
UPDATE payment_intents p SET status = 'refund_due', updated_at = now()
  WHERE p.status = 'succeeded'
    AND NOT EXISTS (SELECT 1 FROM quotes q WHERE q.payment_intent_id = p.id);
-- An unpaid quote's latest open intent for its current outcome stays live; the local processor's
-- other open intents are cancelled (Stripe's are cancelled at Stripe by the reconciliation).
UPDATE quotes q SET payment_intent_id = (
    SELECT p.id FROM payment_intents p
    WHERE p.quote_id = q.id AND p.outcome_id = q.current_outcome_id
      AND p.status IN ('requires_payment_method', 'requires_confirmation', 'requires_action', 'processing', 'failed')
    ORDER BY p.created_at DESC, p.id LIMIT 1)
  WHERE q.payment_intent_id IS NULL AND q.taken_up_at IS NULL;
UPDATE payment_intents p SET status = 'canceled', updated_at = now()
  WHERE p.processor = 'LOCAL' AND p.status = 'requires_payment_method'
    AND NOT EXISTS (SELECT 1 FROM quotes q WHERE q.payment_intent_id = p.id);

CREATE UNIQUE INDEX payment_intents_one_paid_per_quote ON payment_intents (quote_id) WHERE status = 'succeeded';

-- One open intent per outcome and way of paying (asking again gives it back); a cancelled or
-- refunded one makes way for a new one when the consumer comes back to that option.
ALTER TABLE payment_intents DROP CONSTRAINT payment_intents_outcome_id_payment_collection_option_code_key;
CREATE UNIQUE INDEX payment_intents_one_open_per_option ON payment_intents (outcome_id, payment_collection_option_code)
  WHERE status NOT IN ('canceled', 'refund_due', 'refunded');

-- What the reconciliation looks through: payments owed back or never settled, and the live
-- payments of quotes not yet bought (few at any time: each is cancelled or refunded once its
-- quote's cover start has passed).
CREATE INDEX payment_intents_unsettled ON payment_intents (updated_at)
  WHERE status IN ('requires_payment_method', 'requires_confirmation', 'requires_action', 'processing', 'requires_capture', 'refund_due');
CREATE INDEX quotes_live_payment ON quotes (payment_intent_id) WHERE payment_intent_id IS NOT NULL AND taken_up_at IS NULL;
