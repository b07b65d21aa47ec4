/**
 * Amounts have an upper bound (MAX_AMOUNT) on create, edit, merge (the summed amount), repeat and receive
 * (the delivered amount); a refusal is 400 and leaves the order exactly as it was; and an amount stored before the
 * bound existed never breaks a later operation (it used to make every merge and receipt of its order a 500)
 * (docs/PRODUCT.md#amount-bounds).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_AMOUNT } from '@/domain/orders/amount';
import { createOrderScene, type TestContext } from '@/test/app';
import { orderCount } from '@/test/demo-lookup';
import { orderItems } from '@/server/db/schema';
import { articleOperations } from '@/domain/articles/articles.contract';
import { regularOrderOperations } from '@/domain/orders/orders.contract';

describe('the largest amount (docs/PRODUCT.md#amount-bounds)', () => {
  let ctx: TestContext;
  let kuhinja: number;
  let mesara: number;
  let meat: number[];
  let milan: number;
  let tomorrow: string;

  beforeAll(async () => {
    ({ ctx, kuhinja, mesara, meat, milan, tomorrow } = await createOrderScene(2));
  });
  afterAll(() => ctx.close());

  async function createOpen(amount: string): Promise<number> {
    const response = await ctx.call('staff', regularOrderOperations.create, {
      params: { departmentId: kuhinja, supplierId: mesara },
      body: {
        deadline: tomorrow,
        products: [{ id: meat[0], amount }],
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json().id;
  }

  const read = async (id: number) =>
    (await ctx.call('staff', regularOrderOperations.get, { params: { id } })).json();
  const merge = (id: number, amount: string) =>
    ctx.call('staff', regularOrderOperations.merge, {
      params: { id },
      body: { products: [{ id: meat[0], amount }] },
    });

  /** Writes an amount the way an older version let it in, past every check of today's API. */
  async function storeAmount(orderId: number, amount: string) {
    await ctx.db.update(orderItems).set({ amount }).where(eq(orderItems.orderId, orderId));
  }

  async function send(id: number) {
    const sent = await ctx.call('staff', regularOrderOperations.send, {
      query: { orderId: id },
      body: {
        supplierContactId: milan,
        channel: 'copy',
      },
    });
    expect(sent.statusCode).toBe(200);
  }

  it('reads a comma as the decimal separator (docs/PRODUCT.md#amounts): "1,5" is stored as 1.5, "1.2.3" and "0" are 400', async () => {
    const id = await createOpen('1,5');
    expect((await read(id)).products[0].amount).toBe('1.5');
    const merged = await merge(id, ',5');
    expect(merged.statusCode).toBe(200);
    expect(merged.json().products[0].amount).toBe('2');
    for (const amount of ['1.2.3', '1,5,', '0', '1,5 kg']) {
      const refused = await merge(id, amount);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('invalidAmount');
    }
  });

  it('refuses a merge whose sum passes the bound with 400, leaving the order unchanged', async () => {
    const id = await createOpen('60000');
    const before = await read(id);

    const response = await merge(id, '40000.001');

    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('amountTooLarge');
    expect(await read(id)).toEqual(before);
  });

  it('merges up to the bound exactly', async () => {
    const id = await createOpen('60000');
    const response = await merge(id, '40000');
    expect(response.statusCode).toBe(200);
    expect(response.json().products[0].amount).toBe(MAX_AMOUNT);
  });

  it('refuses an amount above the bound on create and on edit, creating and changing nothing', async () => {
    const ordersBefore = await orderCount(ctx.db);
    const created = await ctx.call('staff', regularOrderOperations.create, {
      params: { departmentId: kuhinja, supplierId: mesara },
      body: {
        deadline: tomorrow,
        products: [{ id: meat[0], amount: '9999999999.999' }],
      },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({
      code: 'amountTooLarge',
      fields: { 'products.0.amount': 'amountTooLarge' },
    });
    expect(await orderCount(ctx.db)).toBe(ordersBefore);

    const id = await createOpen('3');
    const before = await read(id);
    const edited = await ctx.call('staff', regularOrderOperations.updateItems, {
      params: { id },
      body: {
        deadline: tomorrow,
        productsToUpdate: [{ id: meat[0], amount: '100000.001' }],
      },
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().code).toBe('amountTooLarge');
    expect(await read(id)).toEqual(before);
  });

  it('refuses a delivered amount above the bound, leaving the order expected', async () => {
    const id = await createOpen('5');
    await send(id);
    const before = await read(id);
    const response = await ctx.call('staff', regularOrderOperations.receive, {
      query: { orderId: id },
      body: {
        products: [{ id: before.products[0].id, status: 'DELIVERED', deliveredAmount: '100001' }],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('amountTooLarge');
    expect(await read(id)).toEqual(before);
  });

  it('refuses a recommended quantity above the bound', async () => {
    const response = await ctx.call('admin', articleOperations.setting, {
      body: { departmentId: kuhinja, articleId: meat[0], recommendedQuantity: '100000.5' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('amountTooLarge');
  });

  describe('an amount stored before the bound', () => {
    // The largest the NUMERIC(14,3) column holds, as a doubled merge once left it.
    const STORED = '19999999999.998';

    it('is still read, and a merge into its order is a 400 that changes nothing', async () => {
      const id = await createOpen('1');
      await storeAmount(id, STORED);
      const before = await read(id);
      expect(before.products[0].amount).toBe(STORED);

      const response = await merge(id, '1');

      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('amountTooLarge');
      expect(await read(id)).toEqual(before);
    });

    it('does not stop its order from being received', async () => {
      const id = await createOpen('1');
      await send(id);
      await storeAmount(id, STORED);
      const order = await read(id);

      const response = await ctx.call('staff', regularOrderOperations.receive, {
        query: { orderId: id },
        body: {
          products: [{ id: order.products[0].id, status: 'DELIVERED', deliveredAmount: '12' }],
        },
      });

      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe('COMPLETED');
      expect((await read(id)).products[0]).toMatchObject({ amount: STORED, deliveredAmount: '12' });
    });

    it('is not repeated into a new order: 400, and no order is created', async () => {
      const id = await createOpen('1');
      await send(id);
      await storeAmount(id, STORED);
      const ordersBefore = await orderCount(ctx.db);

      const response = await ctx.call('staff', regularOrderOperations.repeat, {
        params: { id },
        body: {
          deadline: tomorrow,
          supplierContactId: milan,
          channel: 'copy',
        },
      });

      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('amountTooLarge');
      expect(await orderCount(ctx.db)).toBe(ordersBefore);
    });
  });
});
