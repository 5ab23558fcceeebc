-- Quotes are stored for later use (rating, retrieve); nothing writes them yet.
CREATE TABLE quotes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  quote_ref text NOT NULL UNIQUE,
  product text NOT NULL,
  journey_version text NOT NULL,
  request jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Every reference-data list served by the referenceData query, in display order.
CREATE TABLE reference_options (
  list_name text NOT NULL,
  position integer NOT NULL,
  code text NOT NULL,
  value text NOT NULL,
  PRIMARY KEY (list_name, position),
  UNIQUE (list_name, code)
);

-- Models offered by the manual vehicle chain; `code` is the ABI code.
CREATE TABLE vehicle_models (
  code text PRIMARY KEY,
  make_code text NOT NULL,
  name text NOT NULL,
  formatted_name text NOT NULL,
  capacity integer NOT NULL,
  trans text NOT NULL,
  fuel text NOT NULL,
  doors integer NOT NULL,
  syear integer NOT NULL,
  eyear integer,
  vehicle_type text NOT NULL CHECK (vehicle_type IN ('car', 'van')),
  CHECK (eyear IS NULL OR eyear >= syear)
);
CREATE INDEX vehicle_models_make_code ON vehicle_models (make_code);

-- Registrations known to the lookup, keyed by the normalised plate (no spaces, upper case).
CREATE TABLE vehicles (
  registration text PRIMARY KEY,
  abi_code text NOT NULL,
  year integer NOT NULL,
  left_right_drive text NOT NULL CHECK (left_right_drive IN ('L', 'R')),
  vin text
);

-- Exceptions to the default device assignment, by ABI code.
CREATE TABLE device_rules (
  abi_code text PRIMARY KEY,
  outcome text NOT NULL CHECK (outcome IN ('NOT_COMPATIBLE', 'DEVICE_ERROR')),
  reason text NOT NULL
);

-- Where the plug-in (C330) device goes, by make; make_code '*' holds the default.
CREATE TABLE obd_locations (
  make_code text PRIMARY KEY,
  obd_location text NOT NULL CHECK (obd_location ~ '^LOC([1-9]|10)$')
);
