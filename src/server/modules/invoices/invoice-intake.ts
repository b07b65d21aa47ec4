/**
 * Taking one e-invoice file in, from an upload or from SEF: parse it (src/domain/invoices/ubl-parser.ts), put its
 * PDFs in the files store, and store the invoice with its lines and files in one transaction, once. A file that
 * turns out to be stored already leaves nothing behind (its PDFs are removed again). A file the parser refuses
 * stores nothing when uploaded; from SEF it is kept as an unreadable invoice (its SEF id, XML, status and the code),
 * so it still shows with its deadline and can be decided.
 */
import { randomUUID } from 'node:crypto';
import { AppError, type ErrorCode } from '@/domain/errors';
import { arrivalOf } from '@/domain/invoices/invoice-deadline';
import { parseUblInvoice } from '@/domain/invoices/ubl-parser';
import type { Database } from '@/server/db/client';
import type { FilesStore } from '@/server/files/files-store';
import { matchInvoiceOrders } from './invoice-order-matcher';
import {
  attachSefId,
  insertInvoice,
  matchInvoiceSuppliers,
  type NewInvoiceFile,
  parsedColumns,
} from './invoices.repository';

export interface IntakeDeps {
  db: Database;
  files: FilesStore;
}

export type IntakeResult =
  | { outcome: 'stored' | 'duplicate'; invoiceId: number; readable: boolean }
  | { outcome: 'refused'; code: ErrorCode; message: string };

export interface Source {
  venueId: number;
  now: Date;
  /** SEF's id and status, for an invoice fetched from SEF. */
  sef?: { invoiceId: number; status: string };
}

/**
 * The XML as text for the row (the parser accepted it as UTF-8; an unreadable one is kept as best it decodes,
 * without NUL, which PostgreSQL text cannot hold).
 */
function xmlText(bytes: Uint8Array): string {
  return new TextDecoder('utf-8').decode(bytes).split(String.fromCharCode(0)).join('');
}

function refusalOf(error: unknown): { code: ErrorCode; message: string } {
  if (error instanceof AppError) return { code: error.code, message: error.message };
  throw error;
}

async function writePdfs(
  files: FilesStore,
  venueId: number,
  pdfs: readonly { filename: string; bytes: Uint8Array }[],
): Promise<NewInvoiceFile[]> {
  const written: NewInvoiceFile[] = [];
  try {
    for (const pdf of pdfs) {
      const storageKey = `invoices/${venueId}/${randomUUID()}.pdf`;
      await files.put(storageKey, pdf.bytes);
      written.push({ filename: pdf.filename, bytes: pdf.bytes.byteLength, storageKey });
    }
    return written;
  } catch (error) {
    await Promise.all(written.map((file) => files.delete(file.storageKey)));
    throw error;
  }
}

/** Parses and stores one file; answers whether it was stored, was there already, or was refused and why. */
export async function takeInInvoice(
  deps: IntakeDeps,
  bytes: Uint8Array,
  source: Source,
): Promise<IntakeResult> {
  let parsed;
  try {
    parsed = parseUblInvoice(bytes);
  } catch (error) {
    const refusal = refusalOf(error);
    if (!source.sef) return { outcome: 'refused', ...refusal };
    return storeUnreadable(deps, bytes, source as Required<Source>, refusal.code);
  }
  const { invoice, pdfs } = parsed;
  // An upload of SEF's own download names SEF's id: decisions on it can then go to SEF.
  const sefInvoiceId = source.sef?.invoiceId ?? sefIdOf(invoice.sef?.purchaseInvoiceId ?? null);
  const files = await writePdfs(deps.files, source.venueId, pdfs);
  const stored = await insertInvoice(
    deps.db,
    {
      venueId: source.venueId,
      source: source.sef ? 'SEF' : 'UPLOAD',
      sefInvoiceId,
      sefStatus: source.sef?.status ?? null,
      sefStatusAt: source.sef ? source.now : null,
      receivedAt: arrivalOf(invoice.sef?.sendingDate ?? null, source.now),
      originalXml: xmlText(bytes),
      ...parsedColumns(invoice),
    },
    invoice.lines,
    files,
  ).catch(async (error: unknown) => {
    await Promise.all(files.map((file) => deps.files.delete(file.storageKey)));
    throw error;
  });
  if (stored.inserted) {
    // The seller's PIB finds the venue's supplier, then the supplier's orders (docs/decisions/0028-invoice-matching.md).
    await matchInvoiceSuppliers(deps.db, source.venueId, invoice.seller.taxId);
    await matchInvoiceOrders(deps.db, source.venueId, stored.id!);
    return { outcome: 'stored', invoiceId: stored.id!, readable: true };
  }
  await Promise.all(files.map((file) => deps.files.delete(file.storageKey)));
  if (stored.id === null) throw new AppError('conflict', 'The invoice changed while it was stored');
  if (sefInvoiceId !== null) await attachSefId(deps.db, source.venueId, stored.id, sefInvoiceId);
  return { outcome: 'duplicate', invoiceId: stored.id, readable: true };
}

/** A SEF invoice that could not even be downloaded whole (too large): kept with its code, without its XML. */
export function takeInUnreadable(
  deps: IntakeDeps,
  source: Required<Source>,
  code: ErrorCode,
): Promise<IntakeResult> {
  return storeUnreadable(deps, new Uint8Array(), source, code);
}

async function storeUnreadable(
  deps: IntakeDeps,
  bytes: Uint8Array,
  source: Required<Source>,
  code: ErrorCode,
): Promise<IntakeResult> {
  const stored = await insertInvoice(
    deps.db,
    {
      venueId: source.venueId,
      source: 'SEF',
      sefInvoiceId: source.sef.invoiceId,
      sefStatus: source.sef.status,
      sefStatusAt: source.now,
      receivedAt: source.now,
      parseError: code,
      // A file too large to read is not kept whole either.
      originalXml: code === 'invoice_too_large' ? '' : xmlText(bytes),
    },
    [],
    [],
  );
  return { outcome: stored.inserted ? 'stored' : 'duplicate', invoiceId: stored.id!, readable: false };
}

/** SEF's ids are whole numbers; anything else in an envelope is ignored. */
function sefIdOf(text: string | null): number | null {
  if (text === null || !/^[1-9]\d{0,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}
