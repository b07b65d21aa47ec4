/**
 * Standing orders through the HTTP layer (docs/decisions/0030-standing-orders.md): saved from a sent order, edited,
 * paused and deleted; the caller's send permission, another venue's ids and bad input refused with nothing changed.
 * The preparation job: two processes running it at once prepare an occurrence once, with one notification; with
 * e-mail sending on, the order is sent and its mail lands in the outbox once.
 */
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOperations } from '@/domain/notifications/notifications.contract';
import type { NotificationPage } from '@/domain/notifications/notifications.schemas';
import { venueToday } from '@/domain/shared/dates';
import { standingOrderOperations } from '@/domain/standing-orders/standing-orders.contract';
import type {
  CreateStandingOrderInput,
  StandingOrder,
} from '@/domain/standing-orders/standing-orders.schemas';
import { weekdayId } from '@/domain/suppliers/ordering-schedule';
import { orders, standingOrderRuns, standingOrders, stations, supplierContacts } from '@/server/db/schema';
import { createOrderScene, type OrderScene, sendSceneOrder } from '@/test/app';
import { DEMO } from '@/test/demo-context';
import { mailsTo } from '@/test/outbox';
import { createStandingOrderJob } from './standing-order-job';
import { ORDER_MAIL_KIND } from '@/server/mail/order-mail';

