/**
 * The one client of SEF's public API (Sistem elektronskih faktura, the Ministry of Finance's e-invoice system) for
 * a buyer: list purchase invoice ids, download one invoice's UBL, accept or reject one. Paths and base URLs are
 * configuration here, in one place. As public integrations use it (the official swagger is shown only to a
 * logged-in company): the company's API key goes in an `ApiKey` header; `POST purchase-invoice/ids?status=&dateFrom=
 * &dateTo=` answers `{ PurchaseInvoiceIds: [...] }` with at most 50 ids and no paging, so a full answer is paged by
 * halving the date range; `GET purchase-invoice/xml?invoiceId=` answers SEF's envelope around the UBL;
 * `POST purchase-invoice/acceptRejectPurchaseInvoice` takes `{ invoiceId, accepted, comment }`.
 *
 * Every call has a timeout; 429, 5xx, timeouts and network failures are retried with backoff (Retry-After
 * respected); the API key is never part of an error, a message or a URL (redacted wherever an answer echoes it).
 */
import { z } from 'zod';
import { addDays } from '@/domain/shared/dates';

export const SEF_ENVIRONMENTS = ['demo', 'production'] as const;
export type SefEnvironment = (typeof SEF_ENVIRONMENTS)[number];

export const SEF_BASE_URLS: Readonly<Record<SefEnvironment, string>> = {
  demo: 'https://demoefaktura.mfin.gov.rs',
  production: 'https://efaktura.mfin.gov.rs',
};

export const SEF_PATHS = {
  purchaseInvoiceIds: '/api/publicApi/purchase-invoice/ids',
  purchaseInvoiceXml: '/api/publicApi/purchase-invoice/xml',
  acceptRejectPurchaseInvoice: '/api/publicApi/purchase-invoice/acceptRejectPurchaseInvoice',
} as const;

/** The most ids one answer of purchase-invoice/ids holds (reported by integrators); a full page is split. */
export const SEF_IDS_PAGE_CAP = 50;

/** Purchase invoice statuses of SEF that Nabavka lists: waiting for a decision, decided, withdrawn. */
export const SEF_PURCHASE_STATUSES = [
  'New',
  'Seen',
  'ReNotified',
  'Approved',
  'Rejected',
  'Cancelled',
  'Storno',
] as const;
export type SefPurchaseStatus = (typeof SEF_PURCHASE_STATUSES)[number];

export type SefErrorKind =
  | 'unauthorized'
  | 'rate_limited'
  | 'unavailable'
  | 'timeout'
  | 'network'
  | 'not_found'
  | 'refused'
  | 'bad_answer'
  | 'too_large';

/** A failed call, without the key. `retryAfterMs`: how long SEF asked to wait (429/503 with Retry-After). */
export class SefError extends Error {
  constructor(
    readonly kind: SefErrorKind,
    message: string,
    readonly status: number | null = null,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'SefError';
  }

  /** Worth trying again later (the next poll), as opposed to a wrong key or a refused request. */
  get transient(): boolean {
    return ['rate_limited', 'unavailable', 'timeout', 'network'].includes(this.kind);
  }
}

export interface SefClientOptions {
  baseUrl: string;
  apiKey: string;
  /** Per call. */
  timeoutMs?: number;
  /** Attempts per call for retryable failures (429, 5xx, timeouts, network). */
  maxAttempts?: number;
  /** The first backoff; it doubles per attempt. */
  backoffMs?: number;
  /** Waits longer than this (a long Retry-After) are not slept through: the call fails with the wait in it. */
  maxWaitMs?: number;
  /** Largest answer read (an invoice's XML); beyond it the call fails with `too_large`. */
  maxResponseBytes?: number;
  sleep?: (ms: number) => Promise<void>;
}

export interface SefDecisionAnswer {
  status: number;
  /** SEF's answer as it came (JSON text usually), cut to 2 000 characters, the key redacted. */
  body: string;
}

export interface SefIdListing {
  ids: number[];
  /** A single day still held a full page: some ids of that day may be missing (logged by the caller). */
  truncatedDays: string[];
}

export interface SefClient {
  /** One call: the ids of purchase invoices with the status between the two days (inclusive). */
  purchaseInvoiceIds(input: { status: SefPurchaseStatus; from: string; to: string }): Promise<number[]>;
  /** Every id of the status in the range: a full page (50) is split into halves of the range until it is not. */
  allPurchaseInvoiceIds(input: {
    status: SefPurchaseStatus;
    from: string;
    to: string;
  }): Promise<SefIdListing>;
  purchaseInvoiceXml(invoiceId: number): Promise<Uint8Array>;
  acceptReject(input: { invoiceId: number; accepted: boolean; comment: string }): Promise<SefDecisionAnswer>;
}

const IdsAnswerSchema = z.object({ PurchaseInvoiceIds: z.array(z.number().int().positive()).nullable() });

const DEFAULTS = {
  timeoutMs: 20_000,
  maxAttempts: 3,
  backoffMs: 1_000,
  maxWaitMs: 30_000,
  maxResponseBytes: 8 * 1024 * 1024,
};

