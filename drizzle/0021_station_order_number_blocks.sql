ALTER TABLE "stations" ADD COLUMN "order_number_next" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stations" ADD COLUMN "order_number_end" integer DEFAULT 0 NOT NULL;