-- A paid quote that can no longer become a policy (its cover start passed before take-up) has its
-- payment refunded: the intent then records 'refunded' and pays for nothing.
ALTER TABLE payment_intents DROP CONSTRAINT payment_intents_status_check;
ALTER TABLE payment_intents ADD CONSTRAINT payment_intents_status_check CHECK (status IN ('requires_payment_method',
  'requires_confirmation', 'requires_action', 'processing', 'requires_capture', 'canceled', 'succeeded', 'failed', 'refunded'));
