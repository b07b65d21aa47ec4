/**
 * Cut-off reminders end to end on the database (docs/PRODUCT.md#notifications): the job, run directly with a fixed
 * `now`, tells the people who order for a station once an hour before the supplier's cut-off when nothing is ordered
 * for that delivery, however many processes run it at once; an order for that day keeps it quiet; half an hour before,
 * the creator of a sent order the supplier has not opened is asked to call; an opened link keeps that quiet; nobody
 * outside the venue hears of it.
 */
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedInstant } from '@/domain/notifications/cutoff-reminders';
import { addDays, venueToday } from '@/domain/shared/dates';
import { supplierOperations } from '@/domain/suppliers/suppliers.contract';
import { cutoffReminderClaims, notifications, orderSupplierAnswers, users } from '@/server/db/schema';
import { createOrderScene, type OrderScene } from '@/test/app';
import { type DemoRole, roleEmail } from '@/test/call';
import { DEMO } from '@/test/demo-context';
import { supplierId, venueId } from '@/test/demo-lookup';
import { createCutoffReminderJob } from './notifications.public';

const log = pino({ level: 'silent' });

describe('cut-off reminders', () => {
  let scene: OrderScene;
  /** A day far from the demo's orders, so only this test's orders are around its deliveries. */
  let day: string;
  let bistro: number;
  /** A supplier both Bistro and Kafana order from; only Bistro records its schedule. */
  let shared: number;

  beforeAll(async () => {
    scene = await createOrderScene(1);
    bistro = await venueId(scene.ctx.db, DEMO.venues.bistro);
    day = addDays(venueToday(new Date()), 20);
    // Mesara delivers any day; order by 14:00 the day before.
    const saved = await scene.ctx.call('admin', supplierOperations.saveNote, {
      params: { id: scene.mesara },
      body: { timeToOrder: '14:00', timeToDeliver: '08:00', daysInWeek: [], note: '' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    shared = await supplierId(scene.ctx.db, DEMO.suppliers.mlekara);
    const sharedSaved = await scene.ctx.call('admin', supplierOperations.saveNote, {
      params: { id: shared },
      body: { timeToOrder: '14:00', timeToDeliver: '08:00', daysInWeek: [], note: '' },
    });
    expect(sharedSaved.statusCode, sharedSaved.body).toBe(200);
  });
  afterAll(() => scene.ctx.close());

  const job = (db = scene.ctx.db) => createCutoffReminderJob({ db, now: scene.ctx.clock.now, log });
  const at = (date: string, time: string) => scene.ctx.clock.set(zonedInstant(date, time));

  /** The reminders of a kind a user was told, as stored. */
  const told = async (who: DemoRole, kind: string) => {
    const [user] = await scene.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, roleEmail(who)));
    const rows = await scene.ctx.db
      .select({ data: notifications.data, venueId: notifications.venueId })
      .from(notifications)
      .where(and(eq(notifications.userId, user!.id), eq(notifications.kind, kind)));
    return rows.map((row) => row.data);
  };
  const kitchenSoon = async (who: DemoRole, deliveryDate: string) =>
    (await told(who, 'cutoffSoon')).filter(
      (data) =>
        data.stationId === scene.kuhinja &&
        data.supplierId === scene.mesara &&
        data.deliveryDate === deliveryDate,
    );

  /** Kuhinja's order to Mesara for `deadline`, created (and sent by SMS) as staff at the clock's time. */
  const order = async (deadline: string, send: boolean) => {
    const inject = await scene.ctx.as('staff');
    const created = await inject({
      method: 'POST',
      url: `/api/orders/${scene.kuhinja}/create/${scene.mesara}`,
      payload: { deadline, products: [{ id: scene.meat[0], amount: '2' }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    if (send) {
      const sent = await inject({
        method: 'POST',
        url: `/api/orders/updateStatus/sendOrder?orderId=${id}`,
        payload: { supplierContactId: scene.milan, channel: 'sms' },
      });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    return id;
  };

  it('tells the station once, an hour before the cut-off, however many processes look at once', async () => {
    const delivery = addDays(day, 1);
    at(day, '12:59');
    await job().runOnce();
    expect(await kitchenSoon('admin', delivery)).toEqual([]);

    at(day, '13:01');
    const second = scene.ctx.database.connectAgain();
    const third = scene.ctx.database.connectAgain();
    try {
      await Promise.all([job().runOnce(), job(second.db).runOnce(), job(third.db).runOnce()]);
    } finally {
      await second.close();
      await third.close();
    }
    at(day, '13:30');
    await job().runOnce();

    expect(await kitchenSoon('admin', delivery)).toEqual([
      {
        stationId: scene.kuhinja,
        stationName: expect.any(String),
        supplierId: scene.mesara,
        supplierName: expect.any(String),
        custom: false,
        deliveryDate: delivery,
        cutoffTime: '14:00',
      },
    ]);
    expect(await kitchenSoon('staff', delivery)).toHaveLength(1);
    // The viewer may not send orders; another venue's admin never hears of Bistro's station.
    expect(await kitchenSoon('viewer', delivery)).toEqual([]);
    expect(await kitchenSoon('otherAdmin', delivery)).toEqual([]);
    // Bistro's schedule with a supplier Kafana orders from too says nothing to Kafana, whose own has no cut-off.
    const sharedSoon = (await told('admin', 'cutoffSoon')).filter((data) => data.supplierId === shared);
    expect(sharedSoon.length).toBeGreaterThan(0);
    expect((await told('otherAdmin', 'cutoffSoon')).filter((data) => data.supplierId === shared)).toEqual([]);
    const claims = await scene.ctx.db
      .select()
      .from(cutoffReminderClaims)
      .where(
        and(
          eq(cutoffReminderClaims.stationId, scene.kuhinja),
          eq(cutoffReminderClaims.supplierId, scene.mesara),
          eq(cutoffReminderClaims.deliveryDate, delivery),
        ),
      );
    expect(claims).toHaveLength(1);
  });

  it('stays quiet when the station already ordered for that delivery (a draft counts)', async () => {
    const later = addDays(day, 2);
    at(later, '10:00');
    await order(addDays(later, 1), false);
    at(later, '13:20');
    await job().runOnce();
    expect(await kitchenSoon('admin', addDays(later, 1))).toEqual([]);
    expect(await kitchenSoon('staff', addDays(later, 1))).toEqual([]);
  });

  it('asks the creator to call the supplier who has not opened a sent order, and not once it is opened', async () => {
    const later = addDays(day, 4);
    const delivery = addDays(later, 1);
    at(later, '09:00');
    const unopened = await order(delivery, true);
    const opened = await order(delivery, true);
    await scene.ctx.db.insert(orderSupplierAnswers).values({
      venueId: bistro,
      orderId: opened,
      firstOpenedAt: scene.ctx.clock.now(),
      lastOpenedAt: scene.ctx.clock.now(),
    });

    at(later, '13:29');
    await job().runOnce();
    expect(await told('staff', 'supplierNotOpened')).toEqual([]);

    at(later, '13:31');
    await Promise.all([job().runOnce(), job().runOnce()]);
    await job().runOnce();
    const asked = await told('staff', 'supplierNotOpened');
    expect(asked).toEqual([
      {
        orderId: unopened,
        stationId: scene.kuhinja,
        orderNumber: expect.any(String),
        supplierName: expect.any(String),
        deliveryDate: delivery,
        cutoffTime: '14:00',
      },
    ]);
    // Told to the creator alone while they are in the venue; the orders exist, so no "nothing ordered" either.
    expect(await told('admin', 'supplierNotOpened')).toEqual([]);
    expect(await kitchenSoon('staff', delivery)).toEqual([]);
  });

  it('writes every reminder only to people of the venue whose station it names', async () => {
    const rows = await scene.ctx.db
      .select({ venueId: users.venueId, data: notifications.data, stored: notifications.venueId })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(eq(notifications.kind, 'cutoffSoon'));
    expect(rows.some((row) => row.data.stationId === scene.kuhinja)).toBe(true);
    for (const row of rows.filter((candidate) => candidate.data.stationId === scene.kuhinja)) {
      expect(row.venueId).toBe(bistro);
      expect(row.stored).toBe(bistro);
    }
  });
});
