/**
 * The invoices area's routes (invoices.contract.ts). The upload reads multipart/form-data as a stream
 * (@fastify/multipart, registered for these routes only) with the contract's limits; the PDF is answered as bytes.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '@/domain/errors';
import { invoiceOperations } from '@/domain/invoices/invoices.contract';
import { operationRoutes } from '@/server/http/operation-routes';
import { invoiceAccuracyReport } from './invoice-accuracy.service';
import { addInvoiceOrder, orderChoices, removeInvoiceOrder } from './invoice-orders.service';
import { matchInvoiceLine } from './invoice-lines.service';
import { createSupplierFromInvoice } from './invoice-supplier';
import {
  decideInvoice,
  getInvoice,
  invoiceFile,
  listInvoices,
  type UploadedFile,
  uploadInvoices,
} from './invoices.service';
import { connectSef, disconnectSef, pollSefNow, sefConnectionStatus } from './sef-connection.service';

const { maxFiles, maxFileBytes } = invoiceOperations.upload.upload;

/** The files of a multipart request, each read up to the per-file limit (the rest is drained, not kept). */
async function readUploadedFiles(request: FastifyRequest): Promise<UploadedFile[]> {
  if (!request.isMultipart()) throw new AppError('invalidInput', 'Send the files as multipart/form-data');
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.files({
      limits: { fileSize: maxFileBytes, files: maxFiles, fields: 20, parts: maxFiles + 20, fieldSize: 1024 },
      throwFileSizeLimit: false,
    })) {
      const bytes = await part.toBuffer();
      files.push({ filename: part.filename, bytes, tooLarge: part.file.truncated });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new AppError('invoice_too_many_files', `At most ${maxFiles} files at once`);
    }
    throw new AppError('invalidInput', 'The multipart body could not be read');
  }
  if (files.length === 0)
    throw new AppError('common.requiredField', 'No file was sent', { files: 'common.requiredField' });
  return files;
}

/** `attachment; filename="..."` with an ASCII fallback and the UTF-8 name (RFC 6266). */
function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

const routes = operationRoutes(invoiceOperations, {
  upload: async (_input, http) => uploadInvoices(http.venueContext(), await readUploadedFiles(http.request)),
  list: ({ query }, http) => listInvoices(http.venueContext(), query),
  get: ({ params }, http) => getInvoice(http.venueContext(), params.id),
  file: async ({ params }, http) => {
    const file = await invoiceFile(http.venueContext(), { invoiceId: params.id, fileId: params.fileId });
    http.reply
      .header('content-type', file.mimeType)
      .header('content-disposition', contentDisposition(file.filename))
      .header('cache-control', 'private, no-store');
    return Buffer.from(file.bytes);
  },
  decide: ({ params, body }, http) =>
    decideInvoice(http.venueContext(), { invoiceId: params.id, ...body }, http.request.log),
  createSupplier: ({ params }, http) => createSupplierFromInvoice(http.venueContext(), params.id),
  orderChoices: ({ params }, http) => orderChoices(http.venueContext(), params.id),
  addOrder: ({ params }, http) =>
    addInvoiceOrder(http.venueContext(), { invoiceId: params.id, orderId: params.orderId }),
  removeOrder: ({ params }, http) =>
    removeInvoiceOrder(http.venueContext(), { invoiceId: params.id, orderId: params.orderId }),
  matchLine: ({ params, body }, http) =>
    matchInvoiceLine(http.venueContext(), {
      invoiceId: params.id,
      place: params.place,
      orderItemId: body.orderItemId,
    }),
  connection: (_input, http) => sefConnectionStatus(http.venueContext()),
  connect: ({ body }, http) => connectSef(http.venueContext(), body),
  disconnect: (_input, http) => disconnectSef(http.venueContext()),
  poll: (_input, http) => pollSefNow(http.venueContext(), http.request.log),
  accuracy: ({ query }, http) => invoiceAccuracyReport(http.venueContext(), query),
});

export const invoicesRoutes: FastifyPluginAsync = async (app) => {
  // Scoped to this plugin: only the invoices routes take multipart bodies.
  await app.register(fastifyMultipart, {
    limits: { fileSize: maxFileBytes, files: maxFiles, fields: 20, parts: maxFiles + 20, fieldSize: 1024 },
  });
  await app.register(routes);
};
