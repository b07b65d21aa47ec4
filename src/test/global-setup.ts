/**
 * Runs once per test project: builds a migrated database holding the demo seed, which every test file then
 * copies (PGlite: a data-dir dump loaded in memory; PostgreSQL: CREATE DATABASE ... TEMPLATE).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '@/server/db/client';
import { seedDemo } from '@/server/db/seed/demo';
import { adminUrl, dropDatabase, uniqueDatabaseName, withDatabase } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateFile: string;
    postgresTemplateDatabase: string;
    /** When the template's demo data was made: its dates (today, yesterday...) are relative to this instant. */
    demoSeededAt: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const seededAt = new Date();
  project.provide('demoSeededAt', seededAt.toISOString());
  if (process.env.TEST_DB === 'postgres' || project.config.env?.TEST_DB === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('server:postgres tests need DATABASE_URL');
    const template = uniqueDatabaseName('nabavka_tpl');
    const admin = openPostgres(adminUrl(url), { poolSize: 1 });
    await admin.pool.query(`CREATE DATABASE "${template}"`);
    const handle = openPostgres(withDatabase(url, template), { poolSize: 2 });
    await handle.migrate();
    await seedDemo(handle.db, { now: seededAt });
    await handle.close();
    project.provide('postgresTemplateDatabase', template);
    return async () => {
      await dropDatabase(admin.pool, template);
      await admin.close();
    };
  }

  const handle = await openPglite();
  await handle.migrate();
  await seedDemo(handle.db, { now: seededAt });
  const dump = await handle.client.dumpDataDir('none');
  await handle.close();
  const dir = join(tmpdir(), `nabavka-test-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplateFile', file);
  return async () => rmSync(dir, { recursive: true, force: true });
}
