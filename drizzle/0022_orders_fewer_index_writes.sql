DROP INDEX "orders_station_idx";--> statement-breakpoint
DROP INDEX "orders_contact_idx";--> statement-breakpoint
DROP INDEX "orders_sent_by_idx";--> statement-breakpoint
DROP INDEX "orders_new_order_idx";--> statement-breakpoint
DROP INDEX "orders_source_order_idx";--> statement-breakpoint
CREATE INDEX "orders_contact_idx" ON "orders" USING btree ("supplier_contact_id") WHERE "orders"."supplier_contact_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_sent_by_idx" ON "orders" USING btree ("sent_by_id") WHERE "orders"."sent_by_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_new_order_idx" ON "orders" USING btree ("new_order_id") WHERE "orders"."new_order_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_source_order_idx" ON "orders" USING btree ("source_order_id") WHERE "orders"."source_order_id" is not null;