CREATE TABLE "supplier_item_articles" (
	"venue_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"seller_item_id" text NOT NULL,
	"article_id" integer NOT NULL,
	"created_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_item_articles_venue_id_supplier_id_seller_item_id_pk" PRIMARY KEY("venue_id","supplier_id","seller_item_id")
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "matched_by_hand" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "order_item_id" integer;--> statement-breakpoint
ALTER TABLE "supplier_item_articles" ADD CONSTRAINT "supplier_item_articles_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_item_articles" ADD CONSTRAINT "supplier_item_articles_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_item_articles" ADD CONSTRAINT "supplier_item_articles_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_item_articles" ADD CONSTRAINT "supplier_item_articles_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_item_articles_supplier_idx" ON "supplier_item_articles" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "supplier_item_articles_article_idx" ON "supplier_item_articles" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "supplier_item_articles_created_by_idx" ON "supplier_item_articles" USING btree ("created_by_id") WHERE "supplier_item_articles"."created_by_id" is not null;