/** Retry-After as milliseconds: seconds, or an HTTP date. */
function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function createSefClient(options: SefClientOptions): SefClient {
  const settings = { ...DEFAULTS, ...options };
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const redact = (text: string) =>
    options.apiKey.length >= 4 ? text.split(options.apiKey).join('[redacted]') : text;

  async function readBody(response: Response): Promise<Uint8Array> {
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > settings.maxResponseBytes) {
      await response.body?.cancel();
      throw new SefError('too_large', `SEF answered ${declared} bytes`, response.status);
    }
    const chunks: Uint8Array[] = [];
    let total = 0;
    const reader = response.body?.getReader();
    while (reader) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > settings.maxResponseBytes) {
        await reader.cancel();
        throw new SefError(
          'too_large',
          `SEF answered more than ${settings.maxResponseBytes} bytes`,
          response.status,
        );
      }
      chunks.push(value);
    }
    const body = new Uint8Array(total);
    let offset = 0;
    for (const chunk of chunks) {
      body.set(chunk, offset);
      offset += chunk.byteLength;
    }
    return body;
  }

  const text = (bytes: Uint8Array) => redact(new TextDecoder().decode(bytes)).slice(0, 2000);

  /** One request with its retries; answers the 2xx response's body. */
  async function call(
    method: 'GET' | 'POST',
    path: string,
    query: Record<string, string>,
    body?: unknown,
  ): Promise<{ status: number; body: Uint8Array }> {
    const search = new URLSearchParams(query).toString();
    const url = `${baseUrl}${path}${search ? `?${search}` : ''}`;
    const what = `${method} ${path}`;
    for (let attempt = 1; ; attempt += 1) {
      let failure: SefError;
      try {
        const response = await fetch(url, {
          method,
          headers: {
            ApiKey: options.apiKey,
            Accept: 'application/json, application/xml, text/plain',
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          redirect: 'error',
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
        const content = await readBody(response);
        if (response.ok) return { status: response.status, body: content };
        const wait = retryAfterMs(response.headers.get('retry-after'));
        const detail = `${what} answered ${response.status}: ${text(content).slice(0, 300)}`;
        if (response.status === 401 || response.status === 403) {
          throw new SefError(
            'unauthorized',
            `SEF refused the API key (${what} answered ${response.status})`,
            response.status,
          );
        }
        if (response.status === 404) throw new SefError('not_found', detail, response.status);
        if (response.status === 429) failure = new SefError('rate_limited', detail, 429, wait);
        else if (response.status >= 500) failure = new SefError('unavailable', detail, response.status, wait);
        else throw new SefError('refused', detail, response.status);
      } catch (error) {
        if (error instanceof SefError && !error.transient) throw error;
        failure =
          error instanceof SefError
            ? error
            : error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
              ? new SefError('timeout', `${what} took longer than ${settings.timeoutMs} ms`)
              : new SefError(
                  'network',
                  `${what} failed: ${redact(error instanceof Error ? error.message : String(error))}`,
                );
      }
      const wait = failure.retryAfterMs ?? settings.backoffMs * 2 ** (attempt - 1);
      if (attempt >= settings.maxAttempts || wait > settings.maxWaitMs) throw failure;
      await sleep(wait);
    }
  }

  const client: SefClient = {
    async purchaseInvoiceIds({ status, from, to }) {
      const answer = await call('POST', SEF_PATHS.purchaseInvoiceIds, { status, dateFrom: from, dateTo: to });
      let parsed: unknown;
      try {
        parsed = JSON.parse(new TextDecoder().decode(answer.body));
      } catch {
        throw new SefError('bad_answer', 'SEF answered the invoice ids with something that is not JSON');
      }
      const checked = IdsAnswerSchema.safeParse(parsed);
      if (!checked.success)
        throw new SefError('bad_answer', 'SEF answered the invoice ids in an unknown shape');
      return checked.data.PurchaseInvoiceIds ?? [];
    },
    async allPurchaseInvoiceIds({ status, from, to }) {
      const ids = await client.purchaseInvoiceIds({ status, from, to });
      if (ids.length < SEF_IDS_PAGE_CAP) return { ids, truncatedDays: [] };
      const days = daysBetween(from, to);
      if (days <= 0) return { ids, truncatedDays: [from] };
      const middle = addDays(from, Math.floor(days / 2));
      const [first, second] = [
        await client.allPurchaseInvoiceIds({ status, from, to: middle }),
        await client.allPurchaseInvoiceIds({ status, from: addDays(middle, 1), to }),
      ];
      return {
        ids: [...new Set([...first.ids, ...second.ids])],
        truncatedDays: [...first.truncatedDays, ...second.truncatedDays],
      };
    },
    async purchaseInvoiceXml(invoiceId) {
      return (await call('GET', SEF_PATHS.purchaseInvoiceXml, { invoiceId: String(invoiceId) })).body;
    },
    async acceptReject({ invoiceId, accepted, comment }) {
      const answer = await call(
        'POST',
        SEF_PATHS.acceptRejectPurchaseInvoice,
        {},
        { invoiceId, accepted, comment },
      );
      return { status: answer.status, body: text(answer.body) };
    },
  };
  return client;
}
