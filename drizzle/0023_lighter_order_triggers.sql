-- Lighter triggers for writes of orders and items (issue 16; docs/decisions/0010-write-speed.md, "Lighter triggers").
-- What the triggers keep is unchanged: orders.items_count and orders.has_shortfall (0007), the report stamps
-- (0020, one increment per trigger call and distinct (venue, month, station) key, keys in key order), and the
-- counters (0004/0006, not touched here). What changes is the cost of a call:
-- * Every query is written in the PL/pgSQL trigger function itself (PL/pgSQL prepares each statement once per
--   session), with no LANGUAGE sql helper in between (order_summaries_refresh, report_months_stamp: dropped), and
--   as few statements per call as the common case needs: each statement a trigger runs costs an executor start,
--   which on the embedded database (WebAssembly) is a good part of a small trigger's time.
-- * Report keys go from the transition tables (or the orders, by id) straight into
--   `insert … select distinct … on conflict`, without building and taking apart a jsonb array; when a cheap look
--   finds nothing to stamp (a new draft and its items), no INSERT runs.
-- * An item update recomputes only the orders whose items changed in a column the summary reads (order_id,
--   status, amount, delivered_amount); a receipt's note or a name change recomputes nothing.
-- * Inserted items (mostly a new order's, whose items_count the one-statement create and the receipt's new order
--   insert already right) are summarised by one query that finds the orders whose values differ, and only for
--   those an UPDATE runs: an UPDATE of orders, even of no row, fires orders' statement triggers (the report stamp).
-- * Each lookup is by key: items by order_id (order_items_order_article_uq), orders by id (orders_pkey); the
--   per-order recount is a LATERAL subquery so the plan stays an index lookup whatever the size of the transition
--   table the session's first call planned it with.
-- The recount stays a recount (not increments): exact even for an order whose items a statement with triggers off
-- wrote (the bench's bulk load), and no different from before for any write.

-- orders.items_count and orders.has_shortfall of the touched orders from their items; the shortfall rule is the
-- domain's itemHasShortfall, as in 0007.
CREATE OR REPLACE FUNCTION order_items_summarise() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  order_ids integer[];
  ids integer[];
  counts integer[];
  flags boolean[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- Mostly a new order's items, its items_count already right: one query finds what differs, and only then an
    -- UPDATE runs.
    SELECT array_agg(o.id), array_agg(s.items_count), array_agg(s.has_shortfall) INTO ids, counts, flags
    FROM (SELECT DISTINCT order_id FROM new_items) t
    JOIN orders o ON o.id = t.order_id
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS items_count,
        coalesce(bool_or(i.status IN ('NOT_DELIVERED', 'MOVE_TO_NEW', 'INCOMPLETE', 'PARTIALLY_ARRIVED')
          OR (i.status = 'DELIVERED' AND i.delivered_amount < i.amount)), false) AS has_shortfall
      FROM order_items i WHERE i.order_id = t.order_id
    ) s
    WHERE (o.items_count, o.has_shortfall) IS DISTINCT FROM (s.items_count, s.has_shortfall);
    IF ids IS NOT NULL THEN
      UPDATE orders o SET items_count = u.items_count, has_shortfall = u.has_shortfall
      FROM unnest(ids, counts, flags) AS u(id, items_count, has_shortfall)
      WHERE o.id = u.id;
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    order_ids := ARRAY(SELECT DISTINCT order_id FROM old_items);
  ELSE
    -- The old and the new order of the rows whose summary columns changed. Joined by id (never updated); a full
    -- join, so a row without a partner would count as changed.
    order_ids := ARRAY(
      SELECT DISTINCT x.order_id FROM old_items o FULL JOIN new_items n ON n.id = o.id
      CROSS JOIN LATERAL unnest(ARRAY[o.order_id, n.order_id]) AS x(order_id)
      WHERE (o.order_id, o.status, o.amount, o.delivered_amount)
          IS DISTINCT FROM (n.order_id, n.status, n.amount, n.delivered_amount)
        AND x.order_id IS NOT NULL);
  END IF;
  IF cardinality(order_ids) > 0 THEN
    -- A receipt mostly changes the summary: one UPDATE that recounts and writes the orders that differ.
    UPDATE orders o SET items_count = s.items_count, has_shortfall = s.has_shortfall
    FROM unnest(order_ids) AS t(id)
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS items_count,
        coalesce(bool_or(i.status IN ('NOT_DELIVERED', 'MOVE_TO_NEW', 'INCOMPLETE', 'PARTIALLY_ARRIVED')
          OR (i.status = 'DELIVERED' AND i.delivered_amount < i.amount)), false) AS has_shortfall
      FROM order_items i WHERE i.order_id = t.id
    ) s
    WHERE o.id = t.id AND (o.items_count, o.has_shortfall) IS DISTINCT FROM (s.items_count, s.has_shortfall);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- No trigger calls it any more.
