import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '@/domain/notifications/notifications.schemas';
import { addDays } from '@/domain/shared/dates';
import { createOrderScene, type TestContext } from '@/test/app';
import { describeGuessLimit, keysOf } from '@/test/supplier-link';
import { stationId } from '@/test/demo-lookup';
import { mailsTo } from '@/test/outbox';
import { articles, orderLinks, orders, users, venues } from '@/server/db/schema';
import { roleEmail } from '@/test/call';
import { DEMO } from '@/test/demo-context';

const LINK = /^http:\/\/localhost:3000\/o\/([A-Za-z0-9_-]{24})$/;

describe('the supplier link (docs/PRODUCT.md#supplier-link)', () => {
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

  async function sentOrder(email = roleEmail('staff')): Promise<{ id: number; token: string; link: string }> {
    const inject = await ctx.as(email);
    const created = await inject({
      method: 'POST',
      url: `/api/orders/${kuhinja}/create/${mesara}`,
      payload: {
        deadline: addDays(today, 1),
        products: meat.map((id, index) => ({
          id,
          amount: String(index + 2),
          note: index === 0 ? 'bez kosti' : '',
        })),
        orderNote: 'Pozvati pre dolaska',
        paymentMethod: 'cash',
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const sent = await inject({
      method: 'POST',
      url: `/api/orders/updateStatus/sendOrder?orderId=${id}`,
      payload: { supplierContactId: milan, channel: 'whatsapp' },
    });
    expect(sent.statusCode).toBe(200);
    const link = sent.json().supplierLink as string;
    expect(link).toMatch(LINK);
    return { id, link, token: LINK.exec(link)![1]! };
  }

  const open = (token: string) => ctx.app.inject({ method: 'GET', url: `/api/supplier-link/order/${token}` });
  const answer = (token: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/supplier-link/order/${token}/answer`, payload });
  const venueView = async (id: number, email = roleEmail('staff')) =>
    (await ctx.as(email))({ method: 'GET', url: `/api/orders/${id}/supplierAnswer` });
  const readOrder = async (id: number) =>
    (await (await ctx.as('staff'))({ method: 'GET', url: `/api/orders/order/${id}` })).json();

  it('sending puts a link at the end; it opens exactly that order, without login and without any id', async () => {
    const { id, token } = await sentOrder();
    const response = await open(token);
    expect(response.statusCode).toBe(200);
    const view = response.json();
    const order = await readOrder(id);
    expect(view).toMatchObject({
      language: 'ser',
      venue: { name: DEMO.venues.bistro },
      station: DEMO.stations.kuhinja,
      orderNumber: order.order_number,
      deliveryDate: addDays(today, 1),
      paymentMethod: 'cash',
      orderNote: 'Pozvati pre dolaska',
      answerable: true,
      received: false,
      answer: null,
    });
    expect(
      view.lines.map((line: { line: number; amount: string; note: string }) => [
        line.line,
        line.amount,
        line.note,
      ]),
    ).toEqual([
      [1, '2', 'bez kosti'],
      [2, '3', ''],
      [3, '4', ''],
    ]);
    const keys = keysOf(view);
    for (const key of [
      'id',
      'orderId',
      'venueId',
      'stationId',
      'supplierId',
      'articleId',
      'contactId',
      'userId',
    ]) {
      expect(keys.has(key)).toBe(false);
    }
    // Only the hash and salt are stored, never the token.
    const [stored] = await ctx.db.select().from(orderLinks).where(eq(orderLinks.orderId, id));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('shows the ordered prices only when the venue names prices in its message (docs/PRODUCT.md#prices)', async () => {
    await ctx.db.update(articles).set({ defaultPrice: '150.50' }).where(eq(articles.id, meat[0]!));
    const { id, token } = await sentOrder();
    const hidden = (await open(token)).json();
    expect(hidden.currency).toBeNull();
    expect(hidden.lines.map((line: { unitPrice: string | null }) => line.unitPrice)).toEqual([
      null,
      null,
      null,
    ]);

    const [order] = await ctx.db.select({ venueId: orders.venueId }).from(orders).where(eq(orders.id, id));
    const setPrices = (on: boolean) =>
      ctx.db.update(venues).set({ pricesInMessage: on }).where(eq(venues.id, order!.venueId));
    await setPrices(true);
    try {
      const shown = (await open(token)).json();
      expect(shown.currency).toBe('RSD');
      expect(shown.lines[0].unitPrice).toBe('150.50');
    } finally {
      await setPrices(false);
    }
  });

  it('opening is recorded (first and last time) and the venue sees "opened"', async () => {
    const { id, token } = await sentOrder();
    expect((await venueView(id)).json()).toMatchObject({ state: 'sent', firstOpenedAt: null });
    await open(token);
    const first = (await venueView(id)).json();
    expect(first.state).toBe('opened');
    ctx.clock.advance(60_000);
    await open(token);
    const again = (await venueView(id)).json();
    ctx.clock.reset();
    expect(again.firstOpenedAt).toBe(first.firstOpenedAt);
    expect(again.lastOpenedAt > first.lastOpenedAt).toBe(true);
  });

  it('re-sending an edited order keeps the link, which shows the new content', async () => {
    const { id, link, token } = await sentOrder(roleEmail('admin'));
    const inject = await ctx.as('admin');
    const edited = await inject({
      method: 'POST',
      url: `/api/orders/${id}/updateOrderItems`,
      payload: { deadline: addDays(today, 1), productsToUpdate: [{ id: meat[0], amount: '9' }] },
    });
    expect(edited.statusCode).toBe(200);
    const again = await inject({
      method: 'POST',
      url: `/api/orders/updateStatus/sendOrder?orderId=${id}`,
      payload: { supplierContactId: milan, channel: 'sms' },
    });
    expect(again.json().supplierLink).toBe(link);
    expect((await open(token)).json().lines.map((line: { amount: string }) => line.amount)).toEqual(['9']);
  });

  it('the wizard gets the link before sending, and sending keeps that same link', async () => {
    const inject = await ctx.as('staff');
    const created = await inject({
      method: 'POST',
      url: `/api/orders/${kuhinja}/create/${mesara}`,
      payload: { deadline: addDays(today, 1), products: [{ id: meat[0], amount: '1' }] },
    });
    const id = created.json().id as number;
    const prepared = await inject({
      method: 'POST',
      url: `/api/orders/${id}/supplierLink`,
      payload: { supplierContactId: milan },
    });
    expect(prepared.statusCode).toBe(200);
    const sent = await inject({
      method: 'POST',
      url: `/api/orders/updateStatus/sendOrder?orderId=${id}`,
      payload: { supplierContactId: milan, channel: 'whatsapp' },
    });
    expect(sent.json().supplierLink).toBe(prepared.json().supplierLink);
    const foreign = await (
      await ctx.as('otherAdmin')
    )({
      method: 'POST',
      url: `/api/orders/${id}/supplierLink`,
      payload: { supplierContactId: milan },
    });
    expect(foreign.statusCode).toBe(404);
    const bad = await inject({ method: 'POST', url: `/api/orders/${id}/supplierLink`, payload: {} });
    expect(bad.statusCode).toBe(400);
  });

  it('a guessed, malformed or changed token gets the same 404; another link opens only its own order', async () => {
    const first = await sentOrder();
    const second = await sentOrder();
    const flipped = (first.token[0] === 'A' ? 'B' : 'A') + first.token.slice(1);
    for (const token of [flipped, 'x', `${first.token}x`, String(first.id), '%00']) {
      const response = await open(token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
    const other = (await open(second.token)).json();
    expect(other.orderNumber).toBe((await readOrder(second.id)).order_number);
    expect(other.orderNumber).not.toBe((await readOrder(first.id)).order_number);
  });

  it('the supplier unticks a line, moves the date and confirms with a note: one change, mailed to the venue', async () => {
    const { id, token } = await sentOrder();
    const before = await readOrder(id);
    const view = (await open(token)).json();
    const newDate = addDays(today, 3);
    const response = await answer(token, {
      decision: 'confirm',
      declinedLines: [2],
      deliveryDate: newDate,
      note: 'Nema svinjetine do petka',
      version: view.version,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      answerable: true,
      deliveryDate: newDate,
      answer: {
        decision: 'CONFIRMED_WITH_CHANGES',
        declinedLines: [2],
        deliveryDate: newDate,
        note: 'Nema svinjetine do petka',
      },
    });
    // The new date became the order's date.
    const after = await readOrder(id);
    expect(after.deadline).toBe(newDate);
    expect(after.version).toBeGreaterThan(before.version);
    const venue = (await venueView(id)).json();
    expect(venue).toMatchObject({ state: 'confirmed_with_changes', answer: { declinedLines: [2] } });

    const mails = await mailsTo(ctx.db, roleEmail('admin'), 'supplier-answer');
    expect(mails[0]!.text).toContain(before.order_number);
    expect(mails[0]!.text).toContain('Nema svinjetine do petka');
    expect(mails[0]!.text).toContain(before.products[1].name);
    const [staff] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.email, roleEmail('staff')));
    if (staff!.emailNotificationsOn)
      expect((await mailsTo(ctx.db, roleEmail('staff'), 'supplier-answer')).length).toBeGreaterThan(0);
    // The cook who ordered finds it in the app's notifications (and on the phone), whatever the mail setting.
    const list = await (await ctx.as('staff'))({ method: 'GET', url: '/api/notifications' });
    const told = list
      .json<NotificationPage>()
      .notifications.find((item) => item.kind === 'supplierAnswered' && item.data.orderId === id);
    expect(told?.data).toEqual({
      orderId: id,
      stationId: kuhinja,
      custom: false,
      orderNumber: before.order_number,
      supplierName: DEMO.suppliers.mesara,
      decision: 'CONFIRMED_WITH_CHANGES',
      deliveryDate: newDate,
    });
    const admins = await (await ctx.as('admin'))({ method: 'GET', url: '/api/notifications' });
    expect(
      admins.json<NotificationPage>().notifications.some((item) => item.kind === 'supplierAnswered'),
    ).toBe(false);
  });

  it('the answer can change until receiving starts; after that the page is read-only and shows what arrived', async () => {
    const { id, token } = await sentOrder();
    let view = (await open(token)).json();
    const confirmed = await answer(token, {
      decision: 'confirm',
      deliveryDate: view.deliveryDate,
      version: view.version,
    });
    expect(confirmed.json().answer.decision).toBe('CONFIRMED');
    view = confirmed.json();
    const rejected = await answer(token, {
      decision: 'reject',
      reason: 'Kamion u kvaru',
      version: view.version,
    });
    expect(rejected.statusCode).toBe(200);
    expect((await venueView(id)).json()).toMatchObject({
      state: 'rejected',
      answer: { reason: 'Kamion u kvaru' },
    });

    const order = await readOrder(id);
    const received = await (
      await ctx.as('staff')
    )({
      method: 'POST',
      url: `/api/orders/updateStatus/complete?orderId=${id}`,
      payload: {
        products: order.products.map((item: { id: number }) => ({ id: item.id, status: 'DELIVERED' })),
      },
    });
    expect(received.statusCode).toBe(200);
    view = (await open(token)).json();
    expect(view).toMatchObject({ answerable: false, received: true });
    expect(view.lines[0].received).toMatchObject({ status: 'DELIVERED' });
    const late = await answer(token, { decision: 'reject', reason: 'x', version: view.version });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('order_not_editable');
  });

  it('bad answers are refused with 400 and change nothing; an answer to changed content gets 409', async () => {
    const { id, token } = await sentOrder();
    const view = (await open(token)).json();
    const cases: [object, string][] = [
      [{ decision: 'confirm', deliveryDate: addDays(today, -1), version: view.version }, 'dateInPast'],
      [{ decision: 'confirm', deliveryDate: 'sutra', version: view.version }, 'invalidDate'],
      [
        { decision: 'confirm', deliveryDate: view.deliveryDate, declinedLines: [7], version: view.version },
        'invalidInput',
      ],
      [
        {
          decision: 'confirm',
          deliveryDate: view.deliveryDate,
          declinedLines: [1, 2, 3],
          version: view.version,
        },
        'invalidInput',
      ],
      [{ decision: 'reject', reason: '', version: view.version }, 'common.requiredField'],
      [{ decision: 'maybe', version: view.version }, 'invalidInput'],
    ];
    for (const [payload, code] of cases) {
      const response = await answer(token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(response.json())).toContain(code);
    }
    expect((await venueView(id)).json().answer).toBeNull();
    const stale = await answer(token, { decision: 'reject', reason: 'x', version: view.version - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('order_changed');
  });

  it('two answers at once: one wins, the other is told the order changed', async () => {
    const { id, token } = await sentOrder();
    const view = (await open(token)).json();
    const [a, b] = await Promise.all([
      answer(token, { decision: 'reject', reason: 'Prvi', version: view.version }),
      answer(token, { decision: 'confirm', deliveryDate: view.deliveryDate, version: view.version }),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? 'rejected' : 'confirmed';
    expect((await venueView(id)).json().state).toBe(winner);
  });

  it('a receipt racing an answer: exactly one goes through, and nothing is half applied', async () => {
    const { id, token } = await sentOrder();
    const view = (await open(token)).json();
    const order = await readOrder(id);
    const inject = await ctx.as('staff');
    const [answered, received] = await Promise.all([
      answer(token, {
        decision: 'confirm',
        declinedLines: [1],
        deliveryDate: view.deliveryDate,
        version: view.version,
      }),
      inject({
        method: 'POST',
        url: `/api/orders/updateStatus/complete?orderId=${id}`,
        payload: {
          version: order.version,
          products: order.products.map((item: { id: number }) => ({ id: item.id, status: 'DELIVERED' })),
        },
      }),
    ]);
    expect([answered.statusCode, received.statusCode].sort()).toEqual([200, 409]);
    const after = await readOrder(id);
    const state = (await venueView(id)).json();
    if (answered.statusCode === 200) {
      expect(after.status).toBe('IN_PROGRESS');
      expect(state.state).toBe('confirmed_with_changes');
    } else {
      expect(after.status).toBe('COMPLETED');
      expect(state.answer).toBeNull();
    }
  });

  it('current orders carry the chip, and "not yet opened" lists only sent orders nobody opened', async () => {
    const unopened = await sentOrder();
    const opened = await sentOrder();
    await open(opened.token);
    const inject = await ctx.as('staff');
    const list = async (extra: string) =>
      (
        await inject({
          method: 'GET',
          url: `/api/orders/all/${kuhinja}?status=IN_PROGRESS,INCOMPLETE&pageSize=100${extra}`,
        })
      ).json();
    const all = await list('');
    const stateOf = (id: number) =>
      all.orders.find((order: { id: number }) => order.id === id)?.supplierState;
    expect(stateOf(unopened.id)).toBe('sent');
    expect(stateOf(opened.id)).toBe('opened');
    const filtered = await list('&notOpened=true');
    const ids = filtered.orders.map((order: { id: number }) => order.id);
    expect(ids).toContain(unopened.id);
    expect(ids).not.toContain(opened.id);
    expect(filtered.count).toBe(ids.length);
    expect(filtered.orders.every((order: { supplierState: string }) => order.supplierState === 'sent')).toBe(
      true,
    );
    const bad = await inject({
      method: 'GET',
      url: `/api/orders/all/${kuhinja}?status=IN_PROGRESS&notOpened=maybe`,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('a link stops working 30 days after its order was completed', async () => {
    const { id, token } = await sentOrder();
    const order = await readOrder(id);
    await (
      await ctx.as('staff')
    )({
      method: 'POST',
      url: `/api/orders/updateStatus/complete?orderId=${id}`,
      payload: {
        products: order.products.map((item: { id: number }) => ({ id: item.id, status: 'DELIVERED' })),
      },
    });
    ctx.clock.advance(29 * 24 * 3600_000);
    expect((await open(token)).statusCode).toBe(200);
    ctx.clock.advance(2 * 24 * 3600_000);
    const expired = await open(token);
    ctx.clock.reset();
    expect(expired.statusCode).toBe(404);
    expect(expired.json().code).toBe('not_found');
  });

  it("the venue's reading is scoped: another venue's admin gets 404, anonymous 401", async () => {
    const { id } = await sentOrder();
    expect((await venueView(id, roleEmail('otherAdmin'))).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/orders/${id}/supplierAnswer` })).statusCode,
    ).toBe(401);
    expect((await venueView(2_000_000_000)).statusCode).toBe(404);
  });

  it('a warehouse order to the market gets no link', async () => {
    const magacin = await stationId(ctx.db, DEMO.venues.bistro, DEMO.stations.magacin);
    const [row] = await ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.stationId, magacin), eq(orders.status, 'OPEN'), eq(orders.isCustom, true)));
    if (!row) return;
    const sent = await (
      await ctx.as('admin')
    )({
      method: 'POST',
      url: `/api/orders/custom/updateStatus/sendOrder?orderId=${row.id}`,
      payload: {},
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().supplierLink).toBeUndefined();
  });
});

describeGuessLimit(
  {
    describe: 'the supplier link rate limit (docs/PRODUCT.md#supplier-link)',
    it: 'opening links is limited per IP: guessing stops at the limit',
  },
  '/api/supplier-link/order/guess',
  ['203.0.113.7', '203.0.113.8'],
);
