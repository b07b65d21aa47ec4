/**
 * Merging into an order and undoing it (docs/PRODUCT.md#merge-undo), through the real HTTP layer: the order changes
 * only when the merge is posted (the confirmation), undo restores it exactly, and undo after another change is a
 * conflict.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderScene, type TestContext } from '@/test/app';
import { regularOrderOperations } from '@/domain/orders/orders.contract';
import type { DemoRole } from '@/test/call';

interface OrderView {
  version: number;
  lastUpdatedAt?: string;
  products: { id: number; articleId: number; amount: string; note: string; name: string }[];
}

describe('merge and undo (docs/PRODUCT.md#merge-undo)', () => {
  let ctx: TestContext;
  let kuhinja: number;
  let mesara: number;
  let meat: number[];
  let tomorrow: string;

  beforeAll(async () => {
    ({ ctx, kuhinja, mesara, meat, tomorrow } = await createOrderScene(3));
  });
  afterAll(() => ctx.close());

  async function draftWith(products: object[]): Promise<number> {
    const response = await ctx.call('staff', regularOrderOperations.create, {
      params: { departmentId: kuhinja, supplierId: mesara },
      body: {
        deadline: tomorrow,
        products,
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json().id;
  }
  const read = async (id: number): Promise<OrderView> =>
    (await ctx.call('staff', regularOrderOperations.get, { params: { id } })).json();
  const merge = (id: number, products: object[], role: DemoRole = 'staff') =>
    ctx.call(role, regularOrderOperations.merge, { params: { id }, body: { products } });
  const undo = (id: number, version: number, role: DemoRole = 'staff') =>
    ctx.call(role, regularOrderOperations.undoMerge, { params: { id }, body: { version } });
  const lines = (order: OrderView) =>
    order.products.map((item) => ({ article: item.articleId, amount: item.amount, note: item.note }));

  it('changes the order only when the merge is confirmed (posted), not before', async () => {
    const id = await draftWith([{ id: meat[0]!, amount: '2', note: 'tanko' }]);
    const before = await read(id);
    // The confirmation is shown from the selection alone: reading offers and the order changes nothing.
    await ctx.call('staff', regularOrderOperations.list, {
      params: { departmentId: kuhinja },
      query: { status: 'OPEN', supplierId: mesara },
    });
    expect(await read(id)).toEqual(before);

    const merged = await merge(id, [
      { id: meat[0]!, amount: '1,5', note: 'brzo' },
      { id: meat[1]!, amount: '3' },
    ]);
    expect(merged.statusCode).toBe(200);
    expect(lines(merged.json())).toEqual([
      { article: meat[0], amount: '3.5', note: 'tanko / brzo' },
      { article: meat[1], amount: '3', note: '' },
    ]);
  });

  it('undo restores the order exactly as it was before the merge, and cannot be repeated', async () => {
    const id = await draftWith([
      { id: meat[0]!, amount: '2', note: 'tanko' },
      { id: meat[2]!, amount: '0.5' },
    ]);
    const before = await read(id);
    const merged = (
      await merge(id, [
        { id: meat[2]!, amount: '1' },
        { id: meat[1]!, amount: '4', note: 'x' },
      ])
    ).json();

    const undone = await undo(id, merged.version);
    expect(undone.statusCode).toBe(200);
    const after: OrderView = undone.json();
    expect(lines(after)).toEqual(lines(before));
    // The items that were there keep their rows; only the version moves on.
    expect(after.products.map((item) => item.id)).toEqual(before.products.map((item) => item.id));
    expect({ ...after, version: before.version }).toEqual(before);
    expect(after.version).toBeGreaterThan(merged.version);

    const again = await undo(id, after.version);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'order_changed' });
  });

  it('refuses the undo with 409 order_changed once someone edited the order after the merge, and keeps their edit', async () => {
    const id = await draftWith([{ id: meat[0]!, amount: '2' }]);
    const merged = (await merge(id, [{ id: meat[1]!, amount: '1' }])).json();
    const edited = await ctx.call('admin', regularOrderOperations.updateItems, {
      params: { id },
      body: {
        deadline: tomorrow,
        productsToUpdate: [
          { id: meat[0]!, amount: '5' },
          { id: meat[1]!, amount: '1' },
        ],
        version: merged.version,
      },
    });
    expect(edited.statusCode).toBe(200);

    const late = await undo(id, merged.version);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'order_changed' });
    expect(lines(await read(id))).toEqual([
      { article: meat[0], amount: '5', note: '' },
      { article: meat[1], amount: '1', note: '' },
    ]);
  });

  it('lets only one of two concurrent undos of the same merge through', async () => {
    const id = await draftWith([{ id: meat[0]!, amount: '2' }]);
    const merged = (await merge(id, [{ id: meat[1]!, amount: '1' }])).json();
    const answers = await Promise.all([undo(id, merged.version), undo(id, merged.version)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(lines(await read(id))).toEqual([{ article: meat[0], amount: '2', note: '' }]);
  });

  it('refuses a version no merge left (an order never merged) with 409, and another venue finds nothing', async () => {
    const id = await draftWith([{ id: meat[0]!, amount: '2' }]);
    const { version } = await read(id);
    expect((await undo(id, version)).statusCode).toBe(409);
    const merged = (await merge(id, [{ id: meat[1]!, amount: '1' }])).json();
    expect((await undo(id, merged.version, 'otherAdmin')).statusCode).toBe(404);
  });

  it('answers a missing or malformed version with 400', async () => {
    const id = await draftWith([{ id: meat[0]!, amount: '2' }]);
    const response = await ctx.call('staff', regularOrderOperations.undoMerge, {
      params: { id },
      body: { version: 'latest' },
    });
    expect(response.statusCode).toBe(400);
  });
});
