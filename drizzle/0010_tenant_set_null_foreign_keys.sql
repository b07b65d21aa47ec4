-- Venue-checked references that clear themselves when their parent goes: ON DELETE SET NULL of the reference
-- column only (PostgreSQL 15), since venue_id is NOT NULL and must stay. Drizzle cannot declare the column list,
-- so these live here rather than in schema.ts (see the note at the top of schema.ts).
ALTER TABLE "orders" ADD CONSTRAINT "orders_supplier_contact_fk" FOREIGN KEY ("venue_id", "supplier_contact_id")
  REFERENCES "supplier_contacts" ("venue_id", "id") ON DELETE SET NULL ("supplier_contact_id");
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_new_order_fk" FOREIGN KEY ("venue_id", "new_order_id")
  REFERENCES "orders" ("venue_id", "id") ON DELETE SET NULL ("new_order_id");
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_source_order_fk" FOREIGN KEY ("venue_id", "source_order_id")
  REFERENCES "orders" ("venue_id", "id") ON DELETE SET NULL ("source_order_id");
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_move_to_order_fk" FOREIGN KEY ("venue_id", "move_to_order_id")
  REFERENCES "orders" ("venue_id", "id") ON DELETE SET NULL ("move_to_order_id");
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_moved_from_item_fk" FOREIGN KEY ("venue_id", "moved_from_item_id")
  REFERENCES "order_items" ("venue_id", "id") ON DELETE SET NULL ("moved_from_item_id");
