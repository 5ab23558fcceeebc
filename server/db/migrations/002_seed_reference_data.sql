-- fixture: referenceData.json
-- Reloads every list from the fixture (an object of list name to [{ code, value }]).
DELETE FROM reference_options;
INSERT INTO reference_options (list_name, position, code, value)
SELECT list.name, option.position, option.item ->> 'code', option.item ->> 'value'
FROM jsonb_each(current_setting('app.fixture')::jsonb) AS list(name, items)
CROSS JOIN LATERAL jsonb_array_elements(list.items) WITH ORDINALITY AS option(item, position);
