/**
 * The invoices tables (invoices, invoice_lines, invoice_files): every read and write is scoped by the venue first.
 * A document is stored once: an insert that meets one of the unique keys (SEF's id, or seller + number + kind)
 * does nothing (ON CONFLICT DO NOTHING), and the caller is told which stored row it is.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ParsedInvoice } from '@/domain/invoices/parsed-invoice';
import type { Executor } from '@/server/db/client';
import { invoiceFiles, invoiceLines, invoices, suppliers, users } from '@/server/db/schema';
import { venueSupplierCondition } from '@/server/modules/suppliers/suppliers.public';

export type InvoiceRow = typeof invoices.$inferSelect;
type NewInvoiceRow = typeof invoices.$inferInsert;

export interface NewInvoiceFile {
  filename: string;
  bytes: number;
  storageKey: string;
}

/** The columns a list shows (no XML, no parsed JSON). */
const summaryColumns = {
  id: invoices.id,
  source: invoices.source,
  kind: invoices.kind,
  number: invoices.number,
  supplierName: invoices.supplierName,
  supplierPib: invoices.supplierPib,
  supplierId: invoices.supplierId,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  currency: invoices.currency,
  totalPayable: invoices.totalPayable,
  receivedAt: invoices.receivedAt,
  sefInvoiceId: invoices.sefInvoiceId,
  sefStatus: invoices.sefStatus,
  decision: invoices.decision,
  decidedAt: invoices.decidedAt,
  decisionSef: invoices.decisionSef,
  parseError: invoices.parseError,
  hasPdf: sql<boolean>`exists (select 1 from ${invoiceFiles} where ${invoiceFiles.venueId} = ${invoices.venueId}
    and ${invoiceFiles.invoiceId} = ${invoices.id})`,
};
/** The row values of a parsed invoice (columns the lists use; the whole parse goes to `parsed`). */
export function parsedColumns(invoice: ParsedInvoice): Partial<NewInvoiceRow> {
  return {
    kind: invoice.kind,
    number: invoice.number,
    supplierPib: invoice.seller.taxId,
    supplierName: invoice.seller.name,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    deliveryDate: invoice.deliveryDate,
    orderReference: invoice.orderReference,
    currency: invoice.currency,
    totalNet: invoice.totals.net,
    totalVat: invoice.totals.vat,
    totalPayable: invoice.totals.payable,
    parsed: invoice,
  };
}

/**
 * Inserts the invoice with its lines and files in one transaction, unless it is stored already: then nothing is
 * written and `inserted` is false. Either way the stored row's id (null only if the conflicting row vanished).
 */
export async function insertInvoice(
  executor: Executor,
  row: NewInvoiceRow,
  lines: ParsedInvoice['lines'],
  files: readonly NewInvoiceFile[],
): Promise<{ inserted: boolean; id: number | null }> {
  return executor.transaction(async (tx) => {
    const [created] = await tx
      .insert(invoices)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: invoices.id });
    if (!created) return { inserted: false, id: await findStoredDocument(tx, row) };
    if (lines.length > 0) {
      await tx
        .insert(invoiceLines)
        .values(
          lines.map((line, position) => ({ venueId: row.venueId, invoiceId: created.id, position, ...line })),
        );
    }
    if (files.length > 0) {
      await tx.insert(invoiceFiles).values(
        files.map((file) => ({
          venueId: row.venueId,
          invoiceId: created.id,
          mimeType: 'application/pdf',
          ...file,
        })),
      );
    }
    return { inserted: true, id: created.id };
  });
}

/** The stored row a new one collides with: the same SEF id, or the same seller, number and kind. */
async function findStoredDocument(executor: Executor, row: NewInvoiceRow): Promise<number | null> {
  if (row.sefInvoiceId != null) {
    const [bySef] = await executor
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.venueId, row.venueId), eq(invoices.sefInvoiceId, row.sefInvoiceId)));
    if (bySef) return bySef.id;
  }
  if (row.number == null || row.supplierPib == null || row.kind == null) return null;
  const [byDocument] = await executor
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.venueId, row.venueId),
        eq(invoices.supplierPib, row.supplierPib),
        eq(invoices.number, row.number),
        eq(invoices.kind, row.kind),
      ),
    );
  return byDocument?.id ?? null;
}

