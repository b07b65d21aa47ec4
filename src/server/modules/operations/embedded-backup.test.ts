/**
 * Backups of the embedded database (README "Backups"): the running server writes them on request of `npm run backup`
 * (local token, this machine only), a restore brings back every row of every table, refuses a folder that is not
 * empty unless forced, and the restored copy serves the same orders. Embedded only: PostgreSQL is backed up by
 * pg_dump.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { addDays, venueToday } from '@/domain/shared/dates';
import { TEST_JWT_SECRET } from '@/test/app';
import { articleIds, stationId, supplierId } from '@/test/demo-lookup';
import { tableContents } from '@/test/table-contents';
import { buildApp } from '@/server/app';
import { type DatabaseHandle, openPglite } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { createMailer } from '@/server/mail/mailer';
import { openBackupArchive, workFolder } from './backup-archive';
import { createEmbeddedBackups } from './embedded-backups';
import { restoreBackup, RestoreRefused } from './restore';
import { DEMO } from '@/test/demo-context';

const TOKEN = 'local-token-of-this-test';
const log = pino({ level: 'silent' });

type PgliteHandle = DatabaseHandle & { client: PGlite };

async function serve(database: PgliteHandle, dataDir: string): Promise<FastifyInstance> {
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
    backups: createEmbeddedBackups(database.client, { dataDir, backupDir: join(dataDir, 'backups') }, TOKEN),
    webRoot: '/nonexistent',
  });
}

/** app.inject() as Bistro Demo's admin. */
async function asAdmin(app: FastifyInstance, db: DatabaseHandle['db']) {
  const [row] = await db
    .select({ id: users.id, role: users.role, venueId: users.venueId })
    .from(users)
    .where(eq(users.email, DEMO.accounts.admin.email));
  if (!row) throw new Error('No demo admin');
  const authorization = `Bearer ${app.signAccessToken({ userId: row.id, role: row.role, venueId: row.venueId })}`;
  return (options: InjectOptions) =>
    app.inject({ ...options, headers: { ...options.headers, authorization } });
}

const backupRequest = (headers: Record<string, string>, remoteAddress = '127.0.0.1'): InjectOptions => ({
  method: 'POST',
  url: '/api/operations/backup',
  headers,
  remoteAddress,
});

