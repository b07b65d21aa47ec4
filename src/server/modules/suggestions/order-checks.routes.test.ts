/**
 * The order guards (docs/decisions/0025-order-guards.md) through the HTTP layer: unusual amounts against each
 * article's last order at the station (not the edited order itself, not a rejected one), the shortfall under the
 * supplier's minimum order value in the venue's currency, another venue's ids and bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleOperations } from '@/domain/articles/articles.contract';
import { regularOrderOperations } from '@/domain/orders/orders.contract';
import { supplierPortalOperations } from '@/domain/supplier-portal/supplier-portal.contract';
import { suggestionOperations } from '@/domain/suggestions/suggestions.contract';
import type { OrderCheckInput } from '@/domain/suggestions/suggestions.schemas';
import { supplierOperations } from '@/domain/suppliers/suppliers.contract';
import { addDays } from '@/domain/shared/dates';
import { createOrderScene, type OrderScene } from '@/test/app';

const LINK = /\/o\/([A-Za-z0-9_-]{24})$/;
const ops = regularOrderOperations;

describe('order checks', () => {
  let scene: OrderScene;
  let counter = 0;

  beforeAll(async () => {
    scene = await createOrderScene(1);
  });
  afterAll(() => scene.ctx.close());

  /** A venue article of Mesara with no order history yet. */
  async function freshArticle(price: string | null = null): Promise<number> {
    counter += 1;
    const made = await scene.ctx.call('admin', articleOperations.manualAdd, {
      params: { departmentId: scene.kuhinja },
      body: {
        supplierId: scene.mesara,
        articleName: `Provera ${counter}`,
        categoryName: 'Meso',
        price,
        unit: 'KG',
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    return made.json<{ id: number }>().id;
  }

  async function order(articleId: number, amount: string, daysAhead = 1): Promise<number> {
    const created = await scene.ctx.call('staff', ops.create, {
      params: { departmentId: scene.kuhinja, supplierId: scene.mesara },
      body: { deadline: addDays(scene.today, daysAhead), products: [{ id: articleId, amount }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{ id: number }>().id;
  }

  const check = (body: Omit<OrderCheckInput, 'supplierId'>, who: 'staff' | 'otherAdmin' = 'staff') =>
    scene.ctx.call(who, suggestionOperations.orderChecks, {
      params: { stationId: scene.kuhinja },
      body: { supplierId: scene.mesara, ...body },
    });

  it('finds nothing unusual without history, and marks half or double the last amount', async () => {
    const article = await freshArticle();
    const none = await check({ lines: [{ articleId: article, amount: '500' }] });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toEqual({ outliers: [], minimum: null });

    const last = await order(article, '2');
    const typo = await check({ lines: [{ articleId: article, amount: '20' }] });
    expect(typo.json().outliers).toEqual([{ articleId: article, amount: '20', usual: '2' }]);
    const halved = await check({ lines: [{ articleId: article, amount: '1' }] });
    expect(halved.json().outliers).toEqual([{ articleId: article, amount: '1', usual: '2' }]);
    const usual = await check({ lines: [{ articleId: article, amount: '3,5' }] });
    expect(usual.json().outliers).toEqual([]);
    // The order being edited is no history of itself.
    const editing = await check({ orderId: last, lines: [{ articleId: article, amount: '20' }] });
    expect(editing.json().outliers).toEqual([]);
  });

  it('compares with the latest delivery date and skips an order the supplier rejected', async () => {
    const article = await freshArticle();
    await order(article, '2', 1);
    await order(article, '10', 2);
    expect((await check({ lines: [{ articleId: article, amount: '10' }] })).json().outliers).toEqual([]);

    const rejected = await order(article, '40', 3);
    const sent = await scene.ctx.call('staff', ops.send, {
      query: { orderId: rejected },
      body: { supplierContactId: scene.milan, channel: 'copy' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const token = LINK.exec(sent.json<{ supplierLink: string }>().supplierLink)![1]!;
    const view = await scene.ctx.call('anonymous', supplierPortalOperations.view, { params: { token } });
    const answer = await scene.ctx.call('anonymous', supplierPortalOperations.answer, {
      params: { token },
      body: { decision: 'reject', reason: 'Nemamo robe', version: view.json<{ version: number }>().version },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await check({ lines: [{ articleId: article, amount: '10' }] })).json().outliers).toEqual([]);
    expect((await check({ lines: [{ articleId: article, amount: '40' }] })).json().outliers).toEqual([
      { articleId: article, amount: '40', usual: '10' },
    ]);
  });

  it("warns below the supplier's minimum order value with the missing value in the venue's currency", async () => {
    const priced = await freshArticle('450.50');
    const unpriced = await freshArticle(null);
    const lines = [
      { articleId: priced, amount: '2' },
      { articleId: unpriced, amount: '3' },
    ];
    expect((await check({ lines })).json().minimum).toBeNull();

    const schedule = await scene.ctx.call('admin', supplierOperations.saveNote, {
      params: { id: scene.mesara },
      body: { daysInWeek: [], minimumOrderValue: '5000,00' },
    });
    expect(schedule.statusCode, schedule.body).toBe(200);
    expect(schedule.json()).toMatchObject({ minimumOrderValue: '5000.00' });

    expect((await check({ lines })).json().minimum).toEqual({
      minimum: '5000.00',
      total: '901.00',
      missing: '4099.00',
      currency: 'RSD',
    });
    expect((await check({ lines: [{ articleId: priced, amount: '12' }] })).json().minimum).toBeNull();
    // Without a priced line there is nothing to compare.
    expect((await check({ lines: [{ articleId: unpriced, amount: '3' }] })).json().minimum).toBeNull();

    const cleared = await scene.ctx.call('admin', supplierOperations.saveNote, {
      params: { id: scene.mesara },
      body: { daysInWeek: [], minimumOrderValue: '' },
    });
    expect(cleared.json()).toMatchObject({ minimumOrderValue: null });
    expect((await check({ lines })).json().minimum).toBeNull();
  });

  it("answers 404 for another venue's station and a supplier that is not the station's", async () => {
    const article = await freshArticle();
    const other = await check({ lines: [{ articleId: article, amount: '1' }] }, 'otherAdmin');
    expect(other.statusCode).toBe(404);
    const unlinked = await scene.ctx.call('staff', suggestionOperations.orderChecks, {
      params: { stationId: scene.kuhinja },
      body: { supplierId: 999_999, lines: [] },
    });
    expect(unlinked.statusCode).toBe(404);
  });

  it('refuses bad input with 400 and a code', async () => {
    const article = await freshArticle();
    const bad = await check({ lines: [{ articleId: article, amount: 'puno' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalidAmount' });
    const twice = await check({
      lines: [
        { articleId: article, amount: '1' },
        { articleId: article, amount: '2' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ code: 'duplicateArticle' });
    const badMinimum = await scene.ctx.call('admin', supplierOperations.saveNote, {
      params: { id: scene.mesara },
      body: { daysInWeek: [], minimumOrderValue: '-5' },
    });
    expect(badMinimum.statusCode).toBe(400);
    expect(badMinimum.json()).toMatchObject({ code: 'invalidPrice' });
  });
});
