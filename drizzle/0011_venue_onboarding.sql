ALTER TABLE "venues" ADD COLUMN "suppliers_working_with" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "users_superadmin_idx" ON "users" USING btree ("id") WHERE "users"."role" = 'ROLE_SUPERADMIN';--> statement-breakpoint
-- Issue 11 onboarding: a new venue picks article categories "from the list" (SPEC §2 step 4), so every database
-- needs a base list (the demo seed reuses these names).
INSERT INTO "article_categories" ("name") VALUES
  ('Meso'), ('Suhomesnato'), ('Mlečni proizvodi'), ('Jaja'), ('Pekarski proizvodi'), ('Povrće'), ('Voće'),
  ('Riba'), ('Sokovi'), ('Voda'), ('Alkoholna pića'), ('Kafa i čaj'), ('Začini'), ('Namirnice'),
  ('Higijena i čišćenje'), ('Ostalo')
ON CONFLICT DO NOTHING;
