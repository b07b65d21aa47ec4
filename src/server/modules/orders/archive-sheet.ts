/**
 * The archive export's workbook (src/domain/orders/archive-export.ts), written with ExcelJS's streaming writer
 * straight into the answer, so a year of orders is never held as one file in memory. Numbers are numbers and dates
 * are dates, with the product's formats (docs/PRODUCT.md#formats: DD.MM.YYYY, money with two decimals), so the
 * accountant's spreadsheet sums and sorts them in its own locale.
 */
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  EXPORT_TEXTS,
  LINE_COLUMNS,
  ORDER_COLUMNS,
  orderValues,
  receivedLineValue,
  type LineColumn,
  type OrderColumn,
} from '@/domain/orders/archive-export';
import { lineValue } from '@/domain/prices/money';
import { VENUE_TIME_ZONE } from '@/domain/shared/dates';
import type { Language } from '@/domain/shared/enums';
import type { ExportLineRow, ExportOrderRow } from './archive-export.repository';

const MONEY = '#,##0.00';
const AMOUNT = '#,##0.###';
const DATE = 'dd.mm.yyyy';
const DATE_TIME = 'dd.mm.yyyy hh:mm';

const COLUMN_FORMATS: Partial<Record<OrderColumn | LineColumn, string>> = {
  deadline: DATE,
  sentAt: DATE_TIME,
  receivedAt: DATE_TIME,
  orderedValue: MONEY,
  receivedValue: MONEY,
  unitPrice: MONEY,
  paidPrice: MONEY,
  ordered: AMOUNT,
  received: AMOUNT,
};

const WIDE = new Set<string>(['article', 'station', 'supplier', 'orderNote', 'receivingNote', 'note']);

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: VENUE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** A spreadsheet date has no zone: a moment is written as the venue's wall clock (Belgrade) showed it. */
function venueWallClock(moment: Date): Date {
  const part = Object.fromEntries(wallClock.formatToParts(moment).map((p) => [p.type, Number(p.value)]));
  return new Date(Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!));
}

/** A calendar date as a spreadsheet date (midnight, no zone). */
function calendarDate(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

const num = (text: string | null): number | null => (text === null ? null : Number(text));

function addSheet<C extends OrderColumn | LineColumn>(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  columns: readonly C[],
  headers: Record<C, string>,
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: headers[column],
    key: column,
    width: WIDE.has(column) ? 30 : 16,
    ...(COLUMN_FORMATS[column] ? { style: { numFmt: COLUMN_FORMATS[column] } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  return sheet;
}

/**
 * Streams the workbook: the Orders sheet (one row per order, with its ordered and received totals) and the Lines
 * sheet (every line). The rows are read before the stream starts, so a refusal is still an error answer.
 */
export function archiveWorkbook(input: {
  language: Language;
  currency: string;
  orders: readonly ExportOrderRow[];
  lines: readonly ExportLineRow[];
}): Readable {
  const texts = EXPORT_TEXTS[input.language];
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const byId = new Map(input.orders.map((order) => [order.id, order]));
  const linesOf = new Map<number, ExportLineRow[]>();
  for (const line of input.lines) {
    const list = linesOf.get(line.orderId);
    if (list) list.push(line);
    else linesOf.set(line.orderId, [line]);
  }

  const write = async () => {
    const orderSheet = addSheet(workbook, texts.sheets.orders, ORDER_COLUMNS, texts.headers);
    for (const order of input.orders) {
      const values = orderValues(linesOf.get(order.id) ?? []);
      const row: Record<OrderColumn, unknown> = {
        orderNumber: order.orderNumber,
        deadline: calendarDate(order.deadline),
        station: order.station,
        supplier: order.supplier ?? '',
        createdBy: order.createdBy ?? '',
        sentAt: order.sentAt ? venueWallClock(order.sentAt) : null,
        receivedAt: venueWallClock(order.receivedAt),
        orderedValue: num(values.ordered),
        receivedValue: num(values.received),
        currency: input.currency,
        orderNote: order.orderNote,
        receivingNote: order.receivingNote,
      };
      orderSheet.addRow(row).commit();
    }
    orderSheet.commit();

    const lineSheet = addSheet(workbook, texts.sheets.lines, LINE_COLUMNS, texts.headers);
    for (const line of input.lines) {
      const order = byId.get(line.orderId);
      if (!order) continue;
      const row: Record<LineColumn, unknown> = {
        orderNumber: order.orderNumber,
        deadline: calendarDate(order.deadline),
        station: order.station,
        supplier: order.supplier ?? '',
        article: line.name,
        unit: line.unit,
        ordered: Number(line.amount),
        received: num(line.deliveredAmount),
        unitPrice: num(line.unitPrice),
        paidPrice: num(line.paidPrice),
        orderedValue: num(lineValue(line.amount, line.unitPrice)),
        receivedValue: num(receivedLineValue(line)),
        note: line.receiveNote,
      };
      lineSheet.addRow(row).commit();
    }
    lineSheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => stream.destroy(error as Error));
  return stream;
}
