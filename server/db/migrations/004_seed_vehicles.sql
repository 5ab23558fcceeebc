-- fixture: vehicles.json
-- Reloads the registration lookup; the key strips everything but letters and digits.
DELETE FROM vehicles;
INSERT INTO vehicles (registration, abi_code, year, left_right_drive, vin)
SELECT upper(regexp_replace(vehicle ->> 'registration', '[^A-Za-z0-9]', '', 'g')),
       vehicle ->> 'abiCode', (vehicle ->> 'year')::integer,
       vehicle ->> 'leftRightDrive', vehicle ->> 'vin'
FROM jsonb_array_elements(current_setting('app.fixture')::jsonb) AS vehicle;
