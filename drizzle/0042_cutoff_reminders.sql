CREATE TABLE "cutoff_reminder_claims" (
	"venue_id" integer NOT NULL,
	"station_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"delivery_date" date NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cutoff_reminder_claims_pk" PRIMARY KEY("venue_id","station_id","supplier_id","delivery_date","kind","order_id"),
	CONSTRAINT "cutoff_reminder_claims_kind_ck" CHECK ("cutoff_reminder_claims"."kind" in ('cutoffSoon', 'supplierNotOpened'))
);
--> statement-breakpoint
ALTER TABLE "cutoff_reminder_claims" ADD CONSTRAINT "cutoff_reminder_claims_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cutoff_reminder_claims" ADD CONSTRAINT "cutoff_reminder_claims_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cutoff_reminder_claims" ADD CONSTRAINT "cutoff_reminder_claims_station_fk" FOREIGN KEY ("venue_id","station_id") REFERENCES "public"."stations"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cutoff_reminder_claims_supplier_idx" ON "cutoff_reminder_claims" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "cutoff_reminder_claims_delivery_idx" ON "cutoff_reminder_claims" USING btree ("delivery_date");--> statement-breakpoint
CREATE INDEX "supplier_notes_cutoff_idx" ON "supplier_notes" USING btree ("time_to_order") WHERE "supplier_notes"."time_to_order" <> '00:00';