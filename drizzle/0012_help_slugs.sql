ALTER TABLE "help_articles" ADD COLUMN "slug" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "help_categories" ADD COLUMN "slug" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "help_articles_category_slug_uq" ON "help_articles" USING btree ("category_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "help_categories_language_slug_uq" ON "help_categories" USING btree ("language","slug");