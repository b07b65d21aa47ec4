import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@/domain/shared/dates';
import { createOrderScene, type TestContext } from '@/test/app';
import { contactId } from '@/test/demo-lookup';
import { roleEmail } from '@/test/call';
import { DEMO } from '@/test/demo-context';

const LINK = /^http:\/\/localhost:3000\/o\/[A-Za-z0-9_-]{24}$/;

describe('a repeat made ready before the tap (docs/PRODUCT.md#repeat)', () => {
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

  async function sentOrder(): Promise<number> {
    const inject = await ctx.as('staff');
    const created = await inject({
      method: 'POST',
      url: `/api/orders/${kuhinja}/create/${mesara}`,
      payload: { deadline: addDays(today, 1), products: meat.map((id) => ({ id, amount: '2', note: 'x' })) },
    });
    const id = created.json().id as number;
    await inject({
      method: 'POST',
      url: `/api/orders/updateStatus/sendOrder?orderId=${id}`,
      payload: { supplierContactId: milan, channel: 'copy' },
    });
    return id;
  }

  const prepare = async (id: number, email = roleEmail('staff')) =>
    (await ctx.as(email))({
      method: 'POST',
      url: `/api/orders/${id}/repeat/prepare`,
      payload: {
        deadline: addDays(today, 4),
        supplierContactId: milan,
        paymentMethod: 'cash',
        orderNote: 'Opet',
      },
    });

  it('makes the new order as a draft with its link; sending it by the tap keeps that same link', async () => {
    const source = await sentOrder();
    const response = await prepare(source);
    expect(response.statusCode, response.body).toBe(201);
    const { id, supplierLink } = response.json();
    expect(supplierLink).toMatch(LINK);
    const inject = await ctx.as('staff');
    const draft = (await inject({ method: 'GET', url: `/api/orders/order/${id}` })).json();
    expect(draft).toMatchObject({ status: 'OPEN', deadline: addDays(today, 4), orderNote: 'Opet' });
    expect(draft.products.map((item: { note: string }) => item.note)).toEqual(['x', 'x']);

    const sent = await inject({
      method: 'POST',
      url: `/api/orders/updateStatus/sendOrder?orderId=${id}`,
      payload: { supplierContactId: milan, channel: 'whatsapp' },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().supplierLink).toBe(supplierLink);
  });

  it('is refused to whoever may not send, for a draft source and for a contact of another supplier', async () => {
    const source = await sentOrder();
    expect((await prepare(source, roleEmail('viewer'))).statusCode).toBe(403);
    const inject = await ctx.as('staff');
    const draft = await inject({
      method: 'POST',
      url: `/api/orders/${kuhinja}/create/${mesara}`,
      payload: { deadline: addDays(today, 1), products: [{ id: meat[0], amount: '1' }] },
    });
    expect((await prepare(draft.json().id)).statusCode).toBe(409);
    const other = await contactId(
      ctx.db,
      DEMO.venues.bistro,
      DEMO.suppliers.mlekara,
      DEMO.contacts.mlekaraIvana.name,
    );
    const response = await inject({
      method: 'POST',
      url: `/api/orders/${source}/repeat/prepare`,
      payload: { deadline: addDays(today, 4), supplierContactId: other },
    });
    expect(response.statusCode).toBe(404);
  });
});
