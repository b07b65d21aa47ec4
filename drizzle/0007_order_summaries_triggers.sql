-- Order summaries kept by triggers, so list pages read only orders rows (see docs/decisions/0002-order-counters.md).

-- 1. order_counters also keeps station_order_counters (the same totals summed over suppliers).
CREATE OR REPLACE FUNCTION order_counters_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE order_counters SET count = count - 1
     WHERE venue_id = OLD.venue_id AND station_id = OLD.station_id AND is_custom = OLD.is_custom
       AND supplier_id = coalesce(OLD.supplier_id, 0) AND status = OLD.status;
    UPDATE station_order_counters SET count = count - 1
     WHERE venue_id = OLD.venue_id AND station_id = OLD.station_id AND is_custom = OLD.is_custom
       AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO order_counters (venue_id, station_id, is_custom, supplier_id, status, count)
    VALUES (NEW.venue_id, NEW.station_id, NEW.is_custom, coalesce(NEW.supplier_id, 0), NEW.status, 1)
    ON CONFLICT (venue_id, station_id, is_custom, supplier_id, status)
    DO UPDATE SET count = order_counters.count + 1;
    INSERT INTO station_order_counters (venue_id, station_id, is_custom, status, count)
    VALUES (NEW.venue_id, NEW.station_id, NEW.is_custom, NEW.status, 1)
    ON CONFLICT (venue_id, station_id, is_custom, status)
    DO UPDATE SET count = station_order_counters.count + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO station_order_counters (venue_id, station_id, is_custom, status, count)
SELECT venue_id, station_id, is_custom, status, count(*)::int
  FROM orders GROUP BY venue_id, station_id, is_custom, status
ON CONFLICT (venue_id, station_id, is_custom, status) DO UPDATE SET count = EXCLUDED.count;
--> statement-breakpoint
-- 2. orders.items_count and orders.has_shortfall follow their items. Statement-level, so a receipt that updates
-- ten items recomputes its order once. The shortfall rule is the domain's itemHasShortfall.
CREATE OR REPLACE FUNCTION order_summaries_refresh(order_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE orders o SET items_count = s.items_count, has_shortfall = s.has_shortfall
  FROM (
    SELECT ids.id AS order_id, count(i.id)::int AS items_count,
      coalesce(bool_or(i.status IN ('NOT_DELIVERED', 'MOVE_TO_NEW', 'INCOMPLETE', 'PARTIALLY_ARRIVED')
        OR (i.status = 'DELIVERED' AND i.delivered_amount < i.amount)), false) AS has_shortfall
    FROM (SELECT DISTINCT unnest(order_ids) AS id) ids
    LEFT JOIN order_items i ON i.order_id = ids.id
    GROUP BY ids.id
  ) s
  WHERE o.id = s.order_id AND (o.items_count, o.has_shortfall) IS DISTINCT FROM (s.items_count, s.has_shortfall);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_items_summarise() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM order_summaries_refresh(ARRAY(SELECT order_id FROM new_items));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM order_summaries_refresh(ARRAY(SELECT order_id FROM old_items));
  ELSE
    PERFORM order_summaries_refresh(ARRAY(SELECT order_id FROM new_items UNION SELECT order_id FROM old_items));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_items_summary_insert AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION order_items_summarise();
--> statement-breakpoint
CREATE TRIGGER order_items_summary_update AFTER UPDATE ON order_items
  REFERENCING NEW TABLE AS new_items OLD TABLE AS old_items FOR EACH STATEMENT EXECUTE FUNCTION order_items_summarise();
--> statement-breakpoint
CREATE TRIGGER order_items_summary_delete AFTER DELETE ON order_items
  REFERENCING OLD TABLE AS old_items FOR EACH STATEMENT EXECUTE FUNCTION order_items_summarise();
--> statement-breakpoint
-- Orders that existed before the triggers.
UPDATE orders o SET items_count = s.items_count, has_shortfall = s.has_shortfall
FROM (
  SELECT i.order_id, count(*)::int AS items_count,
    bool_or(i.status IN ('NOT_DELIVERED', 'MOVE_TO_NEW', 'INCOMPLETE', 'PARTIALLY_ARRIVED')
      OR (i.status = 'DELIVERED' AND i.delivered_amount < i.amount)) AS has_shortfall
  FROM order_items i GROUP BY i.order_id
) s
WHERE o.id = s.order_id;
