/**
 * docs/PRODUCT.md#prices: the receipt records the unit price paid per delivered line, in the receipt's one write;
 * a price that is negative, too large or not a number is 400 invalidPrice and changes nothing; a moved item keeps
 * the price it was ordered at; another venue's order is 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regularOrderOperations } from '@/domain/orders/orders.contract';
import type { Order } from '@/domain/orders/orders.schemas';
import { priceChange } from '@/domain/prices/money';
import { addPricedSceneArticle, createOrderScene, type TestContext } from '@/test/app';

describe('the price paid at receiving', () => {
  let ctx: TestContext;
  let kuhinja: number;
  let mesara: number;
  let milan: number;
  let tomorrow: string;
  let beef: number;
  let pork: number;

  beforeAll(async () => {
    ({ ctx, kuhinja, mesara, milan, tomorrow } = await createOrderScene(1));
    const own = (articleName: string, price: string) =>
      addPricedSceneArticle({ ctx, kuhinja, mesara }, articleName, price);
    beef = await own('Junetina plaćeno', '120');
    pork = await own('Svinjetina plaćeno', '80.50');
  });
  afterAll(() => ctx.close());

  async function sentOrder(): Promise<Order> {
    const created = await ctx.call('staff', regularOrderOperations.create, {
      params: { departmentId: kuhinja, supplierId: mesara },
      body: {
        deadline: tomorrow,
        products: [
          { id: beef, amount: '2,5' },
          { id: pork, amount: '4' },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const sent = await ctx.call('staff', regularOrderOperations.send, {
      query: { orderId: id },
      body: { supplierContactId: milan, channel: 'copy' },
    });
    expect(sent.statusCode).toBe(200);
    return (await ctx.call('staff', regularOrderOperations.get, { params: { id } })).json();
  }

  const receive = (orderId: number, products: object[], who: 'staff' | 'otherAdmin' = 'staff') =>
    ctx.call(who, regularOrderOperations.receive, { query: { orderId }, body: { products } });

  it('stores the price paid per line, typed with a comma, and the read answers it next to the ordered one', async () => {
    const order = await sentOrder();
    const [beefLine, porkLine] = order.products;
    const response = await receive(order.id, [
      { id: beefLine!.id, status: 'DELIVERED', paidPrice: '132,00' },
      { id: porkLine!.id, status: 'DELIVERED', deliveredAmount: '3' },
    ]);
    expect(response.statusCode).toBe(200);
    const read: Order = (
      await ctx.call('staff', regularOrderOperations.get, { params: { id: order.id } })
    ).json();
    expect(read.products.map((item) => [item.unitPrice, item.paidPrice])).toEqual([
      ['120.00', '132.00'],
      ['80.50', null],
    ]);
    // The verdict the dialog shows comes from the one domain rule on what the server stored.
    expect(
      priceChange({
        orderedPrice: read.products[0]!.unitPrice!,
        paidPrice: read.products[0]!.paidPrice!,
        receivedAmount: '2.5',
        tolerance: read.priceTolerance,
      }),
    ).toEqual({ perUnit: '12.00', forLine: '30.00', changed: true });
  });

  it.each([['-1'], ['1000000000'], ['dvanaest'], ['1.001']])(
    'refuses a paid price %j with 400 invalidPrice and changes nothing',
    async (paidPrice) => {
      const order = await sentOrder();
      const response = await receive(order.id, [
        { id: order.products[0]!.id, status: 'DELIVERED', paidPrice },
        { id: order.products[1]!.id, status: 'DELIVERED' },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('invalidPrice');
      const after: Order = (
        await ctx.call('staff', regularOrderOperations.get, { params: { id: order.id } })
      ).json();
      expect(after.status).toBe('IN_PROGRESS');
      expect(after.products.every((item) => item.paidPrice === null && item.status === 'PENDING')).toBe(true);
    },
  );

  it('a moved item keeps its ordered price on the new order', async () => {
    const order = await sentOrder();
    const response = await receive(order.id, [
      { id: order.products[0]!.id, status: 'DELIVERED', paidPrice: '120' },
      { id: order.products[1]!.id, status: 'NOT_DELIVERED', notDeliveredReason: 'MOVE_TO_NEW' },
    ]);
    expect(response.statusCode).toBe(200);
    const read: Order = (
      await ctx.call('staff', regularOrderOperations.get, { params: { id: order.id } })
    ).json();
    const moved: Order = (
      await ctx.call('staff', regularOrderOperations.get, { params: { id: read.newOrderId! } })
    ).json();
    expect(moved.products.map((item) => [item.unitPrice, item.paidPrice])).toEqual([['80.50', null]]);
  });

  it("another venue's order answers 404 and keeps its items unreceived", async () => {
    const order = await sentOrder();
    const response = await receive(
      order.id,
      order.products.map((item) => ({ id: item.id, status: 'DELIVERED', paidPrice: '1' })),
      'otherAdmin',
    );
    expect(response.statusCode).toBe(404);
    const after: Order = (
      await ctx.call('staff', regularOrderOperations.get, { params: { id: order.id } })
    ).json();
    expect(after.products.every((item) => item.paidPrice === null)).toBe(true);
  });
});
