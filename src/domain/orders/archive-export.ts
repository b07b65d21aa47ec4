/**
 * The archive's .xlsx export for the accountant (docs/PRODUCT.md#archive): the delivered orders of a date range with
 * their lines, received amounts and values. The range is bounded so one request never reads more than a year of a
 * venue's history; the sheets' names and headers are in the user's language, the cells are real numbers and dates.
 */
import { z } from 'zod';
import { type Language, LanguageSchema } from '@/domain/shared/enums';
import { withCyrillic } from '@/domain/shared/cyrillic';
import { IdParamSchema } from '@/domain/shared/ids';
import { centsToText, lineValue, toCents } from '@/domain/prices/money';
import { DateFilterSchema } from './orders.schemas';

/** At most a year and a day, so a leap year's whole year fits in one file. */
export const EXPORT_MAX_DAYS = 366;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from `from` to `to`, both counted (2026-01-01..2026-01-01 is 1). */
export function rangeDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The range an export may cover: both ends, in order, at most EXPORT_MAX_DAYS days. */
export function exportRangeRefusal(from: string, to: string): 'invalidDate' | 'exportRangeTooLong' | null {
  if (from > to) return 'invalidDate';
  return rangeDays(from, to) > EXPORT_MAX_DAYS ? 'exportRangeTooLong' : null;
}

export const ArchiveExportQuerySchema = z.object({
  from: DateFilterSchema.pipe(z.string({ error: 'invalidDate' })),
  to: DateFilterSchema.pipe(z.string({ error: 'invalidDate' })),
  departmentId: IdParamSchema.optional(),
  supplierId: IdParamSchema.optional(),
  language: LanguageSchema.optional(),
});
export type ArchiveExportQuery = z.input<typeof ArchiveExportQuerySchema>;

/**
 * What a line is worth as received: the received amount at the price paid, or at the ordered price when the receipt
 * recorded none; null without an amount or a price.
 */
export function receivedLineValue(line: {
  deliveredAmount: string | null;
  unitPrice: string | null;
  paidPrice: string | null;
}): string | null {
  if (line.deliveredAmount === null) return null;
  return lineValue(line.deliveredAmount, line.paidPrice ?? line.unitPrice);
}

export interface ValuedLine {
  amount: string;
  deliveredAmount: string | null;
  unitPrice: string | null;
  paidPrice: string | null;
}

function sum(values: readonly (string | null)[]): string | null {
  const present = values.filter((value): value is string => value !== null);
  if (present.length === 0) return null;
  return centsToText(present.reduce((total, value) => total + BigInt(toCents(value)!), 0n));
}

/**
 * An order's value as ordered (the priced lines' amount x ordered price) and as received (receivedLineValue of each
 * line); null when no line has one. Exact: cents in BigInt, as money.ts adds them.
 */
export function orderValues(lines: readonly ValuedLine[]): {
  ordered: string | null;
  received: string | null;
} {
  return {
    ordered: sum(lines.map((line) => lineValue(line.amount, line.unitPrice))),
    received: sum(lines.map(receivedLineValue)),
  };
}

export const ORDER_COLUMNS = [
  'orderNumber',
  'deadline',
  'station',
  'supplier',
  'createdBy',
  'sentAt',
  'receivedAt',
  'orderedValue',
  'receivedValue',
  'currency',
  'orderNote',
  'receivingNote',
] as const;
export type OrderColumn = (typeof ORDER_COLUMNS)[number];

export const LINE_COLUMNS = [
  'orderNumber',
  'deadline',
  'station',
  'supplier',
  'article',
  'unit',
  'ordered',
  'received',
  'unitPrice',
  'paidPrice',
  'orderedValue',
  'receivedValue',
  'note',
] as const;
export type LineColumn = (typeof LINE_COLUMNS)[number];

interface ExportTexts {
  sheets: { orders: string; lines: string };
  headers: Record<OrderColumn | LineColumn, string>;
  fileName: string;
}

/** The same words as the screens (the orders locales: "Broj porudžbine", "Sektor", "Napravio/la"…). */
export const EXPORT_TEXTS: Record<Language, ExportTexts> = withCyrillic<ExportTexts>({
  ser: {
    sheets: { orders: 'Porudžbine', lines: 'Stavke' },
    headers: {
      orderNumber: 'Broj porudžbine',
      deadline: 'Datum isporuke',
      station: 'Sektor',
      supplier: 'Dobavljač',
      createdBy: 'Napravio/la',
      sentAt: 'Poslato',
      receivedAt: 'Primljeno dana',
      orderedValue: 'Vrednost poručenog',
      receivedValue: 'Vrednost primljenog',
      currency: 'Valuta',
      orderNote: 'Napomena uz porudžbinu',
      receivingNote: 'Napomena pri prijemu',
      article: 'Artikal',
      unit: 'Jedinica',
      ordered: 'Poručeno',
      received: 'Primljeno',
      unitPrice: 'Jedinična cena',
      paidPrice: 'Plaćena cena',
      note: 'Napomena',
    },
    fileName: 'porudzbine',
  },
  en: {
    sheets: { orders: 'Orders', lines: 'Lines' },
    headers: {
      orderNumber: 'Order number',
      deadline: 'Delivery date',
      station: 'Station',
      supplier: 'Supplier',
      createdBy: 'Created by',
      sentAt: 'Sent',
      receivedAt: 'Received on',
      orderedValue: 'Ordered value',
      receivedValue: 'Received value',
      currency: 'Currency',
      orderNote: 'Order note',
      receivingNote: 'Receiving note',
      article: 'Article',
      unit: 'Unit',
      ordered: 'Ordered',
      received: 'Received',
      unitPrice: 'Unit price',
      paidPrice: 'Paid price',
      note: 'Note',
    },
    fileName: 'orders',
  },
});

/** `orders_2026-01-01_2026-01-31.xlsx` (ASCII, so every browser and mail keeps it). */
export function exportFileName(language: Language, from: string, to: string): string {
  return `${EXPORT_TEXTS[language].fileName}_${from}_${to}.xlsx`;
}
