-- Station slots (docs/decisions/0036-station-slots.md): concurrent writers of one station no longer queue on the
-- station's number row and counter rows. Before, every create of a station updated the station's row (its number,
-- 0020) and upserted the same station_order_counters row (0002), and held both to its commit, so one station's
-- creates committed one at a time (docs/perf/writes.md, sections 8 and 10).
-- * order_station_slot(station): the writer's slot of the station for this transaction, a transaction-level
--   advisory lock (-station, slot), the lowest free of 32 (more than the server's default pool of 20 connections);
--   taken again by the same transaction it answers at once. A quiet station's writers all take slot 0.
-- * Numbers: each slot has its own block of the venue's numbers (station_order_numbers, moved from
--   stations.order_number_next/end into slot 0). take_order_number takes from its slot's block, reserving a new
--   block under the venue's row when it is used up; numbers stay unique per venue, a refused create still takes none.
-- * Counters: order_counters and station_order_counters are keyed by slot too; the trigger counts in the writer's
--   slot, so totals are sums over slots (readers already summed) and one slot's count may be negative.
CREATE TABLE "station_order_numbers" (
	"venue_id" integer NOT NULL,
	"station_id" integer NOT NULL,
	"slot" smallint NOT NULL,
	"last_taken" integer NOT NULL,
	"last_reserved" integer NOT NULL,
	CONSTRAINT "station_order_numbers_venue_id_station_id_slot_pk" PRIMARY KEY("venue_id","station_id","slot")
);
--> statement-breakpoint
ALTER TABLE "station_order_numbers" ADD CONSTRAINT "station_order_numbers_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_order_numbers" ADD CONSTRAINT "station_order_numbers_station_fk" FOREIGN KEY ("venue_id","station_id") REFERENCES "public"."stations"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each station's current block becomes its slot 0's (a station that never took a number has no row yet).
INSERT INTO "station_order_numbers" ("venue_id", "station_id", "slot", "last_taken", "last_reserved")
SELECT "venue_id", "id", 0, "order_number_next", "order_number_end" FROM "stations"
WHERE "order_number_end" > 0;--> statement-breakpoint
ALTER TABLE "stations" DROP COLUMN "order_number_next";--> statement-breakpoint
ALTER TABLE "stations" DROP COLUMN "order_number_end";--> statement-breakpoint
-- Existing counts become slot 0's.
ALTER TABLE "order_counters" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "station_order_counters" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_counters" DROP CONSTRAINT "order_counters_venue_id_station_id_is_custom_supplier_id_status_pk";--> statement-breakpoint
ALTER TABLE "station_order_counters" DROP CONSTRAINT "station_order_counters_venue_id_station_id_is_custom_status_pk";--> statement-breakpoint
ALTER TABLE "order_counters" ADD CONSTRAINT "order_counters_venue_id_station_id_is_custom_supplier_id_status_slot_pk" PRIMARY KEY("venue_id","station_id","is_custom","supplier_id","status","slot");--> statement-breakpoint
ALTER TABLE "station_order_counters" ADD CONSTRAINT "station_order_counters_venue_id_station_id_is_custom_status_slot_pk" PRIMARY KEY("venue_id","station_id","is_custom","status","slot");--> statement-breakpoint
-- The writer's slot of a station for the rest of its transaction: the lowest of the 32 slots no other transaction
-- holds (a quiet station's writers all take slot 0, so its numbers follow one another), or, with all 32 held, its
-- backend's own slot, waiting for it. The key's first half is the station's id negated, so no other two-key advisory
-- lock of the app (venue and supplier ids, positive) can be the same lock.
CREATE OR REPLACE FUNCTION order_station_slot(for_station integer) RETURNS smallint LANGUAGE plpgsql AS $$
DECLARE
  s integer;
BEGIN
  FOR s IN 0..31 LOOP
    IF pg_try_advisory_xact_lock(-for_station, s) THEN
      RETURN s;
    END IF;
  END LOOP;
  s := pg_backend_pid() % 32;
  PERFORM pg_advisory_xact_lock(-for_station, s);
  RETURN s;
END
$$;
--> statement-breakpoint
-- Replaces 0027's: the same contract (always a number for a station of the venue, NULL for another's), taken from
-- the block of the writer's slot. The slot's lock is this transaction's alone, so the UPDATE never waits for
-- another create of the station; when the block is used up (or the slot has none yet) the next `block_size`
-- numbers of the venue's counter become the slot's block, under the venue's row lock (held to the commit, once per
-- block, as before).
CREATE OR REPLACE FUNCTION take_order_number(for_venue integer, for_station integer, block_size integer)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  own smallint;
  taken integer;
  block_end integer;