describe.runIf(process.env.TEST_DB !== 'postgres')(
  'backups of the embedded database',
  // Each restore opens a fresh embedded database (seconds on a loaded machine).
  { timeout: 60_000 },
  () => {
    let root: string;
    let dataDir: string;
    let database: PgliteHandle;
    let app: FastifyInstance;
    let ordersList: string;
    let createPath: string;
    let createBody: (note: string) => Record<string, unknown>;

    beforeAll(async () => {
      root = await mkdtemp(join(tmpdir(), 'nabavka-backup-test-'));
      dataDir = join(root, 'data');
      await mkdir(dataDir);
      database = await openPglite({
        dataDir: join(dataDir, 'db'),
        loadDataDir: new Blob([await readFile(inject('pgliteTemplateFile'))]),
      });
      // What the server keeps beside its database: the JWT secret, and a key file a later version might add.
      await writeFile(join(dataDir, 'jwt-secret'), 'secret-of-this-installation-0123456789abcdef', {
        mode: 0o600,
      });
      await mkdir(join(dataDir, 'keys'));
      await writeFile(join(dataDir, 'keys', 'vapid.json'), '{"public":"p","private":"q"}');
      app = await serve(database, dataDir);
      const kuhinja = await stationId(database.db, DEMO.venues.bistro, DEMO.stations.kuhinja);
      const mesara = await supplierId(database.db, DEMO.suppliers.mesara);
      const [meat] = await articleIds(database.db, DEMO.venues.bistro, DEMO.suppliers.mesara, 1);
      ordersList = `/api/orders/all/${kuhinja}?page=1&pageSize=10&status=OPEN`;
      createPath = `/api/orders/${kuhinja}/create/${mesara}`;
      const tomorrow = addDays(venueToday(new Date()), 1);
      createBody = (note) => ({ deadline: tomorrow, orderNote: note, products: [{ id: meat, amount: '2' }] });
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
      await rm(root, { recursive: true, force: true });
    });

    it('answers 404 to a wrong token and to a caller on another machine', async () => {
      expect((await app.inject(backupRequest({}))).statusCode).toBe(404);
      expect((await app.inject(backupRequest({ authorization: 'Bearer wrong' }))).statusCode).toBe(404);
      const remote = await app.inject(backupRequest({ authorization: `Bearer ${TOKEN}` }, '203.0.113.7'));
      expect(remote.statusCode).toBe(404);
      expect(existsSync(join(dataDir, 'backups'))).toBe(false);
    });

    it("restores every row of every table, the data folder's files, and serves the same orders", async () => {
      const admin = await asAdmin(app, database.db);
      expect(
        (await admin({ method: 'POST', url: createPath, payload: createBody('before the backup') }))
          .statusCode,
      ).toBe(201);
      const made = await app.inject(backupRequest({ authorization: `Bearer ${TOKEN}` }));
      expect(made.statusCode).toBe(200);
      const { file, bytes, tables } = made.json<{
        file: string;
        bytes: number;
        tables: Record<string, number>;
      }>();
      expect(file).toMatch(/\/backups\/nabavka-backup-\d{4}-\d{2}-\d{2}-\d{6}\.tar\.gz$/);
      expect(bytes).toBe((await stat(file)).size);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(tables['public.orders']).toBeGreaterThan(0);
      const expected = await tableContents((text) => database.client.query(text));
      const listBefore = (await admin({ method: 'GET', url: ordersList })).json();

      const target = join(root, 'restored');
      const restored = await restoreBackup(file, {
        dataDir: target,
        backupDir: join(target, 'backups'),
        force: false,
      });
      expect(restored.files).toEqual(['jwt-secret', 'keys/vapid.json']);
      expect(await readFile(join(target, 'keys', 'vapid.json'), 'utf8')).toBe('{"public":"p","private":"q"}');
      expect(await readFile(join(target, 'jwt-secret'), 'utf8')).toBe(
        'secret-of-this-installation-0123456789abcdef',
      );

      const copy = (await openPglite({ dataDir: join(target, 'db') })) as PgliteHandle;
      const copyApp = await serve(copy, target);
      try {
        expect(await tableContents((text) => copy.client.query(text))).toEqual(expected);
        const copyAdmin = await asAdmin(copyApp, copy.db);
        const listAfter = await copyAdmin({ method: 'GET', url: ordersList });
        expect(listAfter.statusCode).toBe(200);
        expect(listAfter.json()).toEqual(listBefore);
      } finally {
        await copyApp.close();
        await copy.close();
      }
    });

    it('holds exactly the committed state of its moment while orders are being written', async () => {
      const admin = await asAdmin(app, database.db);
      const count = async (client: PGlite) =>
        (await client.query<{ n: number }>(`select count(*)::int as n from orders`)).rows[0]!.n;
      const before = await count(database.client);
      const acknowledged: string[] = [];
      const writes = Array.from({ length: 12 }, (_, index) =>
        admin({ method: 'POST', url: createPath, payload: createBody(`during ${index}`) }).then(
          (response) => {
            if (response.statusCode === 201) acknowledged.push(`during ${index}`);
            return response.statusCode;
          },
        ),
      );
      const made = app.inject(backupRequest({ authorization: `Bearer ${TOKEN}` }));
      const statuses = await Promise.all(writes);
      expect(statuses.every((status) => status === 201)).toBe(true);
      const { file, tables } = (await made).json<{ file: string; tables: Record<string, number> }>();

      const target = join(root, 'restored-during');
      // The restore checks every table's count against the backup's own, counted in the dumped state.
      const restored = await restoreBackup(file, {
        dataDir: target,
        backupDir: join(target, 'backups'),
        force: false,
      });
      expect(restored.tables).toEqual(tables);
      const copy = (await openPglite({ dataDir: join(target, 'db') })) as PgliteHandle;
      try {
        const { rows } = await copy.client.query<{ note: string }>(
          `select order_note as note from orders where order_note like 'during %'`,
        );
        // Whatever the moment fell between, each order is wholly in or wholly out: its items came along.
        const { rows: orphans } = await copy.client.query(
          `select o.id from orders o where o.order_note like 'during %'
         and not exists (select 1 from order_items i where i.order_id = o.id)`,
        );
        expect(orphans).toEqual([]);
        // The backup's moment fell somewhere among the writes: exactly the orders committed by then are in it.
        expect(rows.length).toBe(tables['public.orders']! - before);
        expect(await count(copy.client)).toBe(tables['public.orders']);
        expect(acknowledged).toHaveLength(12);
      } finally {
        await copy.close();
      }
    });

    it('restores only into an empty data folder; with force it moves what is there aside', async () => {
      const made = await app.inject(backupRequest({ authorization: `Bearer ${TOKEN}` }));
      const { file } = made.json<{ file: string }>();
      const target = join(root, 'occupied');
      await mkdir(join(target, 'db'), { recursive: true });
      await writeFile(join(target, 'db', 'PG_VERSION'), 'an earlier database');
      await expect(
        restoreBackup(file, { dataDir: target, backupDir: join(target, 'backups'), force: false }),
      ).rejects.toBeInstanceOf(RestoreRefused);
      expect(await readFile(join(target, 'db', 'PG_VERSION'), 'utf8')).toBe('an earlier database');

      const forced = await restoreBackup(file, {
        dataDir: target,
        backupDir: join(target, 'backups'),
        force: true,
      });
      expect(forced.movedAside).toMatch(/db\.replaced-\d{4}-\d{2}-\d{2}-\d{6}$/);
      expect(await readFile(join(forced.movedAside!, 'db', 'PG_VERSION'), 'utf8')).toBe(
        'an earlier database',
      );
      expect((await readdir(join(target, 'db'))).length).toBeGreaterThan(5);
    });

    it('refuses a file that is not a backup, and leaves the folder empty', async () => {
      const bogus = join(root, 'bogus.tar.gz');
      await writeFile(bogus, 'not a tarball at all');
      const target = join(root, 'bogus-target');
      await expect(
        restoreBackup(bogus, { dataDir: target, backupDir: join(target, 'backups'), force: false }),
      ).rejects.toThrow();
      expect((await readdir(target)).filter((name) => !name.startsWith('.'))).toEqual([]);
      const work = await workFolder(root, 'probe');
      await expect(openBackupArchive(bogus, work)).rejects.toThrow();
    });
  },
);
