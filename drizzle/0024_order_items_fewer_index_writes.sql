DROP INDEX "order_items_venue_idx";--> statement-breakpoint
DROP INDEX "order_items_move_to_order_idx";--> statement-breakpoint
DROP INDEX "order_items_moved_from_idx";--> statement-breakpoint
CREATE INDEX "order_items_move_to_order_idx" ON "order_items" USING btree ("move_to_order_id") WHERE "order_items"."move_to_order_id" is not null;--> statement-breakpoint
CREATE INDEX "order_items_moved_from_idx" ON "order_items" USING btree ("moved_from_item_id") WHERE "order_items"."moved_from_item_id" is not null;--> statement-breakpoint
-- Room on every new page of items for a receipt to rewrite them in place (HOT updates write no index entries; decision 0010). Drizzle's schema cannot say it: it lives here only.
ALTER TABLE "order_items" SET (fillfactor = 80);
