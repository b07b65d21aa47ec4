/**
 * The send statement (decision 0010) on both engines: the refusals the route tests do not reach, the link made once
 * per contact, and concurrent sends of one order queuing on its row.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderScene, type TestContext } from '@/test/app';
import { venueId } from '@/test/demo-lookup';
import type { DemoRole } from '@/test/call';
import { regularOrderOperations } from '@/domain/orders/orders.contract';
import { orderLinks, orders, subscriptions } from '@/server/db/schema';
import { DEMO } from '@/test/demo-context';

describe('send order statement', () => {
  let ctx: TestContext;
  let kuhinja: number;
  let mesara: number;
  let meat: number[];
  let milan: number;
  let tomorrow: string;

  beforeAll(async () => {
    ({ ctx, kuhinja, mesara, meat, milan, tomorrow } = await createOrderScene(1));
  });
  afterAll(() => ctx.close());

  async function createOpen(): Promise<number> {
    const response = await ctx.call('admin', regularOrderOperations.create, {
      params: { departmentId: kuhinja, supplierId: mesara },
      body: { deadline: tomorrow, products: [{ id: meat[0], amount: '1' }] },
    });
    expect(response.statusCode).toBe(201);
    return response.json().id as number;
  }

  async function send(
    id: number,
    role: DemoRole = 'admin',
    body: object = { supplierContactId: milan, channel: 'sms' },
  ) {
    return ctx.call(role, regularOrderOperations.send, { query: { orderId: id }, body });
  }

  const statusOf = async (id: number) =>
    (await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;

  it('refuses a venue without a plan with subscription_not_exist and leaves the order a draft', async () => {
    const id = await createOpen();
    const venue = await venueId(ctx.db, DEMO.venues.bistro);
    const [kept] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.venueId, venue));
    await ctx.db.delete(subscriptions).where(eq(subscriptions.venueId, venue));
    try {
      const response = await send(id);
      expect(response.json().code).toBe('subscription_not_exist');
    } finally {
      await ctx.db.insert(subscriptions).values(kept!);
    }
    expect(await statusOf(id)).toBe('OPEN');
  });

  it('takes a typed number without a contact, and answers the same link when an admin sends again', async () => {
    const id = await createOpen();
    const first = await send(id, 'admin', { supplierContactNumber: ' +381601234567 ', channel: 'sms' });
    expect(first.statusCode).toBe(200);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({ supplierContactId: null, supplierContactNumber: '+381601234567' });
    const again = await send(id, 'admin', { supplierContactNumber: '+381601234567', channel: 'sms' });
    expect(again.statusCode).toBe(200);
    expect(again.json().supplierLink).toBe(first.json().supplierLink);
    expect(await ctx.db.select().from(orderLinks).where(eq(orderLinks.orderId, id))).toHaveLength(1);
  });

  it("fills the contact's phone when none is typed", async () => {
    const id = await createOpen();
    const [draft] = await ctx.db.select().from(orders).where(eq(orders.id, id));
    expect((await send(id)).statusCode).toBe(200);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, id));
    expect(order!.supplierContactId).toBe(milan);
    expect(order!.supplierContactNumber).not.toBeNull();
    expect(order!.version).toBe(draft!.version + 1);
  });

  it('sends an order once when staff send it twice at the same time', async () => {
    const id = await createOpen();
    const answers = await Promise.all([send(id, 'staff'), send(id, 'staff')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await statusOf(id)).toBe('IN_PROGRESS');
  });
});
