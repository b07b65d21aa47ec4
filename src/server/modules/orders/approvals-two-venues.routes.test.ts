/**
 * Approvals of a member of two venues (docs/decisions/0037-venue-memberships.md): the limit is the one of the venue
 * the order is in, and a request reaches that venue's admins only, whichever venue is each admin's home.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOperations } from '@/domain/notifications/notifications.contract';
import type { NotificationPage } from '@/domain/notifications/notifications.schemas';
import { approvalOperations } from '@/domain/orders/approvals.contract';
import { regularOrderOperations } from '@/domain/orders/orders.contract';
import { stationUsers, venueMemberships } from '@/server/db/schema';
import { createAccount, createVenue } from '@/test/accounts';
import { createOrderScene, type OrderScene } from '@/test/app';
import { operationUrl } from '@/test/call';
import { DEMO } from '@/test/demo-context';
import { venueId } from '@/test/demo-lookup';

type MemberRole = 'ROLE_ADMIN' | 'ROLE_USER';

describe('approvals of a member of two venues', () => {
  let scene: OrderScene;
  let bistro: number;
  beforeAll(async () => {
    scene = await createOrderScene(1);
    bistro = await venueId(scene.ctx.db, DEMO.venues.bistro);
  });
  afterAll(() => scene.ctx.close());

  /** An account whose home is a new venue, with `role` there, and `inBistro` in Bistro Demo. */
  async function twoVenueMember(role: MemberRole, inBistro: { role: MemberRole; orderLimit?: string }) {
    const home = await createVenue(scene.ctx.db);
    const account = await createAccount(scene.ctx.db, { venueId: home.id, role });
    await scene.ctx.db.insert(venueMemberships).values({ venueId: bistro, userId: account.id, ...inBistro });
    await scene.ctx.db
      .insert(stationUsers)
      .values({ venueId: bistro, stationId: scene.kuhinja, userId: account.id });
    return { id: account.id, home: home.id };
  }

  /** A request as the account in Bistro Demo (the login's current venue), with its role there. */
  const inBistro = (userId: number, role: MemberRole) => {
    const authorization = `Bearer ${scene.ctx.app.signAccessToken({ userId, role, venueId: bistro })}`;
    return (options: InjectOptions) =>
      scene.ctx.app.inject({ ...options, headers: { ...options.headers, authorization } });
  };

  const approvalNotices = async (send: ReturnType<typeof inBistro>) => {
    const page = (
      await send({ method: 'GET', url: operationUrl(notificationOperations.list, { query: {} }) })
    ).json<NotificationPage>();
    return page.notifications.filter((item) => item.kind === 'approvalRequested');
  };

  it("tells Bistro Demo's admins of a request, an admin elsewhere who is staff there not", async () => {
    const cook = await twoVenueMember('ROLE_ADMIN', { role: 'ROLE_USER', orderLimit: '0.01' });
    const adminFromElsewhere = await twoVenueMember('ROLE_USER', { role: 'ROLE_ADMIN' });
    const staffHere = await twoVenueMember('ROLE_ADMIN', { role: 'ROLE_USER' });
    const asCook = inBistro(cook.id, 'ROLE_USER');

    const created = await asCook({
      method: 'POST',
      url: operationUrl(regularOrderOperations.create, {
        params: { departmentId: scene.kuhinja, supplierId: scene.mesara },
      }),
      payload: { deadline: scene.tomorrow, products: [{ id: scene.meat[0]!, amount: '2' }] },
    });
    const orderId = created.json().id as number;
    // The cook's limit in Bistro Demo binds here, though at home (an admin) he has none.
    const refused = await asCook({
      method: 'POST',
      url: operationUrl(regularOrderOperations.send, { query: { orderId } }),
      payload: { supplierContactId: scene.milan, channel: 'sms' },
    });
    expect(refused.json().code).toBe('approval_required');
    const requested = await asCook({
      method: 'POST',
      url: operationUrl(approvalOperations.request, { params: { id: orderId } }),
    });
    expect(requested.json().state).toBe('requested');

    const told = (await approvalNotices(inBistro(adminFromElsewhere.id, 'ROLE_ADMIN'))).map(
      (item) => item.data.orderId,
    );
    expect(told).toContain(orderId);
    expect(await approvalNotices(inBistro(staffHere.id, 'ROLE_USER'))).toEqual([]);
    const demoAdmin = (await scene.ctx.call('admin', notificationOperations.list, { query: {} }))
      .json<NotificationPage>()
      .notifications.filter((item) => item.kind === 'approvalRequested')
      .map((item) => item.data.orderId);
    expect(demoAdmin).toContain(orderId);
  });
});