describe('standing orders', () => {
  let scene: OrderScene;
  let sourceOrder: number;

  beforeAll(async () => {
    scene = await createOrderScene(2);
    sourceOrder = await sendSceneOrder(scene, 'staff', ['2', '1,5']);
  });
  afterAll(() => scene.ctx.close());

  const today = () => venueToday(scene.ctx.clock.now());
  const body = (overrides: Partial<CreateStandingOrderInput> = {}): CreateStandingOrderInput => ({
    orderId: sourceOrder,
    supplierContactId: scene.milan,
    weekdays: [weekdayId(today())],
    time: '00:00',
    autoSendEmail: false,
    ...overrides,
  });
  const create = (who: 'staff' | 'admin' | 'viewer' | 'otherAdmin', input = body()) =>
    scene.ctx.call(who, standingOrderOperations.create, { body: input });
  const job = (db = scene.ctx.db) =>
    createStandingOrderJob({ ...scene.ctx.app.deps, db, log: pino({ level: 'silent' }) });
  const standingCount = async () => (await scene.ctx.db.select().from(standingOrders)).length;

  it('saves an order as standing with its station, supplier and lines, and edits, pauses and deletes it', async () => {
    const created = await create('staff', body({ weekdays: [4, 0, 0], time: '07:30' }));
    expect(created.statusCode, created.body).toBe(201);
    const standing = created.json<StandingOrder>();
    expect(standing).toMatchObject({
      station: { id: scene.kuhinja },
      supplier: { id: scene.mesara, name: DEMO.suppliers.mesara },
      contact: { id: scene.milan },
      weekdays: [0, 4],
      time: '07:30',
      paused: false,
    });
    expect(standing.lines.map((line) => [line.articleId, line.amount])).toEqual([
      [scene.meat[0], '2.000'],
      [scene.meat[1], '1.500'],
    ]);
    expect(standing.nextOccurrence).not.toBeNull();

    const skipped = '2099-01-07';
    const updated = await scene.ctx.call('staff', standingOrderOperations.update, {
      params: { id: standing.id },
      body: {
        supplierContactId: scene.milan,
        weekdays: [1],
        time: '09:15',
        autoSendEmail: true,
        paused: true,
        skippedDates: [skipped],
        lines: [{ articleId: scene.meat[0]!, amount: '3' }],
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<StandingOrder>()).toMatchObject({
      weekdays: [1],
      time: '09:15',
      autoSendEmail: true,
      paused: true,
      skippedDates: [skipped],
      nextOccurrence: null,
    });
    expect(updated.json<StandingOrder>().lines).toHaveLength(1);

    const listed = await scene.ctx.call('admin', standingOrderOperations.list, {});
    expect(listed.json<{ standingOrders: StandingOrder[] }>().standingOrders.map((s) => s.id)).toContain(
      standing.id,
    );
    const otherList = await scene.ctx.call('otherAdmin', standingOrderOperations.list, {});
    expect(otherList.json<{ standingOrders: StandingOrder[] }>().standingOrders).toEqual([]);

    const removed = await scene.ctx.call('staff', standingOrderOperations.remove, {
      params: { id: standing.id },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const again = await scene.ctx.call('staff', standingOrderOperations.remove, {
      params: { id: standing.id },
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses staff without the send permission, another venue’s ids and bad input, changing nothing', async () => {
    const before = await standingCount();
    const viewer = await create('viewer');
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json()).toMatchObject({ code: 'disabledSending' });
    expect((await create('otherAdmin')).statusCode).toBe(404);
    for (const bad of [body({ weekdays: [] }), body({ time: '25:00' }), body({ weekdays: [7] })]) {
      const refused = await create('staff', bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
    // E-mail sending needs a contact with an address.
    const [station] = await scene.ctx.db
      .select({ venueId: stations.venueId })
      .from(stations)
      .where(eq(stations.id, scene.kuhinja));
    const [noEmail] = await scene.ctx.db
      .insert(supplierContacts)
      .values({
        venueId: station!.venueId,
        supplierId: scene.mesara,
        name: 'Bez adrese',
        phone: '0601112222',
      })
      .returning({ id: supplierContacts.id });
    const withoutEmail = await create('staff', body({ supplierContactId: noEmail!.id, autoSendEmail: true }));
    expect(withoutEmail.statusCode).toBe(400);
    expect(withoutEmail.json()).toMatchObject({ code: 'contactWithoutEmail' });
    expect(await standingCount()).toBe(before);

    const mine = (await create('staff')).json<StandingOrder>();
    const foreign = await scene.ctx.call('otherAdmin', standingOrderOperations.update, {
      params: { id: mine.id },
      body: {
        supplierContactId: scene.milan,
        weekdays: [1],
        time: '09:15',
        autoSendEmail: false,
        paused: true,
        skippedDates: [],
        lines: [{ articleId: scene.meat[0]!, amount: '3' }],
      },
    });
    expect(foreign.statusCode).toBe(404);
    const badDate = await scene.ctx.call('staff', standingOrderOperations.update, {
      params: { id: mine.id },
      body: {
        supplierContactId: scene.milan,
        weekdays: [1],
        time: '09:15',
        autoSendEmail: false,
        paused: true,
        skippedDates: ['2026-02-30'],
        lines: [{ articleId: scene.meat[0]!, amount: '3' }],
      },
    });
    expect(badDate.statusCode).toBe(400);
    const [row] = await scene.ctx.db.select().from(standingOrders).where(eq(standingOrders.id, mine.id));
    expect(row).toMatchObject({ paused: false, time: '00:00' });
    expect(
      (await scene.ctx.call('otherAdmin', standingOrderOperations.remove, { params: { id: mine.id } }))
        .statusCode,
    ).toBe(404);
    await scene.ctx.call('staff', standingOrderOperations.remove, { params: { id: mine.id } });
  });

  it('prepares a due occurrence once when two processes run the job at once, and notifies the owner', async () => {
    const standing = (await create('staff')).json<StandingOrder>();
    const second = scene.ctx.database.connectAgain();
    try {
      const prepared = await Promise.all([job().runOnce(), job(second.db).runOnce()]);
      expect(prepared.sort()).toEqual([0, 1]);
      expect(await job().runOnce()).toBe(0);
    } finally {
      await second.close();
    }
    const runs = await scene.ctx.db
      .select()
      .from(standingOrderRuns)
      .where(eq(standingOrderRuns.standingOrderId, standing.id));
    expect(runs).toHaveLength(1);
    expect(runs[0]!.date).toBe(today());
    const [draft] = await scene.ctx.db.select().from(orders).where(eq(orders.id, runs[0]!.orderId!));
    expect(draft).toMatchObject({ status: 'OPEN', stationId: scene.kuhinja, supplierId: scene.mesara });
    expect(draft!.deadline > today()).toBe(true);

    const page = await scene.ctx.call('staff', notificationOperations.list, { query: {} });
    expect(page.statusCode, page.body).toBe(200);
    const listed = page.json<NotificationPage>();
    const ready = listed.notifications.filter(
      (item) => item.kind === 'standingOrderReady' && item.data.standingOrderId === standing.id,
    );
    expect(ready).toHaveLength(1);
    expect(ready[0]).toMatchObject({
      readAt: null,
      data: { orderId: draft!.id, stationId: scene.kuhinja, sent: false, deliveryDate: draft!.deadline },
    });
    expect(listed.unread).toBeGreaterThanOrEqual(1);

    // Someone else's notification is not found, and reading it changes nothing.
    const foreign = await scene.ctx.call('otherAdmin', notificationOperations.markRead, {
      body: { ids: [ready[0]!.id] },
    });
    expect(foreign.statusCode).toBe(404);
    const otherPage = await scene.ctx.call('otherAdmin', notificationOperations.list, { query: {} });
    expect(otherPage.json<NotificationPage>().notifications.map((item) => item.id)).not.toContain(
      ready[0]!.id,
    );
    expect((await scene.ctx.call('staff', notificationOperations.markRead, { body: {} })).statusCode).toBe(
      400,
    );

    const read = await scene.ctx.call('staff', notificationOperations.markRead, {
      body: { ids: [ready[0]!.id] },
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ unread: listed.unread - 1 });
    const after = (
      await scene.ctx.call('staff', notificationOperations.list, { query: { page: '1', size: '1' } })
    ).json<NotificationPage>();
    expect(after.notifications).toHaveLength(1);
    expect(after.unread).toBe(listed.unread - 1);
    await scene.ctx.call('staff', standingOrderOperations.remove, { params: { id: standing.id } });
  });

  it('sends by e-mail once when e-mail sending is on: the order is sent and its mail is in the outbox', async () => {
    const to = DEMO.contacts.mesaraMilan.email;
    const mailsBefore = (await mailsTo(scene.ctx.db, to, ORDER_MAIL_KIND)).length;
    const standing = (await create('admin', body({ autoSendEmail: true }))).json<StandingOrder>();
    await Promise.all([job().runOnce(), job().runOnce()]);
    await job().runOnce();
    const [run] = await scene.ctx.db
      .select()
      .from(standingOrderRuns)
      .where(and(eq(standingOrderRuns.standingOrderId, standing.id), eq(standingOrderRuns.date, today())));
    const [sent] = await scene.ctx.db.select().from(orders).where(eq(orders.id, run!.orderId!));
    expect(sent).toMatchObject({ status: 'IN_PROGRESS', supplierContactId: scene.milan });
    const mails = await mailsTo(scene.ctx.db, to, ORDER_MAIL_KIND);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails[0]!.text).toContain(sent!.orderNumber);
    const page = (
      await scene.ctx.call('admin', notificationOperations.list, { query: {} })
    ).json<NotificationPage>();
    const ready = page.notifications.find(
      (item) => item.kind === 'standingOrderReady' && item.data.standingOrderId === standing.id,
    );
    expect(ready?.kind === 'standingOrderReady' && ready.data.sent).toBe(true);
  });

  it('prepares nothing while paused or on a skipped date', async () => {
    const standing = (await create('staff')).json<StandingOrder>();
    const change = (paused: boolean, skippedDates: string[]) =>
      scene.ctx.call('staff', standingOrderOperations.update, {
        params: { id: standing.id },
        body: {
          supplierContactId: scene.milan,
          weekdays: standing.weekdays,
          time: standing.time,
          autoSendEmail: false,
          paused,
          skippedDates,
          lines: standing.lines.map((line) => ({ articleId: line.articleId, amount: line.amount })),
        },
      });
    expect((await change(true, [])).statusCode).toBe(200);
    await job().runOnce();
    expect((await change(false, [today()])).statusCode).toBe(200);
    await job().runOnce();
    const runs = await scene.ctx.db
      .select()
      .from(standingOrderRuns)
      .where(eq(standingOrderRuns.standingOrderId, standing.id));
    expect(runs).toEqual([]);
  });
});
