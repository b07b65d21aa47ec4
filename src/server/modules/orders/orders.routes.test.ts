import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeOrderLines } from '@/domain/orders/merge';
import { addDays } from '@/domain/shared/dates';
import { createOrderScene, type TestContext } from '@/test/app';
import { articleIds, contactId, orderCount, stationId, supplierId, venueId } from '@/test/demo-lookup';
import { orderItems, orders } from '@/server/db/schema';
import { OrderSchema } from '@/domain/orders/orders.schemas';
import { expectExactShape } from '@/test/contract';
import type { DemoRole } from '@/test/call';
import { customOrderOperations, regularOrderOperations } from '@/domain/orders/orders.contract';
import { DEMO } from '@/test/demo-context';

describe('orders API (docs/PRODUCT.md#order-wizard)', () => {
  let ctx: TestContext;
  let kuhinja: number;
  let magacin: number;
  let mesara: number;
  let pijaca: number;
  let meat: number[];
  let milk: number[];
  let market: number[];
  let milan: number;
  let today: string;
  let tomorrow: string;

  beforeAll(async () => {
    ({ ctx, kuhinja, mesara, meat, milan, today, tomorrow } = await createOrderScene(4));
    magacin = await stationId(ctx.db, DEMO.venues.bistro, DEMO.stations.magacin);
    pijaca = await supplierId(ctx.db, DEMO.suppliers.pijaca);
    milk = await articleIds(ctx.db, DEMO.venues.bistro, DEMO.suppliers.mlekara, 2);
    market = await articleIds(ctx.db, DEMO.venues.bistro, DEMO.suppliers.pijaca, 2);
  });
  afterAll(() => ctx.close());

  /** The regular (/api/orders) or the warehouse (/api/orders/custom) declarations. */
  const operations = (custom: boolean) => (custom ? customOrderOperations : regularOrderOperations);

  async function create(role: DemoRole, body: object, station = kuhinja, supplier = mesara, custom = false) {
    return ctx.call(role, operations(custom).create, {
      params: { departmentId: station, supplierId: supplier },
      body,
    });
  }

  async function createOpen(role: DemoRole = 'staff', products = [{ id: meat[0]!, amount: '2' }]) {
    const response = await create(role, { deadline: tomorrow, products });
    expect(response.statusCode).toBe(201);
    return response.json().id as number;
  }

  async function read(id: number, role: DemoRole = 'staff', custom = false) {
    return ctx.call(role, operations(custom).get, { params: { id } });
  }

  describe('creating', () => {
    it('creates an OPEN order with an upper-case venue-unique number and the ordered items', async () => {
      const response = await create('staff', {
        deadline: tomorrow,
        products: [
          { id: meat[0], amount: '2.5', note: 'bez kože' },
          { id: meat[1], amount: 3 },
          { id: meat[2], amount: '0.1' },
        ],
        orderNote: 'Isporuka pre 8h',
        paymentMethod: 'cash',
      });
      expect(response.statusCode).toBe(201);
      const order = (await read(response.json().id)).json();
      expect(order).toMatchObject({
        status: 'OPEN',
        deadline: tomorrow,
        supplier: { id: mesara, name: DEMO.suppliers.mesara, isMarket: false, deleted: false },
        department: { id: kuhinja, name: DEMO.stations.kuhinja, isWarehouse: false },
        orderNote: 'Isporuka pre 8h',
        paymentMethod: 'cash',
        createdBy: { name: DEMO.accounts.staff.name },
        isCustomOrder: false,
        newOrderId: null,
        sentAt: null,
      });
      expect(order.order_number).toMatch(/^KUH-\d{4,}$/);
      expect(order.order_number).toBe(order.order_number.toUpperCase());
      expect(
        order.products.map((p: { articleId: number; amount: string; note: string; status: string }) => [
          p.articleId,
          p.amount,
          p.note,
          p.status,
        ]),
      ).toEqual([
        [meat[0], '2.5', 'bez kože', 'PENDING'],
        [meat[1], '3', '', 'PENDING'],
        [meat[2], '0.1', '', 'PENDING'],
      ]);
    });

    it('numbers orders one after another, never twice', async () => {
      const [a, b] = await Promise.all([createOpen(), createOpen()]);
      const numbers = [(await read(a)).json().order_number, (await read(b)).json().order_number];
      expect(new Set(numbers).size).toBe(2);
      const all = await ctx.db
        .select({ n: orders.orderNumber })
        .from(orders)
        .where(eq(orders.venueId, await venueId(ctx.db, DEMO.venues.bistro)));
      expect(new Set(all.map((row) => row.n)).size).toBe(all.length);
    });

    it("takes a UTC timestamp as the venue's calendar day", async () => {
      const midnightInBelgrade = new Date(`${tomorrow}T00:00:00+01:00`).toISOString();
      const response = await create('staff', {
        deadline: midnightInBelgrade,
        products: [{ id: meat[0], amount: '1' }],
      });
      expect(response.statusCode).toBe(201);
      expect((await read(response.json().id)).json().deadline).toBe(tomorrow);
    });

    it('accepts today and refuses the past or an impossible date', async () => {
      expect(
        (await create('staff', { deadline: today, products: [{ id: meat[0], amount: '1' }] })).statusCode,
      ).toBe(201);
      const past = await create('staff', {
        deadline: addDays(today, -1),
        products: [{ id: meat[0], amount: '1' }],
      });
      expect(past.statusCode).toBe(400);
      expect(past.json().code).toBe('dateInPast');
      const impossible = await create('staff', {
        deadline: '2031-02-30',
        products: [{ id: meat[0], amount: '1' }],
      });
      expect(impossible.json().code).toBe('invalidDate');
      const garbage = await create('staff', { deadline: 'sutra', products: [{ id: meat[0], amount: '1' }] });
      expect(garbage.json().code).toBe('invalidDate');
    });

    it('refuses bad amounts, empty and duplicated lines, unknown payment methods with 400 and changes nothing', async () => {
      const before = await orderCount(ctx.db);
      const cases: [object, string][] = [
        [{ deadline: tomorrow, products: [{ id: meat[0], amount: '0.05' }] }, 'invalidAmount'],
        // "1,5" and ".5" are amounts (docs/PRODUCT.md#amounts, amount-bound.routes.test.ts); a second separator is not.
        [{ deadline: tomorrow, products: [{ id: meat[0], amount: '1,5,' }] }, 'invalidAmount'],
        [{ deadline: tomorrow, products: [{ id: meat[0], amount: '1.2.3' }] }, 'invalidAmount'],
        [{ deadline: tomorrow, products: [{ id: meat[0], amount: '' }] }, 'invalidAmount'],
        [{ deadline: tomorrow, products: [] }, 'emptyOrder'],
        [
          {
            deadline: tomorrow,
            products: [
              { id: meat[0], amount: '1' },
              { id: meat[0], amount: '2' },
            ],
          },
          'duplicateArticle',
        ],
        [
          { deadline: tomorrow, products: [{ id: meat[0], amount: '1' }], paymentMethod: 'bitcoin' },
          'invalidPaymentMethod',
        ],
        [{ deadline: tomorrow, products: [{ id: 'x', amount: '1' }] }, 'invalidInput'],
        [{ products: [{ id: meat[0], amount: '1' }] }, 'invalidDate'],
      ];
      for (const [body, code] of cases) {
        const response = await create('staff', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().code, JSON.stringify(body)).toBe(code);
      }
      const malformed = await (
        await ctx.as('staff')
      )({
        method: 'POST',
        url: `/api/orders/${kuhinja}/create/${mesara}`,
        headers: { 'content-type': 'application/json' },
        payload: '{"deadline":',
      });
      expect(malformed.statusCode).toBe(400);
      expect(await orderCount(ctx.db)).toBe(before);
    });

    it("refuses another supplier's article", async () => {
      const response = await create('staff', {
        deadline: tomorrow,
        products: [{ id: milk[0], amount: '1' }],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('articleNotAvailable');
    });

    it("answers 404 for another venue's station, a supplier the station does not use, or a station the user is not on", async () => {
      const before = await orderCount(ctx.db);
      expect(
        (await create('otherAdmin', { deadline: tomorrow, products: [{ id: meat[0], amount: '1' }] }))
          .statusCode,
      ).toBe(404);
      const sank = await stationId(ctx.db, DEMO.venues.bistro, DEMO.stations.sank);
      expect(
        (
          await create(
            'staff',
            { deadline: tomorrow, products: [{ id: meat[0], amount: '1' }] },
            sank,
            mesara,
          )
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await create(
            'viewer',
            { deadline: tomorrow, products: [{ id: market[0], amount: '1' }] },
            magacin,
            pijaca,
            true,
          )
        ).statusCode,
      ).toBe(404);
      expect(await orderCount(ctx.db)).toBe(before);
    });

    it('keeps market suppliers to warehouse (custom) orders', async () => {
      expect(
        (
          await create(
            'staff',
            { deadline: tomorrow, products: [{ id: market[0], amount: '1' }] },
            magacin,
            pijaca,
          )
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await create(
            'staff',
            { deadline: tomorrow, products: [{ id: meat[0], amount: '1' }] },
            kuhinja,
            mesara,
            true,
          )
        ).statusCode,
      ).toBe(404);
      const custom = await create(
        'staff',
        { deadline: tomorrow, products: [{ id: market[0], amount: '3' }] },
        magacin,
        pijaca,
        true,
      );
      expect(custom.statusCode).toBe(201);
      const order = (await read(custom.json().id, 'staff', true)).json();
      expect(order).toMatchObject({
        isCustomOrder: true,
        supplier: null,
        marketSupplier: { id: pijaca },
        status: 'OPEN',
      });
      expect((await read(custom.json().id, 'staff', false)).statusCode).toBe(404);
    });

    it('needs a venue user: 401 without a token, 403 for the super admin', async () => {
      const anonymous = await ctx.app.inject({
        method: 'POST',
        url: `/api/orders/${kuhinja}/create/${mesara}`,
        payload: {},
      });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toBe('Invalid Token');
      expect(
        (
          await create('superAdmin', {
            deadline: tomorrow,
            products: [{ id: meat[0], amount: '1' }],
          })
        ).statusCode,
      ).toBe(403);
    });
  });

  describe('reading', () => {
    it('answers exactly the Order contract, regular and warehouse, with amounts as short decimal text', async () => {
      const regular = await createOpen('staff', [
        { id: meat[0]!, amount: '2.500' },
        { id: meat[1]!, amount: '10' },
      ]);
      const body = (await read(regular)).json();
      expectExactShape(OrderSchema, body);
      expect(body.products.map((p: { amount: string }) => p.amount)).toEqual(['2.5', '10']);
      expect(body).toMatchObject({
        marketSupplier: null,
        hasShortfall: false,
        lastUpdatedBy: { name: DEMO.accounts.staff.name },
      });
      const custom = await create(
        'staff',
        { deadline: tomorrow, products: [{ id: market[0], amount: '1' }] },
        magacin,
        pijaca,
        true,
      );
      expectExactShape(OrderSchema, (await read(custom.json().id, 'staff', true)).json());
      const [delivered] = await ctx.db.select().from(orders).where(eq(orders.status, 'INCOMPLETE')).limit(1);
      expectExactShape(OrderSchema, (await read(delivered!.id, 'admin')).json());
    });

    it("answers 404 for another venue's order and for an unknown id, 400 for a bad id", async () => {
      const id = await createOpen();
      expect((await read(id, 'otherAdmin')).statusCode).toBe(404);
      expect((await read(99_999_999)).statusCode).toBe(404);
      expect((await read('abc' as unknown as number)).statusCode).toBe(400);
    });
  });

  describe('editing items', () => {
    async function update(id: number, role: DemoRole, body: object) {
      return ctx.call(role, regularOrderOperations.updateItems, { params: { id }, body });
    }

    it('replaces the item list of a draft, keeping ids of kept articles', async () => {
      const id = await createOpen('staff', [
        { id: meat[0]!, amount: '1' },
        { id: meat[1]!, amount: '2' },
      ]);
      const before = (await read(id)).json();
      const response = await update(id, 'staff', {
        deadline: addDays(today, 2),
        productsToUpdate: [
          { id: meat[1], amount: '5', note: 'tanko' },
          { id: meat[2], amount: '1.25' },
        ],
        orderNote: 'promenjeno',
        paymentMethod: 'wire_transfer',
        receivingNote: '',
        version: before.version,
      });
      expect(response.statusCode).toBe(200);
      const order = response.json();
      expect(order.deadline).toBe(addDays(today, 2));
      expect(
        order.products.map((p: { articleId: number; amount: string; note: string }) => [
          p.articleId,
          p.amount,
          p.note,
        ]),
      ).toEqual([
        [meat[1], '5', 'tanko'],
        [meat[2], '1.25', ''],
      ]);
      const kept = before.products.find((p: { articleId: number }) => p.articleId === meat[1]);
      expect(order.products[0].id).toBe(kept.id);
      expect(order).toMatchObject({
        orderNote: 'promenjeno',
        paymentMethod: 'wire_transfer',
        version: before.version + 1,
      });
    });

    it('refuses an edit made on a stale copy with 409 order_changed', async () => {
      const id = await createOpen();
      const { version } = (await read(id)).json();
      const body = { deadline: tomorrow, productsToUpdate: [{ id: meat[0], amount: '9' }], version };
      expect((await update(id, 'staff', body)).statusCode).toBe(200);
      const stale = await update(id, 'staff', { ...body, productsToUpdate: [{ id: meat[0], amount: '1' }] });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().code).toBe('order_changed');
      expect((await read(id)).json().products[0].amount).toBe('9');
    });

    it('lets only an admin edit a sent order (docs/PRODUCT.md#role-venue-admin)', async () => {
      const id = await createOpen();
      const send = await (
        await ctx.as('staff')
      )({
        method: 'POST',
        url: `/api/orders/updateStatus/sendOrder?orderId=${id}`,
        payload: { supplierContactId: milan, channel: 'sms' },
      });
      expect(send.statusCode).toBe(200);
      const body = { deadline: tomorrow, productsToUpdate: [{ id: meat[0], amount: '4' }] };
      const byStaff = await update(id, 'staff', body);
      expect(byStaff.statusCode).toBe(409);
      expect(byStaff.json().code).toBe('order_not_editable');
      expect((await update(id, 'admin', body)).statusCode).toBe(200);
    });

    it('refuses to move the date into the past', async () => {
      const id = await createOpen();
      const response = await update(id, 'staff', {
        deadline: addDays(today, -2),
        productsToUpdate: [{ id: meat[0], amount: '1' }],
      });
      expect(response.json().code).toBe('dateInPast');
    });

    it("answers 404 for another venue's order and changes nothing", async () => {
      const id = await createOpen();
      const response = await update(id, 'otherAdmin', {
        deadline: tomorrow,
        productsToUpdate: [{ id: meat[0], amount: '7' }],
      });
      expect(response.statusCode).toBe(404);
      expect((await read(id)).json().products[0].amount).toBe('2');
    });
  });

  describe('merging (docs/PRODUCT.md#merge)', () => {
    it('adds the selection to the order with the same sums as the domain merge', async () => {
      const id = await createOpen('staff', [
        { id: meat[0]!, amount: '2.5' },
        { id: meat[1]!, amount: '1' },
      ]);
      const added = [
        { id: meat[0]!, amount: '0.7', note: 'dodatno' },
        { id: meat[3]!, amount: '3' },
      ];
      const response = await (
        await ctx.as('staff')
      )({ method: 'POST', url: `/api/orders/${id}/merge`, payload: { products: added } });
      expect(response.statusCode).toBe(200);
      const expected = mergeOrderLines(
        [
          { articleId: meat[0]!, amount: '2.5', note: '' },
          { articleId: meat[1]!, amount: '1', note: '' },
        ],
        added.map((line) => ({ articleId: line.id, amount: line.amount, note: line.note ?? '' })),
      );
      expect(
        response.json().products.map((p: { articleId: number; amount: string; note: string }) => ({
          articleId: p.articleId,
          amount: p.amount,
          note: p.note,
        })),
      ).toEqual(expected);
      expect(expected[0]).toEqual({ articleId: meat[0], amount: '3.2', note: 'dodatno' });
    });

    it('refuses to merge into a sent order for staff, and into a delivered one for anyone', async () => {
      const [delivered] = await ctx.db.select().from(orders).where(eq(orders.status, 'COMPLETED')).limit(1);
      const response = await (
        await ctx.as('admin')
      )({
        method: 'POST',
        url: `/api/orders/${delivered!.id}/merge`,
        payload: { products: [{ id: meat[0], amount: '1' }] },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('order_not_editable');
    });
  });

  describe('sending', () => {
    async function send(id: number, role: DemoRole, body: object, custom = false) {
      return ctx.call(role, operations(custom).send, { query: { orderId: id }, body });
    }

    it('moves a draft to IN_PROGRESS and records who sent it, when, how and to whom', async () => {
      const id = await createOpen();
      const response = await send(id, 'staff', { supplierContactId: milan, channel: 'whatsapp' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id,
        status: 'IN_PROGRESS',
        supplierLink: expect.stringMatching(/\/o\/[\w-]+$/),
      });
      const order = (await read(id)).json();
      expect(order).toMatchObject({
        status: 'IN_PROGRESS',
        supplierContactId: milan,
        supplierContactNumber: '0641234567',
        sentBy: { name: DEMO.accounts.staff.name },
      });
      expect(order.sentAt).not.toBeNull();
      const [row] = await ctx.db.select({ sentVia: orders.sentVia }).from(orders).where(eq(orders.id, id));
      expect(row?.sentVia).toBe('whatsapp');
    });

    it('refuses a user without the send-orders permission with 403 disabledSending and leaves the order a draft', async () => {
      const id = await createOpen('viewer');
      const response = await send(id, 'viewer', { supplierContactId: milan, channel: 'sms' });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('disabledSending');
      expect((await read(id, 'viewer')).json().status).toBe('OPEN');
    });

    it('refuses creating and sending with 403 trialEnded once a FREE trial ended (docs/PRODUCT.md#trial)', async () => {
      const bar = await stationId(ctx.db, DEMO.venues.probni, DEMO.stations.probniBar);
      const supplier = await supplierId(ctx.db, DEMO.suppliers.barSnabdevanje);
      const [article] = await articleIds(ctx.db, DEMO.venues.probni, DEMO.suppliers.barSnabdevanje, 1);
      const body = { deadline: tomorrow, products: [{ id: article, amount: '1' }] };
      const before = await orderCount(ctx.db);
      const refused = await create('trialAdmin', body, bar, supplier);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('trialEnded');
      expect(await orderCount(ctx.db)).toBe(before);

      // A draft made while the trial still ran (three days back, the seed's trial ended two days ago)...
      ctx.clock.set(new Date(Date.now() - 3 * 24 * 60 * 60 * 1000));
      const created = await create('trialAdmin', body, bar, supplier);
      ctx.clock.reset();
      expect(created.statusCode).toBe(201);
      // ...cannot be sent after it ended.
      const contact = await contactId(
        ctx.db,
        DEMO.venues.probni,
        DEMO.suppliers.barSnabdevanje,
        DEMO.contacts.probniAna.name,
      );
      const response = await send(created.json().id, 'trialAdmin', {
        supplierContactId: contact,
        channel: 'sms',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('trialEnded');
    });

    it('keeps WhatsApp and Viber to PRO: a BASIC venue may send by SMS only', async () => {
      const station = await stationId(ctx.db, DEMO.venues.kafana, DEMO.stations.kuhinja);
      const supplier = await supplierId(ctx.db, DEMO.suppliers.kafanaNabavka);
      const [article] = await articleIds(ctx.db, DEMO.venues.kafana, DEMO.suppliers.kafanaNabavka, 1);
      const contact = await contactId(
        ctx.db,
        DEMO.venues.kafana,
        DEMO.suppliers.kafanaNabavka,
        DEMO.contacts.kafanaZoran.name,
      );
      const created = await create(
        'otherAdmin',
        { deadline: tomorrow, products: [{ id: article, amount: '1' }] },
        station,
        supplier,
      );
      const id = created.json().id;
      for (const channel of ['whatsapp', 'viber']) {
        const refused = await send(id, 'otherAdmin', { supplierContactId: contact, channel });
        expect(refused.statusCode).toBe(403);
        expect(refused.json().code).toBe('proOnly');
      }
      expect((await send(id, 'otherAdmin', { supplierContactId: contact, channel: 'sms' })).statusCode).toBe(
        200,
      );
    });

    it("needs a contact, and refuses another supplier's contact", async () => {
      const id = await createOpen();
      const none = await send(id, 'staff', { channel: 'copy' });
      expect(none.statusCode).toBe(400);
      expect(none.json().code).toBe('common.requiredField');
      const otherSupplierContact = await contactId(
        ctx.db,
        DEMO.venues.bistro,
        DEMO.suppliers.mlekara,
        DEMO.contacts.mlekaraIvana.name,
      );
      expect((await send(id, 'staff', { supplierContactId: otherSupplierContact })).statusCode).toBe(404);
      expect((await read(id)).json().status).toBe('OPEN');
    });

    it('does not send twice: a sent order answers 409 for staff', async () => {
      const id = await createOpen();
      expect((await send(id, 'staff', { supplierContactId: milan })).statusCode).toBe(200);
      const again = await send(id, 'staff', { supplierContactId: milan });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('order_not_sendable');
    });

    it("refuses another venue's order with 404", async () => {
      const id = await createOpen();
      expect((await send(id, 'otherAdmin', { supplierContactNumber: '0641234567' })).statusCode).toBe(404);
      expect((await read(id)).json().status).toBe('OPEN');
    });

    it('concludes a warehouse order without a contact: saved is open, concluded is in progress', async () => {
      const created = await create(
        'staff',
        { deadline: tomorrow, products: [{ id: market[0], amount: '2' }] },
        magacin,
        pijaca,
        true,
      );
      const id = created.json().id;
      expect((await read(id, 'staff', true)).json().status).toBe('OPEN');
      const response = await send(id, 'staff', { channel: 'copy' }, true);
      expect(response.statusCode).toBe(200);
      expect((await read(id, 'staff', true)).json().status).toBe('IN_PROGRESS');
    });
  });

  describe('warehouse order items', () => {
    it('deletes one item of a draft, but not the last one', async () => {
      const created = await create(
        'staff',
        {
          deadline: tomorrow,
          products: [
            { id: market[0], amount: '2' },
            { id: market[1], amount: '1' },
          ],
        },
        magacin,
        pijaca,
        true,
      );
      const order = (await read(created.json().id, 'staff', true)).json();
      const inject = await ctx.as('staff');
      const first = await inject({
        method: 'DELETE',
        url: `/api/orders/custom/deleteProduct/${order.products[0].id}`,
      });
      expect(first.statusCode).toBe(200);
      expect(first.json().products).toHaveLength(1);
      const last = await inject({
        method: 'DELETE',
        url: `/api/orders/custom/deleteProduct/${order.products[1].id}`,
      });
      expect(last.statusCode).toBe(400);
      expect(last.json().code).toBe('emptyOrder');
      const items = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      expect(items).toHaveLength(1);
    });
  });
});
