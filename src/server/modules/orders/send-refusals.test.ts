/**
 * Every refusal of the one send (send-order.service.ts `sendOrderIn`), from one table: each row arranges the state the
 * refusal needs, sends through the send route and checks the answer and that nothing changed. Rows the repeat route
 * reaches through the same send (its new order is an OPEN draft of a station the caller sees, so only the caller's
 * permission, the plan's channels and the contact can refuse it) are repeated there, and leave no new order behind.
 * A new refusal of the send statement gets a row here.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderScene, type OrderScene, sendSceneOrder } from '@/test/app';
import {
  articleIds,
  contactId,
  orderCount,
  stationId,
  supplierId,
  userId,
  venueId,
} from '@/test/demo-lookup';
import { orders, subscriptions, users } from '@/server/db/schema';
import type { DemoRole } from '@/test/call';
import { customOrderOperations, regularOrderOperations } from '@/domain/orders/orders.contract';
import type { SendRefusal } from './send-order.statement';
import { DEMO } from '@/test/demo-context';

/** A send or a repeat as one of the demo roles (Kafana Druga's admin: BASIC; Probni Restoran's: trial ended). */
type Request =
  | { role: DemoRole; send: { orderId: number; custom?: boolean }; body: object }
  | { role: DemoRole; repeat: number; body: object };

interface Arranged {
  /** The order the send refers to, which must stay as it was. */
  orderId: number;
  send: Request;
  /** The same refusal through repeat, when repeat reaches it. */
  repeat?: Request;
  /** Undoes what the row changed besides the order (a plan). */
  restore?: () => Promise<void>;
}

interface RefusalRow {
  refusal: SendRefusal;
  status: number;
  what: string;
  arrange: () => Promise<Arranged>;
}

