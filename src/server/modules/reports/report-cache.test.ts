/**
 * Cached reports (docs/decisions/0009-report-speed.md) against the direct computation: after every kind of write
 * that changes a report (pages, charts, supplier reliability) (send, partial receive with a moved and a missing line, the follow-up order, an admin's edit
 * of a sent order, a date change, price changes, deletes), the page the API answers, warmed in the cache before the
 * write, equals what the report query computes from the tables at that moment. Writes that change nothing reported
 * (a draft) keep the stamp, so the cached page stays in use.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeAmount } from '@/domain/orders/amount';
import { addDays } from '@/domain/shared/dates';
import type { CallResponse } from '@/test/call';
import { createOrderScene, type TestContext } from '@/test/app';
import { venueId } from '@/test/demo-lookup';
import { articles, orderItems, orders } from '@/server/db/schema';
import { reportCacheOf } from './report-cache';
import type { ReportScope } from './report-sql';
import {
  findArticleTotals,
  findReliability,
  findReportStamp,
  findWeeks,
  type WeekRow,
} from './reports.repository';
import { regularOrderOperations } from '@/domain/orders/orders.contract';
import { reportOperations } from '@/domain/reports/reports.contract';
import { DEMO } from '@/test/demo-context';

interface PageRow {
  articleId: number;
  ordered: string;
  delivered: string;
  value: string | null;
  lines: number;
}

describe('cached reports equal the direct computation (decision 0009)', () => {
  let ctx: TestContext;
  let bistro: number;
  let kuhinja: number;
  let mesara: number;
  let meat: number[];
  let milan: number;
  let day: string;
  let scope: ReportScope;

  /** The answer's body, once it is a success. */
  const ok = async (request: Promise<CallResponse>) => {
    const response = await request;
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };

  async function create(deadline: string, amounts: string[]): Promise<number> {
    const body = { deadline, products: amounts.map((amount, index) => ({ id: meat[index], amount })) };
    return (
      await ok(
        ctx.call('staff', regularOrderOperations.create, {
          params: { departmentId: kuhinja, supplierId: mesara },
          body,
        }),
      )
    ).id as number;
  }
  const send = (id: number) =>
    ok(
      ctx.call('staff', regularOrderOperations.send, {
        query: { orderId: id },
        body: {
          supplierContactId: milan,
          channel: 'sms',
        },
      }),
    );
  const itemIds = async (id: number) =>
    (
      (await ok(ctx.call('staff', regularOrderOperations.get, { params: { id } }))).products as {
        id: number;
      }[]
    ).map((item) => item.id);

  const week = () => ({ fromDate: day, toDate: addDays(day, 6), pageSize: 100 });
  const pages = {
    venue: () => ctx.call('admin', reportOperations.venue, { query: { venueId: bistro, ...week() } }),
    station: () =>
      ctx.call('admin', reportOperations.station, { query: { departmentId: kuhinja, ...week() } }),
  };

  /** The page as the API answers it (twice: the second answer comes from the cache) and the direct figures. */
  async function expectPagesMatchDirect() {
    for (const [name, page] of Object.entries(pages)) {
      const first = await ok(page());
      const again = await ok(page());
      const direct = await findArticleTotals(
        ctx.db,
        name === 'venue' ? scope : { ...scope, stationId: kuhinja },
      );
      const expected = {
        rows: direct.rows.map((row) => ({
          articleId: row.article_id,
          ordered: normalizeAmount(row.ordered),
          delivered: normalizeAmount(row.delivered),
          value: row.value,
          lines: row.lines,
        })),
        count: direct.rows.length,
        totalValue: direct.totalValue,
      };
      const shape = (page: { rows: PageRow[]; count: number; totalValue: string | null }) => ({
        rows: page.rows.map(({ articleId, ordered, delivered, value, lines }) => ({
          articleId,
          ordered,
          delivered,
          value,
          lines,
        })),
        count: page.count,
        totalValue: page.totalValue,
      });
      expect(shape(first), name).toEqual(expected);
      expect(shape(again), name).toEqual(expected);
    }
    const range = { venueId: bistro, fromDate: day, toDate: addDays(day, 6) };
    const charts = await ok(ctx.call('admin', reportOperations.charts, { query: range }));
    const weeks = await findWeeks(ctx.db, scope);
    expect(charts.weeks.map((week: WeekRow) => [week.week, week.value, week.lines])).toEqual(
      weeks.map((week) => [week.week, week.value, week.lines]),
    );
    const reliability = (await ok(ctx.call('admin', reportOperations.reliability, { query: range }))).rows;
    const direct = await findReliability(ctx.db, scope, '2');
    expect(
      reliability.map((row: { ordersSent: number; onTime: number; late: number; expected: number }) => [
        row.ordersSent,
        row.onTime,
        row.late,
        row.expected,
      ]),
    ).toEqual(direct.map((row) => [row.orders_sent, row.on_time, row.late, row.expected]));
  }

  /** The figures of one article on the venue page. */
  async function venueRow(articleId: number): Promise<PageRow | undefined> {
    const page = await ok(pages.venue());
    return (page.rows as PageRow[]).find((row) => row.articleId === articleId);
  }

  beforeAll(async () => {
    const scene = await createOrderScene(4);
    ({ ctx, kuhinja, mesara, meat, milan } = scene);
    bistro = await venueId(ctx.db, DEMO.venues.bistro);
    day = addDays(scene.today, 400);
    scope = { venueId: bistro, fromDate: day, toDate: addDays(day, 6), search: '' };
    await ctx.db.update(articles).set({ defaultPrice: '4.5' }).where(eq(articles.id, meat[0]!));
  });
  afterAll(() => ctx.close());

  it('follows sends, partial receives, moved lines, edits after sending, date and price changes and deletes', async () => {
    await expectPagesMatchDirect();

    // Sent: A (3 lines) and B (2 lines) in the range.
    const a = await create(day, ['5', '2', '4']);
    await send(a);
    const b = await create(addDays(day, 2), ['1.5', '3']);
    await send(b);
    await expectPagesMatchDirect();
    expect(await venueRow(meat[0]!)).toMatchObject({ ordered: '6.5', delivered: '0', lines: 2 });

    // A draft in the range changes no figure and no stamp: the cached page stays in use.
    const stampBefore = await findReportStamp(ctx.db, scope);
    await create(addDays(day, 1), ['9']);
    expect(await findReportStamp(ctx.db, scope)).toBe(stampBefore);

    // A received: 3 of 5 arrived, a line not available, a line moved to a new order.
    const [a0, a1, a2] = await itemIds(a);
    const { newOrderId } = await ok(
      ctx.call('staff', regularOrderOperations.receive, {
        query: { orderId: a },
        body: {
          products: [
            { id: a0, status: 'DELIVERED', deliveredAmount: '3' },
            { id: a1, status: 'NOT_DELIVERED', notDeliveredReason: 'NOT_AVAILABLE' },
            { id: a2, status: 'NOT_DELIVERED', notDeliveredReason: 'MOVE_TO_NEW' },
          ],
        },
      }),
    );
    await expectPagesMatchDirect();
    expect(await venueRow(meat[0]!)).toMatchObject({ delivered: '3', value: '13.50' });
    expect(await venueRow(meat[2]!)).toBeUndefined();

    // The follow-up order, in the range, sent and delivered: the moved line counts there, once.
    await ok(
      ctx.call('staff', regularOrderOperations.changeDate, {
        params: { id: newOrderId },
        body: { deadline: addDays(day, 3) },
      }),
    );
    await send(newOrderId as number);
    const [moved] = await itemIds(newOrderId as number);
    await ok(
      ctx.call('staff', regularOrderOperations.receive, {
        query: { orderId: newOrderId },
        body: {
          products: [{ id: moved, status: 'DELIVERED' }],
        },
      }),
    );
    await expectPagesMatchDirect();
    expect(await venueRow(meat[2]!)).toMatchObject({ ordered: '4', delivered: '4', lines: 1 });

    // The admin edits the sent order B: other amounts, a line dropped, a line added.
    const version = (await ok(ctx.call('admin', regularOrderOperations.get, { params: { id: b } })))
      .version as number;
    await ok(
      ctx.call('admin', regularOrderOperations.updateItems, {
        params: { id: b },
        body: {
          deadline: addDays(day, 2),
          productsToUpdate: [
            { id: meat[0], amount: '2' },
            { id: meat[3], amount: '7' },
          ],
          version,
        },
      }),
    );
    await expectPagesMatchDirect();
    expect(await venueRow(meat[0]!)).toMatchObject({ ordered: '7', lines: 2 });

    // Prices of lines ordered before prices were stored on lines (docs/PRODUCT.md#prices): today's catalogue
    // price, then a station's own price; a stored line price then wins over both.
    await ctx.db
      .update(orderItems)
      .set({ unitPrice: null })
      .where(and(eq(orderItems.venueId, bistro), eq(orderItems.articleId, meat[0]!)));
    await ctx.db.update(articles).set({ defaultPrice: '5' }).where(eq(articles.id, meat[0]!));
    await expectPagesMatchDirect();
    expect(await venueRow(meat[0]!)).toMatchObject({ value: '15.00' });
    await ctx.db.execute(sql`insert into station_article_settings (venue_id, station_id, article_id, price)
      values (${bistro}, ${kuhinja}, ${meat[0]!}, 6) on conflict (station_id, article_id) do update set price = 6`);
    await expectPagesMatchDirect();
    expect(await venueRow(meat[0]!)).toMatchObject({ value: '18.00' });
    await ctx.db
      .update(orderItems)
      .set({ unitPrice: '4' })
      .where(and(eq(orderItems.venueId, bistro), eq(orderItems.articleId, meat[0]!)));
    // Stored line prices are written with their order (which moves the stamp); this cleanup is not, so a catalogue
    // change moves it here, and must not change the value of lines that store their price.
    await ctx.db.update(articles).set({ defaultPrice: '7' }).where(eq(articles.id, meat[0]!));
    await expectPagesMatchDirect();
    expect(await venueRow(meat[0]!)).toMatchObject({ value: '12.00' });

    // B moves out of the range.
    await ok(
      ctx.call('admin', regularOrderOperations.changeDate, {
        params: { id: b },
        body: { deadline: addDays(day, 10) },
      }),
    );
    await expectPagesMatchDirect();
    expect(await venueRow(meat[3]!)).toBeUndefined();

    // Deletes (a cleanup of the data, not an API path: a sent order cannot be deleted there): a line, then an order.
    await ctx.db.delete(orderItems).where(and(eq(orderItems.venueId, bistro), eq(orderItems.id, a1!)));
    await expectPagesMatchDirect();
    expect(await venueRow(meat[1]!)).toBeUndefined();
    await ctx.db.delete(orderItems).where(and(eq(orderItems.venueId, bistro), eq(orderItems.orderId, a)));
    await ctx.db.delete(orders).where(and(eq(orders.venueId, bistro), eq(orders.id, a)));
    await expectPagesMatchDirect();
    expect(await venueRow(meat[0]!)).toBeUndefined();
    expect(reportCacheOf(ctx.db).size).toBeGreaterThan(0);
  });
});