BEGIN
  own := order_station_slot(for_station);
  UPDATE station_order_numbers SET last_taken = last_taken + 1
  WHERE venue_id = for_venue AND station_id = for_station AND slot = own AND last_taken < last_reserved
  RETURNING last_taken INTO taken;
  IF FOUND THEN
    RETURN taken;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM stations WHERE venue_id = for_venue AND id = for_station) THEN
    RETURN NULL;
  END IF;
  UPDATE venues SET order_sequence = order_sequence + block_size WHERE id = for_venue
  RETURNING order_sequence INTO block_end;
  taken := block_end - block_size + 1;
  INSERT INTO station_order_numbers (venue_id, station_id, slot, last_taken, last_reserved)
  VALUES (for_venue, for_station, own, taken, block_end)
  ON CONFLICT (venue_id, station_id, slot)
  DO UPDATE SET last_taken = excluded.last_taken, last_reserved = excluded.last_reserved;
  RETURN taken;
END
$$;
--> statement-breakpoint
-- Replaces 0007's: the same counts, in the writer's slot of the station. A count leaving a key is taken from the
-- writer's slot when it has a row of that key, else from another slot's row (one no one holds first); a key with no
-- row at all (its venue or station being deleted with the order) is left alone, as before. A count arriving is
-- upserted into the writer's slot.
CREATE OR REPLACE FUNCTION order_counters_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s smallint;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    s := order_station_slot(OLD.station_id);
    UPDATE order_counters SET count = count - 1
     WHERE venue_id = OLD.venue_id AND station_id = OLD.station_id AND is_custom = OLD.is_custom
       AND supplier_id = coalesce(OLD.supplier_id, 0) AND status = OLD.status AND slot = s;
    IF NOT FOUND THEN
      UPDATE order_counters SET count = count - 1
       WHERE venue_id = OLD.venue_id AND station_id = OLD.station_id AND is_custom = OLD.is_custom
         AND supplier_id = coalesce(OLD.supplier_id, 0) AND status = OLD.status
         AND slot = coalesce(
           (SELECT c.slot FROM order_counters c
             WHERE c.venue_id = OLD.venue_id AND c.station_id = OLD.station_id AND c.is_custom = OLD.is_custom
               AND c.supplier_id = coalesce(OLD.supplier_id, 0) AND c.status = OLD.status
             ORDER BY c.slot LIMIT 1 FOR NO KEY UPDATE SKIP LOCKED),
           (SELECT min(c.slot) FROM order_counters c
             WHERE c.venue_id = OLD.venue_id AND c.station_id = OLD.station_id AND c.is_custom = OLD.is_custom
               AND c.supplier_id = coalesce(OLD.supplier_id, 0) AND c.status = OLD.status));
    END IF;
    UPDATE station_order_counters SET count = count - 1
     WHERE venue_id = OLD.venue_id AND station_id = OLD.station_id AND is_custom = OLD.is_custom
       AND status = OLD.status AND slot = s;
    IF NOT FOUND THEN
      UPDATE station_order_counters SET count = count - 1
       WHERE venue_id = OLD.venue_id AND station_id = OLD.station_id AND is_custom = OLD.is_custom
         AND status = OLD.status
         AND slot = coalesce(
           (SELECT c.slot FROM station_order_counters c
             WHERE c.venue_id = OLD.venue_id AND c.station_id = OLD.station_id AND c.is_custom = OLD.is_custom
               AND c.status = OLD.status
             ORDER BY c.slot LIMIT 1 FOR NO KEY UPDATE SKIP LOCKED),
           (SELECT min(c.slot) FROM station_order_counters c
             WHERE c.venue_id = OLD.venue_id AND c.station_id = OLD.station_id AND c.is_custom = OLD.is_custom
               AND c.status = OLD.status));
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF TG_OP = 'INSERT' OR NEW.station_id IS DISTINCT FROM OLD.station_id THEN
      s := order_station_slot(NEW.station_id);
    END IF;
    INSERT INTO order_counters AS c (venue_id, station_id, is_custom, supplier_id, status, slot, count)
    VALUES (NEW.venue_id, NEW.station_id, NEW.is_custom, coalesce(NEW.supplier_id, 0), NEW.status, s, 1)
    ON CONFLICT (venue_id, station_id, is_custom, supplier_id, status, slot)
    DO UPDATE SET count = c.count + 1;
    INSERT INTO station_order_counters AS c (venue_id, station_id, is_custom, status, slot, count)
    VALUES (NEW.venue_id, NEW.station_id, NEW.is_custom, NEW.status, s, 1)
    ON CONFLICT (venue_id, station_id, is_custom, status, slot)
    DO UPDATE SET count = c.count + 1;
  END IF;
  RETURN NULL;
END
$$;
