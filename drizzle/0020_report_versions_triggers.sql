-- Report change stamps (docs/decisions/0009-report-speed.md): every statement that changes what a report counts
-- adds 1 to the stamp of each (venue, month of the deadline, station) it touched, and every change of what reports read
-- from the catalogue adds 1 to the venue's (or the shared catalogue's, row 0) catalogue stamp. Reported orders are
-- the sent ones (src/domain/reports/report-arithmetic.ts REPORTED_ORDER_STATUSES); drafts stamp nothing.
-- Keys are stamped in key order, so two statements never wait on each other's rows crosswise.
CREATE OR REPLACE FUNCTION report_months_stamp(keys jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_month_versions AS v (venue_id, month, station_id, version)
  SELECT DISTINCT (k ->> 'venue_id')::int, date_trunc('month', (k ->> 'day')::date)::date,
    (k ->> 'station_id')::int, 1
  FROM jsonb_array_elements(keys) k
  ORDER BY 1, 2, 3
  ON CONFLICT (venue_id, month, station_id) DO UPDATE SET version = v.version + 1;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_orders_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_object('venue_id', venue_id, 'day', deadline, 'station_id', station_id))
      INTO keys FROM new_orders WHERE status IN ('IN_PROGRESS', 'INCOMPLETE', 'COMPLETED');
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(jsonb_build_object('venue_id', venue_id, 'day', deadline, 'station_id', station_id))
      INTO keys FROM old_orders WHERE status IN ('IN_PROGRESS', 'INCOMPLETE', 'COMPLETED');
  ELSE
    SELECT jsonb_agg(jsonb_build_object('venue_id', k.venue_id, 'day', k.deadline, 'station_id', k.station_id))
      INTO keys
    FROM old_orders o
    JOIN new_orders n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES (o.venue_id, o.deadline, o.station_id, o.status),
                               (n.venue_id, n.deadline, n.station_id, n.status)) k(venue_id, deadline, station_id, status)
    WHERE (o.venue_id, o.station_id, o.supplier_id, o.status, o.deadline, o.completed_at)
        IS DISTINCT FROM (n.venue_id, n.station_id, n.supplier_id, n.status, n.deadline, n.completed_at)
      AND k.status IN ('IN_PROGRESS', 'INCOMPLETE', 'COMPLETED');
  END IF;
  IF keys IS NOT NULL THEN
    PERFORM report_months_stamp(keys);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_report_stamp_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION report_orders_stamp();
--> statement-breakpoint
CREATE TRIGGER orders_report_stamp_update AFTER UPDATE ON orders
  REFERENCING NEW TABLE AS new_orders OLD TABLE AS old_orders FOR EACH STATEMENT EXECUTE FUNCTION report_orders_stamp();
--> statement-breakpoint
CREATE TRIGGER orders_report_stamp_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_orders FOR EACH STATEMENT EXECUTE FUNCTION report_orders_stamp();
--> statement-breakpoint
-- Items: the (venue, deadline, station) of their order when that order is a reported one. An item of an order
-- deleted by the same statement has no order left to look up; the order's own delete stamped it.
CREATE OR REPLACE FUNCTION report_items_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  order_ids bigint[];
  keys jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    order_ids := ARRAY(SELECT DISTINCT order_id FROM new_items);
  ELSIF TG_OP = 'DELETE' THEN
    order_ids := ARRAY(SELECT DISTINCT order_id FROM old_items);
  ELSE
    order_ids := ARRAY(
      SELECT o.order_id FROM old_items o JOIN new_items n ON n.id = o.id
      WHERE (o.order_id, o.article_id, o.amount, o.status, o.not_delivered_reason, o.delivered_amount)
        IS DISTINCT FROM (n.order_id, n.article_id, n.amount, n.status, n.not_delivered_reason, n.delivered_amount)
      UNION
      SELECT n.order_id FROM old_items o JOIN new_items n ON n.id = o.id WHERE n.order_id <> o.order_id);
  END IF;
  IF cardinality(order_ids) > 0 THEN
    SELECT jsonb_agg(jsonb_build_object('venue_id', venue_id, 'day', deadline, 'station_id', station_id))
      INTO keys FROM orders
    WHERE id = ANY (order_ids) AND status IN ('IN_PROGRESS', 'INCOMPLETE', 'COMPLETED');
    IF keys IS NOT NULL THEN
      PERFORM report_months_stamp(keys);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_items_report_stamp_insert AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION report_items_stamp();
--> statement-breakpoint
CREATE TRIGGER order_items_report_stamp_update AFTER UPDATE ON order_items
  REFERENCING NEW TABLE AS new_items OLD TABLE AS old_items FOR EACH STATEMENT EXECUTE FUNCTION report_items_stamp();
