-- Keeps order_counters equal to the number of orders per (venue, station, kind, supplier, status).
CREATE OR REPLACE FUNCTION order_counters_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE order_counters SET count = count - 1
     WHERE venue_id = OLD.venue_id AND station_id = OLD.station_id AND is_custom = OLD.is_custom
       AND supplier_id = coalesce(OLD.supplier_id, 0) AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO order_counters (venue_id, station_id, is_custom, supplier_id, status, count)
    VALUES (NEW.venue_id, NEW.station_id, NEW.is_custom, coalesce(NEW.supplier_id, 0), NEW.status, 1)
    ON CONFLICT (venue_id, station_id, is_custom, supplier_id, status)
    DO UPDATE SET count = order_counters.count + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_count_insert_delete AFTER INSERT OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION order_counters_apply();
--> statement-breakpoint
CREATE TRIGGER orders_count_update AFTER UPDATE OF venue_id, station_id, is_custom, supplier_id, status ON orders
  FOR EACH ROW
  WHEN (OLD.venue_id IS DISTINCT FROM NEW.venue_id OR OLD.station_id IS DISTINCT FROM NEW.station_id
        OR OLD.is_custom IS DISTINCT FROM NEW.is_custom OR OLD.supplier_id IS DISTINCT FROM NEW.supplier_id
        OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION order_counters_apply();
--> statement-breakpoint
-- Orders that existed before the trigger.
INSERT INTO order_counters (venue_id, station_id, is_custom, supplier_id, status, count)
SELECT venue_id, station_id, is_custom, coalesce(supplier_id, 0), status, count(*)::int
  FROM orders GROUP BY venue_id, station_id, is_custom, coalesce(supplier_id, 0), status
ON CONFLICT (venue_id, station_id, is_custom, supplier_id, status) DO UPDATE SET count = EXCLUDED.count;