DROP FUNCTION order_summaries_refresh(integer[]);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_orders_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- New orders are drafts (OPEN) but for tests and imports: a look at the transition table, and an INSERT only then.
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT 1 FROM new_orders WHERE status IN ('IN_PROGRESS', 'INCOMPLETE', 'COMPLETED')) THEN
      RETURN NULL;
    END IF;
    INSERT INTO report_month_versions AS v (venue_id, month, station_id, version)
    SELECT DISTINCT n.venue_id, date_trunc('month', n.deadline)::date, n.station_id, 1
    FROM new_orders n WHERE n.status IN ('IN_PROGRESS', 'INCOMPLETE', 'COMPLETED')
    ORDER BY 1, 2, 3
    ON CONFLICT (venue_id, month, station_id) DO UPDATE SET version = v.version + 1;
  ELSIF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM old_orders WHERE status IN ('IN_PROGRESS', 'INCOMPLETE', 'COMPLETED')) THEN
      RETURN NULL;
    END IF;
    INSERT INTO report_month_versions AS v (venue_id, month, station_id, version)
    SELECT DISTINCT o.venue_id, date_trunc('month', o.deadline)::date, o.station_id, 1
    FROM old_orders o WHERE o.status IN ('IN_PROGRESS', 'INCOMPLETE', 'COMPLETED')
    ORDER BY 1, 2, 3
    ON CONFLICT (venue_id, month, station_id) DO UPDATE SET version = v.version + 1;
  ELSE
    INSERT INTO report_month_versions AS v (venue_id, month, station_id, version)
    SELECT DISTINCT k.venue_id, date_trunc('month', k.deadline)::date, k.station_id, 1
    FROM old_orders o
    JOIN new_orders n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES (o.venue_id, o.deadline, o.station_id, o.status),
                               (n.venue_id, n.deadline, n.station_id, n.status)) k(venue_id, deadline, station_id, status)
    WHERE (o.venue_id, o.station_id, o.supplier_id, o.status, o.deadline, o.completed_at)
        IS DISTINCT FROM (n.venue_id, n.station_id, n.supplier_id, n.status, n.deadline, n.completed_at)
      AND k.status IN ('IN_PROGRESS', 'INCOMPLETE', 'COMPLETED')
    ORDER BY 1, 2, 3
    ON CONFLICT (venue_id, month, station_id) DO UPDATE SET version = v.version + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Items: the (venue, deadline, station) of their order when that order is a reported one. An item of an order
-- deleted by the same statement has no order left to look up; the order's own delete stamped it.
CREATE OR REPLACE FUNCTION report_items_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  reported integer[];
BEGIN
  -- First the touched orders that reports count (one query; mostly none: a create's items belong to a draft), and
  -- only for them the INSERT.
  IF TG_OP = 'INSERT' THEN
    reported := ARRAY(
      SELECT r.id FROM orders r
      WHERE r.id = ANY (ARRAY(SELECT order_id FROM new_items)) AND r.status IN ('IN_PROGRESS', 'INCOMPLETE', 'COMPLETED'));
  ELSIF TG_OP = 'DELETE' THEN
    reported := ARRAY(
      SELECT r.id FROM orders r
      WHERE r.id = ANY (ARRAY(SELECT order_id FROM old_items)) AND r.status IN ('IN_PROGRESS', 'INCOMPLETE', 'COMPLETED'));
  ELSE
    reported := ARRAY(
      SELECT r.id FROM orders r
      WHERE r.id = ANY (ARRAY(
          SELECT o.order_id FROM old_items o JOIN new_items n ON n.id = o.id
          WHERE (o.order_id, o.article_id, o.amount, o.status, o.not_delivered_reason, o.delivered_amount)
            IS DISTINCT FROM (n.order_id, n.article_id, n.amount, n.status, n.not_delivered_reason, n.delivered_amount)
          UNION
          SELECT n.order_id FROM old_items o JOIN new_items n ON n.id = o.id WHERE n.order_id <> o.order_id))
        AND r.status IN ('IN_PROGRESS', 'INCOMPLETE', 'COMPLETED'));
  END IF;
  IF cardinality(reported) > 0 THEN
    INSERT INTO report_month_versions AS v (venue_id, month, station_id, version)
    SELECT DISTINCT o.venue_id, date_trunc('month', o.deadline)::date, o.station_id, 1
    FROM orders o WHERE o.id = ANY (reported)
    ORDER BY 1, 2, 3
    ON CONFLICT (venue_id, month, station_id) DO UPDATE SET version = v.version + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- No trigger calls it any more.
DROP FUNCTION report_months_stamp(jsonb);