/** SEF's id on a stored document that came without one (uploaded first, then fetched from SEF). */
export async function attachSefId(
  executor: Executor,
  venueId: number,
  invoiceId: number,
  sefInvoiceId: number,
): Promise<void> {
  await executor
    .update(invoices)
    .set({ sefInvoiceId })
    .where(and(eq(invoices.venueId, venueId), eq(invoices.id, invoiceId), isNull(invoices.sefInvoiceId)));
}

/** The stored invoices of the venue among SEF ids, with their SEF status. */
export async function sefInvoicesOf(executor: Executor, venueId: number, sefIds: readonly number[]) {
  if (sefIds.length === 0) return [];
  return executor
    .select({ id: invoices.id, sefInvoiceId: invoices.sefInvoiceId, sefStatus: invoices.sefStatus })
    .from(invoices)
    .where(and(eq(invoices.venueId, venueId), inArray(invoices.sefInvoiceId, [...sefIds])));
}

export async function setSefStatus(
  executor: Executor,
  venueId: number,
  invoiceId: number,
  status: string,
  at: Date,
): Promise<void> {
  await executor
    .update(invoices)
    .set({ sefStatus: status, sefStatusAt: at })
    .where(and(eq(invoices.venueId, venueId), eq(invoices.id, invoiceId)));
}

/** One page of the venue's invoices, newest first (invoices_venue_list_idx), and how many there are. */
export async function pageInvoices(
  executor: Executor,
  venueId: number,
  page: { page: number; size: number },
) {
  const [rows, [total]] = await Promise.all([
    executor
      .select(summaryColumns)
      .from(invoices)
      .where(eq(invoices.venueId, venueId))
      .orderBy(desc(invoices.receivedAt), desc(invoices.id))
      .limit(page.size)
      .offset((page.page - 1) * page.size),
    executor.select({ count: count() }).from(invoices).where(eq(invoices.venueId, venueId)),
  ]);
  return { rows, count: total?.count ?? 0 };
}

/** One invoice of the venue with what its detail shows, or undefined. */
export async function findInvoice(executor: Executor, venueId: number, invoiceId: number) {
  const [row] = await executor
    .select({
      ...summaryColumns,
      deliveryDate: invoices.deliveryDate,
      orderReference: invoices.orderReference,
      totalNet: invoices.totalNet,
      totalVat: invoices.totalVat,
      parsed: invoices.parsed,
      decisionComment: invoices.decisionComment,
      decisionSefAnswer: invoices.decisionSefAnswer,
      decidedBy: sql<
        string | null
      >`(select ${users.name} from ${users} where ${users.id} = ${invoices.decidedById})`,
    })
    .from(invoices)
    .where(and(eq(invoices.venueId, venueId), eq(invoices.id, invoiceId)));
  if (!row) return undefined;
  const [lines, files] = await Promise.all([
    executor
      .select()
      .from(invoiceLines)
      .where(and(eq(invoiceLines.venueId, venueId), eq(invoiceLines.invoiceId, invoiceId)))
      .orderBy(asc(invoiceLines.position)),
    listFiles(executor, venueId, invoiceId),
  ]);
  return { ...row, lines, files };
}

export function listFiles(executor: Executor, venueId: number, invoiceId: number) {
  return executor
    .select({ id: invoiceFiles.id, filename: invoiceFiles.filename, bytes: invoiceFiles.bytes })
    .from(invoiceFiles)
    .where(and(eq(invoiceFiles.venueId, venueId), eq(invoiceFiles.invoiceId, invoiceId)))
    .orderBy(asc(invoiceFiles.id));
}

export async function findFile(executor: Executor, venueId: number, invoiceId: number, fileId: number) {
  const [file] = await executor
    .select({
      filename: invoiceFiles.filename,
      mimeType: invoiceFiles.mimeType,
      storageKey: invoiceFiles.storageKey,
    })
    .from(invoiceFiles)
    .where(
      and(
        eq(invoiceFiles.venueId, venueId),
        eq(invoiceFiles.invoiceId, invoiceId),
        eq(invoiceFiles.id, fileId),
      ),
    );
  return file;
}

/**
 * Records the venue's decision on an undecided invoice; false when it was decided already (or is not the venue's).
 * The row lock of the update makes two decisions at once one winner.
 */
