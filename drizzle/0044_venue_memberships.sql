CREATE TABLE "venue_memberships" (
	"venue_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"can_send_orders" boolean DEFAULT true NOT NULL,
	"order_limit" numeric(14, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_memberships_venue_id_user_id_pk" PRIMARY KEY("venue_id","user_id"),
	CONSTRAINT "venue_memberships_role_ck" CHECK ("venue_memberships"."role" in ('ROLE_ADMIN', 'ROLE_USER'))
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "venue_id" integer;--> statement-breakpoint
ALTER TABLE "venue_memberships" ADD CONSTRAINT "venue_memberships_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_memberships" ADD CONSTRAINT "venue_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "venue_memberships_user_idx" ON "venue_memberships" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refresh_tokens_venue_idx" ON "refresh_tokens" USING btree ("venue_id");--> statement-breakpoint
-- Every account that belongs to a venue today gets that membership (docs/decisions/0037-venue-memberships.md).
INSERT INTO "venue_memberships" ("venue_id", "user_id", "role", "can_send_orders", "order_limit", "created_at")
SELECT "venue_id", "id", "role", "can_send_orders", "order_limit", "created_at" FROM "users"
WHERE "venue_id" IS NOT NULL AND "role" IN ('ROLE_ADMIN', 'ROLE_USER');--> statement-breakpoint
-- users.venue_id/role/can_send_orders/order_limit are the home membership's copy: whatever writes them (an invite
-- approved, a role changed in the home venue, a test's account) writes that membership too, in the same statement.
-- Removing a membership is explicit (a NULL venue deletes nothing), and a membership of another venue is written
-- only on venue_memberships.
CREATE OR REPLACE FUNCTION users_home_membership() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.venue_id IS NOT NULL AND NEW.role IN ('ROLE_ADMIN', 'ROLE_USER') THEN
    INSERT INTO venue_memberships (venue_id, user_id, role, can_send_orders, order_limit)
    VALUES (NEW.venue_id, NEW.id, NEW.role, NEW.can_send_orders, NEW.order_limit)
    ON CONFLICT (venue_id, user_id) DO UPDATE
      SET role = EXCLUDED.role, can_send_orders = EXCLUDED.can_send_orders, order_limit = EXCLUDED.order_limit;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_home_membership_trg AFTER INSERT OR UPDATE OF venue_id, role, can_send_orders, order_limit
ON users FOR EACH ROW EXECUTE FUNCTION users_home_membership();
