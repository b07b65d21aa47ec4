ALTER TABLE "order_items" ADD COLUMN "unit_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "paid_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "currency" text DEFAULT 'RSD' NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "prices_in_message" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "price_tolerance" numeric(5, 2) DEFAULT '2' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_prices_ck" CHECK ("order_items"."unit_price" >= 0 and "order_items"."paid_price" >= 0);