CREATE TABLE "invoice_order_matches" (
	"venue_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"how" text NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_order_matches_venue_id_invoice_id_order_id_pk" PRIMARY KEY("venue_id","invoice_id","order_id"),
	CONSTRAINT "invoice_order_matches_how_ck" CHECK ("invoice_order_matches"."how" in ('REFERENCE', 'DATE', 'MANUAL'))
);
--> statement-breakpoint
ALTER TABLE "invoice_order_matches" ADD CONSTRAINT "invoice_order_matches_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_order_matches" ADD CONSTRAINT "invoice_order_matches_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_order_matches" ADD CONSTRAINT "invoice_order_matches_invoice_fk" FOREIGN KEY ("venue_id","invoice_id") REFERENCES "public"."invoices"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_order_matches" ADD CONSTRAINT "invoice_order_matches_order_fk" FOREIGN KEY ("venue_id","order_id") REFERENCES "public"."orders"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_order_matches_order_idx" ON "invoice_order_matches" USING btree ("venue_id","order_id");--> statement-breakpoint
CREATE INDEX "invoice_order_matches_created_by_idx" ON "invoice_order_matches" USING btree ("created_by_id") WHERE "invoice_order_matches"."created_by_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_venue_supplier_deadline_idx" ON "orders" USING btree ("venue_id","supplier_id","deadline");--> statement-breakpoint
CREATE INDEX "suppliers_pib_idx" ON "suppliers" USING btree ("pib") WHERE "suppliers"."pib" is not null;