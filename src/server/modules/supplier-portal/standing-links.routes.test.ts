import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@/domain/shared/dates';
import { createOrderScene, type TestContext } from '@/test/app';
import { describeGuessLimit, keysOf } from '@/test/supplier-link';
import { roleEmail } from '@/test/call';
import { DEMO } from '@/test/demo-context';

const STANDING = /^http:\/\/localhost:3000\/s\/([A-Za-z0-9_-]{24})$/;

interface Row {
  orderNumber: string;
  state: string;
  token: string;
  deliveryDate: string;
  restaurant: string;
}

describe("a supplier contact's standing link (docs/PRODUCT.md#standing-links)", () => {
  let ctx: TestContext;
  let kuhinja: number;
  let mesara: number;
  let meat: number[];
  let milan: number;
  let today: string;

  beforeAll(async () => {
    ({ ctx, kuhinja, mesara, meat, milan, today } = await createOrderScene(2));
  });
  afterAll(() => ctx.close());

  const as = async (email: string) => ctx.as(email);

  async function newContact(name: string): Promise<number> {
    const response = await (
      await as(roleEmail('admin'))
    )({
      method: 'POST',
      url: `/api/supplier/${mesara}/addContact`,
      payload: { name, phone: '+381641112233' },
    });
    expect(response.statusCode).toBe(201);
    return response.json().id;
  }

  /** An order of Kuhinja from Mesara: a draft, or sent to the contact. */
  async function order(contact: number | null): Promise<{ id: number; number: string }> {
    const inject = await as(roleEmail('staff'));
    const created = await inject({
      method: 'POST',
      url: `/api/orders/${kuhinja}/create/${mesara}`,
      payload: { deadline: addDays(today, 2), products: meat.map((id) => ({ id, amount: '2' })) },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    if (contact !== null) {
      const sent = await inject({
        method: 'POST',
        url: `/api/orders/updateStatus/sendOrder?orderId=${id}`,
        payload: { supplierContactId: contact, channel: 'copy' },
      });
      expect(sent.statusCode).toBe(200);
    }
    const read = await inject({ method: 'GET', url: `/api/orders/order/${id}` });
    return { id, number: read.json().order_number };
  }

  async function makeLink(contact: number, email = roleEmail('admin')) {
    return (await as(email))({ method: 'POST', url: `/api/supplier/contact/${contact}/standingLink` });
  }
  async function tokenOf(contact: number): Promise<string> {
    const response = await makeLink(contact);
    expect(response.statusCode).toBe(200);
    return STANDING.exec(response.json().link)![1]!;
  }
  const open = (token: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/supplier-link/standing/${token}` });
  const revoke = async (contact: number, email = roleEmail('admin')) =>
    (await as(email))({ method: 'DELETE', url: `/api/supplier/contact/${contact}/standingLink` });

  it("lists only the orders sent to its own contact, each opening that order's page, with no id of ours", async () => {
    const contact = await newContact('Stalni Kontakt');
    const other = await newContact('Drugi Kontakt');
    const mine = [await order(contact), await order(contact)];
    const notMine = await order(other);
    const draft = await order(null);
    const token = await tokenOf(contact);

    const response = await open(token);
    expect(response.statusCode).toBe(200);
    const view = response.json();
    expect(view).toMatchObject({
      language: 'ser',
      venue: { name: DEMO.venues.bistro },
      supplierName: DEMO.suppliers.mesara,
      contactName: 'Stalni Kontakt',
    });
    const numbers = (view.orders as Row[]).map((row) => row.orderNumber);
    expect(numbers.sort()).toEqual(mine.map((entry) => entry.number).sort());
    expect(numbers).not.toContain(notMine.number);
    expect(numbers).not.toContain(draft.number);
    for (const row of view.orders as Row[]) {
      expect(row).toMatchObject({
        state: 'arrived',
        restaurant: DEMO.venues.bistro,
        deliveryDate: addDays(today, 2),
      });
      const page = await ctx.app.inject({ method: 'GET', url: `/api/supplier-link/order/${row.token}` });
      expect(page.statusCode).toBe(200);
      expect(page.json().orderNumber).toBe(row.orderNumber);
    }
    for (const key of ['id', 'orderId', 'venueId', 'stationId', 'supplierId', 'contactId', 'userId'])
      expect(keysOf(view).has(key), key).toBe(false);
  });

  it("the tabs' states follow the answer and the receipt", async () => {
    const contact = await newContact('Kontakt Stanja');
    const confirmed = await order(contact);
    const rejected = await order(contact);
    const delivered = await order(contact);
    await order(contact);
    const token = await tokenOf(contact);
    const rows = (await open(token)).json().orders as Row[];
    const tokenFor = (number: string) => rows.find((row) => row.orderNumber === number)!.token;
    const answer = async (number: string, payload: object) => {
      const page = await ctx.app.inject({
        method: 'GET',
        url: `/api/supplier-link/order/${tokenFor(number)}`,
      });
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/supplier-link/order/${tokenFor(number)}/answer`,
        payload: { ...payload, version: page.json().version },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await answer(confirmed.number, {
      decision: 'confirm',
      declinedLines: [2],
      deliveryDate: addDays(today, 2),
      note: 'Drugo ne',
    });
    await answer(rejected.number, { decision: 'reject', reason: 'Nemamo' });
    const items = (
      await (
        await as(roleEmail('staff'))
      )({ method: 'GET', url: `/api/orders/order/${delivered.id}` })
    ).json();
    const received = await (
      await as(roleEmail('staff'))
    )({
      method: 'POST',
      url: `/api/orders/updateStatus/complete?orderId=${delivered.id}`,
      payload: {
        products: items.products.map((item: { id: number }) => ({ id: item.id, status: 'DELIVERED' })),
      },
    });
    expect(received.statusCode).toBe(200);

    const states = Object.fromEntries(
      ((await open(token)).json().orders as Row[]).map((row) => [row.orderNumber, row.state]),
    );
    expect(states[confirmed.number]).toBe('confirmed');
    expect(states[rejected.number]).toBe('rejected');
    expect(states[delivered.number]).toBe('delivered');
    expect(Object.values(states).filter((state) => state === 'arrived')).toHaveLength(1);
  });

  it('re-making a link kills the old one; a revoked link gets the same 404 as a guessed one', async () => {
    const contact = await newContact('Kontakt Opoziv');
    await order(contact);
    const first = await tokenOf(contact);
    const second = await tokenOf(contact);
    expect(second).not.toBe(first);
    const guessed = await open('A'.repeat(24));
    expect(guessed.statusCode).toBe(404);
    expect((await open(first)).statusCode).toBe(404);
    expect((await open(first)).json()).toEqual(guessed.json());
    expect((await open(second)).statusCode).toBe(200);

    const list = (
      await (
        await as(roleEmail('admin'))
      )({ method: 'GET', url: '/api/supplier/standingLinks' })
    ).json();
    expect(list.filter((entry: { contactId: number }) => entry.contactId === contact)).toHaveLength(1);

    expect((await revoke(contact)).json()).toEqual({ revoked: true });
    expect((await open(second)).statusCode).toBe(404);
    expect((await open(second)).json()).toEqual(guessed.json());
    expect((await revoke(contact)).statusCode).toBe(404);
    const after = (
      await (
        await as(roleEmail('admin'))
      )({ method: 'GET', url: '/api/supplier/standingLinks' })
    ).json();
    expect(after.some((entry: { contactId: number }) => entry.contactId === contact)).toBe(false);
  });

  it("a deleted contact's link opens nothing", async () => {
    const contact = await newContact('Kontakt Brisanje');
    const token = await tokenOf(contact);
    expect((await open(token)).statusCode).toBe(200);
    const deleted = await (
      await as(roleEmail('admin'))
    )({ method: 'DELETE', url: `/api/supplier/deleteContact/${contact}` });
    expect(deleted.statusCode).toBe(200);
    expect((await open(token)).statusCode).toBe(404);
  });

  it("another venue's admin can neither make, see nor revoke Bistro's links; staff are refused", async () => {
    const token = await tokenOf(milan);
    expect((await makeLink(milan, roleEmail('otherAdmin'))).statusCode).toBe(404);
    expect((await revoke(milan, roleEmail('otherAdmin'))).statusCode).toBe(404);
    const theirs = (
      await (
        await as(roleEmail('otherAdmin'))
      )({ method: 'GET', url: '/api/supplier/standingLinks' })
    ).json();
    expect(theirs.some((entry: { link: string }) => entry.link.endsWith(token))).toBe(false);
    expect((await makeLink(milan, roleEmail('staff'))).statusCode).toBe(403);
    expect((await revoke(milan, roleEmail('staff'))).statusCode).toBe(403);
    expect((await open(token)).statusCode).toBe(200);
  });
});

describeGuessLimit(
  {
    describe: 'the standing link rate limit (docs/PRODUCT.md#standing-links)',
    it: 'opening standing links is limited per IP',
  },
  '/api/supplier-link/standing/guess',
  ['203.0.113.9', '203.0.113.10'],
);