--> statement-breakpoint
CREATE TRIGGER order_items_report_stamp_delete AFTER DELETE ON order_items
  REFERENCING OLD TABLE AS old_items FOR EACH STATEMENT EXECUTE FUNCTION report_items_stamp();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_catalogue_stamp(venue_ids int[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_catalogue_versions AS v (venue_id, version)
  SELECT DISTINCT id, 1 FROM unnest(venue_ids) id ORDER BY 1
  ON CONFLICT (venue_id) DO UPDATE SET version = v.version + 1;
$$;
--> statement-breakpoint
-- What reports show of an article: name, unit, category, catalogue price and supplier.
CREATE OR REPLACE FUNCTION report_articles_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  venue_ids int[];
BEGIN
  venue_ids := ARRAY(
    SELECT coalesce(n.venue_id, 0) FROM old_articles o JOIN new_articles n ON n.id = o.id
    WHERE (o.name, o.unit, o.category_id, o.default_price, o.supplier_id, o.venue_id)
      IS DISTINCT FROM (n.name, n.unit, n.category_id, n.default_price, n.supplier_id, n.venue_id)
    UNION
    SELECT coalesce(o.venue_id, 0) FROM old_articles o JOIN new_articles n ON n.id = o.id
    WHERE o.venue_id IS DISTINCT FROM n.venue_id);
  IF cardinality(venue_ids) > 0 THEN
    PERFORM report_catalogue_stamp(venue_ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER articles_report_stamp_update AFTER UPDATE ON articles
  REFERENCING NEW TABLE AS new_articles OLD TABLE AS old_articles FOR EACH STATEMENT EXECUTE FUNCTION report_articles_stamp();
--> statement-breakpoint
-- A station's own price of an article.
CREATE OR REPLACE FUNCTION report_prices_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  venue_ids int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    venue_ids := ARRAY(SELECT venue_id FROM new_settings WHERE price IS NOT NULL);
  ELSIF TG_OP = 'DELETE' THEN
    venue_ids := ARRAY(SELECT venue_id FROM old_settings WHERE price IS NOT NULL);
  ELSE
    venue_ids := ARRAY(
      SELECT n.venue_id FROM old_settings o
      JOIN new_settings n ON (n.station_id, n.article_id) = (o.station_id, o.article_id)
      WHERE o.price IS DISTINCT FROM n.price);
  END IF;
  IF cardinality(venue_ids) > 0 THEN
    PERFORM report_catalogue_stamp(venue_ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER station_article_settings_report_stamp_insert AFTER INSERT ON station_article_settings
  REFERENCING NEW TABLE AS new_settings FOR EACH STATEMENT EXECUTE FUNCTION report_prices_stamp();
--> statement-breakpoint
CREATE TRIGGER station_article_settings_report_stamp_update AFTER UPDATE ON station_article_settings
  REFERENCING NEW TABLE AS new_settings OLD TABLE AS old_settings FOR EACH STATEMENT EXECUTE FUNCTION report_prices_stamp();
--> statement-breakpoint
CREATE TRIGGER station_article_settings_report_stamp_delete AFTER DELETE ON station_article_settings
  REFERENCING OLD TABLE AS old_settings FOR EACH STATEMENT EXECUTE FUNCTION report_prices_stamp();
--> statement-breakpoint
-- Supplier and category names.
CREATE OR REPLACE FUNCTION report_names_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  venue_ids int[];
BEGIN
  IF TG_TABLE_NAME = 'suppliers' THEN
    venue_ids := ARRAY(
      SELECT coalesce(n.venue_id, 0) FROM old_names o JOIN new_names n ON n.id = o.id
      WHERE o.name IS DISTINCT FROM n.name);
  ELSE
    venue_ids := ARRAY(
      SELECT 0 FROM old_names o JOIN new_names n ON n.id = o.id WHERE o.name IS DISTINCT FROM n.name);
  END IF;
  IF cardinality(venue_ids) > 0 THEN
    PERFORM report_catalogue_stamp(venue_ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER suppliers_report_stamp_update AFTER UPDATE ON suppliers
  REFERENCING NEW TABLE AS new_names OLD TABLE AS old_names FOR EACH STATEMENT EXECUTE FUNCTION report_names_stamp();
--> statement-breakpoint
CREATE TRIGGER article_categories_report_stamp_update AFTER UPDATE ON article_categories
  REFERENCING NEW TABLE AS new_names OLD TABLE AS old_names FOR EACH STATEMENT EXECUTE FUNCTION report_names_stamp();
--> statement-breakpoint
-- Stamps of the months that already have reported orders (a missing row counts as 0, so this only gives every such
-- month the row it would have had).
INSERT INTO report_month_versions (venue_id, month, station_id, version)
SELECT venue_id, date_trunc('month', deadline)::date, station_id, count(*)
FROM orders WHERE status IN ('IN_PROGRESS', 'INCOMPLETE', 'COMPLETED')
GROUP BY 1, 2, 3
ON CONFLICT (venue_id, month, station_id) DO NOTHING;
