ALTER TABLE "order_counters" DROP CONSTRAINT "order_counters_station_id_stations_id_fk";
--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_move_to_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_moved_from_item_id_order_items_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_station_id_stations_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_supplier_contact_id_supplier_contacts_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_new_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_source_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "station_article_settings" DROP CONSTRAINT "station_article_settings_station_id_stations_id_fk";
--> statement-breakpoint
ALTER TABLE "station_order_counters" DROP CONSTRAINT "station_order_counters_station_id_stations_id_fk";
--> statement-breakpoint
ALTER TABLE "station_suppliers" DROP CONSTRAINT "station_suppliers_station_id_stations_id_fk";
--> statement-breakpoint
ALTER TABLE "station_users" DROP CONSTRAINT "station_users_station_id_stations_id_fk";
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_venue_id_uq" UNIQUE("venue_id","id");
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_venue_id_uq" UNIQUE("venue_id","id");
--> statement-breakpoint
ALTER TABLE "stations" ADD CONSTRAINT "stations_venue_id_uq" UNIQUE("venue_id","id");
--> statement-breakpoint
ALTER TABLE "supplier_contacts" ADD CONSTRAINT "supplier_contacts_venue_id_uq" UNIQUE("venue_id","id");
--> statement-breakpoint
ALTER TABLE "order_counters" ADD CONSTRAINT "order_counters_station_fk" FOREIGN KEY ("venue_id","station_id") REFERENCES "public"."stations"("venue_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_fk" FOREIGN KEY ("venue_id","order_id") REFERENCES "public"."orders"("venue_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_station_fk" FOREIGN KEY ("venue_id","station_id") REFERENCES "public"."stations"("venue_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "station_article_settings" ADD CONSTRAINT "station_article_settings_station_fk" FOREIGN KEY ("venue_id","station_id") REFERENCES "public"."stations"("venue_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "station_order_counters" ADD CONSTRAINT "station_order_counters_station_fk" FOREIGN KEY ("venue_id","station_id") REFERENCES "public"."stations"("venue_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "station_suppliers" ADD CONSTRAINT "station_suppliers_station_fk" FOREIGN KEY ("venue_id","station_id") REFERENCES "public"."stations"("venue_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "station_users" ADD CONSTRAINT "station_users_station_fk" FOREIGN KEY ("venue_id","station_id") REFERENCES "public"."stations"("venue_id","id") ON DELETE cascade ON UPDATE no action;
