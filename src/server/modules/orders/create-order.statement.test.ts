/**
 * The create statement (decision 0010) on both engines: each refusal it finds answers the use case's error code and
 * writes nothing, and its SQL order number is the domain's formatOrderNumber.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatOrderNumber, stationCode } from '@/domain/orders/order-number';
import { createOrderScene, type TestContext } from '@/test/app';
import { orderCount, supplierId, venueId } from '@/test/demo-lookup';
import { queryRows } from '@/server/db/sql';
import { stationOrderNumbers, stations, subscriptions } from '@/server/db/schema';
import { orderNumberSql, stationCodeSql } from './create-order.statement';
import { DEMO } from '@/test/demo-context';

const NAMES = [
  DEMO.stations.kuhinja,
  DEMO.stations.sank,
  'đak',
  'Đuveč',
  'Ćevapi bar',
  'ŽIČARA',
  'Crème brûlée',
  'Кухиња 2',
  '***',
  ' 1. sprat',
  'Straße',
  '',
];

describe('create order statement', () => {
  let ctx: TestContext;
  let kuhinja: number;
  let mesara: number;
  let meat: number[];
  let tomorrow: string;

  beforeAll(async () => {
    ({ ctx, kuhinja, mesara, meat, tomorrow } = await createOrderScene(2));
  });
  afterAll(() => ctx.close());

  async function create(products = [{ id: meat[0]!, amount: '2' }]) {
    const inject = await ctx.as('admin');
    return inject({
      method: 'POST',
      url: `/api/orders/${kuhinja}/create/${mesara}`,
      payload: { deadline: tomorrow, products },
    });
  }

  it.each(NAMES)('codes the station name %j as the domain does', async (name) => {
    const [row] = await queryRows<{ code: string; number: string }>(
      ctx.db,
      sql`select ${stationCodeSql(sql`${name}::text`)} as code,
        ${orderNumberSql(sql`${name}::text`, sql`${42}::int`)} as number`,
    );
    expect(row).toEqual({ code: stationCode(name), number: formatOrderNumber(name, 42) });
  });

  it.each([1, 999, 1000, 12345])('pads the number %i as the domain does', async (n) => {
    const [row] = await queryRows<{ number: string }>(
      ctx.db,
      sql`select ${orderNumberSql(sql`'Kuhinja'::text`, sql`${n}::int`)} as number`,
    );
    expect(row!.number).toBe(formatOrderNumber(DEMO.stations.kuhinja, n));
  });

  it('refuses a station a plan change deactivated with 403 maximumStationLimitReached, writing nothing', async () => {
    const before = await orderCount(ctx.db);
    await ctx.db.update(stations).set({ deactivatedAt: new Date() }).where(eq(stations.id, kuhinja));
    try {
      const response = await create();
      expect(response.json().code).toBe('maximumStationLimitReached');
      expect(response.statusCode).toBe(403);
    } finally {
      await ctx.db.update(stations).set({ deactivatedAt: null }).where(eq(stations.id, kuhinja));
    }
    expect(await orderCount(ctx.db)).toBe(before);
  });

  it('refuses a venue without a plan with subscription_not_exist, writing nothing', async () => {
    const venue = await venueId(ctx.db, DEMO.venues.bistro);
    const [kept] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.venueId, venue));
    const before = await orderCount(ctx.db);
    await ctx.db.delete(subscriptions).where(eq(subscriptions.venueId, venue));
    try {
      const response = await create();
      expect(response.json().code).toBe('subscription_not_exist');
    } finally {
      await ctx.db.insert(subscriptions).values(kept!);
    }
    expect(await orderCount(ctx.db)).toBe(before);
  });

  it('checks the station before the articles and the articles after the amounts', async () => {
    const inject = await ctx.as('admin');
    const elsewhere = await inject({
      method: 'POST',
      url: `/api/orders/${kuhinja}/create/${await supplierId(ctx.db, DEMO.suppliers.pijaca)}`,
      payload: { deadline: tomorrow, products: [{ id: 999_999, amount: '1' }] },
    });
    expect(elsewhere.json().code).toBe('not_found');
    const unknownArticle = await create([{ id: 999_999, amount: '1' }]);
    expect(unknownArticle.json().code).toBe('articleNotAvailable');
    const badAmount = await create([{ id: 999_999, amount: '100001' }]);
    expect(badAmount.statusCode).toBe(400);
    expect(badAmount.json().code).not.toBe('articleNotAvailable');
  });

  it('reserves a new block of numbers when the station used its own up, and numbers on', async () => {
    // One create after another: each takes the station's first slot (decision 0036).
    await create();
    const slotZero = and(eq(stationOrderNumbers.stationId, kuhinja), eq(stationOrderNumbers.slot, 0));
    await ctx.db
      .update(stationOrderNumbers)
      .set({ lastTaken: sql`${stationOrderNumbers.lastReserved}` })
      .where(slotZero);
    const first = await create();
    const second = await create();
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const [block] = await ctx.db.select().from(stationOrderNumbers).where(slotZero);
    expect(block!.lastReserved - block!.lastTaken).toBe(18);
  });
});
