-- Rated quotes: the retrieve token (only its SHA-256 hash), the submitted answers the quote was
-- built from, its dates, and which rating outcome is the current one (the only one that can be
-- repriced or taken up).
ALTER TABLE quotes
  ADD COLUMN token_hash text UNIQUE,
  ADD COLUMN answers json,
  ADD COLUMN created_date date,
  ADD COLUMN expiry_date date,
  ADD COLUMN current_outcome_id uuid;

-- json rather than jsonb: these are written once and read whole, never queried inside, and json
-- is cheaper to store on every rating.
-- Every rating of a quote, kept for audit: the rating file's version, the consumer's choices,
-- the factor-by-factor breakdown and the outcome returned.
CREATE TABLE quote_ratings (
  outcome_id uuid PRIMARY KEY,
  quote_id uuid NOT NULL REFERENCES quotes (id) ON DELETE CASCADE,
  rated_at timestamptz NOT NULL,
  rating_version text NOT NULL,
  option_state text NOT NULL,
  choices json NOT NULL,
  breakdown json NOT NULL,
  outcome json NOT NULL
);
CREATE INDEX quote_ratings_quote_id ON quote_ratings (quote_id);
