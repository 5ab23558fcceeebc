-- fixture: deviceRules.json
-- Reloads device exceptions and OBD port locations.
DELETE FROM device_rules;
INSERT INTO device_rules (abi_code, outcome, reason)
SELECT rule ->> 'abiCode', rule ->> 'outcome', rule ->> 'reason'
FROM jsonb_array_elements(current_setting('app.fixture')::jsonb -> 'rules') AS rule;

DELETE FROM obd_locations;
INSERT INTO obd_locations (make_code, obd_location)
SELECT location.make_code, location.obd_location
FROM jsonb_each_text(current_setting('app.fixture')::jsonb -> 'obdLocationByMake') AS location(make_code, obd_location)
UNION ALL
SELECT '*', current_setting('app.fixture')::jsonb ->> 'defaultObdLocation';
