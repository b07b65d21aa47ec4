import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@/domain/shared/dates';
import { expectExactShape } from '@/test/contract';
import { createOrderScene, type TestContext } from '@/test/app';
import { RecentSupplierAnswerSchema } from '@/domain/supplier-portal/recent-answers';
import { roleEmail } from '@/test/call';
import { DEMO } from '@/test/demo-context';

const LINK = /\/o\/([A-Za-z0-9_-]{24})$/;

describe("the dashboard's recent supplier answers (docs/PRODUCT.md#supplier-answers-card)", () => {
  let ctx: TestContext;
  let kuhinja: number;
  let mesara: number;
  let meat: number[];
  let milan: number;
  let today: string;

  beforeAll(async () => {
    ({ ctx, kuhinja, mesara, meat, milan, today } = await createOrderScene(3));
  });
  afterAll(() => ctx.close());

  async function answeredOrder(payload: object): Promise<{ id: number; number: string }> {
    const inject = await ctx.as('staff');
    const created = await inject({
      method: 'POST',
      url: `/api/orders/${kuhinja}/create/${mesara}`,
      payload: { deadline: addDays(today, 2), products: meat.map((id) => ({ id, amount: '1' })) },
    });
    const id = created.json().id as number;
    const sent = await inject({
      method: 'POST',
      url: `/api/orders/updateStatus/sendOrder?orderId=${id}`,
      payload: { supplierContactId: milan, channel: 'copy' },
    });
    const token = LINK.exec(sent.json().supplierLink)![1]!;
    const view = (await ctx.app.inject({ method: 'GET', url: `/api/supplier-link/order/${token}` })).json();
    const answer = await ctx.app.inject({
      method: 'POST',
      url: `/api/supplier-link/order/${token}/answer`,
      payload: { ...payload, version: view.version },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return { id, number: view.orderNumber };
  }

  const recent = async (email = roleEmail('staff')) =>
    (await ctx.as(email))({ method: 'GET', url: '/api/orders/recentSupplierAnswers' });

  it('lists the answers to expected orders, newest first, with what will not come', async () => {
    const changed = await answeredOrder({
      decision: 'confirm',
      declinedLines: [1, 3],
      deliveryDate: addDays(today, 3),
      note: 'Dva ne',
    });
    ctx.clock.advance(60_000);
    const rejected = await answeredOrder({ decision: 'reject', reason: 'Nemamo' });
    const response = await recent();
    expect(response.statusCode).toBe(200);
    const list = response.json();
    for (const entry of list) expectExactShape(RecentSupplierAnswerSchema, entry);
    const numbers = list.map((entry: { orderNumber: string }) => entry.orderNumber);
    expect(numbers.indexOf(rejected.number)).toBeLessThan(numbers.indexOf(changed.number));
    expect(list.find((entry: { orderId: number }) => entry.orderId === changed.id)).toMatchObject({
      decision: 'CONFIRMED_WITH_CHANGES',
      declinedCount: 2,
      deliveryDate: addDays(today, 3),
      stationName: DEMO.stations.kuhinja,
      supplierName: DEMO.suppliers.mesara,
    });
    expect(list.find((entry: { orderId: number }) => entry.orderId === rejected.id)).toMatchObject({
      decision: 'REJECTED',
      declinedCount: 0,
    });
  });

  it('a received order leaves the card; another venue sees none of it', async () => {
    const order = await answeredOrder({
      decision: 'confirm',
      declinedLines: [],
      deliveryDate: addDays(today, 2),
    });
    const inject = await ctx.as('staff');
    const items = (await inject({ method: 'GET', url: `/api/orders/order/${order.id}` })).json();
    const received = await inject({
      method: 'POST',
      url: `/api/orders/updateStatus/complete?orderId=${order.id}`,
      payload: {
        products: items.products.map((item: { id: number }) => ({ id: item.id, status: 'DELIVERED' })),
      },
    });
    expect(received.statusCode).toBe(200);
    const ids = (await recent()).json().map((entry: { orderId: number }) => entry.orderId);
    expect(ids).not.toContain(order.id);
    expect((await recent(roleEmail('otherAdmin'))).json()).toEqual([]);
  });

  it('answers older than a week are not listed', async () => {
    const order = await answeredOrder({ decision: 'reject', reason: 'Staro' });
    ctx.clock.advance(8 * 24 * 60 * 60 * 1000);
    const ids = (await recent()).json().map((entry: { orderId: number }) => entry.orderId);
    expect(ids).not.toContain(order.id);
  });
});
