/**
 * Moving an embedded installation to PostgreSQL (README "Moving to PostgreSQL"): the demo plus a year of generated
 * history (the bench's embedded venue, BENCH_EMBEDDED_ORDERS orders) is copied into an empty database; every table
 * holds the same rows, the sequences continue where they were, people sign in with their passwords, and the order
 * lists answer the same. Runs where a PostgreSQL is configured.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareEmbeddedDatabase } from '../../../bench/embedded-data';
import { TEST_JWT_SECRET } from '@/test/app';
import { adminUrl, dropDatabase, uniqueDatabaseName, withDatabase } from '@/test/postgres';
import { tableContents } from '@/test/table-contents';
import { buildApp } from '@/server/app';
import { type DatabaseHandle, openPglite, openPostgres } from '@/server/db/client';
import { DEMO_PASSWORD } from '@/server/db/seed/demo';
import { stations, users } from '@/server/db/schema';
import { createMailer } from '@/server/mail/mailer';
import { moveToPostgres, MoveRefused } from '@/server/modules/operations/operations.public';
import { DEMO } from '@/test/demo-context';

const log = pino({ level: 'silent' });

function serve(database: DatabaseHandle): Promise<FastifyInstance> {
  return buildApp({
    db: database.db,
    mailer: createMailer({ db: database.db, smtpUrl: undefined, from: 'Nabavka <t@nabavka.test>', log }),
    config: {
      jwtSecret: TEST_JWT_SECRET,
      accessTokenTtlSeconds: 900,
      publicUrl: 'http://localhost:3000',
      authRateLimit: { max: 10_000, windowMs: 60_000 },
      loginLimits: { failsPerAccount: 10_000, failsPerIp: 10_000, windowSeconds: 60 },
    },
    webRoot: '/nonexistent',
  });
}

describe.runIf(process.env.TEST_DB === 'postgres')('npm run move-to-postgres', { timeout: 240_000 }, () => {
  // Skipped without PostgreSQL, but vitest still runs this body to collect the skipped tests: a placeholder URL
  // keeps it from throwing (a pool connects only on its first query, which never comes).
  const url = process.env.DATABASE_URL ?? 'postgres://localhost/unset';
  const admin = openPostgres(adminUrl(url), { poolSize: 1 });
  const targetName = uniqueDatabaseName('nabavka_move');
  const targetUrl = withDatabase(url, targetName);
  let root: string;
  let source: DatabaseHandle & { client: PGlite };
  let target: ReturnType<typeof openPostgres>;
  let moved: Awaited<ReturnType<typeof moveToPostgres>>;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'nabavka-move-test-'));
    const dataDir = join(root, 'db');
    await prepareEmbeddedDatabase(dataDir, new Date());
    await admin.pool.query(`create database "${targetName}"`);
    source = await openPglite({ dataDir });
    await source.migrate();
    moved = await moveToPostgres(source.client, targetUrl);
    target = openPostgres(targetUrl, { poolSize: 4 });
  }, 240_000);
  afterAll(async () => {
    await target?.close();
    await source?.close();
    await dropDatabase(admin.pool, targetName);
    await admin.close();
    await rm(root, { recursive: true, force: true });
  });

  it('copies every row of every table, with the history', async () => {
    const expected = await tableContents((text) => source.client.query(text));
    const found = await tableContents((text) => target.pool.query(text));
    expect(found).toEqual(expected);
    expect(expected['public.orders']!.rows).toBeGreaterThan(1_000);
    expect(expected['public.order_items']!.rows).toBeGreaterThan(5_000);
    expect(moved.tables).toEqual(
      Object.fromEntries(Object.entries(expected).map(([table, { rows }]) => [table, rows])),
    );
  });

  it('continues every sequence where the embedded database left it', async () => {
    const sequences = `select schemaname || '.' || sequencename as name, last_value::text as value
      from pg_sequences where schemaname in ('public', 'drizzle') order by 1`;
    const { rows: before } = await source.client.query(sequences);
    const { rows: after } = await target.pool.query(sequences);
    expect(after).toEqual(before);
    expect(moved.sequences).toBe(before.length);
    // A new row gets the next id, not one that collides with a copied row.
    const [created] = await target.db
      .insert(users)
      .values({ email: 'after-the-move@nabavka.test', name: 'Posle', passwordHash: 'x', role: 'ROLE_USER' })
      .returning({ id: users.id });
    const { rows } = await target.pool.query<{ max: number }>('select max(id)::int as max from users');
    expect(created!.id).toBe(rows[0]!.max);
  });

  it('lets people sign in with their passwords and shows the same order lists', async () => {
    const embeddedApp = await serve(source);
    const postgresApp = await serve(target);
    try {
      const login = await postgresApp.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: DEMO.accounts.admin.email, password: DEMO_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      const authorization = `Bearer ${login.json<{ jwt: string }>().jwt}`;
      const [bistro] = await target.db
        .select({ venueId: users.venueId })
        .from(users)
        .where(eq(users.email, DEMO.accounts.admin.email));
      const venueStations = await target.db
        .select({ id: stations.id })
        .from(stations)
        .where(eq(stations.venueId, bistro!.venueId!));
      let compared = 0;
      for (const { id } of venueStations) {
        for (const status of ['IN_PROGRESS,INCOMPLETE', 'COMPLETED', 'OPEN']) {
          const url = `/api/orders/all/${id}?page=1&pageSize=10&status=${status}`;
          const [fromEmbedded, fromPostgres] = await Promise.all([
            embeddedApp.inject({ method: 'GET', url, headers: { authorization } }),
            postgresApp.inject({ method: 'GET', url, headers: { authorization } }),
          ]);
          expect(fromPostgres.statusCode).toBe(fromEmbedded.statusCode);
          expect(fromPostgres.json()).toEqual(fromEmbedded.json());
          if (fromPostgres.statusCode === 200) compared += 1;
        }
      }
      expect(compared).toBeGreaterThanOrEqual(6);
    } finally {
      await embeddedApp.close();
      await postgresApp.close();
    }
  });

  it('refuses a target that already has tables, and changes nothing there', async () => {
    const before = await tableContents((text) => target.pool.query(text));
    await expect(moveToPostgres(source.client, targetUrl)).rejects.toBeInstanceOf(MoveRefused);
    expect(await tableContents((text) => target.pool.query(text))).toEqual(before);
  });
});
