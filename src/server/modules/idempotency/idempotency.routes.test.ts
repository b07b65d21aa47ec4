/**
 * Idempotency keys through the real HTTP layer (decision 0022-idempotency-keys.md), on the engine of the project
 * (server:pglite, server:postgres): a repeat is answered without being done again, on every write route.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regularOrderOperations } from '@/domain/orders/orders.contract';
import { supplierPortalOperations } from '@/domain/supplier-portal/supplier-portal.contract';
import { idempotencyKeys, invoices, orders } from '@/server/db/schema';
import { queryRows } from '@/server/db/sql';
import { uniqueSefInvoice } from '@/test/invoice-fixtures';
import { multipartBody } from '@/test/multipart';
import { createOrderScene, type OrderScene } from '@/test/app';
import type { CallResponse, DemoRole } from '@/test/call';
import { claimKey, completeKey, purgeExpiredKeys, releaseKey } from './idempotency.public';

const REPLAYED = 'idempotent-replayed';

describe('Idempotency-Key on the API writes', () => {
  let scene: OrderScene;

  beforeAll(async () => {
    scene = await createOrderScene(2);
  });
  afterAll(() => scene.ctx.close());

  const orderCount = async () => {
    const [row] = await scene.ctx.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.stationId, scene.kuhinja), eq(orders.supplierId, scene.mesara)));
    return row!.n;
  };

  const createOrder = (key: string | undefined, amount = '2', role: DemoRole = 'staff') =>
    scene.ctx.call(role, regularOrderOperations.create, {
      params: { departmentId: scene.kuhinja, supplierId: scene.mesara },
      body: { deadline: scene.tomorrow, products: [{ id: scene.meat[0], amount }] },
      ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }),
    });

  it('the same key twice creates one order and answers the first answer again, marked as replayed', async () => {
    const before = await orderCount();
    const key = `"${randomUUID()}"`;
    const first = await createOrder(key);
    const second = await createOrder(key);
    expect(first.statusCode).toBe(201);
    expect(first.headers[REPLAYED]).toBeUndefined();
    expect(second.statusCode).toBe(201);
    expect(second.headers[REPLAYED]).toBe('true');
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.json()).toEqual(first.json());
    expect(await orderCount()).toBe(before + 1);
  });

  it('a quoted key and the same key bare are one key (the draft writes it as a string)', async () => {
    const key = randomUUID();
    const first = await createOrder(`"${key}"`);
    const second = await createOrder(key);
    expect(second.headers[REPLAYED]).toBe('true');
    expect(second.json()).toEqual(first.json());
  });

  it('the same key with another body is refused with 409 and changes nothing', async () => {
    const key = randomUUID();
    await createOrder(key, '2');
    const before = await orderCount();
    const other = await createOrder(key, '3');
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('idempotency_key_reused');
    expect(await orderCount()).toBe(before);
  });

  it('the same key on another route is another request: 409', async () => {
    const key = randomUUID();
    const created = await createOrder(key);
    const id = created.json().id as number;
    const deleted = await scene.ctx.call('staff', regularOrderOperations.delete, {
      params: { id },
      headers: { 'idempotency-key': key },
    });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().code).toBe('idempotency_key_reused');
  });

  it('N concurrent duplicates create exactly one order; each gets the answer or "in flight", never 500', async () => {
    const before = await orderCount();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 8 }, () => createOrder(key)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const created = answers.filter((answer) => answer.statusCode === 201);
    expect(created.length).toBeGreaterThan(0);
    expect(new Set(created.map((answer) => answer.body)).size).toBe(1);
    expect(created.filter((answer) => answer.headers[REPLAYED] === undefined)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json().code).toBe('idempotency_key_in_flight');
    }
    expect(await orderCount()).toBe(before + 1);
  });

  it("another user's same key is their own: both requests run", async () => {
    const before = await orderCount();
    const key = randomUUID();
    const staff = await createOrder(key, '2', 'staff');
    const admin = await createOrder(key, '2', 'admin');
    expect(staff.statusCode).toBe(201);
    expect(admin.statusCode).toBe(201);
    expect(admin.headers[REPLAYED]).toBeUndefined();
    expect(admin.json().id).not.toBe(staff.json().id);
    expect(await orderCount()).toBe(before + 2);
  });

  it('without the header every request runs, as before', async () => {
    const before = await orderCount();
    const first = await createOrder(undefined);
    const second = await createOrder(undefined);
    expect(second.json().id).not.toBe(first.json().id);
    expect(await orderCount()).toBe(before + 2);
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(256)],
    ['with a space', 'two words'],
    ['not ASCII', 'ključ'],
  ])('a key %s is refused with 400 idempotency_key_invalid and nothing is created', async (_, key) => {
    const before = await orderCount();
    const refused = await createOrder(key);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('idempotency_key_invalid');
    expect(await orderCount()).toBe(before);
  });

  it('a refusal (4xx) is kept too: the repeat gets the same refusal without running again', async () => {
    const key = randomUUID();
    const missingStation = (departmentId: number) =>
      scene.ctx.call('staff', regularOrderOperations.create, {
        params: { departmentId, supplierId: scene.mesara },
        body: { deadline: scene.tomorrow, products: [{ id: scene.meat[0], amount: '1' }] },
        headers: { 'idempotency-key': key },
      });
    const first = await missingStation(999_999);
    const second = await missingStation(999_999);
    expect(first.statusCode).toBe(404);
    expect(second.statusCode).toBe(404);
    expect(second.headers[REPLAYED]).toBe('true');
    expect(second.body).toBe(first.body);
  });

  it('a request refused before it runs (bad token) claims nothing: the retry with the key runs', async () => {
    const key = randomUUID();
    const refused = await scene.ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${scene.kuhinja}/create/${scene.mesara}`,
      headers: { authorization: 'Bearer nonsense', 'idempotency-key': key },
      payload: { deadline: scene.tomorrow, products: [{ id: scene.meat[0], amount: '1' }] },
    });
    expect(refused.statusCode).toBe(401);
    const retried = await createOrder(key, '1');
    expect(retried.statusCode).toBe(201);
    expect(retried.headers[REPLAYED]).toBeUndefined();
  });

  it("the supplier link's answer is scoped by its token: a repeat gets the first answer", async () => {
    const created = await createOrder(undefined);
    const sent = await scene.ctx.call('staff', regularOrderOperations.send, {
      query: { orderId: created.json().id as number },
      body: { supplierContactId: scene.milan, channel: 'whatsapp' },
    });
    const token = /\/o\/([A-Za-z0-9_-]+)$/.exec(sent.json().supplierLink as string)![1]!;
    const view = await scene.ctx.app.inject({ method: 'GET', url: `/api/supplier-link/order/${token}` });
    const version = view.json().version as number;
    const key = randomUUID();
    const answer = (): Promise<CallResponse> =>
      scene.ctx.call('anonymous', supplierPortalOperations.answer, {
        params: { token },
        body: { decision: 'reject', reason: 'Kamion u kvaru', version },
        headers: { 'idempotency-key': key },
      });
    const first = await answer();
    const second = await answer();
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers[REPLAYED]).toBe('true');
    expect(second.body).toBe(first.body);
  });

  it('a multipart upload repeated with its key is stored once (the body length stands for the files)', async () => {
    const invoiceCount = async () => (await scene.ctx.db.select({ n: count() }).from(invoices))[0]!.n;
    const before = await invoiceCount();
    const { payload, contentType } = multipartBody([
      { filename: 'faktura.xml', content: uniqueSefInvoice().xml },
    ]);
    const inject = await scene.ctx.as('admin');
    const key = randomUUID();
    const upload = () =>
      inject({
        method: 'POST',
        url: '/api/invoices/upload',
        payload,
        headers: { 'content-type': contentType, 'idempotency-key': key },
      });
    const first = await upload();
    const second = await upload();
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers[REPLAYED]).toBe('true');
    expect(second.body).toBe(first.body);
    expect(await invoiceCount()).toBe(before + 1);
  });

  it('a public route without a link (login) ignores the header', async () => {
    const login = () =>
      scene.ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'idempotency-key': 'not valid here either' },
        payload: { username: 'nobody@nabavka.test', password: 'x' },
      });
    const answer = await login();
    expect(answer.statusCode).not.toBe(409);
    expect(answer.json().code).not.toBe('idempotency_key_invalid');
  });

  it('claims: a pending first answers "in flight" after the wait, a released one and a stale one are taken', async () => {
    const { db } = scene.ctx;
    const quick = { attempts: 2, intervalMs: 10, staleSeconds: 120 };
    const scope = `test:${randomUUID()}`;
    expect(await claimKey(db, scope, 'k', 'POST /a x', quick)).toEqual({ kind: 'claimed' });
    expect(await claimKey(db, scope, 'k', 'POST /a x', quick)).toEqual({ kind: 'in_flight' });
    expect(await claimKey(db, scope, 'k', 'POST /a y', quick)).toEqual({ kind: 'reused' });
    // A server fault gives the claim up: the retry runs.
    await releaseKey(db, scope, 'k');
    expect(await claimKey(db, scope, 'k', 'POST /a x', quick)).toEqual({ kind: 'claimed' });
    // A claim its process left behind two minutes ago is taken over.
    await db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 3 * 60_000) })
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, 'k')));
    expect(await claimKey(db, scope, 'k', 'POST /a x', quick)).toEqual({ kind: 'claimed' });
    await completeKey(db, scope, 'k', { statusCode: 201, body: '{"id":1}', contentType: 'application/json' });
    expect(await claimKey(db, scope, 'k', 'POST /a x', quick)).toEqual({
      kind: 'replay',
      answer: { statusCode: 201, body: '{"id":1}', contentType: 'application/json' },
    });
  });

  it('the claims and answers commit without waiting for the disk, and every other write still waits', async () => {
    const { db } = scene.ctx;
    const scope = `test:${randomUUID()}`;
    await Promise.all(
      Array.from({ length: 12 }, async (_, index) => {
        await claimKey(db, scope, `k${index}`, 'POST /a x');
        await completeKey(db, scope, `k${index}`, { statusCode: 201, body: '{}', contentType: null });
      }),
    );
    // The setting lasted only for each statement's own transaction: no connection of the pool kept it.
    const settings = await Promise.all(
      Array.from({ length: 12 }, () =>
        queryRows<{ synchronous_commit: string }>(db, sql`show synchronous_commit`),
      ),
    );
    expect(new Set(settings.map(([row]) => row!.synchronous_commit))).toEqual(new Set(['on']));
    const kept = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.scope, scope));
    expect(kept.map((row) => row.state)).toEqual(Array.from({ length: 12 }, () => 'done'));
  });

  it('keys older than 24 hours are purged; newer ones stay', async () => {
    const key = randomUUID();
    await createOrder(key);
    const scope = `user:${await scene.ctx.userId('staff')}`;
    const row = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
    await purgeExpiredKeys(scene.ctx.db);
    expect(await scene.ctx.db.select().from(idempotencyKeys).where(row)).toHaveLength(1);
    await scene.ctx.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(row);
    expect(await purgeExpiredKeys(scene.ctx.db)).toBeGreaterThanOrEqual(1);
    expect(await scene.ctx.db.select().from(idempotencyKeys).where(row)).toHaveLength(0);
  });
});
