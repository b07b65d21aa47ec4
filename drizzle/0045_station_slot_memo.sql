-- Decision 0036, cost of a slot: a create of a busy station asked for its slot twice (the number, then the counters),
-- and each time tried every lower slot that other writers held (up to 31 advisory-lock attempts). The slot found is
-- now remembered for the rest of the transaction in a transaction-local setting ("station:slot"), so the second ask
-- is one lookup. The lock it names is held by this transaction (taken before the setting was written, and a rolled
-- back subtransaction reverts both); another station's ask misses the memo and searches as before.
CREATE OR REPLACE FUNCTION order_station_slot(for_station integer) RETURNS smallint LANGUAGE plpgsql AS $$
DECLARE
  s integer;
  memo text := current_setting('nabavka.station_slot', true);
  prefix text := for_station::text || ':';
BEGIN
  IF memo IS NOT NULL AND starts_with(memo, prefix) THEN
    RETURN substr(memo, length(prefix) + 1)::smallint;
  END IF;
  s := NULL;
  FOR i IN 0..31 LOOP
    IF pg_try_advisory_xact_lock(-for_station, i) THEN
      s := i;
      EXIT;
    END IF;
  END LOOP;
  IF s IS NULL THEN
    s := pg_backend_pid() % 32;
    PERFORM pg_advisory_xact_lock(-for_station, s);
  END IF;
  PERFORM set_config('nabavka.station_slot', prefix || s::text, true);
  RETURN s;
END
$$;
