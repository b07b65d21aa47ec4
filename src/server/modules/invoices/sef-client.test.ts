/** The SEF client against a local server that answers like SEF's public API (src/test/sef-server.ts). */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeSef, startFakeSef } from '@/test/sef-server';
import { createSefClient, SefError, type SefClientOptions } from './sef-client';

const API_KEY = 'sef-key-5d0c9a1e-7b44-4e1f-9a0a-3c2b7f6e8d11';

describe('the SEF client', () => {
  let sef: FakeSef;
  const slept: number[] = [];
  const client = (options: Partial<SefClientOptions> = {}) =>
    createSefClient({
      baseUrl: sef.url,
      apiKey: API_KEY,
      sleep: async (ms) => {
        slept.push(ms);
      },
      ...options,
    });

  beforeAll(async () => {
    sef = await startFakeSef(API_KEY);
  });
  afterAll(() => sef.close());
  beforeEach(() => {
    sef.invoices.length = 0;
    sef.requests.length = 0;
    sef.failures.length = 0;
    sef.decisions.clear();
    slept.length = 0;
  });

  it('lists ids with the key in the ApiKey header, status and dates in the query, and no key in the URL', async () => {
    sef.invoices.push({ id: 11, status: 'New', date: '2026-11-20', xml: '<x/>' });
    sef.invoices.push({ id: 12, status: 'Seen', date: '2026-11-20', xml: '<x/>' });
    expect(
      await client().purchaseInvoiceIds({ status: 'New', from: '2026-11-01', to: '2026-11-30' }),
    ).toEqual([11]);
    expect(sef.requests).toEqual([
      {
        method: 'POST',
        path: '/api/publicApi/purchase-invoice/ids',
        query: { status: 'New', dateFrom: '2026-11-01', dateTo: '2026-11-30' },
        apiKey: API_KEY,
        body: '',
      },
    ]);
  });

  it('pages through more than 50 ids by halving the date range until no answer is full', async () => {
    for (let day = 1; day <= 30; day += 1) {
      for (let n = 0; n < 4; n += 1) {
        sef.invoices.push({
          id: day * 100 + n,
          status: 'New',
          date: `2026-11-${String(day).padStart(2, '0')}`,
          xml: '<x/>',
        });
      }
    }
    const listing = await client().allPurchaseInvoiceIds({
      status: 'New',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(listing.ids.sort((a, b) => a - b)).toEqual(
      sef.invoices.map((invoice) => invoice.id).sort((a, b) => a - b),
    );
    expect(listing.truncatedDays).toEqual([]);
    expect(sef.requests.length).toBeGreaterThan(2);
  });

  it('says which single day still held a full page', async () => {
    for (let n = 0; n < 60; n += 1)
      sef.invoices.push({ id: 1000 + n, status: 'New', date: '2026-11-05', xml: '' });
    const listing = await client().allPurchaseInvoiceIds({
      status: 'New',
      from: '2026-11-05',
      to: '2026-11-06',
    });
    expect(listing.ids).toHaveLength(50);
    expect(listing.truncatedDays).toEqual(['2026-11-05']);
  });

  it('downloads an invoice as bytes', async () => {
    sef.invoices.push({ id: 77, status: 'New', date: '2026-11-20', xml: '<Invoice>Šš</Invoice>' });
    const bytes = await client().purchaseInvoiceXml(77);
    expect(new TextDecoder().decode(bytes)).toBe('<Invoice>Šš</Invoice>');
    expect(sef.requests[0]).toMatchObject({ method: 'GET', query: { invoiceId: '77' } });
  });

  it('sends a decision as JSON and answers what SEF said', async () => {
    sef.invoices.push({ id: 78, status: 'New', date: '2026-11-20', xml: '' });
    const answer = await client().acceptReject({
      invoiceId: 78,
      accepted: false,
      comment: 'Isporučeno 9 kg, fakturisano 10,5',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('Rejected');
    expect(JSON.parse(sef.requests[0]!.body)).toEqual({
      invoiceId: 78,
      accepted: false,
      comment: 'Isporučeno 9 kg, fakturisano 10,5',
    });
  });

  it('retries 429 after the Retry-After SEF asked for, and 500 with backoff', async () => {
    sef.invoices.push({ id: 5, status: 'New', date: '2026-11-20', xml: '' });
    sef.failures.push({ status: 429, retryAfter: '2' }, { status: 500 });
    expect(
      await client().purchaseInvoiceIds({ status: 'New', from: '2026-11-20', to: '2026-11-20' }),
    ).toEqual([5]);
    expect(slept).toEqual([2000, 2000]);
    expect(sef.requests).toHaveLength(3);
  });

  it('gives up after the last attempt with a transient error, and on a long Retry-After at once', async () => {
    sef.failures.push({ status: 503 }, { status: 503 }, { status: 503 });
    const failed = await client()
      .purchaseInvoiceIds({ status: 'New', from: '2026-11-20', to: '2026-11-20' })
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(SefError);
    expect(failed).toMatchObject({ kind: 'unavailable', status: 503, transient: true });
    expect(sef.requests).toHaveLength(3);

    sef.requests.length = 0;
    sef.failures.push({ status: 429, retryAfter: '3600' });
    const limited = await client()
      .purchaseInvoiceIds({ status: 'New', from: '2026-11-20', to: '2026-11-20' })
      .catch((error: unknown) => error);
    expect(limited).toMatchObject({ kind: 'rate_limited', retryAfterMs: 3_600_000 });
    expect(sef.requests).toHaveLength(1);
  });

  it('does not retry a refused key, and never names the key, even when SEF echoes it', async () => {
    const wrong = createSefClient({
      baseUrl: sef.url,
      apiKey: 'wrong-key-1234',
      sleep: async () => undefined,
    });
    const refused = await wrong
      .purchaseInvoiceIds({ status: 'New', from: '2026-11-20', to: '2026-11-20' })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ kind: 'unauthorized', status: 401, transient: false });
    expect(sef.requests).toHaveLength(1);

    sef.failures.push({ status: 400, body: `{"Message":"Bad key ${API_KEY}"}` });
    const echoed = await client()
      .acceptReject({ invoiceId: 1, accepted: true, comment: '' })
      .catch((error: unknown) => error);
    expect(echoed).toMatchObject({ kind: 'refused', status: 400 });
    expect((echoed as Error).message).toContain('[redacted]');
    expect((echoed as Error).message).not.toContain(API_KEY);
  });

  it('times out a call that does not answer, and fails on a network error, without the key', async () => {
    sef.delayMs = 500;
    try {
      const slow = await client({ timeoutMs: 100, maxAttempts: 1 })
        .purchaseInvoiceIds({ status: 'New', from: '2026-11-20', to: '2026-11-20' })
        .catch((error: unknown) => error);
      expect(slow).toMatchObject({ kind: 'timeout', transient: true });
    } finally {
      sef.delayMs = 0;
    }
    const offline = await createSefClient({
      baseUrl: 'http://127.0.0.1:1',
      apiKey: API_KEY,
      maxAttempts: 2,
      sleep: async () => undefined,
    })
      .purchaseInvoiceXml(1)
      .catch((error: unknown) => error);
    expect(offline).toMatchObject({ kind: 'network' });
    expect(JSON.stringify({ message: (offline as Error).message })).not.toContain(API_KEY);
  });

  it('refuses an answer in an unknown shape, and one larger than the limit', async () => {
    sef.failures.push({
      path: '/api/publicApi/purchase-invoice/ids',
      status: 200,
      body: '<html>maintenance</html>',
    });
    await expect(
      client().purchaseInvoiceIds({ status: 'New', from: '2026-11-20', to: '2026-11-20' }),
    ).rejects.toMatchObject({ kind: 'bad_answer' });
    sef.invoices.push({ id: 9, status: 'New', date: '2026-11-20', xml: 'x'.repeat(2000) });
    await expect(client({ maxResponseBytes: 1000 }).purchaseInvoiceXml(9)).rejects.toMatchObject({
      kind: 'too_large',
    });
  });
});
