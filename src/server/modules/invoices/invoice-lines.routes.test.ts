/**
 * An invoice's lines against its received order (docs/decisions/0029-invoice-lines.md): each line meets its order
 * line by name or by the seller's item id an admin matched before, and answers what differs and by how much.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceOperations } from '@/domain/invoices/invoices.contract';
import { invoiceLines, orderItems, orders } from '@/server/db/schema';
import { createOrderScene, type OrderScene, sendSceneOrder } from '@/test/app';
import { roleEmail } from '@/test/call';
import { uniqueSefInvoice } from '@/test/invoice-fixtures';
import { multipartBody } from '@/test/multipart';

const UNECE: Record<string, string> = { KG: 'KGM', g: 'GRM', Litar: 'LTR', KOM: 'H87', '#': 'XBX' };

interface Line {
  name: string;
  sellerItemId: string;
  unit: string;
  quantity: string;
  price: string;
}

describe('the lines of an invoice against its order', () => {
  let scene: OrderScene;

  beforeAll(async () => {
    scene = await createOrderScene(2);
  });
  afterAll(() => scene.ctx.close());

  async function itemsOf(orderId: number) {
    return scene.ctx.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.position), asc(orderItems.id));
  }

  /** A sent order of the scene received with the paid prices given, one per line, all delivered as ordered. */
  async function receivedOrder(amounts: string[], paid: string[]) {
    const orderId = await sendSceneOrder(scene, 'admin', amounts);
    const items = await itemsOf(orderId);
    const inject = await scene.ctx.as(roleEmail('admin'));
    const received = await inject({
      method: 'POST',
      url: `/api/orders/updateStatus/complete?orderId=${orderId}`,
      payload: {
        products: items.map((item, index) => ({ id: item.id, status: 'DELIVERED', paidPrice: paid[index] })),
      },
    });
    expect(received.statusCode, received.body).toBe(200);
    const [order] = await scene.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    return { orderId, orderNumber: order!.orderNumber, items };
  }

  /** Mesara Zlatibor's sample invoice naming the order, with these lines instead of its own. */
  async function upload(orderNumber: string, lines: Line[]): Promise<number> {
    const xml = uniqueSefInvoice().xml.replace('<cbc:ID>BD-0042</cbc:ID>', `<cbc:ID>${orderNumber}</cbc:ID>`);
    const first = xml.indexOf('<cac:InvoiceLine>');
    const last = xml.lastIndexOf('</cac:InvoiceLine>') + '</cac:InvoiceLine>'.length;
    const body = lines
      .map(
        (line, index) => `<cac:InvoiceLine><cbc:ID>${index + 1}</cbc:ID>
<cbc:InvoicedQuantity unitCode="${UNECE[line.unit]}">${line.quantity}</cbc:InvoicedQuantity>
<cbc:LineExtensionAmount currencyID="RSD">${(Number(line.quantity) * Number(line.price)).toFixed(2)}</cbc:LineExtensionAmount>
<cac:Item><cbc:Name>${line.name}</cbc:Name>
<cac:SellersItemIdentification><cbc:ID>${line.sellerItemId}</cbc:ID></cac:SellersItemIdentification>
<cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>20</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory>
</cac:Item><cac:Price><cbc:PriceAmount currencyID="RSD">${line.price}</cbc:PriceAmount></cac:Price></cac:InvoiceLine>`,
      )
      .join('\n');
    const { payload, contentType } = multipartBody([
      { filename: 'f.xml', content: xml.slice(0, first) + body + xml.slice(last) },
    ]);
    const response = await (
      await scene.ctx.as(roleEmail('admin'))
    )({ method: 'POST', url: '/api/invoices/upload', payload, headers: { 'content-type': contentType } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().files[0].outcome, response.body).toBe('stored');
    return response.json().files[0].invoiceId as number;
  }

  const detail = async (id: number) => {
    const response = await scene.ctx.call('admin', invoiceOperations.get, { params: { id } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('answers each line beside its received order line, with the price difference in money', async () => {
    const { orderNumber, items } = await receivedOrder(['2', '3'], ['1000', '500']);
    const [meat, other] = items as [(typeof items)[0], (typeof items)[0]];
    const invoiceId = await upload(orderNumber, [
      { name: meat.name, sellerItemId: 'A-1', unit: meat.unit, quantity: '2', price: '1100.00' },
      { name: other.name, sellerItemId: 'A-2', unit: other.unit, quantity: '3', price: '500.00' },
    ]);
    const invoice = await detail(invoiceId);
    expect(invoice.lines[0]).toMatchObject({
      place: 1,
      orderItemId: meat.id,
      matchHow: 'NAME',
      comparison: {
        invoicedQuantity: '2',
        expectedQuantity: '2',
        quantityDiffers: false,
        invoicedPrice: '1100.00',
        expectedPrice: '1000.00',
        priceDiffers: true,
        value: '200.00',
        differs: true,
      },
    });
    expect(invoice.lines[1]).toMatchObject({
      orderItemId: other.id,
      comparison: { differs: false, value: '0.00' },
    });
    expect(invoice.check).toEqual({ matches: false, difference: '200.00' });
    expect(invoice.orderLines.map((line: { id: number }) => line.id)).toEqual([meat.id, other.id]);
  });

  it("remembers the admin's match by the seller's item id and reuses it on the supplier's next invoice", async () => {
    const first = await receivedOrder(['1', '1'], ['900', '400']);
    const line = (items: typeof first.items, index: number): Line => ({
      name: 'Artikal po šifri dobavljača',
      sellerItemId: 'ZZ-77',
      unit: items[index]!.unit,
      quantity: '1',
      price: '900.00',
    });
    const invoiceId = await upload(first.orderNumber, [line(first.items, 0)]);
    expect((await detail(invoiceId)).lines[0]).toMatchObject({ orderItemId: null, matchHow: null });

    const matched = await scene.ctx.call('admin', invoiceOperations.matchLine, {
      params: { id: invoiceId, place: 1 },
      body: { orderItemId: first.items[0]!.id },
    });
    expect(matched.statusCode, matched.body).toBe(200);
    expect(matched.json().lines[0]).toMatchObject({ orderItemId: first.items[0]!.id, matchHow: 'MANUAL' });
    expect(matched.json().check).toEqual({ matches: true, difference: '0.00' });

    const next = await receivedOrder(['1', '1'], ['900', '400']);
    const nextInvoice = await upload(next.orderNumber, [line(next.items, 0)]);
    expect((await detail(nextInvoice)).lines[0]).toMatchObject({
      orderItemId: next.items[0]!.id,
      matchHow: 'SELLER_ITEM',
    });

    // "No line" holds too, and is kept.
    const none = await scene.ctx.call('admin', invoiceOperations.matchLine, {
      params: { id: nextInvoice, place: 1 },
      body: { orderItemId: null },
    });
    expect(none.json().lines[0]).toMatchObject({ orderItemId: null, matchHow: 'MANUAL', comparison: null });
    expect((await detail(nextInvoice)).lines[0]).toMatchObject({ orderItemId: null, matchHow: 'MANUAL' });
  });

  it("answers 404 for another venue's invoice, a line it lacks or an order line not on its orders; 400 for bad input", async () => {
    const { orderNumber, items } = await receivedOrder(['1', '1'], ['900', '400']);
    const other = await receivedOrder(['1', '1'], ['900', '400']);
    const invoiceId = await upload(orderNumber, [
      { name: items[0]!.name, sellerItemId: 'B-1', unit: items[0]!.unit, quantity: '1', price: '900.00' },
    ]);
    const before = await scene.ctx.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoiceId));
    const call = (role: 'admin' | 'otherAdmin' | 'staff', place: number, orderItemId: unknown) =>
      scene.ctx.call(role, invoiceOperations.matchLine, {
        params: { id: invoiceId, place },
        body: { orderItemId } as never,
      });
    expect((await call('otherAdmin', 1, items[0]!.id)).statusCode).toBe(404);
    expect(
      (await scene.ctx.call('otherAdmin', invoiceOperations.get, { params: { id: invoiceId } })).statusCode,
    ).toBe(404);
    expect((await call('admin', 1, other.items[0]!.id)).statusCode).toBe(404);
    expect((await call('admin', 9, items[0]!.id)).statusCode).toBe(404);
    expect((await call('staff', 1, items[0]!.id)).statusCode).toBe(403);
    expect((await call('admin', 1, 'x')).statusCode).toBe(400);
    expect(
      await scene.ctx.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId)),
    ).toEqual(before);
  });

  it('sums per supplier the invoices that matched their orders and the value of the differences', async () => {
    const range = { fromDate: '2026-11-01', toDate: '2026-11-30' };
    const mesara = async (role: 'admin' | 'otherAdmin' = 'admin') => {
      const response = await scene.ctx.call(role, invoiceOperations.accuracy, { query: range });
      expect(response.statusCode, response.body).toBe(200);
      const rows = response.json().rows as {
        supplierId: number;
        invoices: number;
        matching: number;
        difference: string;
      }[];
      return (
        rows.find((row) => row.supplierId === scene.mesara) ?? {
          invoices: 0,
          matching: 0,
          difference: '0.00',
        }
      );
    };
    const before = await mesara();
    const exact = await receivedOrder(['1', '1'], ['900', '400']);
    await upload(exact.orderNumber, [
      {
        name: exact.items[0]!.name,
        sellerItemId: 'C-1',
        unit: exact.items[0]!.unit,
        quantity: '1',
        price: '900.00',
      },
      {
        name: exact.items[1]!.name,
        sellerItemId: 'C-2',
        unit: exact.items[1]!.unit,
        quantity: '1',
        price: '400.00',
      },
    ]);
    const dearer = await receivedOrder(['2', '1'], ['1000', '400']);
    await upload(dearer.orderNumber, [
      {
        name: dearer.items[0]!.name,
        sellerItemId: 'C-1',
        unit: dearer.items[0]!.unit,
        quantity: '2',
        price: '1100.00',
      },
      {
        name: dearer.items[1]!.name,
        sellerItemId: 'C-2',
        unit: dearer.items[1]!.unit,
        quantity: '1',
        price: '400.00',
      },
    ]);
    const after = await mesara();
    expect(after.invoices - before.invoices).toBe(2);
    expect(after.matching - before.matching).toBe(1);
    expect(Number(after.difference) - Number(before.difference)).toBeCloseTo(200, 2);
    // Another venue's admin sees only their own venue's invoices.
    expect((await mesara('otherAdmin')).invoices).toBe(0);
    const reversed = await scene.ctx.call('admin', invoiceOperations.accuracy, {
      query: { fromDate: '2026-11-30', toDate: '2026-11-01' },
    });
    expect(reversed.statusCode).toBe(400);
  });
});
