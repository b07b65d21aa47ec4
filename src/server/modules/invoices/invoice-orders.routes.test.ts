/**
 * An invoice meets its orders (docs/decisions/0028-invoice-matching.md): at intake by the order number it names or
 * by its supplier's order around the delivery day, and changed by the venue admin; other venues' ids are not found.
 */
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceOperations } from '@/domain/invoices/invoices.contract';
import { invoiceOrderMatches, orders } from '@/server/db/schema';
import { createOrderScene, type OrderScene, sendSceneOrder } from '@/test/app';
import { roleEmail } from '@/test/call';
import { venueId } from '@/test/demo-lookup';
import { BISTRO } from '@/test/demo-context';
import { uniqueSefInvoice } from '@/test/invoice-fixtures';
import { multipartBody } from '@/test/multipart';

describe('the orders of an invoice', () => {
  let scene: OrderScene;

  beforeAll(async () => {
    scene = await createOrderScene(2);
  });
  afterAll(() => scene.ctx.close());

  /** Mesara Zlatibor's sample invoice naming `reference` as the order, delivered on `delivered`. */
  async function upload(reference: string, delivered: string): Promise<number> {
    const xml = uniqueSefInvoice()
      .xml.replace('<cbc:ID>BD-0042</cbc:ID>', `<cbc:ID>${reference}</cbc:ID>`)
      .replace('<cbc:ActualDeliveryDate>2026-11-19', `<cbc:ActualDeliveryDate>${delivered}`);
    const { payload, contentType } = multipartBody([{ filename: 'f.xml', content: xml }]);
    const response = await (
      await scene.ctx.as(roleEmail('admin'))
    )({ method: 'POST', url: '/api/invoices/upload', payload, headers: { 'content-type': contentType } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().files[0].invoiceId as number;
  }
  async function orderNumber(id: number): Promise<string> {
    const [row] = await scene.ctx.db.select().from(orders).where(eq(orders.id, id));
    return row!.orderNumber;
  }
  const detail = async (id: number) =>
    (await scene.ctx.call('admin', invoiceOperations.get, { params: { id } })).json();

  it('matches the order the invoice names by its number (any case), at intake', async () => {
    const orderId = await sendSceneOrder(scene, 'admin', ['2', '1']);
    const invoiceId = await upload((await orderNumber(orderId)).toLowerCase(), '2026-01-01');
    expect((await detail(invoiceId)).orders).toEqual([
      expect.objectContaining({
        id: orderId,
        how: 'REFERENCE',
        status: 'IN_PROGRESS',
        deadline: scene.tomorrow,
      }),
    ]);
  });

  it("matches the supplier's order by the delivery day when the reference names none", async () => {
    const orderId = await sendSceneOrder(scene, 'admin', ['2', '1']);
    const invoiceId = await upload('NEMA-TAKVE', scene.today);
    expect((await detail(invoiceId)).orders).toEqual([expect.objectContaining({ id: orderId, how: 'DATE' })]);
    // Outside the window (the order comes 5 days after the delivery): none.
    const far = await upload('NEMA-TAKVE', '2020-01-01');
    expect((await detail(far)).orders).toEqual([]);
  });

  it('lets the admin take an order off and add one of the supplier, each change kept', async () => {
    const orderId = await sendSceneOrder(scene, 'admin', ['3', '1']);
    const invoiceId = await upload(await orderNumber(orderId), scene.tomorrow);
    const params = { id: invoiceId, orderId };

    const removed = await scene.ctx.call('admin', invoiceOperations.removeOrder, { params });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().orders).toEqual([]);
    const again = await scene.ctx.call('admin', invoiceOperations.removeOrder, { params });
    expect(again.statusCode).toBe(404);

    const choices = await scene.ctx.call('admin', invoiceOperations.orderChoices, {
      params: { id: invoiceId },
    });
    expect(choices.statusCode).toBe(200);
    expect(choices.json().orders).toContainEqual(
      expect.objectContaining({ id: orderId, matched: false, deadline: scene.tomorrow }),
    );

    const added = await scene.ctx.call('admin', invoiceOperations.addOrder, { params });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().orders).toEqual([expect.objectContaining({ id: orderId, how: 'MANUAL' })]);
    const twice = await scene.ctx.call('admin', invoiceOperations.addOrder, { params });
    expect(twice.json().orders).toHaveLength(1);
  });

  it("answers 404 for another venue's invoice or order, 409 for another supplier's order, 400 for bad ids", async () => {
    const orderId = await sendSceneOrder(scene, 'admin', ['1', '1']);
    const invoiceId = await upload(await orderNumber(orderId), scene.tomorrow);
    const bistro = await venueId(scene.ctx.db, BISTRO);
    const [foreign] = await scene.ctx.db.select().from(orders).where(ne(orders.venueId, bistro)).limit(1);
    const [otherSupplier] = await scene.ctx.db
      .select()
      .from(orders)
      .where(and(eq(orders.venueId, bistro), ne(orders.supplierId, scene.mesara), ne(orders.status, 'OPEN')))
      .limit(1);
    const before = await scene.ctx.db.select().from(invoiceOrderMatches);

    const call = (role: 'admin' | 'otherAdmin' | 'staff', order: number, id = invoiceId) =>
      scene.ctx.call(role, invoiceOperations.addOrder, { params: { id, orderId: order } });
    expect((await call('admin', foreign!.id)).statusCode).toBe(404);
    expect((await call('otherAdmin', orderId)).statusCode).toBe(404);
    expect((await call('staff', orderId)).statusCode).toBe(403);
    const mismatch = await call('admin', otherSupplier!.id);
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json()).toMatchObject({ code: 'invoice_order_mismatch' });
    expect((await call('admin', 'x' as never)).statusCode).toBe(400);
    const otherRemove = await scene.ctx.call('otherAdmin', invoiceOperations.removeOrder, {
      params: { id: invoiceId, orderId },
    });
    expect(otherRemove.statusCode).toBe(404);
    const otherChoices = await scene.ctx.call('otherAdmin', invoiceOperations.orderChoices, {
      params: { id: invoiceId },
    });
    expect(otherChoices.statusCode).toBe(404);
    expect(await scene.ctx.db.select().from(invoiceOrderMatches)).toEqual(before);
  });
});
