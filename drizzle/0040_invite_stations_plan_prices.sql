CREATE TABLE "plan_prices" (
	"plan" text PRIMARY KEY NOT NULL,
	"monthly_price" numeric(14, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_prices_plan_ck" CHECK ("plan_prices"."plan" in ('FREE', 'BASIC', 'PRO')),
	CONSTRAINT "plan_prices_price_ck" CHECK ("plan_prices"."monthly_price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "invites" ADD COLUMN "station_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;