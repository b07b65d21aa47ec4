/**
 * Spending limits with approval through the real HTTP layer (src/domain/orders/order-limit.ts): the admin sets a
 * limit, an order above it is refused at send until approved, a return carries its note, two decisions at once end
 * with one winner and a 409, and another venue's order is not found.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOperations } from '@/domain/notifications/notifications.contract';
import type { NotificationPage } from '@/domain/notifications/notifications.schemas';
import { approvalOperations } from '@/domain/orders/approvals.contract';
import { regularOrderOperations } from '@/domain/orders/orders.contract';
import { teamOperations } from '@/domain/users/team.contract';
import { createOrderScene, type OrderScene } from '@/test/app';
import type { DemoRole } from '@/test/call';
import { DEMO } from '@/test/demo-context';
import { userId } from '@/test/demo-lookup';

describe('order limits and approvals', () => {
  let scene: OrderScene;
  let staff: number;
  let viewer: number;

  beforeAll(async () => {
    scene = await createOrderScene(1);
    staff = await userId(scene.ctx.db, DEMO.accounts.staff.email);
    viewer = await userId(scene.ctx.db, DEMO.accounts.viewer.email);
  });
  afterAll(() => scene.ctx.close());

  const setLimit = (role: DemoRole, id: number, orderLimit: unknown) =>
    scene.ctx.call(role, teamOperations.setOrderLimit, {
      params: { id },
      body: { orderLimit } as { orderLimit: string },
    });

  /** A draft of the staff with `amount` of the first meat article (priced in the demo catalogue). */
  async function draft(amount: string): Promise<number> {
    const response = await scene.ctx.call('staff', regularOrderOperations.create, {
      params: { departmentId: scene.kuhinja, supplierId: scene.mesara },
      body: { deadline: scene.tomorrow, products: [{ id: scene.meat[0]!, amount }] },
    });
    expect(response.statusCode).toBe(201);
    return response.json().id as number;
  }

  const send = (role: DemoRole, orderId: number) =>
    scene.ctx.call(role, regularOrderOperations.send, {
      query: { orderId },
      body: { supplierContactId: scene.milan, channel: 'sms' },
    });

  const step = (role: DemoRole, op: 'request' | 'approve' | 'get', id: number) =>
    scene.ctx.call(role, approvalOperations[op], { params: { id } });

  const giveBack = (role: DemoRole, id: number, note: string) =>
    scene.ctx.call(role, approvalOperations.return, { params: { id }, body: { note } });

  it('lets an admin set a limit, with a comma or a dot, and remove it', async () => {
    const set = await setLimit('admin', staff, '1,50');
    expect(set.statusCode).toBe(200);
    expect(set.json().orderLimit).toBe('1.50');
    const cleared = await setLimit('admin', staff, '');
    expect(cleared.json().orderLimit).toBeNull();
  });

  it.each(['-1', '1000000000', 'abc', '1.234'])(
    'refuses the limit %j with 400 and changes nothing',
    async (value) => {
      await setLimit('admin', staff, '100');
      const refused = await setLimit('admin', staff, value);
      expect({ status: refused.statusCode, code: refused.json().code }).toEqual({
        status: 400,
        code: 'invalidOrderLimit',
      });
      const team = await scene.ctx.call('admin', teamOperations.detail, { params: { id: staff } });
      expect(team.json().orderLimit).toBe('100.00');
    },
  );

  it('lets only admins set limits, and only of their own venue', async () => {
    expect((await setLimit('staff', viewer, '100')).statusCode).toBe(403);
    expect((await setLimit('otherAdmin', staff, '100')).statusCode).toBe(404);
  });

  it('refuses the send above the limit, and the creator sends after an admin approves', async () => {
    await setLimit('admin', staff, '1.00');
    const orderId = await draft('2');
    const refused = await send('staff', orderId);
    expect({ status: refused.statusCode, code: refused.json().code }).toEqual({
      status: 403,
      code: 'approval_required',
    });
    const before = await step('staff', 'get', orderId);
    expect(before.json()).toMatchObject({ state: 'needed', canRequest: true, canDecide: false });

    expect((await step('staff', 'request', orderId)).json().state).toBe('requested');
    const waiting = await scene.ctx.call('admin', approvalOperations.waiting, {});
    expect(waiting.json().orders.map((order: { orderId: number }) => order.orderId)).toContain(orderId);
    const staffWaiting = await scene.ctx.call('staff', approvalOperations.waiting, {});
    expect(staffWaiting.json().orders).toEqual([]);

    expect((await step('staff', 'approve', orderId)).statusCode).toBe(403);
    const approved = await step('admin', 'approve', orderId);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().state).toBe('approved');
    expect(approved.json().events.map((event: { action: string }) => event.action)).toEqual([
      'REQUESTED',
      'APPROVED',
    ]);
    expect(approved.json().events[1].actorName).toBe(DEMO.accounts.admin.name);

    const sent = await send('staff', orderId);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().status).toBe('IN_PROGRESS');
  });

  it('clears an approval when the order grows above the approved total', async () => {
    await setLimit('admin', staff, '1.00');
    const orderId = await draft('2');
    await step('staff', 'request', orderId);
    await step('admin', 'approve', orderId);
    const order = await scene.ctx.call('staff', regularOrderOperations.get, { params: { id: orderId } });
    const grown = await scene.ctx.call('staff', regularOrderOperations.updateItems, {
      params: { id: orderId },
      body: {
        deadline: scene.tomorrow,
        productsToUpdate: [{ id: scene.meat[0]!, amount: '3' }],
        version: order.json().version,
      },
    });
    expect(grown.statusCode).toBe(200);
    expect((await step('staff', 'get', orderId)).json().state).toBe('cleared');
    expect((await send('staff', orderId)).json().code).toBe('approval_required');
  });

  it('returns an order with a note the creator sees; a note is required', async () => {
    await setLimit('admin', staff, '1.00');
    const orderId = await draft('2');
    await step('staff', 'request', orderId);
    const noNote = await giveBack('admin', orderId, '  ');
    expect({ status: noNote.statusCode, code: noNote.json().code }).toEqual({
      status: 400,
      code: 'common.requiredField',
    });
    const returned = await giveBack('admin', orderId, 'Previše mesa za ovu nedelju.');
    expect(returned.statusCode).toBe(200);
    const seen = (await step('staff', 'get', orderId)).json();
    expect(seen.state).toBe('returned');
    expect(seen.events.at(-1)).toMatchObject({ action: 'RETURNED', note: 'Previše mesa za ovu nedelju.' });
    expect((await send('staff', orderId)).json().code).toBe('approval_required');
  });

  it('lets one of two simultaneous decisions win; the other gets 409', async () => {
    await setLimit('admin', staff, '1.00');
    const orderId = await draft('2');
    await step('staff', 'request', orderId);
    const answers = await Promise.all([
      step('admin', 'approve', orderId),
      giveBack('admin', orderId, 'Ne ove nedelje.'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe('approval_not_pending');
    const events = (await step('staff', 'get', orderId)).json().events as unknown[];
    expect(events).toHaveLength(2);
  });

  it('answers 404 for another venue’s order and 409 when nothing needs approval', async () => {
    await setLimit('admin', staff, '');
    const orderId = await draft('1');
    expect((await step('otherAdmin', 'get', orderId)).statusCode).toBe(404);
    expect((await step('otherAdmin', 'approve', orderId)).statusCode).toBe(404);
    const free = await step('staff', 'request', orderId);
    expect({ status: free.statusCode, code: free.json().code }).toEqual({
      status: 409,
      code: 'approval_not_needed',
    });
  });
});

describe('what an approval tells people (in the app and by Web Push)', () => {
  let scene: OrderScene;

  beforeAll(async () => {
    scene = await createOrderScene(1);
    const staff = await userId(scene.ctx.db, DEMO.accounts.staff.email);
    await scene.ctx.call('admin', teamOperations.setOrderLimit, {
      params: { id: staff },
      body: { orderLimit: '1.00' },
    });
  });
  afterAll(() => scene.ctx.close());

  const notices = async (role: DemoRole) =>
    (await scene.ctx.call(role, notificationOperations.list, { query: {} })).json<NotificationPage>()
      .notifications;

  it('tells the admins of a request and the creator of the answer, with the order and who asked', async () => {
    const created = await scene.ctx.call('staff', regularOrderOperations.create, {
      params: { departmentId: scene.kuhinja, supplierId: scene.mesara },
      body: { deadline: scene.tomorrow, products: [{ id: scene.meat[0]!, amount: '2' }] },
    });
    const orderId = created.json().id as number;
    await scene.ctx.call('staff', approvalOperations.request, { params: { id: orderId } });

    const asked = (await notices('admin')).find((item) => item.kind === 'approvalRequested');
    expect(asked?.data).toEqual({
      orderId,
      stationId: scene.kuhinja,
      orderNumber: expect.stringMatching(/^KUH-\d{4}$/),
      requesterName: DEMO.accounts.staff.name,
    });
    const orderNumber = asked?.kind === 'approvalRequested' ? asked.data.orderNumber : '';
    // Nobody else's list: not the asker's, not another venue's admin's.
    expect((await notices('staff')).some((item) => item.kind === 'approvalRequested')).toBe(false);
    expect((await notices('otherAdmin')).some((item) => item.kind === 'approvalRequested')).toBe(false);

    await scene.ctx.call('admin', approvalOperations.return, {
      params: { id: orderId },
      body: { note: 'Manje mesa' },
    });
    const answered = (await notices('staff')).find((item) => item.kind === 'approvalDecided');
    expect(answered?.data).toEqual({
      orderId,
      stationId: scene.kuhinja,
      orderNumber,
      approved: false,
      note: 'Manje mesa',
    });
  });
});
