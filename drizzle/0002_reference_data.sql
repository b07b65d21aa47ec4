-- SPEC §3 venue categories: reference data every database needs (the venue registration form lists them).
INSERT INTO "venue_categories" ("code") VALUES
  ('italian'), ('mediterranean'), ('sushi'), ('asian'), ('national'), ('coffee'),
  ('fast food'), ('pizza and pasta'), ('greek'), ('barbecue'), ('mexican')
ON CONFLICT ("code") DO NOTHING;
