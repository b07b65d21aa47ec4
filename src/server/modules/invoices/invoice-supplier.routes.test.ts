/**
 * The invoice's seller finds the venue's supplier (docs/decisions/0028-invoice-matching.md): by PIB at intake, for
 * invoices stored before the supplier existed, and "create the supplier from the invoice" for an unknown seller.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceOperations } from '@/domain/invoices/invoices.contract';
import { supplierOperations } from '@/domain/suppliers/suppliers.contract';
import { invoices, suppliers } from '@/server/db/schema';
import { createTestContext, type TestContext } from '@/test/app';
import { roleEmail } from '@/test/call';
import { supplierId as lookupSupplierId } from '@/test/demo-lookup';
import { DEMO } from '@/test/demo-context';
import { freshPib, invoiceFixture, unknownSellerInvoice } from '@/test/invoice-fixtures';
import { multipartBody } from '@/test/multipart';

describe('the supplier of an invoice', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  async function upload(xml: string): Promise<number> {
    const { payload, contentType } = multipartBody([{ filename: 'f.xml', content: xml }]);
    const response = await (
      await ctx.as(roleEmail('admin'))
    )({ method: 'POST', url: '/api/invoices/upload', payload, headers: { 'content-type': contentType } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().files[0].invoiceId as number;
  }
  const supplierIdOf = async (invoiceId: number) =>
    (await ctx.db.select().from(invoices).where(eq(invoices.id, invoiceId)))[0]!.supplierId;

  it("is found at intake by the seller's PIB: a catalogue supplier linked to the venue", async () => {
    const invoiceId = await upload(invoiceFixture('sef-invoice-with-order.xml'));
    const mesara = await lookupSupplierId(ctx.db, DEMO.suppliers.mesara);
    expect(await supplierIdOf(invoiceId)).toBe(mesara);
    const detail = await ctx.call('admin', invoiceOperations.get, { params: { id: invoiceId } });
    expect(detail.json()).toMatchObject({ supplierId: mesara });
  });

  it('is left empty for an unknown seller, and found once the venue adds that supplier', async () => {
    const pib = freshPib();
    const invoiceId = await upload(unknownSellerInvoice('Pekara Nova', pib));
    expect(await supplierIdOf(invoiceId)).toBeNull();
    const created = await ctx.call('admin', supplierOperations.create, {
      body: { name: 'Pekara Nova doo', pib },
    });
    expect(created.statusCode, created.body).toBe(201);
    const list = await ctx.call('admin', invoiceOperations.list, { query: { page: 1, size: 50 } });
    const row = list.json().invoices.find((invoice: { id: number }) => invoice.id === invoiceId);
    expect(row).toMatchObject({ supplierId: created.json().id });
  });

  it('is created from the invoice in one tap, with the fields the invoice gives, matching its invoices', async () => {
    const pib = freshPib();
    const name = `Vinarija ${randomBytes(3).toString('hex')}`;
    const first = await upload(unknownSellerInvoice(name, pib));
    const second = await upload(unknownSellerInvoice(name, pib));
    const response = await ctx.call('admin', invoiceOperations.createSupplier, { params: { id: first } });
    expect(response.statusCode, response.body).toBe(200);
    const supplierId = response.json().supplierId as number;
    expect(supplierId).toEqual(expect.any(Number));
    const [supplier] = await ctx.db.select().from(suppliers).where(eq(suppliers.id, supplierId));
    expect(supplier).toMatchObject({
      name,
      pib,
      isForeign: false,
      verified: false,
      registrationNumber: '20145873',
      address: 'Tržnica bb',
      postNumber: '31315',
      city: 'Zlatibor',
      bankAccountNumber: '160000000021458733',
      email: 'prodaja@nepoznat.test',
    });
    expect(await supplierIdOf(second)).toBe(supplierId);

    const again = await ctx.call('admin', invoiceOperations.createSupplier, { params: { id: second } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'invoice_supplier_known' });
  });

  it("answers 404 for another venue's invoice and 403 for staff, creating nothing", async () => {
    const pib = freshPib();
    const invoiceId = await upload(unknownSellerInvoice('Mlekara Sever', pib));
    const other = await ctx.call('otherAdmin', invoiceOperations.createSupplier, {
      params: { id: invoiceId },
    });
    expect(other.statusCode).toBe(404);
    const staff = await ctx.call('staff', invoiceOperations.createSupplier, { params: { id: invoiceId } });
    expect(staff.statusCode).toBe(403);
    const bad = await ctx.call('admin', invoiceOperations.createSupplier, { params: { id: 'x' as never } });
    expect(bad.statusCode).toBe(400);
    expect(await ctx.db.select().from(suppliers).where(eq(suppliers.pib, pib))).toEqual([]);
    expect(await supplierIdOf(invoiceId)).toBeNull();
  });

  it('answers 409 sameSupplier when the name is taken by another of the venue, creating nothing', async () => {
    const pib = freshPib();
    const invoiceId = await upload(unknownSellerInvoice('Mesara Zlatibor 2', pib));
    await ctx.call('admin', supplierOperations.create, { body: { name: 'Mesara Zlatibor 2' } });
    const response = await ctx.call('admin', invoiceOperations.createSupplier, { params: { id: invoiceId } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'sameSupplier' });
    expect(await ctx.db.select().from(suppliers).where(eq(suppliers.pib, pib))).toEqual([]);
  });
});
