/**
 * The venue's incoming e-invoices (invoices.contract.ts): upload, list, detail, PDF, decision. A venue admin's only;
 * another venue's invoice is not found. A decision goes to SEF when the venue is connected and the invoice has SEF's
 * id (sent at once when no poll holds the connection, else by the next poll); otherwise it is recorded for the
 * admin to repeat in SEF.
 */
import { AppError, type ErrorCode, isErrorCode } from '@/domain/errors';
import { decisionDeadline } from '@/domain/invoices/invoice-deadline';
import type {
  InvoiceDetail,
  InvoicePage,
  InvoiceSummary,
  UploadOutcome,
} from '@/domain/invoices/invoices.schemas';
import { ParsedInvoiceSchema } from '@/domain/invoices/parsed-invoice';
import type { Unit } from '@/domain/shared/enums';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '@/server/db/client';
import type { ServiceContext } from '@/server/types';
import { takeInInvoice } from './invoice-intake';
import { linesAgainstOrders, type StoredLine } from './invoice-line-check';
import { matchedOrders } from './invoice-orders.repository';
import {
  findFile,
  findInvoice,
  matchInvoiceSuppliers,
  pageInvoices,
  recordDecision,
} from './invoices.repository';
import { claimConnection, findConnection } from './sef-connections.repository';
import { SEF_CLAIM_SECONDS, sendDecisionsClaimed } from './sef-poll';

const notFound = () => new AppError('not_found', 'No such invoice');
const iso = (date: Date | null) => (date ? date.toISOString() : null);

interface SummaryRow {
  id: number;
  source: 'UPLOAD' | 'SEF';
  kind: 'INVOICE' | 'CREDIT_NOTE' | null;
  number: string | null;
  supplierName: string | null;
  supplierPib: string | null;
  supplierId: number | null;
  issueDate: string | null;
  dueDate: string | null;
  currency: string | null;
  totalPayable: string | null;
  receivedAt: Date;
  sefInvoiceId: number | null;
  sefStatus: string | null;
  decision: 'ACCEPTED' | 'REJECTED' | null;
  decidedAt: Date | null;
  decisionSef: 'PENDING' | 'SENT' | 'FAILED' | 'MANUAL' | null;
  parseError: string | null;
  hasPdf: boolean;
}

function toSummary(row: SummaryRow): InvoiceSummary {
  const { deadline, finalDeadline } = decisionDeadline(row.receivedAt);
  const parseError: ErrorCode | null =
    row.parseError === null ? null : isErrorCode(row.parseError) ? row.parseError : 'invoice_malformed';
  return {
    ...row,
    receivedAt: row.receivedAt.toISOString(),
    deadline: deadline.toISOString(),
    finalDeadline: finalDeadline.toISOString(),
    decidedAt: iso(row.decidedAt),
    parseError,
    hasPdf: Boolean(row.hasPdf),
  };
}

/** The files of an upload as the route read them; `tooLarge` when the stream passed the per-file limit. */
export interface UploadedFile {
  filename: string;
  bytes: Uint8Array;
  tooLarge: boolean;
}

/** A file's name for the answer: as the browser sent it, without folders or control characters. */
function shownName(filename: string): string {
  return (filename.split(/[\\/]/).pop() ?? '').replace(/\p{Cc}/gu, '').slice(0, 200);
}

/** POST /invoices/upload: each file stored, found stored already, or refused with its code; in the order sent. */
export async function uploadInvoices(
  ctx: ServiceContext<'db' | 'now' | 'files'>,
  files: readonly UploadedFile[],
): Promise<{ files: UploadOutcome[] }> {
  const outcomes: UploadOutcome[] = [];
  for (const file of files) {
    const filename = shownName(file.filename);
    if (file.tooLarge) {
      outcomes.push({
        filename,
        outcome: 'refused',
        invoiceId: null,
        code: 'invoice_too_large',
        message: 'The file is larger than 5 MB',
      });
      continue;
    }
    const result = await takeInInvoice(ctx, file.bytes, { venueId: ctx.caller.venueId, now: ctx.now() });
    outcomes.push(
      result.outcome === 'refused'
        ? { filename, outcome: 'refused', invoiceId: null, code: result.code, message: result.message }
        : { filename, outcome: result.outcome, invoiceId: result.invoiceId, code: null, message: null },
    );
  }
  return { files: outcomes };
}

/** GET /invoices: newest first; invoices whose seller has become a supplier since are matched first. */
export async function listInvoices(
  ctx: ServiceContext<'db'>,
  page: { page: number; size: number },
): Promise<InvoicePage> {
  await matchInvoiceSuppliers(ctx.db, ctx.caller.venueId);
  const { rows, count } = await pageInvoices(ctx.db, ctx.caller.venueId, page);
  return { invoices: rows.map((row) => toSummary(row as SummaryRow)), count };
}

