/**
 * Credit requests through the HTTP layer: made from a received order (its short lines and prices over the tolerance,
 * numbered per venue even when made at once), sent, answered once from the supplier's link without an account (a
 * second answer at the same time is 409, not a double), settled and closed; another venue's ids are 404, bad input
 * 400 with a code, and a link opens only the request it was made for.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditOperations } from '@/domain/credits/credits.contract';
import type { CreditDetail } from '@/domain/credits/credits.schemas';
import { regularOrderOperations } from '@/domain/orders/orders.contract';
import type { Order } from '@/domain/orders/orders.schemas';
import { supplierPortalOperations } from '@/domain/supplier-portal/supplier-portal.contract';
import { subscriptions } from '@/server/db/schema';
import { addPricedSceneArticle, createOrderScene, type TestContext } from '@/test/app';

describe('credit requests', () => {
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
    beef = await own('Junetina za odobrenje', '120');
    pork = await own('Svinjetina za odobrenje', '80.50');
  });
  afterAll(() => ctx.close());

  /** An order of beef 2.5 and pork 4, sent to Milan: the order and its supplier link. */
  async function sentOrder(): Promise<{ order: Order; orderLink: string }> {
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
    const order = (await ctx.call('staff', regularOrderOperations.get, { params: { id } })).json() as Order;
    return { order, orderLink: sent.json().supplierLink as string };
  }

  /** Beef paid 132 instead of 120 (10 %: 12 x 2.5 = 30.00), pork 3 of 4 (1 x 80.50): 110.50 owed. */
  async function shortOrder(): Promise<{ order: Order; orderLink: string }> {
    const made = await sentOrder();
    const [beefLine, porkLine] = made.order.products;
    const received = await ctx.call('staff', regularOrderOperations.receive, {
      query: { orderId: made.order.id },
      body: {
        products: [
          { id: beefLine!.id, status: 'DELIVERED', paidPrice: '132' },
          { id: porkLine!.id, status: 'DELIVERED', deliveredAmount: '3' },
        ],
      },
    });
    expect(received.statusCode).toBe(200);
    return made;
  }

  const create = (orderId: number, who: 'staff' | 'admin' | 'otherAdmin' = 'staff') =>
    ctx.call(who, creditOperations.create, { params: { orderId }, body: { note: 'Račun 17' } });
  const tokenOf = (link: string) => link.split('/').pop()!;

  it('shows what would be asked, then makes the request in one tap: lines, value, number and who made it', async () => {
    const { order } = await shortOrder();
    const preview = await ctx.call('staff', creditOperations.orderCredit, { params: { orderId: order.id } });
    expect(preview.json()).toMatchObject({ creditId: null, total: '110.50', currency: 'RSD', allowed: true });

    const made = await create(order.id);
    expect(made.statusCode).toBe(201);
    const credit: CreditDetail = made.json();
    expect(credit).toMatchObject({
      number: expect.stringMatching(/^KRD-\d{4}$/),
      status: 'REQUESTED',
      requestedAmount: '110.50',
      orderNumber: order.order_number,
      note: 'Račun 17',
    });
    expect(credit.lines.map((l) => [l.missingAmount, l.priceDifference, l.receivedAmount, l.value])).toEqual([
      [null, '12.00', '2.5', '30.00'],
      ['1', null, null, '80.50'],
    ]);
    expect(credit.events).toEqual([expect.objectContaining({ kind: 'CREATED', by: expect.any(String) })]);

    const again = await create(order.id, 'admin');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('credit_exists');
    const read = await ctx.call('staff', creditOperations.orderCredit, { params: { orderId: order.id } });
    expect(read.json().creditId).toBe(credit.id);
  });

  it('numbers requests made at the same time one after another, without a gap or a double', async () => {
    const orders = await Promise.all([shortOrder(), shortOrder(), shortOrder()]);
    const made = await Promise.all(orders.map(({ order }) => create(order.id)));
    expect(made.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const numbers = made.map((r) => Number((r.json() as CreditDetail).number.slice(4))).sort((a, b) => a - b);
    expect(numbers[1]).toBe(numbers[0]! + 1);
    expect(numbers[2]).toBe(numbers[0]! + 2);
  });

  it('refuses an order with nothing owed, and an order not received', async () => {
    const { order } = await sentOrder();
    const notReceived = await create(order.id);
    expect(notReceived.statusCode).toBe(409);
    expect(notReceived.json().code).toBe('credit_nothing_owed');
    const [beefLine, porkLine] = order.products;
    await ctx.call('staff', regularOrderOperations.receive, {
      query: { orderId: order.id },
      body: {
        products: [
          { id: beefLine!.id, status: 'DELIVERED' },
          { id: porkLine!.id, status: 'DELIVERED' },
        ],
      },
    });
    const nothing = await create(order.id);
    expect(nothing.json().code).toBe('credit_nothing_owed');
  });

  it('sends, is answered once from the link (a second answer at once is 409), settled and closed', async () => {
    const { order, orderLink } = await shortOrder();
    const credit: CreditDetail = (await create(order.id)).json();

    const sent = await ctx.call('staff', creditOperations.send, {
      params: { id: credit.id },
      body: { supplierContactId: milan, channel: 'copy' },
    });
    expect(sent.statusCode).toBe(200);
    const link: string = sent.json().supplierLink;
    expect(link).toMatch(/\/k\/[\w-]+$/);
    expect(sent.json().credit.sentVia).toBe('copy');

    const page = await ctx.call('anonymous', creditOperations.linkView, { params: { token: tokenOf(link) } });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ number: credit.number, requestedAmount: '110.50', answer: null });
    expect(JSON.stringify(page.json())).not.toContain(`"id"`);

    // The link opens only its own request: not an order, and an order's link opens no request.
    const asOrder = await ctx.call('anonymous', supplierPortalOperations.view, {
      params: { token: tokenOf(link) },
    });
    expect(asOrder.statusCode).toBe(404);
    const orderAsCredit = await ctx.call('anonymous', creditOperations.linkView, {
      params: { token: tokenOf(orderLink) },
    });
    expect(orderAsCredit.statusCode).toBe(404);
    const wrong = await ctx.call('anonymous', creditOperations.linkView, {
      params: { token: 'x'.repeat(24) },
    });
    expect(wrong.statusCode).toBe(404);

    const noAmount = await ctx.call('anonymous', creditOperations.linkAnswer, {
      params: { token: tokenOf(link) },
      body: { decision: 'ACCEPTED_PART' },
    });
    expect(noAmount.statusCode).toBe(400);
    expect(noAmount.json().code).toBe('common.requiredField');
    const tooMuch = await ctx.call('anonymous', creditOperations.linkAnswer, {
      params: { token: tokenOf(link) },
      body: { decision: 'ACCEPTED_PART', acceptedAmount: '110.50' },
    });
    expect(tooMuch.statusCode).toBe(400);

    const answers = await Promise.all([
      ctx.call('anonymous', creditOperations.linkAnswer, {
        params: { token: tokenOf(link) },
        body: { decision: 'ACCEPTED_PART', acceptedAmount: '80,50' },
      }),
      ctx.call('anonymous', creditOperations.linkAnswer, {
        params: { token: tokenOf(link) },
        body: { decision: 'REFUSED', reason: 'Isporučeno je sve' },
      }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('credit_already_answered');

    const answered: CreditDetail = (
      await ctx.call('admin', creditOperations.get, { params: { id: credit.id } })
    ).json();
    expect(answered.status).toBe('ANSWERED');
    expect(answered.events.filter((e) => e.kind === 'ANSWERED')).toEqual([
      expect.objectContaining({ by: null }),
    ]);

    const badAmount = await ctx.call('staff', creditOperations.settle, {
      params: { id: credit.id },
      body: { creditedAmount: '-5' },
    });
    expect(badAmount.statusCode).toBe(400);
    expect(badAmount.json().code).toBe('invalidPrice');
    const closedEarly = await ctx.call('staff', creditOperations.close, { params: { id: credit.id } });
    const refusedEarly = answered.answer!.decision === 'REFUSED';
    expect(closedEarly.statusCode).toBe(refusedEarly ? 200 : 409);
    if (refusedEarly) return;

    const settled = await ctx.call('staff', creditOperations.settle, {
      params: { id: credit.id },
      body: { creditedAmount: '80.50' },
    });
    expect(settled.statusCode).toBe(200);
    expect(settled.json()).toMatchObject({ status: 'SETTLED', creditedAmount: '80.50' });
    const open = (await ctx.call('staff', creditOperations.list, {})).json() as { id: number }[];
    expect(open.map((c) => c.id)).toContain(credit.id);

    const closed = await ctx.call('admin', creditOperations.close, { params: { id: credit.id } });
    expect(closed.json().status).toBe('CLOSED');
    expect((closed.json() as CreditDetail).events.map((e) => e.kind)).toEqual([
      'CREATED',
      'SENT',
      'ANSWERED',
      'SETTLED',
      'CLOSED',
    ]);
    const after = (await ctx.call('staff', creditOperations.list, {})).json() as { id: number }[];
    expect(after.map((c) => c.id)).not.toContain(credit.id);
    const late = await ctx.call('anonymous', creditOperations.linkAnswer, {
      params: { token: tokenOf(link) },
      body: { decision: 'ACCEPTED_ALL' },
    });
    expect(late.statusCode).toBe(409);

    const bySupplier = (await ctx.call('admin', creditOperations.bySupplier, {})).json() as {
      requested: string;
      credited: string;
    }[];
    expect(bySupplier).toEqual([expect.objectContaining({ credited: '80.50' })]);
  });

  it("answers another venue's ids with 404 and bad input with 400, changing nothing", async () => {
    const { order } = await shortOrder();
    const credit: CreditDetail = (await create(order.id)).json();
    expect((await create(order.id, 'otherAdmin')).statusCode).toBe(404);
    for (const response of [
      await ctx.call('otherAdmin', creditOperations.get, { params: { id: credit.id } }),
      await ctx.call('otherAdmin', creditOperations.orderCredit, { params: { orderId: order.id } }),
      await ctx.call('otherAdmin', creditOperations.settle, {
        params: { id: credit.id },
        body: { creditedAmount: '1' },
      }),
      await ctx.call('otherAdmin', creditOperations.send, {
        params: { id: credit.id },
        body: { supplierContactId: milan, channel: 'copy' },
      }),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    const noContact = await ctx.call('staff', creditOperations.send, {
      params: { id: credit.id },
      body: { channel: 'copy' } as never,
    });
    expect(noContact.statusCode).toBe(400);
    expect(noContact.json().code).toBe('common.requiredField');
    const badId = await ctx.call('staff', creditOperations.get, { params: { id: '01' } });
    expect(badId.statusCode).toBe(400);
    const still: CreditDetail = (
      await ctx.call('staff', creditOperations.get, { params: { id: credit.id } })
    ).json();
    expect(still).toMatchObject({ status: 'REQUESTED', creditedAmount: null, sentVia: null });
  });

  it('is a PRO feature', async () => {
    const { order } = await shortOrder();
    const venueId = (await ctx.db.select().from(subscriptions)).find((s) => s.plan === 'PRO')!.venueId;
    await ctx.db.update(subscriptions).set({ plan: 'BASIC' }).where(eq(subscriptions.venueId, venueId));
    try {
      const refused = await create(order.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('proOnly');
      const preview = await ctx.call('staff', creditOperations.orderCredit, {
        params: { orderId: order.id },
      });
      expect(preview.json().allowed).toBe(false);
    } finally {
      await ctx.db.update(subscriptions).set({ plan: 'PRO' }).where(eq(subscriptions.venueId, venueId));
    }
  });
});
