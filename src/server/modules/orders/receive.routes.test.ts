import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '@/domain/shared/dates';
import { createOrderScene, type OrderScene, sendSceneOrder, type TestContext } from '@/test/app';
import { articleIds, contactId, orderCount, stationId, supplierId } from '@/test/demo-lookup';
import { mailOutbox, orderItems, orders, users } from '@/server/db/schema';
import { roleEmail } from '@/test/call';
import { DEMO } from '@/test/demo-context';

interface Item {
  id: number;
  articleId: number;
  amount: string;
  unit: string;
  status: string;
  deliveredAmount: string | null;
  notDeliveredReason: string | null;
  move_to_order_id: number | null;
}

describe('receiving orders (docs/PRODUCT.md#receiving)', () => {
  let ctx: TestContext;
  let kuhinja: number;
  let mesara: number;
  let meat: number[];
  let milan: number;
  let today: string;
  let scene: OrderScene;

  beforeAll(async () => {
    scene = await createOrderScene(4);
    ({ ctx, kuhinja, mesara, meat, milan, today } = scene);
  });
  afterAll(() => ctx.close());

  async function sentOrder(
    email = roleEmail('staff'),
    amounts = ['5', '2', '10'],
  ): Promise<{ id: number; items: Item[] }> {
    const id = await sendSceneOrder(scene, email, amounts);
    return { id, items: (await read(id)).products };
  }

  async function read(id: number, email = roleEmail('staff')) {
    const response = await (await ctx.as(email))({ method: 'GET', url: `/api/orders/order/${id}` });
    return response.json();
  }

  async function receive(id: number, products: object[], email = roleEmail('staff'), extra: object = {}) {
    const inject = await ctx.as(email);
    return inject({
      method: 'POST',
      url: `/api/orders/updateStatus/complete?orderId=${id}`,
      payload: { products, receivingNote: 'primljeno', ...extra },
    });
  }

  it('everything arrived: the order is COMPLETED and leaves the expected list', async () => {
    const { id, items } = await sentOrder();
    const response = await receive(
      id,
      items.map((item) => ({ id: item.id, status: 'DELIVERED' })),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'COMPLETED' });
    const order = await read(id);
    expect(order).toMatchObject({ status: 'COMPLETED', receivingNote: 'primljeno', hasShortfall: false });
    expect(order.products.map((item: Item) => [item.status, item.deliveredAmount])).toEqual([
      ['DELIVERED', '5'],
      ['DELIVERED', '2'],
      ['DELIVERED', '10'],
    ]);
  });

  it('partial, moved and later items: INCOMPLETE, a new OPEN order today with the moved item, then a later receipt completes it', async () => {
    const { id, items } = await sentOrder();
    const [partial, moved, later] = items as [Item, Item, Item];
    const response = await receive(id, [
      { id: partial.id, status: 'DELIVERED', deliveredAmount: '3.5' },
      { id: moved.id, status: 'NOT_DELIVERED', notDeliveredReason: 'MOVE_TO_NEW' },
      { id: later.id, status: 'NOT_DELIVERED', notDeliveredReason: 'ARRIVE_LATER' },
    ]);
    expect(response.statusCode).toBe(200);
    const { status, newOrderId } = response.json();
    expect(status).toBe('INCOMPLETE');
    expect(newOrderId).toEqual(expect.any(Number));

    const order = await read(id);
    expect(order).toMatchObject({ status: 'INCOMPLETE', newOrderId, hasShortfall: true });
    const byId = new Map(order.products.map((item: Item) => [item.id, item]));
    expect(byId.get(partial.id)).toMatchObject({ status: 'DELIVERED', deliveredAmount: '3.5' });
    expect(byId.get(moved.id)).toMatchObject({
      status: 'MOVE_TO_NEW',
      notDeliveredReason: 'MOVE_TO_NEW',
      move_to_order_id: newOrderId,
    });
    expect(byId.get(later.id)).toMatchObject({ status: 'INCOMPLETE', notDeliveredReason: 'ARRIVE_LATER' });

    const backorder = await read(newOrderId);
    expect(backorder).toMatchObject({
      status: 'OPEN',
      deadline: today,
      orderNote: '',
      department: { id: kuhinja },
      supplier: { id: mesara },
    });
    expect(backorder.products.map((item: Item) => [item.articleId, item.amount])).toEqual([
      [moved.articleId, '2'],
    ]);
    const [copied] = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, newOrderId));
    expect(copied?.movedFromItemId).toBe(moved.id);

    const second = await receive(id, [{ id: later.id, status: 'DELIVERED' }], roleEmail('staff'), {
      receivingNote: 'stiglo naknadno',
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ status: 'COMPLETED' });
    expect((await read(id)).status).toBe('COMPLETED');
  });

  it('refuses to leave any waiting item unresolved, and changes nothing', async () => {
    const { id, items } = await sentOrder();
    const response = await receive(id, [{ id: items[0]!.id, status: 'DELIVERED' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('unresolvedItems');
    const order = await read(id);
    expect(order.status).toBe('IN_PROGRESS');
    expect(order.products.every((item: Item) => item.status === 'PENDING')).toBe(true);
  });

  it('refuses a partial amount under 0.1, an amount with two separators (a comma decimal is fine, docs/PRODUCT.md#amounts), or a reason on a delivered item', async () => {
    const { id, items } = await sentOrder();
    const all = (first: object) => [
      first,
      ...items.slice(1).map((item) => ({ id: item.id, status: 'DELIVERED' })),
    ];
    expect(
      (await receive(id, all({ id: items[0]!.id, status: 'DELIVERED', deliveredAmount: '0.05' }))).json()
        .code,
    ).toBe('invalidAmount');
    expect(
      (await receive(id, all({ id: items[0]!.id, status: 'DELIVERED', deliveredAmount: '1,5,' }))).json()
        .code,
    ).toBe('invalidAmount');
    expect(
      (
        await receive(id, all({ id: items[0]!.id, status: 'DELIVERED', notDeliveredReason: 'NOT_AVAILABLE' }))
      ).json().code,
    ).toBe('invalidInput');
    expect((await receive(id, all({ id: items[0]!.id, status: 'LOST' }))).json().code).toBe('invalidStatus');
    expect((await read(id)).status).toBe('IN_PROGRESS');
  });

  it('receives only expected orders: a draft answers 409', async () => {
    const inject = await ctx.as('staff');
    const created = await inject({
      method: 'POST',
      url: `/api/orders/${kuhinja}/create/${mesara}`,
      payload: { deadline: addDays(today, 1), products: [{ id: meat[0], amount: '1' }] },
    });
    const draft = await read(created.json().id);
    const response = await receive(draft.id, [{ id: draft.products[0].id, status: 'DELIVERED' }]);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('order_not_receivable');
  });

  it('on BASIC accepts only delivered and not available (docs/PRODUCT.md#receive-outcomes)', async () => {
    const station = await stationId(ctx.db, DEMO.venues.kafana, DEMO.stations.kuhinja);
    const supplier = await supplierId(ctx.db, DEMO.suppliers.kafanaNabavka);
    const articles = await articleIds(ctx.db, DEMO.venues.kafana, DEMO.suppliers.kafanaNabavka, 2);
    const contact = await contactId(
      ctx.db,
      DEMO.venues.kafana,
      DEMO.suppliers.kafanaNabavka,
      DEMO.contacts.kafanaZoran.name,
    );
    const inject = await ctx.as('otherAdmin');
    const created = await inject({
      method: 'POST',
      url: `/api/orders/${station}/create/${supplier}`,
      payload: { deadline: addDays(today, 1), products: articles.map((id) => ({ id, amount: '2' })) },
    });
    const id = created.json().id;
    await inject({
      method: 'POST',
      url: `/api/orders/updateStatus/sendOrder?orderId=${id}`,
      payload: { supplierContactId: contact, channel: 'sms' },
    });
    const items = (await read(id, roleEmail('otherAdmin'))).products as Item[];
    for (const reason of ['MOVE_TO_NEW', 'ARRIVE_LATER']) {
      const refused = await receive(
        id,
        [
          { id: items[0]!.id, status: 'DELIVERED' },
          { id: items[1]!.id, status: 'NOT_DELIVERED', notDeliveredReason: reason },
        ],
        roleEmail('otherAdmin'),
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('reasonNotAllowed');
    }
    const accepted = await receive(
      id,
      [
        { id: items[0]!.id, status: 'DELIVERED', deliveredAmount: '1' },
        { id: items[1]!.id, status: 'NOT_DELIVERED', notDeliveredReason: 'NOT_AVAILABLE' },
      ],
      roleEmail('otherAdmin'),
    );
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().status).toBe('COMPLETED');
  });

  it('two people receiving the same order at once: one succeeds, the other gets 409, nothing is duplicated', async () => {
    const { id, items } = await sentOrder();
    const body = items.map((item) => ({
      id: item.id,
      status: 'NOT_DELIVERED',
      notDeliveredReason: 'MOVE_TO_NEW',
    }));
    const before = await orderCount(ctx.db);
    const [a, b] = await Promise.all([
      receive(id, body, roleEmail('staff')),
      receive(id, body, roleEmail('admin')),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    // The loser finds the order already received: completed (not receivable) or changed under it.
    expect(['order_not_receivable', 'order_changed']).toContain(
      [a, b].find((response) => response.statusCode === 409)!.json().code,
    );
    expect(await orderCount(ctx.db)).toBe(before + 1);
  });

  it("two receipts at once that leave the order INCOMPLETE: the second sees the first one's items, not its snapshot", async () => {
    const { id, items } = await sentOrder();
    const body = items.map((item, index) =>
      index === 0
        ? { id: item.id, status: 'NOT_DELIVERED', notDeliveredReason: 'ARRIVE_LATER' }
        : { id: item.id, status: 'DELIVERED' },
    );
    const [a, b] = await Promise.all([
      receive(id, body, roleEmail('staff')),
      receive(id, body, roleEmail('admin')),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((response) => response.statusCode === 409)!.json().code).toBe('order_changed');
    const after = await read(id);
    expect(after.status).toBe('INCOMPLETE');
    expect(after.products.map((item: Item) => item.status)).toEqual(['INCOMPLETE', 'DELIVERED', 'DELIVERED']);
  });

  it('refuses a receipt made on a stale copy (version) with 409', async () => {
    const { id, items } = await sentOrder();
    const { version } = await read(id);
    await (
      await ctx.as('admin')
    )({ method: 'POST', url: `/api/orders/${id}/changeDate`, payload: { deadline: addDays(today, 3) } });
    const response = await receive(
      id,
      items.map((item) => ({ id: item.id, status: 'DELIVERED' })),
      roleEmail('staff'),
      { version },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('order_changed');
  });

  it("answers 404 for another venue's order and leaves it expected", async () => {
    const { id, items } = await sentOrder();
    const response = await receive(
      id,
      items.map((item) => ({ id: item.id, status: 'DELIVERED' })),
      roleEmail('otherAdmin'),
    );
    expect(response.statusCode).toBe(404);
    expect((await read(id)).status).toBe('IN_PROGRESS');
  });

  describe('the admin mail (inform-admin-order-completion)', () => {
    beforeEach(async () => {
      await ctx.db.delete(mailOutbox);
    });

    it('goes to admins with notifications on when items are missing, in their language', async () => {
      const { id, items } = await sentOrder();
      await receive(id, [
        { id: items[0]!.id, status: 'DELIVERED', deliveredAmount: '4' },
        { id: items[1]!.id, status: 'NOT_DELIVERED', notDeliveredReason: 'NOT_AVAILABLE' },
        { id: items[2]!.id, status: 'DELIVERED' },
      ]);
      const mails = await ctx.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.kind, 'inform-admin-order-completion'));
      // Bistro Demo's admins: its admin and the demo owner, who administers it too (decision 0037).
      expect(mails.map((mail) => mail.toAddress).sort()).toEqual(
        [roleEmail('admin'), DEMO.accounts.vlasnik.email].sort(),
      );
      expect(mails[0]!.subject).toContain('nije stigla u potpunosti');
      const unit = items[0]!.unit;
      expect(mails[0]!.text).toContain(`stiglo 4 ${unit} od 5 ${unit}`);
      expect(mails[0]!.text).toContain('nije dostupno');
    });

    it("names the moved items' new order by its number, in the html and the text", async () => {
      const { id, items } = await sentOrder();
      const response = await receive(id, [
        { id: items[0]!.id, status: 'NOT_DELIVERED', notDeliveredReason: 'MOVE_TO_NEW' },
        { id: items[1]!.id, status: 'DELIVERED' },
        { id: items[2]!.id, status: 'DELIVERED' },
      ]);
      expect(response.statusCode).toBe(200);
      const orderNumber = (await read(response.json().newOrderId as number)).order_number as string;
      const [mail] = await ctx.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.kind, 'inform-admin-order-completion'));
      expect(mail!.text).toContain(`prebačeno u porudžbinu ${orderNumber}`);
      expect(mail!.html).toContain(`prebačeno u porudžbinu ${orderNumber}`);
      expect(`${mail!.subject}${mail!.html}${mail!.text}`).not.toContain('NEW-ORDER-');
    });

    it('is not sent when everything arrived, nor to admins who turned notifications off', async () => {
      const { id, items } = await sentOrder();
      await receive(
        id,
        items.map((item) => ({ id: item.id, status: 'DELIVERED' })),
      );
      expect(await ctx.db.select().from(mailOutbox)).toHaveLength(0);

      const admins = inArray(users.email, [roleEmail('admin'), DEMO.accounts.vlasnik.email]);
      await ctx.db.update(users).set({ emailNotificationsOn: false }).where(admins);
      const second = await sentOrder();
      await receive(
        second.id,
        second.items.map((item) => ({
          id: item.id,
          status: 'NOT_DELIVERED',
          notDeliveredReason: 'NOT_AVAILABLE',
        })),
      );
      expect(await ctx.db.select().from(mailOutbox)).toHaveLength(0);
      await ctx.db.update(users).set({ emailNotificationsOn: true }).where(admins);
    });
  });

  describe('deleting', () => {
    it('deletes a draft, but a sent order answers 409 order_not_deletable and stays', async () => {
      const inject = await ctx.as('staff');
      const created = await inject({
        method: 'POST',
        url: `/api/orders/${kuhinja}/create/${mesara}`,
        payload: { deadline: addDays(today, 1), products: [{ id: meat[0], amount: '1' }] },
      });
      const draftId = created.json().id;
      const deleted = await inject({ method: 'DELETE', url: `/api/orders/deleteOrder/${draftId}` });
      expect(deleted.statusCode).toBe(200);
      expect(await ctx.db.select().from(orders).where(eq(orders.id, draftId))).toHaveLength(0);

      const { id } = await sentOrder();
      const refused = await inject({ method: 'DELETE', url: `/api/orders/deleteOrder/${id}` });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('order_not_deletable');
      expect(await ctx.db.select().from(orders).where(eq(orders.id, id))).toHaveLength(1);
    });

    it("answers 404 for another venue's draft", async () => {
      const [draft] = await ctx.db
        .select()
        .from(orders)
        .where(and(eq(orders.status, 'OPEN'), eq(orders.stationId, kuhinja)))
        .limit(1);
      const response = await (
        await ctx.as('otherAdmin')
      )({ method: 'DELETE', url: `/api/orders/deleteOrder/${draft!.id}` });
      expect(response.statusCode).toBe(404);
      expect(await ctx.db.select().from(orders).where(eq(orders.id, draft!.id))).toHaveLength(1);
    });
  });

  describe('repeating (docs/PRODUCT.md#repeat)', () => {
    it('creates and sends a new order with the old content, date, contact, payment method and note', async () => {
      const { id, items } = await sentOrder();
      await receive(
        id,
        items.map((item) => ({ id: item.id, status: 'DELIVERED' })),
      );
      const response = await (
        await ctx.as('staff')
      )({
        method: 'POST',
        url: `/api/orders/${id}/repeat`,
        payload: {
          deadline: addDays(today, 1),
          supplierContactId: milan,
          paymentMethod: 'cash',
          orderNote: 'kao prošli put',
          channel: 'sms',
        },
      });
      expect(response.statusCode).toBe(201);
      const repeated = await read(response.json().id);
      expect(repeated).toMatchObject({
        status: 'IN_PROGRESS',
        paymentMethod: 'cash',
        orderNote: 'kao prošli put',
        supplierContactId: milan,
        deadline: addDays(today, 1),
      });
      expect(repeated.products.map((item: Item) => [item.articleId, item.amount])).toEqual(
        items.map((item) => [item.articleId, item.amount]),
      );
      expect(repeated.order_number).not.toBe((await read(id)).order_number);
    });

    it('refuses without the send permission, creating nothing', async () => {
      const { id } = await sentOrder();
      const before = await orderCount(ctx.db);
      const response = await (
        await ctx.as('viewer')
      )({
        method: 'POST',
        url: `/api/orders/${id}/repeat`,
        payload: { deadline: addDays(today, 1), supplierContactId: milan },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('disabledSending');
      expect(await orderCount(ctx.db)).toBe(before);
    });

    it('needs a contact and a date not in the past', async () => {
      const { id } = await sentOrder();
      const inject = await ctx.as('staff');
      const noContact = await inject({
        method: 'POST',
        url: `/api/orders/${id}/repeat`,
        payload: { deadline: addDays(today, 1) },
      });
      expect(noContact.json().code).toBe('common.requiredField');
      const past = await inject({
        method: 'POST',
        url: `/api/orders/${id}/repeat`,
        payload: { deadline: addDays(today, -1), supplierContactId: milan },
      });
      expect(past.json().code).toBe('dateInPast');
    });

    it('repeats a market order as a concluded warehouse order', async () => {
      const [marketOrder] = await ctx.db
        .select()
        .from(orders)
        .where(and(eq(orders.isCustom, true), eq(orders.status, 'COMPLETED')))
        .limit(1);
      const vesna = await contactId(
        ctx.db,
        DEMO.venues.bistro,
        DEMO.suppliers.pijaca,
        DEMO.contacts.pijacaVesna.name,
      );
      const response = await (
        await ctx.as('staff')
      )({
        method: 'POST',
        url: `/api/orders/${marketOrder!.id}/repeat`,
        payload: { deadline: addDays(today, 1), supplierContactId: vesna, channel: 'copy' },
      });
      expect(response.statusCode).toBe(201);
      const [created] = await ctx.db.select().from(orders).where(eq(orders.id, response.json().id));
      expect(created).toMatchObject({ isCustom: true, status: 'IN_PROGRESS' });
    });
  });
});
