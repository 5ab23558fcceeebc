-- fixture: addresses.json
-- Reloads the address lookup. Each address gets its postcode's city, province and postcode, the
-- country, an id (postcode without the space, a dash, its position: LS14AP-03) and the one-line
-- text the lookup shows (company, address lines, city, postcode).
DELETE FROM addresses;
INSERT INTO addresses (address_id, postcode, position, search_result, parts, details_fail)
SELECT replace(area.item ->> 'postcode', ' ', '') || '-' || lpad(address.position::text, 2, '0'),
       area.item ->> 'postcode',
       address.position,
       concat_ws(', ', address.item ->> 'company', address.item ->> 'line1', address.item ->> 'line2', address.item ->> 'line3',
                 address.item ->> 'line4', address.item ->> 'line5', area.item ->> 'city', area.item ->> 'postcode'),
       jsonb_strip_nulls(jsonb_build_object(
         'city', area.item -> 'city',
         'province', area.item -> 'province',
         'countryCode', 'GB',
         'countryDescription', 'United Kingdom',
         'postalCode', area.item -> 'postcode'
       )) || address.item,
       coalesce((area.item ->> 'detailsFail')::boolean, false)
FROM jsonb_array_elements(current_setting('app.fixture')::jsonb -> 'postcodes') AS area(item)
CROSS JOIN LATERAL jsonb_array_elements(area.item -> 'addresses') WITH ORDINALITY AS address(item, position);
