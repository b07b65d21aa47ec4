/**
 * Order numbers at speed (decision 0013, decision 0010): each station takes numbers from its own block of the venue's
 * counter, so stations ordering at once do not wait for each other, and numbers stay unique per venue (gaps allowed).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, venueToday } from '@/domain/shared/dates';
import { createTestContext, type TestContext } from '@/test/app';
import { articleIds, stationId, supplierId, venueId } from '@/test/demo-lookup';
import { orders, stationOrderNumbers, venues } from '@/server/db/schema';
import { ORDER_NUMBER_BLOCK } from './create-order.statement';
import { DEMO } from '@/test/demo-context';

describe('order numbers (decision 0013)', () => {
  let ctx: TestContext;
  let venue: number;
  let kuhinja: number;
  let sank: number;
  let mlekara: number;
  let milk: number[];
  let tomorrow: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    venue = await venueId(ctx.db, DEMO.venues.bistro);
    kuhinja = await stationId(ctx.db, DEMO.venues.bistro, DEMO.stations.kuhinja);
    sank = await stationId(ctx.db, DEMO.venues.bistro, DEMO.stations.sank);
    // The dairy supplies both stations.
    mlekara = await supplierId(ctx.db, DEMO.suppliers.mlekara);
    milk = await articleIds(ctx.db, DEMO.venues.bistro, DEMO.suppliers.mlekara, 1);
    tomorrow = addDays(venueToday(ctx.clock.now()), 1);
  });
  afterAll(() => ctx.close());

  async function create(station: number, supplier = mlekara) {
    const inject = await ctx.as('admin');
    return inject({
      method: 'POST',
      url: `/api/orders/${station}/create/${supplier}`,
      payload: { deadline: tomorrow, products: [{ id: milk[0], amount: '1' }] },
    });
  }

  const numberOf = async (id: number) => {
    const [row] = await ctx.db
      .select({ n: orders.orderNumber })
      .from(orders)
      .where(and(eq(orders.venueId, venue), eq(orders.id, id)));
    return Number(row!.n.split('-')[1]);
  };

  const counters = async () => {
    const [row] = await ctx.db
      .select({ sequence: venues.orderSequence })
      .from(venues)
      .where(eq(venues.id, venue));
    // One create after another: each takes the station's first slot's block (decision 0036).
    const [block] = await ctx.db
      .select({ next: stationOrderNumbers.lastTaken, end: stationOrderNumbers.lastReserved })
      .from(stationOrderNumbers)
      .where(and(eq(stationOrderNumbers.stationId, kuhinja), eq(stationOrderNumbers.slot, 0)));
    return { sequence: row!.sequence, next: block?.next ?? 0, end: block?.end ?? 0 };
  };

  it('takes a block of the venue counter once, then numbers a station one after another', async () => {
    const before = await counters();
    const first = await create(kuhinja);
    expect(first.statusCode).toBe(201);
    const reserved = await counters();
    expect(reserved.sequence).toBe(before.sequence + ORDER_NUMBER_BLOCK);
    expect(reserved.end).toBe(reserved.sequence);
    expect(await numberOf(first.json().id)).toBe(reserved.sequence - ORDER_NUMBER_BLOCK + 1);

    const second = await create(kuhinja);
    expect(await numberOf(second.json().id)).toBe((await numberOf(first.json().id)) + 1);
    // The venue's counter was not touched again.
    expect((await counters()).sequence).toBe(reserved.sequence);
  });

  it('reserves the next block when the station used its own up, never reusing a number', async () => {
    const { end, next } = await counters();
    const left = end - next;
    for (let index = 0; index < left; index += 1) expect((await create(kuhinja)).statusCode).toBe(201);
    const beyond = await create(kuhinja);
    expect(beyond.statusCode).toBe(201);
    expect(await numberOf(beyond.json().id)).toBeGreaterThan(end);
  });

  it('keeps numbers unique per venue when two stations order at the same time', async () => {
    const answers = await Promise.all(
      Array.from({ length: 2 * ORDER_NUMBER_BLOCK + 4 }, (_, index) =>
        create(index % 2 === 0 ? kuhinja : sank),
      ),
    );
    const failed = answers.filter((answer) => answer.statusCode !== 201);
    expect(failed.map((answer) => answer.body)).toEqual([]);
    const all = await ctx.db.select({ n: orders.orderNumber }).from(orders).where(eq(orders.venueId, venue));
    const numbers = all.map((row) => Number(row.n.split('-')[1]));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('a refused create (unknown supplier) numbers nothing and takes no number from the station', async () => {
    const { next } = await counters();
    const refused = await create(kuhinja, 999_999);
    expect(refused.statusCode).toBe(404);
    expect((await counters()).next).toBe(next);
  });
});
