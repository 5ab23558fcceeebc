-- Postcode lookup results and their details, standing in for an address service.
-- address_id is opaque to the app; parts holds the spec §3 addressParts (camelCase keys).
CREATE TABLE addresses (
  address_id text PRIMARY KEY,
  postcode text NOT NULL CHECK (postcode ~ '^[A-Z]{1,2}[0-9][A-Z0-9]? [0-9][A-Z]{2}$'),
  position integer NOT NULL,
  search_result text NOT NULL,
  parts jsonb NOT NULL,
  -- The address service fails for this address's details (ADDRESS_DETAILS_FAILED).
  details_fail boolean NOT NULL DEFAULT false,
  UNIQUE (postcode, position)
);
