-- fixture: vehicleModels.json
-- Reloads models from the fixture (an object of make code to a list of models).
DELETE FROM vehicle_models;
INSERT INTO vehicle_models (code, make_code, name, formatted_name, capacity, trans, fuel, doors, syear, eyear, vehicle_type)
SELECT model ->> 'code', make.code, model ->> 'name', model ->> 'formattedName',
       (model ->> 'capacity')::integer, model ->> 'trans', model ->> 'fuel', (model ->> 'doors')::integer,
       (model ->> 'syear')::integer, (model ->> 'eyear')::integer, model ->> 'vehicleType'
FROM jsonb_each(current_setting('app.fixture')::jsonb) AS make(code, models)
CROSS JOIN LATERAL jsonb_array_elements(make.models) AS model;
