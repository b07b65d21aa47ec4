/**
 * The incoming e-invoices of a venue (uploaded UBL files, or fetched from SEF with the venue's API key) and its SEF
 * connection. A venue admin's work only; another venue's invoice is not found (404).
 */
import { z } from 'zod';
import { defineOperation, VENUE_ADMINS } from '@/domain/shared/contract';
import { InvoiceAccuracyQuerySchema, InvoiceAccuracySchema } from './invoice-accuracy';
import {
  DecisionSchema,
  InvoiceDetailSchema,
  InvoiceFileParamsSchema,
  InvoiceLineParamsSchema,
  InvoiceListQuerySchema,
  LineMatchInputSchema,
  InvoiceOrderParamsSchema,
  OrderChoicesSchema,
  InvoicePageSchema,
  InvoiceParamsSchema,
  PollResultSchema,
  SefConnectionInputSchema,
  SefConnectionStatusSchema,
  UPLOAD_MAX_FILE_BYTES,
  UPLOAD_MAX_FILES,
  UploadResultSchema,
} from './invoices.schemas';

const tag = 'invoices';
const access = VENUE_ADMINS;

export const invoiceOperations = {
  upload: defineOperation({
    method: 'POST',
    path: '/invoices/upload',
    summary:
      'Upload e-invoice XML files (multipart/form-data, field "files", at most 10 of 5 MB): each is stored, ' +
      'found a duplicate, or refused with the invoice_* code saying why',
    tag,
    access,
    upload: { field: 'files', maxFiles: UPLOAD_MAX_FILES, maxFileBytes: UPLOAD_MAX_FILE_BYTES },
    response: UploadResultSchema,
  }),
  list: defineOperation({
    method: 'GET',
    path: '/invoices',
    summary: "The venue's incoming invoices, newest first, each with its decision deadline",
    tag,
    access,
    query: InvoiceListQuerySchema,
    response: InvoicePageSchema,
  }),
  get: defineOperation({
    method: 'GET',
    path: '/invoices/:id',
    summary: 'One invoice: seller, lines, totals, its PDFs and its decision',
    tag,
    access,
    params: InvoiceParamsSchema,
    response: InvoiceDetailSchema,
    refusals: [404],
  }),
  file: defineOperation({
    method: 'GET',
    path: '/invoices/:id/files/:fileId',
    summary: "A PDF of an invoice (embedded in its XML, or SEF's own)",
    tag,
    access,
    params: InvoiceFileParamsSchema,
    response: z
      .custom<Uint8Array>((value) => value instanceof Uint8Array)
      .meta({ type: 'string', format: 'binary' }),
    produces: ['application/pdf'],
    refusals: [404],
  }),
  decide: defineOperation({
    method: 'POST',
    path: '/invoices/:id/decision',
    summary:
      'Accept or reject an invoice (a rejection needs a comment): with a SEF connection it is sent to SEF and ' +
      "SEF's answer recorded, without one it is recorded for the admin to repeat in SEF",
    tag,
    access,
    params: InvoiceParamsSchema,
    body: DecisionSchema,
    response: InvoiceDetailSchema,
    // 404 not the venue's invoice; 409 already decided.
    refusals: [404, 409],
  }),
  createSupplier: defineOperation({
    method: 'POST',
    path: '/invoices/:id/supplier',
    summary:
      "Create the venue's supplier from the invoice's seller (name, tax id, register number, address, bank " +
      'account, e-mail) and match it to the invoices of that seller',
    tag,
    access,
    params: InvoiceParamsSchema,
    response: InvoiceDetailSchema,
    // 404 not the venue's invoice; 409 the seller is a supplier already, the invoice could not be read, or the
    // supplier's name is taken.
    refusals: [404, 409],
  }),
  orderChoices: defineOperation({
    method: 'GET',
    path: '/invoices/:id/orders',
    summary:
      "The invoice supplier's recent sent or received orders to match it to, each saying if it is matched",
    tag,
    access,
    params: InvoiceParamsSchema,
    response: OrderChoicesSchema,
    refusals: [404],
  }),
  addOrder: defineOperation({
    method: 'POST',
    path: '/invoices/:id/orders/:orderId',
    summary: 'Match the invoice to one more order of its supplier (one invoice may cover several orders)',
    tag,
    access,
    params: InvoiceOrderParamsSchema,
    response: InvoiceDetailSchema,
    // 404 not the venue's invoice or order; 409 the order is another supplier's, or a draft.
    refusals: [404, 409],
  }),
  removeOrder: defineOperation({
    method: 'DELETE',
    path: '/invoices/:id/orders/:orderId',
    summary: 'Take an order off the invoice',
    tag,
    access,
    params: InvoiceOrderParamsSchema,
    response: InvoiceDetailSchema,
    // 404 not the venue's invoice, or the order is not matched to it.
    refusals: [404],
  }),
  matchLine: defineOperation({
    method: 'POST',
    path: '/invoices/:id/lines/:place',
    summary:
      "Match an invoice line to a line of the invoice's orders, or to none (null); the seller's item id is " +
      'remembered for that article, so the next invoice of the supplier matches it without the admin',
    tag,
    access,
    params: InvoiceLineParamsSchema,
    body: LineMatchInputSchema,
    response: InvoiceDetailSchema,
    // 404 not the venue's invoice, no such line, or the order line is not on the invoice's orders.
    refusals: [404],
  }),
  connection: defineOperation({
    method: 'GET',
    path: '/invoices/sef-connection',
    summary:
      "The venue's SEF connection: whether there is one, its environment and the last poll (never the key)",
    tag,
    access,
    response: SefConnectionStatusSchema,
  }),
  connect: defineOperation({
    method: 'POST',
    path: '/invoices/sef-connection',
    summary: "Set or replace the venue's SEF API key (stored encrypted, never answered) and environment",
    tag,
    access,
    body: SefConnectionInputSchema,
    response: SefConnectionStatusSchema,
  }),
  disconnect: defineOperation({
    method: 'DELETE',
    path: '/invoices/sef-connection',
    summary: "Remove the venue's SEF connection and its key",
    tag,
    access,
    response: SefConnectionStatusSchema,
  }),
  poll: defineOperation({
    method: 'POST',
    path: '/invoices/sef-connection/poll',
    summary: 'Fetch new invoices from SEF now (the background job does it every 15 minutes)',
    tag,
    access,
    response: PollResultSchema,
    // 409 sef_not_connected.
    refusals: [409],
  }),
  accuracy: defineOperation({
    method: 'GET',
    path: '/invoices/accuracy',
    summary:
      'Per supplier, of the dinar invoices issued in a date range that cover an order: how many matched their ' +
      'orders without a difference, and the sum of the differences',
    tag,
    access,
    query: InvoiceAccuracyQuerySchema,
    response: InvoiceAccuracySchema,
  }),
};
