-- One way to take an order number that always succeeds (docs/decisions/0020-order-number-always-taken.md): the
-- create, the receipt's backorder and the repeat call it inside the statement that writes the order. Before, the
-- statement found nothing when the station's block was used up, the service reserved a block in a statement of
-- its own and ran the write again, and under contention on one station others used the new block up first, up to
-- five times in a row (an error). Here the number is taken under the station row's lock, held to the writer's
-- commit as the plain `update … returning` held it, so no other writer can take it in between.
-- * Common case (19 of 20): one UPDATE of the station's row, its next number from the block.
-- * Block used up: the station's row locked (a writer ahead of this one may have just installed a new block: the
--   lock waits for it and the row is read again), then, only if still used up, the next `block_size` numbers of the
--   venue's counter. Station row before venue row, the order every writer takes them in (decision 0013).
-- Answers NULL only for a station that is not the venue's (the statements check that before calling it).
CREATE OR REPLACE FUNCTION take_order_number(for_venue integer, for_station integer, block_size integer)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  taken integer;
  block_end integer;
BEGIN
  UPDATE stations SET order_number_next = order_number_next + 1
  WHERE venue_id = for_venue AND id = for_station AND order_number_next < order_number_end
  RETURNING order_number_next INTO taken;
  IF FOUND THEN
    RETURN taken;
  END IF;
  SELECT order_number_next, order_number_end INTO taken, block_end
  FROM stations WHERE venue_id = for_venue AND id = for_station
  FOR UPDATE;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF taken >= block_end THEN
    UPDATE venues SET order_sequence = order_sequence + block_size WHERE id = for_venue
    RETURNING order_sequence INTO block_end;
    taken := block_end - block_size;
  END IF;
  UPDATE stations SET order_number_next = taken + 1, order_number_end = block_end
  WHERE venue_id = for_venue AND id = for_station;
  RETURN taken + 1;
END;
$$;