/**
 * GET /invoices/{id}: one transaction (docs/decisions/0029-invoice-lines.md), so the lines are matched against the
 * orders and receipts as they are at one moment.
 */
export function getInvoice(ctx: ServiceContext<'db'>, invoiceId: number): Promise<InvoiceDetail> {
  return ctx.db.transaction(async (tx) => {
    await matchInvoiceSuppliers(tx, ctx.caller.venueId);
    return readInvoice(tx, ctx.caller.venueId, invoiceId);
  });
}

/** One invoice with its lines against its orders; the caller matched the venue's sellers to suppliers first. */
export async function readInvoice(tx: Executor, venueId: number, invoiceId: number): Promise<InvoiceDetail> {
  const row = await findInvoice(tx, venueId, invoiceId);
  if (!row) throw notFound();
  const orders = await matchedOrders(tx, venueId, invoiceId);
  const parsed = row.parsed === null ? null : ParsedInvoiceSchema.safeParse(row.parsed);
  const invoice = parsed?.success ? parsed.data : null;
  const lines: StoredLine[] = row.lines.map((line) => ({
    position: line.position,
    lineId: line.lineId,
    sellerItemId: line.sellerItemId,
    name: line.name,
    quantity: line.quantity,
    unitCode: line.unitCode,
    unit: line.unit as Unit,
    unitPrice: line.unitPrice,
    priceBaseQuantity: line.priceBaseQuantity,
    lineNetAmount: line.lineNetAmount,
    vatCategory: line.vatCategory,
    vatPercent: line.vatPercent,
    matchedByHand: line.matchedByHand,
    orderItemId: line.orderItemId,
  }));
  const checked = await linesAgainstOrders(
    tx,
    venueId,
    { supplierId: row.supplierId, orderIds: orders.map((order) => order.id) },
    lines,
  );
  return {
    ...toSummary(row as SummaryRow),
    deliveryDate: row.deliveryDate,
    orderReference: row.orderReference,
    billingReferences: invoice?.billingReferences ?? [],
    notes: invoice?.notes ?? [],
    seller: invoice?.seller ?? null,
    buyerPib: invoice?.buyer.taxId ?? null,
    ...checked,
    totals: {
      lineNet: invoice?.totals.lineNet ?? null,
      net: row.totalNet,
      vat: row.totalVat,
      gross: invoice?.totals.gross ?? null,
      payable: row.totalPayable,
    },
    files: row.files,
    orders,
    decisionComment: row.decisionComment,
    decidedBy: row.decidedBy,
    decisionSefAnswer: row.decisionSefAnswer,
  };
}

/** GET /invoices/{id}/files/{fileId}: the PDF's bytes and name. */
export async function invoiceFile(
  ctx: ServiceContext<'db' | 'files'>,
  input: { invoiceId: number; fileId: number },
): Promise<{ filename: string; mimeType: string; bytes: Uint8Array }> {
  const file = await findFile(ctx.db, ctx.caller.venueId, input.invoiceId, input.fileId);
  if (!file) throw notFound();
  const bytes = await ctx.files.get(file.storageKey);
  if (!bytes) throw new AppError('not_found', 'The file is no longer there');
  return { filename: file.filename, mimeType: file.mimeType, bytes };
}

/** POST /invoices/{id}/decision: recorded once (409 invoice_already_decided after), then sent to SEF if connected. */
export async function decideInvoice(
  ctx: ServiceContext<'db' | 'now' | 'files' | 'secrets' | 'config'>,
  input: { invoiceId: number; accepted: boolean; comment: string },
  log?: FastifyBaseLogger,
): Promise<InvoiceDetail> {
  const { venueId, userId } = ctx.caller;
  const invoice = await findInvoice(ctx.db, venueId, input.invoiceId);
  if (!invoice) throw notFound();
  if (invoice.decision !== null) throw new AppError('invoice_already_decided');
  const connection = await findConnection(ctx.db, venueId);
  const toSef = connection !== undefined && invoice.sefInvoiceId !== null;
  const recorded = await recordDecision(ctx.db, venueId, input.invoiceId, {
    decision: input.accepted ? 'ACCEPTED' : 'REJECTED',
    comment: input.comment,
    userId,
    at: ctx.now(),
    sef: toSef ? 'PENDING' : 'MANUAL',
  });
  if (!recorded) throw new AppError('invoice_already_decided');
  if (toSef) {
    // Sent under the connection's claim, so a poll on another instance does not send it a second time.
    const claimed = await claimConnection(ctx.db, venueId, {
      leaseSeconds: SEF_CLAIM_SECONDS,
      now: ctx.now(),
    });
    if (claimed) {
      await sendDecisionsClaimed(
        {
          db: ctx.db,
          files: ctx.files,
          secrets: ctx.secrets,
          now: ctx.now,
          sefBaseUrl: ctx.config.sefBaseUrl,
          log,
        },
        claimed,
      );
    }
  }
  return getInvoice(ctx, input.invoiceId);
}
