CREATE TABLE "station_order_counters" (
	"venue_id" integer NOT NULL,
	"station_id" integer NOT NULL,
	"is_custom" boolean NOT NULL,
	"status" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "station_order_counters_venue_id_station_id_is_custom_status_pk" PRIMARY KEY("venue_id","station_id","is_custom","status")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "items_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "has_shortfall" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "station_order_counters" ADD CONSTRAINT "station_order_counters_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_order_counters" ADD CONSTRAINT "station_order_counters_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "station_order_counters_station_idx" ON "station_order_counters" USING btree ("station_id");