/**
 * docs/PRODUCT.md#prices: every order line keeps the unit price it was ordered at (the station's own price, else
 * the article's, else none), the order read answers line values and the total, and a later price change never
 * rewrites an existing order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleOperations } from '@/domain/articles/articles.contract';
import { regularOrderOperations } from '@/domain/orders/orders.contract';
import type { Order } from '@/domain/orders/orders.schemas';
import { createOrderScene, type TestContext } from '@/test/app';
import { createArticle, createOrder, createOrderingVenue } from '@/test/factories';

describe('prices on order lines', () => {
  let ctx: TestContext;
  let kuhinja: number;
  let mesara: number;
  let tomorrow: string;

  beforeAll(async () => {
    ({ ctx, kuhinja, mesara, tomorrow } = await createOrderScene(1));
  });
  afterAll(() => ctx.close());

  async function ownArticle(name: string, price: string | null): Promise<number> {
    const made = await ctx.call('admin', articleOperations.manualAdd, {
      params: { departmentId: kuhinja },
      body: { supplierId: mesara, articleName: name, categoryName: 'Meso', price, unit: 'KG' },
    });
    expect(made.statusCode).toBe(201);
    return made.json().id;
  }

  async function create(products: { id: number; amount: string }[]): Promise<Order> {
    const created = await ctx.call('staff', regularOrderOperations.create, {
      params: { departmentId: kuhinja, supplierId: mesara },
      body: { deadline: tomorrow, products },
    });
    expect(created.statusCode).toBe(201);
    const read = await ctx.call('staff', regularOrderOperations.get, { params: { id: created.json().id } });
    expect(read.statusCode).toBe(200);
    return read.json();
  }

  const setArticlePrice = async (id: number, name: string, price: string | null) =>
    expect(
      (
        await ctx.call('admin', articleOperations.edit, {
          params: { id },
          body: { articleName: name, categoryName: 'Meso', price, unit: 'KG' },
        })
      ).statusCode,
    ).toBe(200);

  it("snapshots the station's price, else the article's, else none; the read answers values and the total", async () => {
    const plain = await ownArticle('Ćevapi cenovnik', '450.50');
    const stationPriced = await ownArticle('Kobasica cenovnik', '300');
    const unpriced = await ownArticle('Slanina bez cene', null);
    const stationPrice = await ctx.call('admin', articleOperations.productEdit, {
      params: { departmentId: kuhinja },
      body: { productId: stationPriced, defaultPrice: '280.00' },
    });
    expect(stationPrice.statusCode).toBe(200);

    const order = await create([
      { id: plain, amount: '2,5' },
      { id: stationPriced, amount: '1' },
      { id: unpriced, amount: '3' },
    ]);
    expect(order.products.map((item) => [item.unitPrice, item.lineValue, item.paidPrice])).toEqual([
      ['450.50', '1126.25', null],
      ['280.00', '280.00', null],
      [null, null, null],
    ]);
    expect(order.total).toBe('1406.25');
    expect(order.currency).toBe('RSD');
    expect(order.priceTolerance).toBe('2.00');
  });

  it("an article's price change never changes an existing order; a line added by an edit takes today's price", async () => {
    const first = await ownArticle('Pršut cenovnik', '1000');
    const second = await ownArticle('Čajna cenovnik', '800');
    const order = await create([{ id: first, amount: '1' }]);
    await setArticlePrice(first, 'Pršut cenovnik', '1200');
    await setArticlePrice(second, 'Čajna cenovnik', '850');

    const edited = await ctx.call('staff', regularOrderOperations.updateItems, {
      params: { id: order.id },
      body: {
        deadline: tomorrow,
        productsToUpdate: [
          { id: first, amount: '2' },
          { id: second, amount: '1' },
        ],
        version: order.version,
      },
    });
    expect(edited.statusCode).toBe(200);
    const after = (await ctx.call('staff', regularOrderOperations.get, { params: { id: order.id } })).json();
    expect(after.products.map((item: Order['products'][number]) => [item.unitPrice, item.lineValue])).toEqual(
      [
        ['1000.00', '2000.00'],
        ['850.00', '850.00'],
      ],
    );
    expect(after.total).toBe('2850.00');
  });

  it('an order without any price has no total', async () => {
    const unpriced = await ownArticle('Kosti bez cene', null);
    const order = await create([{ id: unpriced, amount: '1' }]);
    expect(order.total).toBeNull();
  });

  it('takes the prices of rows a venue of its own was built with: station price first, then the article price', async () => {
    const venue = await createOrderingVenue(ctx.db, { articleCount: 0 });
    const stationPriced = await createArticle(ctx.db, venue.venueId, venue.supplierId, {
      price: '120.00',
      station: { id: venue.stationId, price: '100.00' },
    });
    const articlePriced = await createArticle(ctx.db, venue.venueId, venue.supplierId, {
      price: '50.00',
      station: { id: venue.stationId },
    });
    const id = await createOrder(ctx, {
      as: venue.admin,
      stationId: venue.stationId,
      supplierId: venue.supplierId,
      articleIds: [stationPriced.id, articlePriced.id],
      amounts: ['2', '1'],
    });
    const read = await (await ctx.as(venue.admin))({ method: 'GET', url: `/api/orders/order/${id}` });
    expect(read.statusCode).toBe(200);
    const order = read.json() as Order;
    expect(order.products.map((item) => [item.name, item.unitPrice, item.lineValue])).toEqual([
      [stationPriced.name, '100.00', '200.00'],
      [articlePriced.name, '50.00', '50.00'],
    ]);
    expect(order.total).toBe('250.00');
  });

  it("another venue's order is 404, with or without prices", async () => {
    const priced = await ownArticle('Vrat cenovnik', '500');
    const order = await create([{ id: priced, amount: '1' }]);
    const foreign = await ctx.call('otherAdmin', regularOrderOperations.get, { params: { id: order.id } });
    expect(foreign.statusCode).toBe(404);
  });
});
