/**
 * The receipt's write statement (decision 0010) on both engines: a write decided on a version the order no longer
 * has changes nothing at all, and one decided on the current version writes everything, its mail included.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiveOutcome } from '@/domain/orders/receive';
import { createOrderScene, type OrderScene, sendSceneOrder, type TestContext } from '@/test/app';
import { venueId } from '@/test/demo-lookup';
import {
  mailOutbox,
  orderItems,
  orders,
  stationOrderNumbers,
  subscriptions,
  users,
} from '@/server/db/schema';
import type { VenueCaller } from '@/server/types';
import { readReceiptFacts, type ReceiptWrite, writeReceipt } from './receive-order.statement';
import { roleEmail } from '@/test/call';
import { DEMO } from '@/test/demo-context';

describe('receive order statement', () => {
  let scene: OrderScene;
  let ctx: TestContext;
  let kuhinja: number;
  let mesara: number;
  let meat: number[];
  let tomorrow: string;
  let today: string;
  let caller: VenueCaller;

  beforeAll(async () => {
    scene = await createOrderScene(2);
    ({ ctx, kuhinja, mesara, meat, tomorrow, today } = scene);
    const [admin] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, roleEmail('admin')));
    caller = { venueId: await venueId(ctx.db, DEMO.venues.bistro), userId: admin!.id, role: 'ROLE_ADMIN' };
  });
  afterAll(() => ctx.close());

  const sentOrder = () => sendSceneOrder(scene, 'admin', ['2', '2']);

  /** One item moved to a new order, the other delivered, with one mail, decided on what the read found. */
  async function decided(orderId: number): Promise<ReceiptWrite> {
    const facts = (await readReceiptFacts(ctx.db, caller, orderId))!;
    const [moved, delivered] = facts.items;
    const outcome = receiveOutcome(
      facts.items,
      [
        { id: moved!.id, status: 'NOT_DELIVERED', notDeliveredReason: 'MOVE_TO_NEW' },
        { id: delivered!.id, status: 'DELIVERED' },
      ],
      { reasonsAllowed: true, isCustom: false },
    );
    if (!outcome.ok) throw new Error(outcome.code);
    return {
      venueId: caller.venueId,
      order: facts.order,
      version: facts.order.version,
      updates: outcome.updates,
      status: outcome.orderStatus,
      hasShortfall: true,
      receivingNote: '',
      moved: [moved!],
      today,
      userId: caller.userId,
      now: new Date(),
      mails: [
        {
          kind: 'test-shortfall',
          toAddress: roleEmail('admin'),
          subject: 'moved to SLOT',
          html: '<p>moved to SLOT</p>',
          text: 'moved to SLOT',
          userId: caller.userId,
          venueId: caller.venueId,
          status: 'STORED',
        },
      ],
      newOrderNumberSlot: 'SLOT',
    };
  }

  const stationNext = async () =>
    (
      await ctx.db
        .select({ next: stationOrderNumbers.lastTaken })
        .from(stationOrderNumbers)
        .where(and(eq(stationOrderNumbers.stationId, kuhinja), eq(stationOrderNumbers.slot, 0)))
    )[0]?.next ?? 0;
  const testMails = () => ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'test-shortfall'));

  it('reads the order, its items in order, the plan with its trial end, and whom the mail names', async () => {
    const id = await sentOrder();
    const trialEndsAt = new Date('2026-12-01T10:11:12.345Z');
    const [kept] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.venueId, caller.venueId));
    await ctx.db.update(subscriptions).set({ trialEndsAt }).where(eq(subscriptions.venueId, caller.venueId));
    try {
      const facts = (await readReceiptFacts(ctx.db, caller, id))!;
      const [order] = await ctx.db.select().from(orders).where(eq(orders.id, id));
      expect(facts.order).toEqual({
        id,
        stationId: kuhinja,
        supplierId: mesara,
        isCustom: false,
        status: 'IN_PROGRESS',
        version: order!.version,
        orderNumber: order!.orderNumber,
        deadline: tomorrow,
      });
      expect(facts.items.map((item) => [item.articleId, item.amount, item.status])).toEqual([
        [meat[0], '2.000', 'PENDING'],
        [meat[1], '2.000', 'PENDING'],
      ]);
      expect(facts).toMatchObject({
        stationVisible: true,
        plan: kept!.plan,
        trialEndsAt,
        venueName: DEMO.venues.bistro,
      });
      expect(facts.admins.map((admin) => admin.email)).toContain(roleEmail('admin'));
      expect(
        await readReceiptFacts(ctx.db, { ...caller, venueId: caller.venueId + 1000 }, id),
      ).toBeUndefined();
    } finally {
      await ctx.db
        .update(subscriptions)
        .set({ trialEndsAt: kept!.trialEndsAt })
        .where(eq(subscriptions.venueId, caller.venueId));
    }
  });

  it('writes nothing when the order moved on since the read: no outcome, no new order, no number, no mail', async () => {
    const id = await sentOrder();
    const write = await decided(id);
    const inject = await ctx.as('admin');
    const changed = await inject({
      method: 'POST',
      url: `/api/orders/${id}/changeDate`,
      payload: { deadline: tomorrow },
    });
    expect(changed.statusCode).toBe(200);
    const [before] = await ctx.db.select().from(orders).where(eq(orders.id, id));
    const next = await stationNext();

    const written = await writeReceipt(ctx.db, write);

    expect(written).toEqual({ refusal: 'changed', newOrderId: null, newOrderNumber: null });
    const [after] = await ctx.db.select().from(orders).where(eq(orders.id, id));
    expect(after).toEqual(before);
    const items = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, id));
    expect(items.map((item) => item.status)).toEqual(['PENDING', 'PENDING']);
    expect(await ctx.db.select().from(orders).where(eq(orders.sourceOrderId, id))).toEqual([]);
    expect(await stationNext()).toBe(next);
    expect(await testMails()).toEqual([]);
  });

  it('writes all of it at the version read, the new number in the mail in place of its slot', async () => {
    await ctx.db.delete(mailOutbox).where(eq(mailOutbox.kind, 'test-shortfall'));
    const id = await sentOrder();
    const written = await writeReceipt(ctx.db, await decided(id));

    expect(written.refusal).toBeNull();
    const [made] = await ctx.db.select().from(orders).where(eq(orders.id, written.newOrderId!));
    expect(made).toMatchObject({ sourceOrderId: id, status: 'OPEN', orderNumber: written.newOrderNumber });
    const [received] = await ctx.db.select().from(orders).where(eq(orders.id, id));
    expect(received).toMatchObject({ status: 'COMPLETED', newOrderId: made!.id, hasShortfall: true });
    const [mail] = await testMails();
    expect(mail).toMatchObject({
      subject: `moved to ${made!.orderNumber}`,
      html: `<p>moved to ${made!.orderNumber}</p>`,
      text: `moved to ${made!.orderNumber}`,
    });
  });
});
