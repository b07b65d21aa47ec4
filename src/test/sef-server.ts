/**
 * A local HTTP server that answers like SEF's public API for a buyer (src/server/modules/invoices/sef-client.ts):
 * purchase invoice ids by status and date range (at most 50 per answer, like SEF), an invoice's XML, accept/reject.
 * It checks the ApiKey header, records every request, and plays scripted failures (429 with Retry-After, 500) before
 * the real answers. Only on 127.0.0.1, started and stopped by the test.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SefInvoiceFixture {
  id: number;
  status: string;
  /** The day the invoice arrived in SEF (YYYY-MM-DD): what dateFrom/dateTo filter. */
  date: string;
  xml: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  apiKey: string | undefined;
  body: string;
}

export interface ScriptedFailure {
  /** Path it answers (e.g. /api/publicApi/purchase-invoice/ids); any path when absent. */
  path?: string;
  status: number;
  retryAfter?: string;
  body?: string;
}

export interface FakeSef {
  url: string;
  invoices: SefInvoiceFixture[];
  requests: RecordedRequest[];
  /** Answered, in order, before any real answer to a matching path. */
  failures: ScriptedFailure[];
  /** The decisions received, by invoice id. */
  decisions: Map<number, { accepted: boolean; comment: string }>;
  /** Milliseconds to wait before each answer (concurrency tests). */
  delayMs: number;
  close(): Promise<void>;
}

const PAGE_CAP = 50;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export async function startFakeSef(apiKey: string, invoices: SefInvoiceFixture[] = []): Promise<FakeSef> {
  const sef: Omit<FakeSef, 'url' | 'close'> = {
    invoices,
    requests: [],
    failures: [],
    decisions: new Map(),
    delayMs: 0,
  };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const body = await readBody(request);
      const header = request.headers.apikey;
      sef.requests.push({
        method: request.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        apiKey: Array.isArray(header) ? header[0] : header,
        body,
      });
      if (sef.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, sef.delayMs));
      const send = (status: number, content: string, type = 'application/json', headers = {}) => {
        response.writeHead(status, { 'content-type': type, ...headers });
        response.end(content);
      };
      const failureIndex = sef.failures.findIndex(
        (failure) => !failure.path || failure.path === url.pathname,
      );
      if (failureIndex >= 0) {
        const [failure] = sef.failures.splice(failureIndex, 1);
        return send(failure!.status, failure!.body ?? '{"Message":"scripted failure"}', 'application/json', {
          ...(failure!.retryAfter ? { 'retry-after': failure!.retryAfter } : {}),
        });
      }
      if (header !== apiKey) return send(401, '{"Message":"Unauthorized"}');
      if (request.method === 'POST' && url.pathname === '/api/publicApi/purchase-invoice/ids') {
        const status = url.searchParams.get('status');
        const from = url.searchParams.get('dateFrom') ?? '0000-00-00';
        const to = url.searchParams.get('dateTo') ?? '9999-99-99';
        const ids = sef.invoices
          .filter((invoice) => invoice.status === status && invoice.date >= from && invoice.date <= to)
          .map((invoice) => invoice.id)
          .slice(0, PAGE_CAP);
        return send(200, JSON.stringify({ PurchaseInvoiceIds: ids }));
      }
      if (request.method === 'GET' && url.pathname === '/api/publicApi/purchase-invoice/xml') {
        const invoice = sef.invoices.find((one) => String(one.id) === url.searchParams.get('invoiceId'));
        if (!invoice) return send(404, '{"Message":"Not found"}');
        return send(200, invoice.xml, 'application/xml; charset=utf-8');
      }
      if (
        request.method === 'POST' &&
        url.pathname === '/api/publicApi/purchase-invoice/acceptRejectPurchaseInvoice'
      ) {
        const decision = JSON.parse(body) as { invoiceId: number; accepted: boolean; comment: string };
        const invoice = sef.invoices.find((one) => one.id === decision.invoiceId);
        if (!invoice) return send(404, '{"Message":"Not found"}');
        if (invoice.status === 'Approved' || invoice.status === 'Rejected') {
          return send(400, '{"Message":"Invoice status does not allow this action."}');
        }
        invoice.status = decision.accepted ? 'Approved' : 'Rejected';
        sef.decisions.set(decision.invoiceId, { accepted: decision.accepted, comment: decision.comment });
        return send(
          200,
          JSON.stringify({ Invoice: { InvoiceId: invoice.id, Status: invoice.status }, Success: true }),
        );
      }
      return send(404, '{"Message":"No such endpoint"}');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(sef, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