describe('the one send refuses', () => {
  let scene: OrderScene;

  beforeAll(async () => {
    scene = await createOrderScene(1);
  });
  afterAll(() => scene.ctx.close());

  const operations = (custom = false) => (custom ? customOrderOperations : regularOrderOperations);
  const sendTo = (orderId: number, custom = false) => ({ orderId, custom });

  function call(request: Request) {
    if ('repeat' in request) {
      return scene.ctx.call(request.role, regularOrderOperations.repeat, {
        params: { id: request.repeat },
        body: request.body,
      });
    }
    return scene.ctx.call(request.role, operations(request.send.custom).send, {
      query: { orderId: request.send.orderId },
      body: request.body,
    });
  }

  /** A draft made through the create route; its id. */
  async function draft(
    role: DemoRole,
    at: { station: number; supplier: number; article: number; custom?: boolean },
  ): Promise<number> {
    const response = await scene.ctx.call(role, operations(at.custom).create, {
      params: { departmentId: at.station, supplierId: at.supplier },
      body: { deadline: scene.tomorrow, products: [{ id: at.article, amount: '1' }] },
    });
    expect(response.statusCode).toBe(201);
    return response.json().id as number;
  }

  const kuhinjaDraft = (role: DemoRole = 'staff') =>
    draft(role, { station: scene.kuhinja, supplier: scene.mesara, article: scene.meat[0]! });

  /** Kafana Druga's order at its supplier Kafana Nabavka d.o.o., and the contact Zoran. */
  async function kafana() {
    const station = await stationId(scene.ctx.db, DEMO.venues.kafana, DEMO.stations.kuhinja);
    const supplier = await supplierId(scene.ctx.db, DEMO.suppliers.kafanaNabavka);
    const [article] = await articleIds(scene.ctx.db, DEMO.venues.kafana, DEMO.suppliers.kafanaNabavka, 1);
    const contact = await contactId(
      scene.ctx.db,
      DEMO.venues.kafana,
      DEMO.suppliers.kafanaNabavka,
      DEMO.contacts.kafanaZoran.name,
    );
    const order = () => draft('otherAdmin', { station, supplier, article: article! });
    return { order, contact };
  }

  const rows: RefusalRow[] = [
    {
      refusal: 'not_found',
      status: 404,
      what: 'a regular order sent through the warehouse route',
      arrange: async () => {
        const orderId = await kuhinjaDraft();
        return {
          orderId,
          send: { role: 'staff', send: sendTo(orderId, true), body: { supplierContactId: scene.milan } },
        };
      },
    },
    {
      refusal: 'not_found',
      status: 404,
      what: "an order of a station the caller does not see (Magacin is not the viewer's)",
      arrange: async () => {
        const orderId = await draft('staff', {
          station: await stationId(scene.ctx.db, DEMO.venues.bistro, DEMO.stations.magacin),
          supplier: await supplierId(scene.ctx.db, DEMO.suppliers.pijaca),
          article: (await articleIds(scene.ctx.db, DEMO.venues.bistro, DEMO.suppliers.pijaca, 1))[0]!,
          custom: true,
        });
        return {
          orderId,
          send: { role: 'viewer', send: sendTo(orderId, true), body: { channel: 'copy' } },
        };
      },
    },
    {
      refusal: 'not_found',
      status: 404,
      what: "another venue's order",
      arrange: async () => {
        const orderId = await kuhinjaDraft();
        return {
          orderId,
          send: {
            role: 'otherAdmin',
            send: sendTo(orderId),
            body: { supplierContactNumber: '0641234567' },
          },
        };
      },
    },
    {
      refusal: 'order_not_sendable',
      status: 409,
      what: 'an order staff already sent',
      arrange: async () => {
        const orderId = await sendSceneOrder(scene, 'staff', ['1']);
        return {
          orderId,
          send: { role: 'staff', send: sendTo(orderId), body: { supplierContactId: scene.milan } },
        };
      },
    },
    {
      refusal: 'disabledSending',
      status: 403,
      what: 'a user without the send-orders permission',
      arrange: async () => {
        const orderId = await kuhinjaDraft('viewer');
        const source = await sendSceneOrder(scene, 'admin', ['1']);
        const body = { supplierContactId: scene.milan, channel: 'sms' };
        return {
          orderId,
          send: { role: 'viewer', send: sendTo(orderId), body },
          repeat: { role: 'viewer', repeat: source, body: { deadline: scene.tomorrow, ...body } },
        };
      },
    },
    {
      refusal: 'approval_required',
      status: 403,
      what: 'an order above its creator’s limit, not approved',
      arrange: async () => {
        const orderId = await kuhinjaDraft('staff');
        const staff = await userId(scene.ctx.db, DEMO.accounts.staff.email);
        await scene.ctx.db.update(users).set({ orderLimit: '1.00' }).where(eq(users.id, staff));
        return {
          orderId,
          send: {
            role: 'staff',
            send: sendTo(orderId),
            body: { supplierContactId: scene.milan, channel: 'sms' },
          },
          restore: async () => {
            await scene.ctx.db.update(users).set({ orderLimit: null }).where(eq(users.id, staff));
          },
        };
      },
    },
    {
      refusal: 'subscription_not_exist',
      status: 409,
      what: 'a venue without a plan',
      arrange: async () => {
        const orderId = await kuhinjaDraft();
        const venue = await venueId(scene.ctx.db, DEMO.venues.bistro);
        const [kept] = await scene.ctx.db
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.venueId, venue));
        await scene.ctx.db.delete(subscriptions).where(eq(subscriptions.venueId, venue));
        return {
          orderId,
          send: { role: 'staff', send: sendTo(orderId), body: { supplierContactId: scene.milan } },
          restore: async () => {
            await scene.ctx.db.insert(subscriptions).values(kept!);
          },
        };
      },
    },
    {
      refusal: 'trialEnded',
      status: 403,
      what: 'a FREE venue whose trial ended since the draft was made',
      arrange: async () => {
        const station = await stationId(scene.ctx.db, DEMO.venues.probni, DEMO.stations.probniBar);
        const supplier = await supplierId(scene.ctx.db, DEMO.suppliers.barSnabdevanje);
        const [article] = await articleIds(
          scene.ctx.db,
          DEMO.venues.probni,
          DEMO.suppliers.barSnabdevanje,
          1,
        );
        const contact = await contactId(
          scene.ctx.db,
          DEMO.venues.probni,
          DEMO.suppliers.barSnabdevanje,
          DEMO.contacts.probniAna.name,
        );
        // Made while the trial still ran (three days back; the seed's trial ended two days ago).
        scene.ctx.clock.set(new Date(Date.now() - 3 * 24 * 60 * 60 * 1000));
        const orderId = await draft('trialAdmin', { station, supplier, article: article! }).finally(() =>
          scene.ctx.clock.reset(),
        );
        return {
          orderId,
          send: {
            role: 'trialAdmin',
            send: sendTo(orderId),
            body: { supplierContactId: contact, channel: 'sms' },
          },
        };
      },
    },
    {
      refusal: 'proOnly',
      status: 403,
      what: 'WhatsApp from a BASIC venue',
      arrange: async () => {
        const { order, contact } = await kafana();
        const orderId = await order();
        const source = await order();
        const sent = await call({
          role: 'otherAdmin',
          send: sendTo(source),
          body: { supplierContactId: contact, channel: 'sms' },
        });
        expect(sent.statusCode).toBe(200);
        const body = { supplierContactId: contact, channel: 'whatsapp' };
        return {
          orderId,
          send: { role: 'otherAdmin', send: sendTo(orderId), body },
          repeat: {
            role: 'otherAdmin',
            repeat: source,
            body: { deadline: scene.tomorrow, ...body },
          },
        };
      },
    },
    {
      refusal: 'not_found',
      status: 404,
      what: "another supplier's contact",
      arrange: async () => {
        const orderId = await kuhinjaDraft();
        const source = await sendSceneOrder(scene, 'staff', ['1']);
        const other = await contactId(
          scene.ctx.db,
          DEMO.venues.bistro,
          DEMO.suppliers.mlekara,
          DEMO.contacts.mlekaraIvana.name,
        );
        return {
          orderId,
          send: { role: 'staff', send: sendTo(orderId), body: { supplierContactId: other } },
          repeat: {
            role: 'staff',
            repeat: source,
            body: { deadline: scene.tomorrow, supplierContactId: other },
          },
        };
      },
    },
    {
      refusal: 'common.requiredField',
      status: 400,
      what: 'a regular order without a contact or a number',
      arrange: async () => {
        const orderId = await kuhinjaDraft();
        return { orderId, send: { role: 'staff', send: sendTo(orderId), body: { channel: 'copy' } } };
      },
    },
  ];

  const stateOf = async (orderId: number) =>
    (
      await scene.ctx.db
        .select({ status: orders.status, version: orders.version, sentAt: orders.sentAt })
        .from(orders)
        .where(eq(orders.id, orderId))
    )[0];

  it.each(rows)('$refusal ($status): $what', async (row) => {
    const arranged = await row.arrange();
    try {
      const before = await stateOf(arranged.orderId);
      const sent = await call(arranged.send);
      expect({ status: sent.statusCode, code: sent.json().code }).toEqual({
        status: row.status,
        code: row.refusal,
      });
      expect(await stateOf(arranged.orderId)).toEqual(before);

      if (arranged.repeat) {
        const count = await orderCount(scene.ctx.db);
        const repeated = await call(arranged.repeat);
        expect({ status: repeated.statusCode, code: repeated.json().code }).toEqual({
          status: row.status,
          code: row.refusal,
        });
        expect(await orderCount(scene.ctx.db)).toBe(count);
      }
    } finally {
      await arranged.restore?.();
    }
  });

  it('covers every refusal of the send statement', () => {
    const refusals: Record<SendRefusal, true> = {
      not_found: true,
      order_not_sendable: true,
      disabledSending: true,
      approval_required: true,
      subscription_not_exist: true,
      trialEnded: true,
      proOnly: true,
      'common.requiredField': true,
    };
    expect(new Set(rows.map((row) => row.refusal))).toEqual(new Set(Object.keys(refusals)));
  });
});
