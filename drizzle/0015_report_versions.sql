CREATE TABLE "report_catalogue_versions" (
	"venue_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_day_versions" (
	"venue_id" integer NOT NULL,
	"day" date NOT NULL,
	"station_id" integer NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_day_versions_venue_id_day_station_id_pk" PRIMARY KEY("venue_id","day","station_id")
);
--> statement-breakpoint
ALTER TABLE "report_day_versions" ADD CONSTRAINT "report_day_versions_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;