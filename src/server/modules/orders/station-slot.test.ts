/**
 * A writer's slot of a station (decision 0036, migration 0045): found once per transaction and station, remembered
 * for the rest of the transaction, forgotten with it. On PostgreSQL a second connection holds a slot, as a concurrent
 * create of the same station does; the embedded database has one connection, so there only the memo is seen.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '@/server/db/client';
import { queryRows } from '@/server/db/sql';
import { createTestContext, type TestContext } from '@/test/app';

const onPostgres = process.env.TEST_DB === 'postgres';
const STATION = 910_001;
const OTHER_STATION = 910_002;

async function slotOf(executor: Executor, station: number): Promise<number> {
  const [row] = await queryRows<{ slot: number }>(
    executor,
    sql`select order_station_slot(${station}::int) as slot`,
  );
  return Number(row!.slot);
}

async function memo(executor: Executor): Promise<string | null> {
  const [row] = await queryRows<{ memo: string | null }>(
    executor,
    sql`select current_setting('nabavka.station_slot', true) as memo`,
  );
  return row!.memo;
}

describe('order_station_slot', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('answers the same slot all through a transaction, between asks for another station too', async () => {
    await ctx.db.transaction(async (tx) => {
      const first = await slotOf(tx, STATION);
      expect(first).toBe(0);
      expect(await memo(tx)).toBe(`${STATION}:0`);
      expect(await slotOf(tx, STATION)).toBe(first);
      expect(await slotOf(tx, OTHER_STATION)).toBe(0);
      expect(await slotOf(tx, STATION)).toBe(first);
    });
  });

  it('forgets the slot with its transaction, a rolled back one included', async () => {
    await ctx.db.transaction(async (tx) => {
      await slotOf(tx, STATION);
    });
    await expect(
      ctx.db.transaction(async (tx) => {
        await slotOf(tx, STATION);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await ctx.db.transaction(async (tx) => {
      expect(await memo(tx)).toBeFalsy();
      expect(await slotOf(tx, STATION)).toBe(0);
    });
  });

  it.runIf(onPostgres)(
    'takes the next slot while another transaction holds the first, and keeps it',
    async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let holding!: () => void;
      const taken = new Promise<void>((resolve) => (holding = resolve));
      const other = ctx.db.transaction(async (tx) => {
        expect(await slotOf(tx, STATION)).toBe(0);
        holding();
        await held;
      });
      await taken;
      try {
        await ctx.db.transaction(async (tx) => {
          expect(await slotOf(tx, STATION)).toBe(1);
          expect(await slotOf(tx, STATION)).toBe(1);
          expect(await slotOf(tx, OTHER_STATION)).toBe(0);
          expect(await slotOf(tx, STATION)).toBe(1);
        });
      } finally {
        release();
        await other;
      }
      // Once the other transaction ended, the first slot is free again.
      await ctx.db.transaction(async (tx) => expect(await slotOf(tx, STATION)).toBe(0));
    },
  );
});
