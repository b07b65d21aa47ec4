CREATE TABLE "report_catalogue_versions" (
	"venue_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_month_versions" (
	"venue_id" integer NOT NULL,
	"month" date NOT NULL,
	"station_id" integer NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_month_versions_venue_id_month_station_id_pk" PRIMARY KEY("venue_id","month","station_id")
);
--> statement-breakpoint
ALTER TABLE "report_month_versions" ADD CONSTRAINT "report_month_versions_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;