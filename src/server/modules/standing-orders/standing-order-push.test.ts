/**
 * Web Push end to end (docs/decisions/0035-web-push.md), against a push service inside the test: a standing order's
 * notification reaches the owner's subscribed device once as an encrypted POST signed with the VAPID key, in the
 * owner's language, however many senders run; a 410 removes the subscription; a failing service is retried and then
 * given up; another user's device is never touched; bad input is refused with nothing stored.
 */
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOperations } from '@/domain/notifications/notifications.contract';
import type { PushPayload } from '@/domain/notifications/push.schemas';
import { venueToday } from '@/domain/shared/dates';
import { standingOrderOperations } from '@/domain/standing-orders/standing-orders.contract';
import { weekdayId } from '@/domain/suppliers/ordering-schedule';
import { pushOutbox, pushSubscriptions, users } from '@/server/db/schema';
import { createOrderScene, type OrderScene, sendSceneOrder } from '@/test/app';
import { DEMO } from '@/test/demo-context';
import { startTestPushService, type TestDevice, type TestPushService } from '@/test/push-service';
import {
  createPushSender,
  notifyUser,
  PUSH_MAX_ATTEMPTS,
} from '@/server/modules/notifications/notifications.public';
import { createStandingOrderJob } from './standing-order-job';

describe('Web Push', () => {
  let scene: OrderScene;
  let service: TestPushService;

  beforeAll(async () => {
    scene = await createOrderScene(2, { config: { pushAllowHttp: true } });
    service = await startTestPushService();
  });
  afterAll(async () => {
    await service.close();
    await scene.ctx.close();
  });

  const log = pino({ level: 'silent' });
  const sender = (db = scene.ctx.db) =>
    createPushSender({ db, vapid: scene.ctx.app.deps.config.vapid!, now: scene.ctx.clock.now, log });
  const subscribe = (who: 'staff' | 'admin' | 'otherAdmin', device: Pick<TestDevice, 'endpoint' | 'keys'>) =>
    scene.ctx.call(who, notificationOperations.pushSubscribe, { body: device });
  const subscriptionOf = async (endpoint: string) =>
    (await scene.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0];
  const receivedAt = (path: string) => service.received.filter((push) => push.path === path);
  /** A notification for the user, as a module stores one. */
  const notify = async (who: 'staff' | 'admin', supplierName: string) => {
    const userId = await scene.ctx.userId(who);
    await scene.ctx.db.transaction((tx) =>
      notifyUser(
        tx,
        { userId, venueId: null },
        {
          kind: 'standingOrderReady',
          data: {
            standingOrderId: 1,
            orderId: 1,
            stationId: 1,
            supplierName,
            deliveryDate: '2026-12-01',
            sent: false,
          },
        },
        scene.ctx.clock.now(),
      ),
    );
  };

  it('answers the public VAPID key to a signed-in user', async () => {
    const answer = await scene.ctx.call('staff', notificationOperations.pushKey, {});
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ publicKey: scene.ctx.app.deps.config.vapid!.publicKey });
  });

  it('pushes a standing order notification once to the owner, encrypted, signed and in their language', async () => {
    const staffPhone = service.device('/push/staff');
    const adminPhone = service.device('/push/admin');
    expect((await subscribe('staff', staffPhone)).statusCode).toBe(200);
    // Subscribing again (a new key after the browser renewed it) keeps one row.
    expect((await subscribe('staff', staffPhone)).statusCode).toBe(200);
    expect((await subscribe('admin', adminPhone)).statusCode).toBe(200);
    const staffId = await scene.ctx.userId('staff');
    await scene.ctx.db.update(users).set({ language: 'en' }).where(eq(users.id, staffId));

    const order = await sendSceneOrder(scene, 'staff', ['2', '1']);
    const today = venueToday(scene.ctx.clock.now());
    const created = await scene.ctx.call('staff', standingOrderOperations.create, {
      body: {
        orderId: order,
        supplierContactId: scene.milan,
        weekdays: [weekdayId(today)],
        time: '00:00',
        autoSendEmail: false,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const job = createStandingOrderJob({ ...scene.ctx.app.deps, log });
    expect(await job.runOnce()).toBe(1);

    const second = scene.ctx.database.connectAgain();
    try {
      const claimed = await Promise.all([sender().runOnce(), sender(second.db).runOnce()]);
      expect(claimed.sort()).toEqual([0, 1]);
    } finally {
      await second.close();
    }
    expect(await sender().runOnce()).toBe(0);

    const pushes = receivedAt('/push/staff');
    expect(pushes).toHaveLength(1);
    expect(receivedAt('/push/admin')).toHaveLength(0);
    const [push] = pushes;
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.ttl).toBeDefined();
    const authorization = String(push!.headers.authorization);
    expect(authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/);
    expect(authorization).toContain(`k=${scene.ctx.app.deps.config.vapid!.publicKey}`);
    const payload = JSON.parse(staffPhone.decrypt(push!.body)) as PushPayload;
    expect(payload).toEqual({
      title: `Standing order ready: ${DEMO.suppliers.mesara}`,
      body: expect.stringContaining('is waiting for you to review and send') as string,
      url: '/notifications',
    });
    const [row] = await scene.ctx.db.select().from(pushOutbox);
    expect(row).toMatchObject({ status: 'SENT', attempts: 1 });
    expect(await scene.ctx.db.select().from(pushSubscriptions)).toHaveLength(2);

    // The in-app list has it as before.
    const page = await scene.ctx.call('staff', notificationOperations.list, { query: {} });
    expect(page.json<{ unread: number }>().unread).toBeGreaterThanOrEqual(1);
    await scene.ctx.db.update(users).set({ language: 'ser' }).where(eq(users.id, staffId));
  });

  it('deletes a subscription its push service says is gone, and keeps the others', async () => {
    const oldPhone = service.device('/push/gone');
    service.answer('/push/gone', 410);
    expect((await subscribe('staff', oldPhone)).statusCode).toBe(200);
    const before = service.received.length;
    await notify('staff', 'Pekara');
    expect(await sender().runOnce()).toBe(2);
    expect(service.received.length - before).toBe(2);
    expect(await subscriptionOf(oldPhone.endpoint)).toBeUndefined();
    expect(await subscriptionOf(service.device('/push/staff').endpoint)).toBeDefined();
    const last = receivedAt('/push/staff').at(-1)!;
    expect(last.body.length).toBeGreaterThan(0);
    expect(receivedAt('/push/admin')).toHaveLength(0);
  });

  it('retries a failing push service with a pause, then gives the push up', async () => {
    const flaky = service.device('/push/flaky');
    service.answer('/push/flaky', 503);
    expect((await subscribe('admin', flaky)).statusCode).toBe(200);
    await notify('admin', 'Mlekara');
    for (let attempt = 1; attempt <= PUSH_MAX_ATTEMPTS; attempt += 1) {
      // The first run sends to the admin's other phone too.
      expect(await sender().runOnce()).toBe(attempt === 1 ? 2 : 1);
      // Not due again until the pause is over.
      expect(await sender().runOnce()).toBe(0);
      await scene.ctx.db
        .update(pushOutbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(pushOutbox.status, 'PENDING'));
    }
    expect(await sender().runOnce()).toBe(0);
    expect(receivedAt('/push/flaky')).toHaveLength(PUSH_MAX_ATTEMPTS);
    const failed = await scene.ctx.db.select().from(pushOutbox).where(eq(pushOutbox.status, 'FAILED'));
    expect(failed).toHaveLength(1);
    expect(failed[0]!.lastError).toContain('503');
    // The admin's other device got it at the first try.
    expect(receivedAt('/push/admin')).toHaveLength(1);
  });

  it("unsubscribes only the caller's own device", async () => {
    const adminPhone = service.device('/push/admin');
    const notMine = await scene.ctx.call('staff', notificationOperations.pushUnsubscribe, {
      body: { endpoint: adminPhone.endpoint },
    });
    expect(notMine.statusCode).toBe(200);
    expect(notMine.json()).toEqual({ removed: false });
    expect(await subscriptionOf(adminPhone.endpoint)).toBeDefined();
    const mine = await scene.ctx.call('admin', notificationOperations.pushUnsubscribe, {
      body: { endpoint: adminPhone.endpoint },
    });
    expect(mine.json()).toEqual({ removed: true });
    expect(await subscriptionOf(adminPhone.endpoint)).toBeUndefined();
  });

  it('refuses bad subscriptions with 400 and stores nothing', async () => {
    const device = service.device('/push/bad');
    const bad = [
      { ...device, endpoint: 'not a url' },
      { ...device, endpoint: 'ftp://127.0.0.1/push/bad' },
      { ...device, keys: { ...device.keys, p256dh: 'short' } },
      { ...device, keys: { ...device.keys, auth: `${device.keys.auth}AAAA` } },
      { endpoint: device.endpoint },
    ];
    for (const body of bad) {
      const answer = await scene.ctx.call('staff', notificationOperations.pushSubscribe, {
        body: body as typeof device,
      });
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await subscriptionOf(device.endpoint)).toBeUndefined();
    const noEndpoint = await scene.ctx.call('staff', notificationOperations.pushUnsubscribe, {
      body: {} as { endpoint: string },
    });
    expect(noEndpoint.statusCode).toBe(400);
  });
});