export async function recordDecision(
  executor: Executor,
  venueId: number,
  invoiceId: number,
  decision: {
    decision: 'ACCEPTED' | 'REJECTED';
    comment: string;
    userId: number;
    at: Date;
    sef: 'PENDING' | 'MANUAL';
  },
): Promise<boolean> {
  const rows = await executor
    .update(invoices)
    .set({
      decision: decision.decision,
      decisionComment: decision.comment,
      decidedById: decision.userId,
      decidedAt: decision.at,
      decisionSef: decision.sef,
      decisionSefAnswer: null,
      decisionSefAt: null,
    })
    .where(and(eq(invoices.venueId, venueId), eq(invoices.id, invoiceId), isNull(invoices.decision)))
    .returning({ id: invoices.id });
  return rows.length > 0;
}

/** What SEF made of a decision: SENT with its answer, FAILED with the reason; only while it is PENDING. */
export async function recordDecisionSef(
  executor: Executor,
  venueId: number,
  invoiceId: number,
  outcome: { state: 'SENT' | 'FAILED'; answer: string; at: Date; sefStatus?: string },
): Promise<void> {
  await executor
    .update(invoices)
    .set({
      decisionSef: outcome.state,
      decisionSefAnswer: outcome.answer.slice(0, 2000),
      decisionSefAt: outcome.at,
      ...(outcome.sefStatus ? { sefStatus: outcome.sefStatus, sefStatusAt: outcome.at } : {}),
    })
    .where(
      and(eq(invoices.venueId, venueId), eq(invoices.id, invoiceId), eq(invoices.decisionSef, 'PENDING')),
    );
}

/** Decisions of the venue still to send to SEF (invoices_decision_pending_idx). */
export function pendingDecisions(executor: Executor, venueId: number) {
  return executor
    .select({
      id: invoices.id,
      sefInvoiceId: invoices.sefInvoiceId,
      decision: invoices.decision,
      comment: invoices.decisionComment,
    })
    .from(invoices)
    .where(and(eq(invoices.venueId, venueId), eq(invoices.decisionSef, 'PENDING')))
    .orderBy(asc(invoices.id))
    .limit(50);
}

/**
 * Finds the supplier of the venue's invoices that have none yet, by the seller's tax id: the venue's own supplier
 * with that PIB, else a catalogue supplier linked to the venue (docs/decisions/0028-invoice-matching.md). One
 * statement for all of them, so an invoice stored before its supplier existed is matched on the next read; `pib`
 * narrows it to one seller. Uses invoices_venue_document_uq (venue, supplier_pib) and suppliers' PIB index.
 */
export async function matchInvoiceSuppliers(
  executor: Executor,
  venueId: number,
  pib?: string,
): Promise<void> {
  const supplierOfSeller = sql`(
    select ${suppliers.id} from ${suppliers}
    where ${suppliers.pib} = ${invoices.supplierPib} and ${venueSupplierCondition(venueId)}
    order by ${suppliers.venueId} nulls last, ${suppliers.id}
    limit 1
  )`;
  await executor
    .update(invoices)
    .set({ supplierId: sql`${supplierOfSeller}` })
    .where(
      and(
        eq(invoices.venueId, venueId),
        isNull(invoices.supplierId),
        pib === undefined ? isNotNull(invoices.supplierPib) : eq(invoices.supplierPib, pib),
        sql`${supplierOfSeller} is not null`,
      ),
    );
}

/** The seller of one of the venue's invoices as read from its file (null for an unreadable one). */
export async function findInvoiceSeller(executor: Executor, venueId: number, invoiceId: number) {
  const [row] = await executor
    .select({ supplierId: invoices.supplierId, parsed: invoices.parsed })
    .from(invoices)
    .where(and(eq(invoices.venueId, venueId), eq(invoices.id, invoiceId)))
    .for('update');
  return row;
}

/** Sets the supplier on the venue's invoices from this seller that have none; answers their ids. */
export async function setInvoiceSupplier(
  executor: Executor,
  venueId: number,
  pib: string,
  supplierId: number,
): Promise<number[]> {
  const rows = await executor
    .update(invoices)
    .set({ supplierId })
    .where(and(eq(invoices.venueId, venueId), eq(invoices.supplierPib, pib), isNull(invoices.supplierId)))
    .returning({ id: invoices.id });
  return rows.map((row) => row.id);
}
