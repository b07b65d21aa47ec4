/**
 * The SEF connection and the polling job against a local server that answers like SEF (src/test/sef-server.ts):
 * the key is written and never answered or logged, polling pages through ids, downloads each new invoice once,
 * records statuses, backs off on errors and rate limits, sends decisions, and two pollers fetch each invoice once.
 */
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, venueToday } from '@/domain/shared/dates';
import { createTestContext, type TestContext } from '@/test/app';
import { venueId } from '@/test/demo-lookup';
import { invoiceFixture, uniqueSefInvoice } from '@/test/invoice-fixtures';
import { type FakeSef, startFakeSef } from '@/test/sef-server';
import { invoices, sefConnections } from '@/server/db/schema';
import { takeInInvoice } from './invoice-intake';
import { createSefPoller } from './sef-poller';
import { DEMO } from '@/test/demo-context';

const ADMIN = DEMO.accounts.admin.email;
const ADMIN2 = DEMO.accounts.admin2.email;
const API_KEY = 'f3a1c2d4-5b6e-4f70-8a9b-0c1d2e3f4a5b';
const XML_PATH = '/api/publicApi/purchase-invoice/xml';

describe('SEF connection and polling', () => {
  let ctx: TestContext;
  let sef: FakeSef;
  let bistro: number;
  const logs: string[] = [];
  const answers: string[] = [];
  const log = pino({ level: 'trace' }, { write: (line: string) => logs.push(line) });
  let nextSefId = 500_000;
  const today = () => venueToday(new Date());

  /** A new invoice in SEF: Mesara's sample under a number of its own, arrived `daysAgo` days ago. */
  function addSefInvoice(status = 'New', daysAgo = 1, xml = uniqueSefInvoice().xml): number {
    nextSefId += 1;
    sef.invoices.push({ id: nextSefId, status, date: addDays(today(), -daysAgo), xml });
    return nextSefId;
  }

  async function call(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, email = ADMIN) {
    const response = await (await ctx.as(email))({ method, url, ...(payload ? { payload } : {}) });
    answers.push(response.body);
    return response;
  }
  const pollNow = () => call('POST', '/api/invoices/sef-connection/poll');
  const xmlDownloads = (id: number) =>
    sef.requests.filter((request) => request.path === XML_PATH && request.query.invoiceId === String(id))
      .length;
  const sefRow = async (id: number) =>
    (await ctx.db.select().from(invoices).where(eq(invoices.sefInvoiceId, id)))[0];

  beforeAll(async () => {
    sef = await startFakeSef(API_KEY);
    ctx = await createTestContext({
      config: { sefBaseUrl: sef.url },
      logger: { level: 'trace', stream: { write: (line: string) => logs.push(line) } },
    });
    bistro = await venueId(ctx.db, DEMO.venues.bistro);
  });
  afterAll(async () => {
    await ctx.close();
    await sef.close();
  });

  it('stores the key encrypted and never answers it; without a connection a poll is 409', async () => {
    expect((await pollNow()).statusCode).toBe(409);
    const connected = await call('POST', '/api/invoices/sef-connection', {
      environment: 'demo',
      apiKey: API_KEY,
    });
    expect(connected.statusCode, connected.body).toBe(200);
    expect(connected.json()).toEqual({
      connected: true,
      environment: 'demo',
      lastPolledAt: null,
      lastError: null,
      backoffUntil: null,
    });
    const [row] = await ctx.db.select().from(sefConnections).where(eq(sefConnections.venueId, bistro));
    expect(row!.apiKeyEncrypted).toMatch(/^v1\./);
    expect(row!.apiKeyEncrypted).not.toContain(API_KEY);
    expect((await call('GET', '/api/invoices/sef-connection')).json()).toMatchObject({ connected: true });
    // Kafana Druga is not connected by Bistro Demo's key.
    expect((await call('GET', '/api/invoices/sef-connection', undefined, ADMIN2)).json()).toMatchObject({
      connected: false,
    });
  });

  it('polls on demand: pages through more than 50 ids, downloads each new invoice once, keeps unreadable ones', async () => {
    const fresh: number[] = [];
    for (let n = 0; n < 56; n += 1) fresh.push(addSefInvoice('New', 1 + (n % 3)));
    const seen = addSefInvoice('Seen', 2);
    const unreadable = addSefInvoice('New', 1, invoiceFixture('not-an-invoice.xml'));
    const old = addSefInvoice('New', 40);

    const response = await pollNow();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      polled: true,
      stored: 58,
      updated: 0,
      unreadable: 1,
      decisionsSent: 0,
      error: null,
      backoffUntil: null,
    });
    for (const id of [...fresh, seen, unreadable]) expect(xmlDownloads(id), String(id)).toBe(1);
    expect(xmlDownloads(old)).toBe(0);
    const idCalls = sef.requests.filter((request) => request.path.endsWith('/ids'));
    expect(idCalls.every((request) => request.apiKey === API_KEY && request.method === 'POST')).toBe(true);
    expect(new Set(idCalls.map((request) => request.query.status))).toEqual(
      new Set(['New', 'Seen', 'ReNotified', 'Approved', 'Rejected', 'Cancelled', 'Storno']),
    );

    expect(await sefRow(seen)).toMatchObject({
      source: 'SEF',
      sefStatus: 'Seen',
      kind: 'INVOICE',
      parseError: null,
    });
    expect(await sefRow(unreadable)).toMatchObject({
      parseError: 'invoice_not_ubl',
      number: null,
      sefStatus: 'New',
    });
    const list = (await call('GET', '/api/invoices?size=100')).json();
    expect(list.count).toBe(58);
    expect(
      list.invoices.find((invoice: { sefInvoiceId: number }) => invoice.sefInvoiceId === unreadable),
    ).toMatchObject({ parseError: 'invoice_not_ubl', deadline: expect.any(String) });
    expect((await call('GET', '/api/invoices/sef-connection')).json()).toMatchObject({
      lastPolledAt: expect.any(String),
      lastError: null,
    });
  });

  it('a second poll stores nothing again and records changed statuses', async () => {
    const changed = sef.invoices.find((invoice) => invoice.status === 'Seen')!;
    changed.status = 'Cancelled';
    const downloadsBefore = sef.requests.filter((request) => request.path === XML_PATH).length;
    const result = (await pollNow()).json();
    expect(result).toMatchObject({ polled: true, stored: 0, updated: 1, error: null });
    expect(sef.requests.filter((request) => request.path === XML_PATH).length).toBe(downloadsBefore);
    expect(await sefRow(changed.id)).toMatchObject({ sefStatus: 'Cancelled' });
  });

  it('retries a 429 after its Retry-After and a 500, within one poll', async () => {
    const id = addSefInvoice();
    sef.failures.push(
      { path: '/api/publicApi/purchase-invoice/ids', status: 429, retryAfter: '1' },
      { path: XML_PATH, status: 500 },
    );
    const result = (await pollNow()).json();
    expect(result).toMatchObject({ polled: true, stored: 1, error: null });
    expect(xmlDownloads(id)).toBe(2);
  });

  it('backs off after a rate limit SEF asks to wait out, and polls again once it has passed', async () => {
    const id = addSefInvoice();
    sef.failures.push({ status: 429, retryAfter: '3600' });
    const failed = (await pollNow()).json();
    expect(failed).toMatchObject({ polled: true, stored: 0, error: expect.stringContaining('429') });
    const backoffUntil = Date.parse(failed.backoffUntil);
    expect(backoffUntil).toBeGreaterThanOrEqual(Date.now() + 3_590_000);
    expect((await call('GET', '/api/invoices/sef-connection')).json()).toMatchObject({
      lastError: expect.stringContaining('429'),
      backoffUntil: failed.backoffUntil,
    });

    const requestsBefore = sef.requests.length;
    expect((await pollNow()).json()).toMatchObject({ polled: false, backoffUntil: failed.backoffUntil });
    expect(sef.requests.length).toBe(requestsBefore);

    ctx.clock.set(new Date(backoffUntil + 1000));
    try {
      expect((await pollNow()).json()).toMatchObject({
        polled: true,
        stored: 1,
        error: null,
        backoffUntil: null,
      });
      expect(xmlDownloads(id)).toBe(1);
    } finally {
      ctx.clock.reset();
    }
  });

  it('sends a rejection with its comment to SEF and records the answer', async () => {
    const id = addSefInvoice();
    await pollNow();
    const stored = await sefRow(id);
    const response = await call('POST', `/api/invoices/${stored!.id}/decision`, {
      accepted: false,
      comment: 'Isporučeno 9 kg, fakturisano 10,5 kg',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      decision: 'REJECTED',
      decisionSef: 'SENT',
      sefStatus: 'Rejected',
      decisionSefAnswer: expect.stringContaining('Rejected'),
    });
    expect(sef.decisions.get(id)).toEqual({
      accepted: false,
      comment: 'Isporučeno 9 kg, fakturisano 10,5 kg',
    });
  });

  it("records SEF's refusal of a decision, and keeps one that could not be sent for the next poll", async () => {
    const approvedInSef = addSefInvoice();
    const unsent = addSefInvoice();
    await pollNow();
    sef.invoices.find((invoice) => invoice.id === approvedInSef)!.status = 'Approved';
    const refused = await call('POST', `/api/invoices/${(await sefRow(approvedInSef))!.id}/decision`, {
      accepted: true,
    });
    expect(refused.json()).toMatchObject({
      decision: 'ACCEPTED',
      decisionSef: 'FAILED',
      decisionSefAnswer: expect.stringContaining('400'),
    });

    sef.failures.push(
      { path: '/api/publicApi/purchase-invoice/acceptRejectPurchaseInvoice', status: 503 },
      { path: '/api/publicApi/purchase-invoice/acceptRejectPurchaseInvoice', status: 503 },
      { path: '/api/publicApi/purchase-invoice/acceptRejectPurchaseInvoice', status: 503 },
    );
    const waiting = await call('POST', `/api/invoices/${(await sefRow(unsent))!.id}/decision`, {
      accepted: true,
    });
    expect(waiting.json()).toMatchObject({ decision: 'ACCEPTED', decisionSef: 'PENDING' });
    expect(sef.decisions.has(unsent)).toBe(false);
    expect((await pollNow()).json()).toMatchObject({ polled: true, decisionsSent: 1, error: null });
    expect(await sefRow(unsent)).toMatchObject({ decisionSef: 'SENT', sefStatus: 'Approved' });
    expect(sef.decisions.get(unsent)).toEqual({ accepted: true, comment: '' });
  }, 20_000);

  it('two pollers at once (two server instances) fetch each invoice once', async () => {
    const fresh = Array.from({ length: 8 }, () => addSefInvoice());
    // The connection set anew is due at once.
    await call('POST', '/api/invoices/sef-connection', { environment: 'demo', apiKey: API_KEY });
    sef.delayMs = 20;
    const second = ctx.database.connectAgain();
    try {
      const deps = {
        files: ctx.app.deps.files,
        secrets: ctx.app.deps.secrets,
        now: () => new Date(),
        sefBaseUrl: sef.url,
        log,
      };
      const pollers = [createSefPoller({ ...deps, db: ctx.db }), createSefPoller({ ...deps, db: second.db })];
      const polled = await Promise.all(pollers.map((poller) => poller.runOnce()));
      expect(polled.sort()).toEqual([0, 1]);
    } finally {
      sef.delayMs = 0;
      await second.close();
    }
    for (const id of fresh) {
      expect(xmlDownloads(id), String(id)).toBe(1);
      expect(
        await ctx.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.sefInvoiceId, id)),
      ).toHaveLength(1);
    }
  });

  it('stores a document once even when two take it in at the same moment', async () => {
    const { xml } = uniqueSefInvoice();
    const bytes = new TextEncoder().encode(xml);
    const source = { venueId: bistro, now: new Date(), sef: { invoiceId: 987_654_321, status: 'New' } };
    const deps = { db: ctx.db, files: ctx.app.deps.files };
    const results = await Promise.all([
      takeInInvoice(deps, bytes, source),
      takeInInvoice(deps, bytes, source),
    ]);
    expect(results.map((result) => result.outcome).sort()).toEqual(['duplicate', 'stored']);
    expect(await ctx.db.select().from(invoices).where(eq(invoices.sefInvoiceId, 987_654_321))).toHaveLength(
      1,
    );
  });

  it('the background poller starts with the app, polls due connections, and stops', async () => {
    const id = addSefInvoice();
    await call('POST', '/api/invoices/sef-connection', { environment: 'production', apiKey: API_KEY });
    const poller = createSefPoller({
      db: ctx.db,
      files: ctx.app.deps.files,
      secrets: ctx.app.deps.secrets,
      now: () => new Date(),
      sefBaseUrl: sef.url,
      log,
      tickMs: 50,
    });
    poller.start();
    try {
      await expect.poll(async () => (await sefRow(id)) !== undefined, { timeout: 10_000 }).toBe(true);
    } finally {
      await poller.stop();
    }
    // Polled, it is not due again for 15 minutes.
    expect(await poller.runOnce()).toBe(0);
  });

  it('a wrong key is reported without retries; a replaced key works at once; removing forgets the key', async () => {
    await call('POST', '/api/invoices/sef-connection', {
      environment: 'demo',
      apiKey: 'not-the-right-key-123',
    });
    const wrong = (await pollNow()).json();
    expect(wrong).toMatchObject({ polled: true, error: expect.stringContaining('refused the API key') });
    expect(wrong.error).not.toContain('not-the-right-key-123');

    await call('POST', '/api/invoices/sef-connection', { environment: 'demo', apiKey: API_KEY });
    expect((await pollNow()).json()).toMatchObject({ polled: true, error: null });

    const removed = await call('DELETE', '/api/invoices/sef-connection');
    expect(removed.json()).toEqual({
      connected: false,
      environment: null,
      lastPolledAt: null,
      lastError: null,
      backoffUntil: null,
    });
    expect(await ctx.db.select().from(sefConnections).where(eq(sefConnections.venueId, bistro))).toEqual([]);
    expect((await pollNow()).statusCode).toBe(409);
  });

  it('never put the API key in an answer or a log line', () => {
    expect(answers.length).toBeGreaterThan(10);
    expect(logs.length).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.includes(API_KEY))).toEqual([]);
    expect(logs.filter((line) => line.includes(API_KEY))).toEqual([]);
  });
});
