/**
 * The archive's .xlsx export (src/domain/orders/archive-export.ts) through the real HTTP layer, read back with
 * ExcelJS: translated sheets and headers, numbers and dates as such, the archive's scope (the caller's venue, the
 * stations they see, delivered orders of the range) and the range's bound.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_TEXTS, LINE_COLUMNS, ORDER_COLUMNS } from '@/domain/orders/archive-export';
import { regularOrderOperations, venueOrderOperations } from '@/domain/orders/orders.contract';
import type { Order } from '@/domain/orders/orders.schemas';
import { addDays } from '@/domain/shared/dates';
import type { Language } from '@/domain/shared/enums';
import { addPricedSceneArticle, createOrderScene, type TestContext } from '@/test/app';
import type { CallerRole } from '@/test/call';
import { stationId, venueId } from '@/test/demo-lookup';
import { DEMO } from '@/test/demo-context';
import { createOrder, createOrderingVenue } from '@/test/factories';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('archive export (GET /allVenueOrders/{venueId}/export)', () => {
  let ctx: TestContext;
  let kuhinja: number;
  let mesara: number;
  let milan: number;
  let tomorrow: string;
  let today: string;
  let bistro: number;
  let received: Order;

  beforeAll(async () => {
    ({ ctx, kuhinja, mesara, milan, tomorrow, today } = await createOrderScene(1));
    bistro = await venueId(ctx.db, DEMO.venues.bistro);
    const own = (articleName: string, price: string) =>
      addPricedSceneArticle({ ctx, kuhinja, mesara }, articleName, price);
    const beef = await own('Junetina za izvoz', '120');
    const pork = await own('Svinjetina za izvoz', '80.50');
    const created = await ctx.call('staff', regularOrderOperations.create, {
      params: { departmentId: kuhinja, supplierId: mesara },
      body: {
        deadline: tomorrow,
        orderNote: 'Za knjigovođu',
        products: [
          { id: beef, amount: '2,5' },
          { id: pork, amount: '4' },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const sent = await ctx.call('staff', regularOrderOperations.send, {
      query: { orderId: id },
      body: { supplierContactId: milan, channel: 'copy' },
    });
    expect(sent.statusCode).toBe(200);
    const order: Order = (await ctx.call('staff', regularOrderOperations.get, { params: { id } })).json();
    const done = await ctx.call('staff', regularOrderOperations.receive, {
      query: { orderId: id },
      body: {
        products: [
          { id: order.products[0]!.id, status: 'DELIVERED', paidPrice: '132' },
          { id: order.products[1]!.id, status: 'DELIVERED', deliveredAmount: '3' },
        ],
      },
    });
    expect(done.statusCode).toBe(200);
    received = (await ctx.call('staff', regularOrderOperations.get, { params: { id } })).json();
    expect(received.status).toBe('COMPLETED');
  });
  afterAll(() => ctx.close());

  const exportAs = (
    role: CallerRole,
    query: { from: string; to: string; language?: Language; departmentId?: number },
    venue = bistro,
  ) => ctx.call(role, venueOrderOperations.archiveExport, { params: { venueId: venue }, query });

  async function workbookOf(body: Buffer): Promise<ExcelJS.Workbook> {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    return workbook;
  }

  const headerOf = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as unknown[]).slice(1);

  /** The data rows of a sheet as objects keyed by the export's columns. */
  function rowsOf<C extends string>(sheet: ExcelJS.Worksheet, columns: readonly C[]) {
    const rows: Record<C, unknown>[] = [];
    sheet.eachRow((row, number) => {
      if (number === 1) return;
      rows.push(
        Object.fromEntries(columns.map((column, index) => [column, row.getCell(index + 1).value])) as never,
      );
    });
    return rows;
  }

  it.each(['ser', 'en'] as const)('writes translated sheets and headers in %s', async (language) => {
    const response = await exportAs('staff', { from: tomorrow, to: tomorrow, language });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${EXPORT_TEXTS[language].fileName}_${tomorrow}_${tomorrow}.xlsx"`,
    );
    const workbook = await workbookOf(response.rawPayload);
    const texts = EXPORT_TEXTS[language];
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([texts.sheets.orders, texts.sheets.lines]);
    expect(headerOf(workbook.worksheets[0]!)).toEqual(ORDER_COLUMNS.map((column) => texts.headers[column]));
    expect(headerOf(workbook.worksheets[1]!)).toEqual(LINE_COLUMNS.map((column) => texts.headers[column]));
  });

  it('writes the received order with numbers as numbers and dates as dates, values ordered and received', async () => {
    const workbook = await workbookOf(
      (await exportAs('staff', { from: tomorrow, to: tomorrow, language: 'ser' })).rawPayload,
    );
    const order = rowsOf(workbook.worksheets[0]!, ORDER_COLUMNS).find(
      (row) => row.orderNumber === received.order_number,
    );
    // Ordered: 2.5 x 120 + 4 x 80.50 = 622; received: 2.5 at the paid 132 + 3 at the ordered 80.50 = 571.50.
    expect(order).toMatchObject({
      deadline: new Date(`${tomorrow}T00:00:00Z`),
      station: DEMO.stations.kuhinja,
      supplier: DEMO.suppliers.mesara,
      orderedValue: 622,
      receivedValue: 571.5,
      currency: 'RSD',
      orderNote: 'Za knjigovođu',
    });
    expect(order!.receivedAt).toBeInstanceOf(Date);
    const lines = rowsOf(workbook.worksheets[1]!, LINE_COLUMNS).filter(
      (row) => row.orderNumber === received.order_number,
    );
    expect(lines.map((line) => [line.ordered, line.received, line.unitPrice, line.paidPrice])).toEqual([
      [2.5, 2.5, 120, 132],
      [4, 3, 80.5, null],
    ]);
    expect(lines.map((line) => [line.orderedValue, line.receivedValue])).toEqual([
      [300, 330],
      [322, 241.5],
    ]);
    expect(workbook.worksheets[1]!.getColumn(LINE_COLUMNS.indexOf('unitPrice') + 1).numFmt).toBe('#,##0.00');
    expect(workbook.worksheets[0]!.getColumn(ORDER_COLUMNS.indexOf('deadline') + 1).numFmt).toBe(
      'dd.mm.yyyy',
    );
  });

  it('holds only delivered orders of the range: an order still open is not exported', async () => {
    const open = await createOrder(ctx, {
      as: 'staff',
      stationId: kuhinja,
      supplierId: mesara,
      articleIds: [received.products[0]!.articleId],
      deadline: tomorrow,
    });
    const openRead: Order = (
      await ctx.call('staff', regularOrderOperations.get, { params: { id: open } })
    ).json();
    const workbook = await workbookOf((await exportAs('staff', { from: tomorrow, to: tomorrow })).rawPayload);
    const numbers = rowsOf(workbook.worksheets[0]!, ORDER_COLUMNS).map((row) => row.orderNumber);
    expect(numbers).toContain(received.order_number);
    expect(numbers).not.toContain(openRead.order_number);
    // A range that ends before the delivery date leaves it out.
    const before = await workbookOf((await exportAs('staff', { from: today, to: today })).rawPayload);
    expect(rowsOf(before.worksheets[0]!, ORDER_COLUMNS).map((row) => row.orderNumber)).not.toContain(
      received.order_number,
    );
  });

  it("gives staff only the stations they see, as the archive does; the admin every station's", async () => {
    const range = { from: addDays(tomorrow, -365), to: tomorrow };
    const stationsOf = async (role: CallerRole) => {
      const response = await exportAs(role, range);
      expect(response.statusCode).toBe(200);
      const workbook = await workbookOf(response.rawPayload);
      return new Set(rowsOf(workbook.worksheets[0]!, ORDER_COLUMNS).map((row) => row.station));
    };
    // The viewer is linked to Kuhinja and Šank only (the demo); the warehouse Magacin has delivered orders.
    expect([...(await stationsOf('viewer'))].sort()).toEqual(
      [DEMO.stations.kuhinja, DEMO.stations.sank].sort(),
    );
    expect(await stationsOf('admin')).toContain(DEMO.stations.magacin);
    const magacin = await stationId(ctx.db, DEMO.venues.bistro, DEMO.stations.magacin);
    const magacinOnly = await exportAs('viewer', { ...range, departmentId: magacin });
    expect(magacinOnly.statusCode).toBe(404);
  });

  it("never holds another venue's orders, and another venue's id is 404", async () => {
    const other = await createOrderingVenue(ctx.db);
    const foreign = await exportAs('admin', { from: tomorrow, to: tomorrow }, other.venueId);
    expect(foreign.statusCode).toBe(404);
    const theirs = await ctx.as(other.admin);
    const response = await theirs({
      method: 'GET',
      url: `/api/allVenueOrders/${other.venueId}/export?from=${addDays(tomorrow, -365)}&to=${tomorrow}`,
    });
    expect(response.statusCode).toBe(200);
    const workbook = await workbookOf(response.rawPayload);
    expect(rowsOf(workbook.worksheets[0]!, ORDER_COLUMNS)).toEqual([]);
    expect(rowsOf(workbook.worksheets[1]!, LINE_COLUMNS)).toEqual([]);
  });

  it('refuses a range over 366 days, a reversed or missing one with a catalogue code', async () => {
    const tooLong = await exportAs('admin', { from: addDays(tomorrow, -366), to: tomorrow });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().code).toBe('exportRangeTooLong');
    expect((await exportAs('admin', { from: addDays(tomorrow, -365), to: tomorrow })).statusCode).toBe(200);
    const reversed = await exportAs('admin', { from: tomorrow, to: today });
    expect([reversed.statusCode, reversed.json().code]).toEqual([400, 'invalidDate']);
    const missing = await ctx.call('admin', venueOrderOperations.archiveExport, {
      params: { venueId: bistro },
      query: { from: today } as never,
    });
    expect(missing.statusCode).toBe(400);
    expect(
      (
        await ctx.call('anonymous', venueOrderOperations.archiveExport, {
          params: { venueId: bistro },
          query: { from: today, to: today },
        })
      ).statusCode,
    ).toBe(401);
  });
});
