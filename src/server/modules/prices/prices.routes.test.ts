/**
 * docs/PRODUCT.md#prices: every received line with a paid price is a point of the article's history in the venue;
 * the last paid price carries its trend, a rise beyond the venue's tolerance in the last 30 days is listed, and all
 * of it is PRO. Another venue's article answers 404, a malformed id 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleOperations } from '@/domain/articles/articles.contract';
import { regularOrderOperations } from '@/domain/orders/orders.contract';
import type { Order } from '@/domain/orders/orders.schemas';
import { priceDrift } from '@/domain/prices/price-trend';
import { priceOperations } from '@/domain/prices/prices.contract';
import { reportOperations } from '@/domain/reports/reports.contract';
import { createOrderScene, type TestContext } from '@/test/app';
import { DEMO } from '@/test/demo-context';
import { supplierId, venueId } from '@/test/demo-lookup';
import { createArticle } from '@/test/factories';

describe('price history', () => {
  let ctx: TestContext;
  let kuhinja: number;
  let mesara: number;
  let milan: number;
  let tomorrow: string;
  let beef: number;

  beforeAll(async () => {
    ({ ctx, kuhinja, mesara, milan, tomorrow } = await createOrderScene(1));
    const made = await ctx.call('admin', articleOperations.manualAdd, {
      params: { departmentId: kuhinja },
      body: {
        supplierId: mesara,
        articleName: 'Junetina istorija',
        categoryName: 'Meso',
        price: '100',
        unit: 'KG',
      },
    });
    expect(made.statusCode).toBe(201);
    beef = made.json().id as number;
  });
  afterAll(() => ctx.close());

  /** Orders the beef, sends it and receives it at `paidPrice`; the order. */
  async function receivedAt(paidPrice: string): Promise<Order> {
    const created = await ctx.call('staff', regularOrderOperations.create, {
      params: { departmentId: kuhinja, supplierId: mesara },
      body: { deadline: tomorrow, products: [{ id: beef, amount: '2' }] },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect(
      (
        await ctx.call('staff', regularOrderOperations.send, {
          query: { orderId: id },
          body: { supplierContactId: milan, channel: 'copy' },
        })
      ).statusCode,
    ).toBe(200);
    const order: Order = (await ctx.call('staff', regularOrderOperations.get, { params: { id } })).json();
    const received = await ctx.call('staff', regularOrderOperations.receive, {
      query: { orderId: id },
      body: { products: [{ id: order.products[0]!.id, status: 'DELIVERED', paidPrice }] },
    });
    expect(received.statusCode).toBe(200);
    return order;
  }

  it('has no points and no last price before anything was paid', async () => {
    const history = await ctx.call('admin', priceOperations.history, { params: { articleId: beef } });
    expect(history.statusCode).toBe(200);
    expect(history.json()).toMatchObject({ articleId: beef, points: [], last: null, currency: 'RSD' });
    const last = await ctx.call('admin', priceOperations.last, { query: { articleIds: String(beef) } });
    expect(last.json().prices).toEqual([]);
  });

  it('answers two receipts at different paid prices as two points, oldest first, with the trend up', async () => {
    const first = await receivedAt('100');
    const second = await receivedAt('112,50');
    const history = await ctx.call('admin', priceOperations.history, { params: { articleId: beef } });
    expect(history.statusCode).toBe(200);
    const body = history.json();
    expect(
      body.points.map((point: { paidPrice: string; orderedPrice: string; orderNumber: string }) => [
        point.paidPrice,
        point.orderedPrice,
        point.orderNumber,
      ]),
    ).toEqual([
      ['100.00', '100.00', first.order_number],
      ['112.50', '100.00', second.order_number],
    ]);
    expect(body.points[1].supplier).toBe(body.last.supplier);
    expect(body.last).toMatchObject({ paidPrice: '112.50', trend: { direction: 'up', percent: 12.5 } });

    const last = await ctx.call('admin', priceOperations.last, { query: { articleIds: `${beef},${beef}` } });
    expect(last.statusCode).toBe(200);
    expect(last.json().prices).toEqual([
      expect.objectContaining({
        articleId: beef,
        paidPrice: '112.50',
        trend: { direction: 'up', percent: 12.5 },
      }),
    ]);

    // 12.5 % is beyond the default 2 %: the rise is listed, old -> new.
    const risen = await ctx.call('admin', priceOperations.risen, {});
    expect(risen.statusCode).toBe(200);
    // The demo's own receipts with paid prices rise too; this article is the one paid here.
    expect(risen.json().prices.filter((price: { articleId: number }) => price.articleId === beef)).toEqual([
      expect.objectContaining({
        articleId: beef,
        previousPrice: '100.00',
        latestPrice: '112.50',
        percent: 12.5,
      }),
    ]);
  });

  it('drops the article from the rises once the next price is within the tolerance of the one before', async () => {
    await receivedAt('113');
    const risen = await ctx.call('admin', priceOperations.risen, {});
    expect(risen.json().prices.map((price: { articleId: number }) => price.articleId)).not.toContain(beef);
  });

  it("reports the supplier's price drift as the domain rule counts it, and none on a BASIC plan", async () => {
    const bistro = await venueId(ctx.db, DEMO.venues.bistro);
    const range = { venueId: bistro, fromDate: tomorrow, toDate: tomorrow };
    const report = await ctx.call('admin', reportOperations.reliability, { query: range });
    expect(report.statusCode).toBe(200);
    const row = report
      .json()
      .rows.find((candidate: { supplierId: number }) => candidate.supplierId === mesara);
    // The three receipts above, ordered at 100: paid 100, 112.50 and 113.
    expect(row.priceDrift).toEqual(
      priceDrift(
        ['100.00', '112.50', '113.00'].map((paidPrice) => ({ orderedPrice: '100.00', paidPrice })),
        '2',
      ),
    );
    const kafana = await venueId(ctx.db, DEMO.venues.kafana);
    const basic = await ctx.call('otherAdmin', reportOperations.reliability, {
      query: { venueId: kafana, fromDate: tomorrow, toDate: tomorrow },
    });
    expect(basic.statusCode).toBe(200);
    expect(
      basic.json().rows.every((candidate: { priceDrift: unknown }) => candidate.priceDrift === null),
    ).toBe(true);
  });

  it("answers 404 for another venue's article and leaves it out of the last prices", async () => {
    const kafana = await venueId(ctx.db, DEMO.venues.kafana);
    const own = (await createArticle(ctx.db, kafana, await supplierId(ctx.db, DEMO.suppliers.kafanaNabavka)))
      .id;
    const history = await ctx.call('admin', priceOperations.history, { params: { articleId: own } });
    expect(history.statusCode).toBe(404);
    expect(history.json().code).toBe('not_found');
    const last = await ctx.call('admin', priceOperations.last, { query: { articleIds: `${own},${beef}` } });
    expect(last.json().prices.map((price: { articleId: number }) => price.articleId)).toEqual([beef]);
  });

  it.each([['abc'], ['0'], ['01'], ['-5'], ['99999999999']])(
    'refuses the article id %j with 400',
    async (bad) => {
      const history = await ctx.call('admin', priceOperations.history, { params: { articleId: bad } });
      expect(history.statusCode).toBe(400);
      expect(history.json().code).toBe('invalidInput');
      const last = await ctx.call('admin', priceOperations.last, { query: { articleIds: `${beef},${bad}` } });
      expect(last.statusCode).toBe(400);
    },
  );

  it('is PRO: a BASIC venue gets 403 proOnly on every read; staff get 403', async () => {
    for (const call of [
      ctx.call('otherAdmin', priceOperations.history, { params: { articleId: beef } }),
      ctx.call('otherAdmin', priceOperations.last, { query: { articleIds: String(beef) } }),
      ctx.call('otherAdmin', priceOperations.risen, {}),
    ]) {
      const response = await call;
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('proOnly');
    }
    const staff = await ctx.call('staff', priceOperations.history, { params: { articleId: beef } });
    expect(staff.statusCode).toBe(403);
  });
});
